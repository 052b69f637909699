/**
 * DNS lookups for every product (email MX/SPF/DMARC, IP reverse DNS and DNSBL), through node's resolver
 * (c-ares) with the servers of `config.network.dnsServers` (IDRISK_DNS_SERVERS), or the system's when empty.
 *
 * Every method takes the lookup's AbortSignal (from runProvider) and:
 *   - resolves with the records, or with [] when the name does not exist or has no record of that type
 *     (NXDOMAIN / NODATA are answers, not failures);
 *   - throws ProviderFailure('timeout') when the server did not answer in time or the signal aborted,
 *     ProviderFailure('bad_input') for a name DNS cannot carry, ProviderFailure('unavailable') otherwise.
 *
 * Each call gets its own Resolver so that aborting one lookup cancels only that lookup.
 *
 * Internal names (not under a public ICANN suffix: .internal, .local, .corp, single labels, ...; see
 * internal-names.ts) are never sent to a server: the lookup fails with ProviderFailure('bad_input') at once, so the
 * fact is null rather than "no record". IDRISK_DNS_ALLOW_SUFFIXES exempts suffixes.
 */
import { promises as dnsp } from 'node:dns';
import { isIP } from 'node:net';
import type { Config } from '../config/index.js';
import { internalNameReason, normalizeSuffixes } from './internal-names.js';
import { ProviderFailure } from './outcome.js';

export interface MxRecord {
  readonly exchange: string;
  readonly priority: number;
}

export interface DnsClient {
  /** MX records sorted by priority (lowest first). A null MX (RFC 7505) comes back as `{ exchange: '' }`. */
  mx(name: string, signal?: AbortSignal): Promise<MxRecord[]>;
  /** TXT records, each one's strings joined. */
  txt(name: string, signal?: AbortSignal): Promise<string[]>;
  a(name: string, signal?: AbortSignal): Promise<string[]>;
  aaaa(name: string, signal?: AbortSignal): Promise<string[]>;
  /** NS names of a zone. */
  ns(name: string, signal?: AbortSignal): Promise<string[]>;
  /** PTR names of an IPv4 or IPv6 address. */
  reverse(ip: string, signal?: AbortSignal): Promise<string[]>;
}

export interface DnsOptions {
  readonly servers: readonly string[];
  readonly timeoutMs: number;
  /** Suffixes exempted from the internal-name refusal (IDRISK_DNS_ALLOW_SUFFIXES); default none. */
  readonly allowSuffixes?: readonly string[];
}

const EMPTY_CODES = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);
const TIMEOUT_CODES = new Set(['ETIMEOUT', 'ECANCELLED', 'TIMEOUT', 'CANCELLED']);
const BAD_INPUT_CODES = new Set(['EBADNAME', 'EBADQUERY', 'EBADFAMILY', 'BADNAME', 'BADQUERY', 'BADFAMILY']);

export function createResolver(config: Pick<Config, 'network'>): DnsClient {
  return createDnsClient({ servers: config.network.dnsServers, timeoutMs: config.network.dnsTimeoutMs, allowSuffixes: config.network.dnsAllowSuffixes });
}

export function createDnsClient(options: DnsOptions): DnsClient {
  const servers = [...options.servers];
  const allowSuffixes = normalizeSuffixes(options.allowSuffixes ?? []);
  // Fail at start, not per request, when a server is not an IP address (c-ares does not resolve server names).
  if (servers.length > 0) new dnsp.Resolver().setServers(servers);

  async function query<T>(signal: AbortSignal | undefined, run: (r: dnsp.Resolver) => Promise<T>, empty: T, name?: string): Promise<T> {
    if (name !== undefined) {
      const internal = internalNameReason(name, allowSuffixes);
      if (internal !== null) throw new ProviderFailure('bad_input', `internal name not looked up: ${internal}`);
    }
    if (signal?.aborted) throw new ProviderFailure('timeout', 'aborted before the query');
    const resolver = new dnsp.Resolver({ timeout: options.timeoutMs, tries: 1 });
    if (servers.length > 0) resolver.setServers(servers);
    const onAbort = () => resolver.cancel();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return await run(resolver);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (EMPTY_CODES.has(code)) return empty;
      if (TIMEOUT_CODES.has(code) || signal?.aborted) throw new ProviderFailure('timeout', `dns ${code}`);
      if (BAD_INPUT_CODES.has(code)) throw new ProviderFailure('bad_input', `dns ${code}`);
      throw new ProviderFailure('unavailable', `dns ${code || (err as Error).message}`);
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    mx: (name, signal) =>
      query(signal, async (r) => (await r.resolveMx(name)).sort((x, y) => x.priority - y.priority), [] as MxRecord[], name),
    txt: (name, signal) => query(signal, async (r) => (await r.resolveTxt(name)).map((parts) => parts.join('')), [] as string[], name),
    a: (name, signal) => query(signal, (r) => r.resolve4(name), [] as string[], name),
    aaaa: (name, signal) => query(signal, (r) => r.resolve6(name), [] as string[], name),
    ns: (name, signal) => query(signal, (r) => r.resolveNs(name), [] as string[], name),
    reverse: (ip, signal) => {
      if (isIP(ip) === 0) return Promise.reject(new ProviderFailure('bad_input', 'not an IP address'));
      return query(signal, (r) => r.reverse(ip), [] as string[]);
    },
  };
}
