/**
 * Step 5, SMTP mailbox verification: connect to the best reachable MX host, RCPT TO the address and to a random
 * address of the same domain (a server that accepts both is catch-all), never DATA.
 *
 * - MX hosts are tried in priority order (at most 3); the next is tried only when a host refuses or cannot be
 *   reached. A host whose addresses are all private/loopback/link-local is never contacted unless
 *   IDRISK_FETCH_ALLOW holds it; when that leaves no host, the answer is `unroutable`.
 * - At most PER_HOST_CONCURRENCY sessions per MX host at once (a busy host queues; the wait is under the deadline).
 * - Results are cached: a mailbox's final answer per address, and a catch-all domain per domain (any address of a
 *   catch-all domain is answered without a new session). Temporary answers and failures are not cached.
 */
import { randomBytes } from 'node:crypto';
import type { Cache } from '../../enrich/cache.js';
import { GuardError, type FetchGuard } from '../../enrich/guard.js';
import { smtpProbe, type SmtpReply } from '../../enrich/smtp.js';
import type { SmtpState } from './status.js';

export const PER_HOST_CONCURRENCY = 2;
export const MAILBOX_TTL_SECONDS = 3600;
export const CATCH_ALL_TTL_SECONDS = 6 * 3600;
const MAX_HOSTS = 3;

export interface SmtpVerdict {
  readonly state: SmtpState;
  /** MX host that answered, or null. */
  readonly host: string | null;
  /** Reply code behind the state (RCPT, MAIL FROM or banner), or null. */
  readonly code: number | null;
  readonly tls: boolean;
  readonly detail: string | null;
}

export interface SmtpSettings {
  readonly port: number;
  readonly helo: string;
  readonly from: string;
  readonly replyTimeoutMs: number;
}

/** Per-host counting semaphore whose waits end when the caller's signal aborts. */
class HostLimiter {
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();
  constructor(private readonly max: number) {}

  async acquire(host: string, signal: AbortSignal): Promise<() => void> {
    while ((this.active.get(host) ?? 0) >= this.max) {
      await new Promise<void>((resolve, reject) => {
        const list = this.waiting.get(host) ?? [];
        const wake = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          const l = this.waiting.get(host);
          if (l) l.splice(l.indexOf(wake) >>> 0, 1);
          reject(signal.reason ?? new Error('aborted'));
        };
        list.push(wake);
        this.waiting.set(host, list);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    }
    this.active.set(host, (this.active.get(host) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (this.active.get(host) ?? 1) - 1;
      if (n <= 0) this.active.delete(host);
      else this.active.set(host, n);
      const next = this.waiting.get(host)?.shift();
      if (this.waiting.get(host)?.length === 0) this.waiting.delete(host);
      next?.();
    };
  }
}

const isGreylist = (r: SmtpReply) => r.code === 421 || r.code === 450 || r.code === 451;
const isPolicy = (r: SmtpReply) => r.enhanced?.startsWith('5.7.') === true;

/** Map the reply to RCPT TO of the real address. */
export function rcptState(r: SmtpReply): SmtpState {
  if (r.code === 250 || r.code === 251) return 'accepted';
  if (r.code === 552 || r.enhanced === '5.2.2' || r.enhanced === '4.2.2') return 'quota';
  if ((r.code === 550 || r.code === 551 || r.code === 553) && !isPolicy(r)) return 'not_found';
  if (r.code >= 500) return 'policy';
  if (isGreylist(r)) return 'greylisted';
  return 'temporary';
}

/** Map a refusal before RCPT (banner, EHLO, MAIL FROM). */
function sessionRefusal(r: SmtpReply): SmtpState {
  if (isGreylist(r)) return 'greylisted';
  if (r.code >= 500) return 'policy';
  return 'temporary';
}

export interface SmtpVerifier {
  verify(address: string, domain: string, mxHosts: readonly string[], signal: AbortSignal): Promise<SmtpVerdict>;
}

export function createSmtpVerifier(guard: FetchGuard, cache: Cache, settings: SmtpSettings): SmtpVerifier {
  const limiter = new HostLimiter(PER_HOST_CONCURRENCY);

  /** The host's addresses the outbound guard allows (src/enrich/guard.ts); `any`: it had addresses at all. */
  async function addressesOf(host: string, signal: AbortSignal): Promise<{ usable: string[]; any: boolean }> {
    try {
      return { usable: await guard.resolve(host, signal), any: true };
    } catch (err) {
      if (err instanceof GuardError && err.code === 'refused_address') return { usable: [], any: true };
      if (err instanceof GuardError && (err.code === 'no_address' || err.code === 'bad_url')) return { usable: [], any: false };
      throw err;
    }
  }

  async function session(host: string, ip: string, address: string, domain: string, signal: AbortSignal): Promise<SmtpVerdict | 'next'> {
    const release = await limiter.acquire(host, signal);
    try {
      const random = `idrisk-${randomBytes(6).toString('hex')}@${domain}`;
      const res = await smtpProbe({
        host, address: ip, port: settings.port, helo: settings.helo, from: settings.from,
        rcpts: [address, random], replyTimeoutMs: settings.replyTimeoutMs, signal,
      });
      if (!res.ok) {
        if (res.failure === 'refused' || res.failure === 'unreachable') return 'next';
        const state: SmtpState =
          res.failure === 'no_response' ? 'no_response' : res.failure === 'disconnected' ? 'disconnected' : 'exception';
        return { state, host, code: null, tls: res.tls, detail: res.detail };
      }
      const refusal = res.mailFrom === null ? res.banner : res.mailFrom.code !== 250 ? res.mailFrom : null;
      if (refusal) return { state: sessionRefusal(refusal), host, code: refusal.code, tls: res.tls, detail: refusal.text };
      const [real, rand] = res.rcpts;
      if (!real) return { state: 'disconnected', host, code: null, tls: res.tls, detail: 'no RCPT reply' };
      let state = rcptState(real.reply);
      if (state === 'accepted' && rand && rcptState(rand.reply) === 'accepted') state = 'accepted_catch_all';
      return { state, host, code: real.reply.code, tls: res.tls, detail: real.reply.text };
    } finally {
      release();
    }
  }

  return {
    async verify(address, domain, mxHosts, signal) {
      const addrKey = `email:smtp:addr:${address.toLowerCase()}`;
      const domainKey = `email:smtp:catchall:${domain}`;
      const cachedDomain = await cache.get<SmtpVerdict>(domainKey);
      if (cachedDomain) return cachedDomain;
      const cached = await cache.get<SmtpVerdict>(addrKey);
      if (cached) return cached;

      let sawPrivateOnly = false;
      let lastFailure: SmtpVerdict | null = null;
      for (const host of mxHosts.filter((h) => h !== '').slice(0, MAX_HOSTS)) {
        const { usable, any } = await addressesOf(host, signal);
        if (usable.length === 0) {
          if (any) sawPrivateOnly = true;
          continue;
        }
        const verdict = await session(host, usable[0], address, domain, signal);
        if (verdict === 'next') {
          lastFailure = { state: 'refused', host, code: null, tls: false, detail: 'connection refused or unreachable' };
          continue;
        }
        if (verdict.state === 'accepted_catch_all') await cache.set(domainKey, verdict, CATCH_ALL_TTL_SECONDS);
        else if (['accepted', 'not_found', 'quota'].includes(verdict.state)) await cache.set(addrKey, verdict, MAILBOX_TTL_SECONDS);
        return verdict;
      }
      if (lastFailure) return lastFailure;
      if (sawPrivateOnly) return { state: 'unroutable', host: null, code: null, tls: false, detail: 'MX hosts resolve to non-public addresses' };
      return { state: 'refused', host: null, code: null, tls: false, detail: 'no MX host has an address' };
    },
  };
}
