/**
 * The ip product's network lookups, each under the request deadline and its own timeout, cached, and recorded as a
 * provider outcome: reverse DNS (PTR), DNSBL zones, and the operator-enabled remote-desktop probe.
 */
import type { Config } from '../../config/index.js';
import type { Cache } from '../../enrich/cache.js';
import type { Deadline } from '../../enrich/deadline.js';
import type { DnsClient } from '../../enrich/dns.js';
import { createFetchGuard, fetchGuardOptions, type FetchGuard } from '../../enrich/guard.js';
import { recordOf, runProvider, type Outcome, type ProviderRecord } from '../../enrich/outcome.js';
import type { ParsedIp } from '../../reference/ip/address.js';
import { queryDnsbl, type DnsblResult } from '../../enrich/dnsbl.js';
import { probeRemoteDesktop } from '../../enrich/rdp-probe.js';

export const PTR_TTL_SECONDS = 6 * 3600;
export const DNSBL_TTL_SECONDS = 3600;
export const RDP_TTL_SECONDS = 3600;

export interface Looked<T> {
  readonly outcome: Outcome<T>;
  readonly record: ProviderRecord;
}

export class IpNetwork {
  constructor(
    private readonly dns: DnsClient,
    private readonly cache: Cache,
    private readonly config: Pick<Config, 'network' | 'ip'>,
    private readonly guard: FetchGuard = createFetchGuard(fetchGuardOptions(config, { dns })),
  ) {}

  private async cached<T>(provider: string, key: string, ttl: number, deadline: Deadline, timeoutMs: number, fn: (s: AbortSignal) => Promise<T>): Promise<Looked<T>> {
    const hit = await this.cache.get<T>(key);
    if (hit !== undefined) {
      const outcome: Outcome<T> = { ok: true, value: hit, ms: 0, cached: true };
      return { outcome, record: recordOf(provider, outcome) };
    }
    const outcome = await runProvider(fn, deadline, timeoutMs);
    if (outcome.ok) await this.cache.set(key, outcome.value, ttl);
    return { outcome, record: recordOf(provider, outcome) };
  }

  /** The first PTR name of the address (lower-case, no trailing dot), or null when it has none. */
  ptr(ip: ParsedIp, deadline: Deadline): Promise<Looked<string | null>> {
    return this.cached(`ip_ptr`, `ip:ptr:${ip.canonical}`, PTR_TTL_SECONDS, deadline, this.config.network.dnsTimeoutMs, async (signal) => {
      const names = await this.dns.reverse(ip.canonical, signal);
      const first = names.map((n) => n.toLowerCase().replace(/\.$/, '')).filter((n) => n !== '').sort()[0];
      return first ?? null;
    });
  }

  dnsbl(ip: ParsedIp, deadline: Deadline): Promise<Looked<DnsblResult>> {
    const zones = this.config.network.dnsblZones;
    return this.cached('ip_dnsbl', `ip:dnsbl:${zones.join(',')}:${ip.canonical}`, DNSBL_TTL_SECONDS, deadline, this.config.network.dnsTimeoutMs, (signal) =>
      queryDnsbl(this.dns, ip, zones, signal),
    );
  }

  /** null outcome value never happens: the probe runs only when enabled and the address may be connected to. */
  rdp(ip: ParsedIp, deadline: Deadline): Promise<Looked<boolean>> {
    const { rdpPorts, rdpTimeoutMs } = this.config.ip;
    return this.cached('ip_remote_desktop_probe', `ip:rdp:${rdpPorts.join(',')}:${ip.canonical}`, RDP_TTL_SECONDS, deadline, rdpTimeoutMs + 100, (signal) =>
      probeRemoteDesktop(ip.canonical, rdpPorts, rdpTimeoutMs, signal),
    );
  }

  /** The probe connects only where the outbound guard allows: public addresses, and IDRISK_FETCH_ALLOW. */
  mayProbe(ip: ParsedIp): boolean {
    return this.config.ip.rdpProbe && this.guard.isAllowed(ip.canonical);
  }
}
