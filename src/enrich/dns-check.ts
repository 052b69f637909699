/**
 * The outbound DNS check: does the resolver the products use (IDRISK_DNS_SERVERS, or the system's) answer at all?
 * It asks for the NS records of the root zone, which every working recursive resolver has. No answer (timeout,
 * refused) or an answer that the root does not exist (a resolver without upstream answering NXDOMAIN to everything)
 * means every network lookup fails: email and domain answers would then look like fraud (no MX, `RE004`) for reasons
 * that are the machine's, not the caller's. `idrisk serve` runs it at start and says so plainly in the log; /readyz
 * shows the latest result under `details.dns` (re-checked in the background at most once a minute while it is read).
 */
import { promises as dnsp } from 'node:dns';
import type { Config } from '../config/index.js';

export interface DnsCheckResult {
  /** `ok`: the resolver answers; `failing`: network lookups fail; `off`: IDRISK_NETWORK=off; `pending`: not run yet. */
  readonly state: 'ok' | 'failing' | 'off' | 'pending';
  readonly message: string;
  /** ISO time of the check, null before the first. */
  readonly checked_at: string | null;
}

export interface DnsCheck {
  /** The latest result. */
  current(): DnsCheckResult;
  /** Runs the check now (one at a time) and returns its result. */
  run(): Promise<DnsCheckResult>;
  /** The latest result; starts a new check in the background when the last one is older than `maxAgeMs`. */
  latest(maxAgeMs?: number): DnsCheckResult;
}

type Probe = () => Promise<string[]>;

export function createDnsCheck(config: Pick<Config, 'network'>, probe?: Probe): DnsCheck {
  const servers = [...config.network.dnsServers];
  const timeoutMs = config.network.dnsTimeoutMs;
  const where = servers.length > 0 ? `IDRISK_DNS_SERVERS ${servers.join(',')}` : 'the system resolver (/etc/resolv.conf)';
  const ask: Probe =
    probe ??
    (() => {
      const resolver = new dnsp.Resolver({ timeout: timeoutMs, tries: 2 });
      if (servers.length > 0) resolver.setServers(servers);
      return resolver.resolveNs('.');
    });
  let result: DnsCheckResult = config.network.enabled
    ? { state: 'pending', message: 'outbound DNS not checked yet', checked_at: null }
    : { state: 'off', message: 'network lookups are off (IDRISK_NETWORK=off)', checked_at: null };
  let running: Promise<DnsCheckResult> | null = null;

  async function check(): Promise<DnsCheckResult> {
    const failing = (why: string): DnsCheckResult => ({
      state: 'failing',
      message:
        `network lookups fail: ${where} ${why}. Email, domain and IP answers that need DNS (MX, SPF, DMARC, websites, ` +
        'reverse DNS, DNSBL) will lack those facts and their scores will read them as risk; fix DNS for this host, set ' +
        'IDRISK_DNS_SERVERS to a resolver that answers, or set IDRISK_NETWORK=off',
      checked_at: new Date().toISOString(),
    });
    try {
      const ns = await ask();
      if (ns.length === 0) return failing('answered that the root zone has no name servers');
      return { state: 'ok', message: `outbound DNS answers (${where})`, checked_at: new Date().toISOString() };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      if (code === 'ENOTFOUND' || code === 'ENODATA') return failing('answered that the root zone does not exist (a resolver without upstream)');
      if (code === 'ETIMEOUT') return failing(`did not answer within ${timeoutMs} ms (twice)`);
      return failing(`failed (${code})`);
    }
  }

  const dnsCheck: DnsCheck = {
    current: () => result,
    run() {
      if (!config.network.enabled) return Promise.resolve(result);
      running ??= check().then((r) => {
        result = r;
        running = null;
        return r;
      });
      return running;
    },
    latest(maxAgeMs = 60_000) {
      const age = result.checked_at === null ? Infinity : Date.now() - Date.parse(result.checked_at);
      if (config.network.enabled && age > maxAgeMs) void dnsCheck.run();
      return result;
    },
  };
  return dnsCheck;
}
