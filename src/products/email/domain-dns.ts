/**
 * Step 4, DNS of the email domain: MX (with the implicit MX of RFC 5321 5.1: an A/AAAA record when there is no
 * MX), null MX (RFC 7505), SPF (`v=spf1` TXT) and DMARC (`v=DMARC1` TXT at _dmarc).
 */
import type { DnsClient } from '../../enrich/dns.js';

export interface MxResult {
  /** Hosts in preference order; for an implicit MX, the domain itself. Empty when none. */
  readonly hosts: readonly string[];
  readonly implicit: boolean;
  readonly nullMx: boolean;
}

export async function lookupMx(dns: DnsClient, domain: string, signal: AbortSignal): Promise<MxResult> {
  const mx = await dns.mx(domain, signal);
  if (mx.length === 1 && (mx[0].exchange === '' || mx[0].exchange === '.')) return { hosts: [], implicit: false, nullMx: true };
  const hosts = mx.map((r) => r.exchange.toLowerCase().replace(/\.$/, '')).filter((h) => h !== '');
  if (hosts.length > 0) return { hosts, implicit: false, nullMx: false };
  const a = await dns.a(domain, signal);
  const any = a.length > 0 || (await dns.aaaa(domain, signal)).length > 0;
  return { hosts: any ? [domain] : [], implicit: any, nullMx: false };
}

export interface AuthRecords {
  readonly spf: string | null;
  readonly dmarc: string | null;
}

export async function lookupAuth(dns: DnsClient, domain: string, signal: AbortSignal): Promise<AuthRecords> {
  const [txt, dmarc] = await Promise.all([dns.txt(domain, signal), dns.txt(`_dmarc.${domain}`, signal)]);
  return {
    spf: txt.find((t) => /^v=spf1(\s|$)/i.test(t)) ?? null,
    dmarc: dmarc.find((t) => /^v=DMARC1\s*(;|$)/i.test(t)) ?? null,
  };
}
