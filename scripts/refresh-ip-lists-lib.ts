/**
 * Download the public IP-list sources and turn them into rows of the `ip-lists` dataset (docs/datasets.md):
 * the Tor bulk exit list (tor), the published ranges of AWS, Google Cloud, Azure, Oracle Cloud and Cloudflare
 * (hosting), and Apple's iCloud Private Relay egress ranges (relay). Used by scripts/refresh-ip-lists.ts.
 */
import { parseRange } from '../src/reference/ip/address.js';
import { PARSERS, defaultSources, type SourceDef } from '../src/reference/ip/list-sources.js';

export { PARSERS, defaultSources, type SourceDef };

export interface ListRow {
  readonly range: string;
  readonly kind: string;
  readonly provider: string;
  readonly last_reported: string;
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
