/**
 * Download the public IP-list sources and turn them into rows of the `ip-lists` dataset (docs/datasets.md):
 * the Tor bulk exit list (tor), the published ranges of AWS, Google Cloud, Azure, Oracle Cloud and Cloudflare
 * (hosting), and Apple's iCloud Private Relay egress ranges (relay). Used by scripts/refresh-ip-lists.ts.
 */
import { parseRange } from '../src/reference/ip/address.js';

export interface SourceDef {
  readonly name: string;
  readonly url: string;
  readonly kind: 'tor' | 'hosting' | 'relay';
  readonly provider: string;
  /** Ranges (CIDR or single addresses) in the downloaded body. */
  parse(body: string): string[];
}

export interface ListRow {
  readonly range: string;
  readonly kind: string;
  readonly provider: string;
  readonly last_reported: string;
}

const lines = (body: string) => body.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));

export const PARSERS = {
  /** One address per line (Tor bulk exit list), or one CIDR per line (Cloudflare ips-v4 / ips-v6). */
  lines: (body: string) => lines(body),
  /** AWS ip-ranges.json: prefixes[].ip_prefix, ipv6_prefixes[].ipv6_prefix. */
  aws: (body: string) => {
    const j = JSON.parse(body) as { prefixes?: { ip_prefix: string }[]; ipv6_prefixes?: { ipv6_prefix: string }[] };
    return [...(j.prefixes ?? []).map((p) => p.ip_prefix), ...(j.ipv6_prefixes ?? []).map((p) => p.ipv6_prefix)];
  },
  /** Google Cloud cloud.json: prefixes[].ipv4Prefix | ipv6Prefix. */
  google: (body: string) => {
    const j = JSON.parse(body) as { prefixes?: { ipv4Prefix?: string; ipv6Prefix?: string }[] };
    return (j.prefixes ?? []).map((p) => p.ipv4Prefix ?? p.ipv6Prefix).filter((x): x is string => typeof x === 'string');
  },
  /** Azure Service Tags (ServiceTags_Public_YYYYMMDD.json): values[].properties.addressPrefixes[]. */
  azure: (body: string) => {
    const j = JSON.parse(body) as { values?: { properties?: { addressPrefixes?: string[] } }[] };
    return (j.values ?? []).flatMap((v) => v.properties?.addressPrefixes ?? []);
  },
  /** Oracle public_ip_ranges.json: regions[].cidrs[].cidr. */
  oracle: (body: string) => {
    const j = JSON.parse(body) as { regions?: { cidrs?: { cidr: string }[] }[] };
    return (j.regions ?? []).flatMap((r) => (r.cidrs ?? []).map((c) => c.cidr));
  },
  /** iCloud Private Relay egress-ip-ranges.csv: prefix,country,region,city,(postal). */
  appleRelay: (body: string) => lines(body).map((l) => l.split(',')[0]),
} as const;

/** The sources with their public addresses; `base` replaces scheme+host (tests, mirrors). */
export function defaultSources(opts: { base?: string; azureUrl?: string } = {}): SourceDef[] {
  const at = (url: string) => (opts.base ? `${opts.base}${new URL(url).pathname}` : url);
  const list: SourceDef[] = [
    { name: 'tor', url: at('https://check.torproject.org/torbulkexitlist'), kind: 'tor', provider: 'Tor Project', parse: PARSERS.lines },
    { name: 'aws', url: at('https://ip-ranges.amazonaws.com/ip-ranges.json'), kind: 'hosting', provider: 'Amazon Web Services', parse: PARSERS.aws },
    { name: 'google-cloud', url: at('https://www.gstatic.com/ipranges/cloud.json'), kind: 'hosting', provider: 'Google Cloud', parse: PARSERS.google },
    { name: 'oracle', url: at('https://docs.oracle.com/en-us/iaas/tools/public_ip_ranges.json'), kind: 'hosting', provider: 'Oracle Cloud', parse: PARSERS.oracle },
    { name: 'cloudflare-v4', url: at('https://www.cloudflare.com/ips-v4'), kind: 'hosting', provider: 'Cloudflare', parse: PARSERS.lines },
    { name: 'cloudflare-v6', url: at('https://www.cloudflare.com/ips-v6'), kind: 'hosting', provider: 'Cloudflare', parse: PARSERS.lines },
    { name: 'icloud-private-relay', url: at('https://mask-api.icloud.com/egress-ip-ranges.csv'), kind: 'relay', provider: 'iCloud Private Relay', parse: PARSERS.appleRelay },
  ];
  // Azure publishes a new dated file every week behind a download page: the operator passes its URL.
  if (opts.azureUrl) list.push({ name: 'azure', url: opts.azureUrl, kind: 'hosting', provider: 'Microsoft Azure', parse: PARSERS.azure });
  return list;
}

export interface SourceReport {
  readonly name: string;
  readonly ok: boolean;
  readonly rows: number;
  readonly skipped: number;
  readonly error?: string;
}

/** Fetch every source; a failing source is reported and skipped, the others still produce rows. */
export async function collect(sources: readonly SourceDef[], today: string, timeoutMs = 30_000): Promise<{ rows: ListRow[]; reports: SourceReport[] }> {
  const rows: ListRow[] = [];
  const reports: SourceReport[] = [];
  const seen = new Set<string>();
  for (const s of sources) {
    try {
      const res = await fetch(s.url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const ranges = s.parse(await res.text());
      let n = 0;
      let skipped = 0;
      for (const raw of ranges) {
        const r = parseRange(raw);
        if (typeof r === 'string') {
          skipped++;
          continue;
        }
        const key = `${r.text}\u0000${s.kind}\u0000${s.provider}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push({ range: r.text, kind: s.kind, provider: s.provider, last_reported: today });
        n++;
      }
      reports.push({ name: s.name, ok: true, rows: n, skipped });
    } catch (err) {
      reports.push({ name: s.name, ok: false, rows: 0, skipped: 0, error: (err as Error).message });
    }
  }
  return { rows, reports };
}

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The rows as an `idrisk import ip-lists` CSV file. */
export function toCsv(rows: readonly ListRow[]): string {
  return ['range,kind,provider,proxy_type,last_reported', ...rows.map((r) => [r.range, r.kind, cell(r.provider), '', r.last_reported].join(','))].join('\n') + '\n';
}
