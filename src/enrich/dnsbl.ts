/**
 * DNSBL queries: `<reversed address>.<zone>` A records (IPv4 octets reversed; IPv6 nibbles reversed, RFC 5782).
 * An answer in 127.0.0.0/8 lists the address; NXDOMAIN does not. Return codes follow Spamhaus ZEN:
 *   127.0.0.2 SBL, 127.0.0.3 SBL CSS (combined spam sources), 127.0.0.4-7 XBL (exploits), 127.0.0.9 DROP,
 *   127.0.0.10-11 PBL (policy, end-user ranges);
 *   127.255.255.0/24 are error answers (refused resolver, rate limit): the query failed, nothing is listed.
 * So `css` counts zones answering 127.0.0.3 and `xbl` zones answering 127.0.0.4-7.
 */
import type { DnsClient } from './dns.js';
import { ProviderFailure } from './outcome.js';
import { reversedLabels, type ParsedIp } from '../reference/ip/address.js';

export interface DnsblResult {
  /** Zones that list the address (any 127.0.0.0/8 answer other than an error code). */
  readonly listed: number;
  readonly xbl: number;
  readonly css: number;
  readonly zones: readonly { zone: string; codes: readonly string[] }[];
}

export function classifyCodes(codes: readonly string[]): { listed: boolean; xbl: boolean; css: boolean; error: boolean } {
  let listed = false;
  let xbl = false;
  let css = false;
  let error = false;
  for (const c of codes) {
    if (!c.startsWith('127.')) continue;
    if (c.startsWith('127.255.255.')) {
      error = true;
      continue;
    }
    listed = true;
    const last = Number(c.slice(c.lastIndexOf('.') + 1));
    if (c.startsWith('127.0.0.')) {
      if (last === 3) css = true;
      if (last >= 4 && last <= 7) xbl = true;
    }
  }
  return { listed, xbl, css, error };
}

/** Query every zone in parallel; one failing zone fails the lookup (a partial count would under-report). */
export async function queryDnsbl(dns: DnsClient, ip: ParsedIp, zones: readonly string[], signal: AbortSignal): Promise<DnsblResult> {
  const labels = reversedLabels(ip);
  const answers = await Promise.all(
    zones.map(async (zone) => {
      const codes = await dns.a(`${labels}.${zone.replace(/^\.+|\.+$/g, '')}`, signal);
      return { zone, codes };
    }),
  );
  let listed = 0;
  let xbl = 0;
  let css = 0;
  for (const a of answers) {
    const c = classifyCodes(a.codes);
    if (c.error && !c.listed) throw new ProviderFailure('unavailable', `dnsbl ${a.zone} answered an error code`);
    if (c.listed) listed++;
    if (c.xbl) xbl++;
    if (c.css) css++;
  }
  return { listed, xbl, css, zones: answers };
}
