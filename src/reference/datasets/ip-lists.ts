/**
 * Dataset `ip-lists`: CIDR, single-address or `start-end` entries with their list kind (tor, vpn, proxy, relay,
 * hosting, spam, exploits), provider, proxy type and last report date. Feeds is_tor, is_vpn, vpn_name, is_proxy,
 * proxy_name, proxy_type, is_relay, is_hosting, xbl_* and css_* of the ip product and the ip-proxy lookup.
 * Engines keep the entries in memory as a sorted interval index (src/reference/ip/interval-index.ts) and reload
 * it when `ip_list_state.generation` moves (every import batch moves it).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Executor, Tx } from '../../store/db.js';
import { ipListRows, upsertChanged } from '../../store/reference/index.js';
import { parseRange } from '../ip/address.js';
import { LIST_KINDS, ListColumns, type ListEntry, type ListKind } from '../ip/interval-index.js';
import { digest } from './import.js';
import type { DatasetDef } from './types.js';

export const IpListRow = Type.Object(
  {
    range: Type.String({ minLength: 2, maxLength: 100, description: 'CIDR (192.0.2.0/24, 2001:db8::/32), one address, or start-end' }),
    kind: Type.Unsafe<ListKind>({ type: 'string', enum: [...LIST_KINDS], description: 'List kind' }),
    provider: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Provider / operator name (VPN, proxy or relay service, list source)' })),
    proxy_type: Type.Optional(Type.Unsafe<'datacenter' | 'residential'>({ type: 'string', enum: ['datacenter', 'residential'], description: 'Proxy type (kind proxy)' })),
    last_reported: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD of the most recent report' })),
  },
  { additionalProperties: false },
);
export type IpListRow = Static<typeof IpListRow>;

const hex = (family: 4 | 6, n: bigint) => n.toString(16).padStart(family === 4 ? 8 : 32, '0');

export const ipListsDataset: DatasetDef<typeof IpListRow> = {
  name: 'ip-lists',
  description: 'IP lists: Tor exits, VPN, proxy and relay egress, hosting ranges, spam and exploit reports (feeds ip and ip-proxy)',
  row: IpListRow,
  csv: { range: 'string', kind: 'string', provider: 'string', proxy_type: 'string', last_reported: 'string' },
  check(row) {
    const r = parseRange(row.range);
    if (typeof r === 'string') return r;
    if (row.proxy_type && row.kind !== 'proxy') return 'proxy_type is only meaningful for kind proxy';
    if (row.last_reported && Number.isNaN(Date.parse(`${row.last_reported}T00:00:00Z`))) return 'last_reported is not a date';
    return null;
  },
  async write(rows: readonly IpListRow[], tx: Tx) {
    const records = rows.map((row) => {
      const r = parseRange(row.range);
      if (typeof r === 'string') throw new Error(r);
      const rec = {
        family: r.family,
        start_hex: hex(r.family, r.start),
        end_hex: hex(r.family, r.end),
        range: r.text,
        kind: row.kind,
        provider: row.provider ?? null,
        proxy_type: row.proxy_type ?? null,
        last_reported: row.last_reported ?? null,
      };
      return { key: digest([r.text, row.kind, rec.provider]), ...rec, row_hash: digest(Object.values(rec)) };
    });
    const changed = await upsertChanged(tx, 'ip_list_entries', ['key'], records);
    if (changed > 0) await bumpGeneration(tx);
    return { changed };
  },
};

/** Moves the stored lists' generation: every engine reloads its index at its next check. */
export function bumpGeneration(tx: Tx): Promise<void> {
  return ipListRows.bumpGeneration(tx);
}

/** Generation of the stored lists (0 before any import). */
export function ipListGeneration(db: Executor): Promise<number> {
  return ipListRows.generation(db);
}

const DAY_MS = 86_400_000;
const PAGE = 50_000;

/**
 * Every stored entry in columns, read in pages by key: what the engines build their index from. No object or bigint
 * is kept per entry and pages are small, so a build at 10^6 entries stays within tens of megabytes.
 */
export async function loadIpListColumns(db: Executor, pageSize = 10_000): Promise<ListColumns> {
  const counts = await ipListRows.familyCounts(db);
  const count = (family: number) => Number(counts.find((c) => Number(c.family) === family)?.n ?? 0);
  // Sized from the counts (an import running meanwhile only makes the arrays grow).
  const cols = new ListColumns(count(4), count(6));
  const start = [0, 0, 0, 0];
  const end = [0, 0, 0, 0];
  const words = (hex: string, out: number[]) => {
    for (let k = 0; k * 8 < hex.length; k++) out[k] = Number.parseInt(hex.slice(8 * k, 8 * k + 8), 16);
  };
  for await (const rows of ipListRows.pages(db, pageSize)) {
    for (const r of rows) {
      words(r.start_hex, start);
      words(r.end_hex, end);
      cols.add(
        Number(r.family) === 6 ? 6 : 4,
        start,
        end,
        r.kind as ListKind,
        r.provider,
        r.proxy_type === 'datacenter' || r.proxy_type === 'residential' ? r.proxy_type : null,
        r.last_reported ? Math.floor(Date.parse(`${r.last_reported}T00:00:00Z`) / DAY_MS) : null,
      );
    }
  }
  return cols;
}

/** Read every stored entry as objects (tests and tools; the engine reads columns with loadIpListColumns). */
export async function loadIpListEntries(db: Executor, pageSize = PAGE): Promise<ListEntry[]> {
  const out: ListEntry[] = [];
  for await (const rows of ipListRows.pages(db, pageSize)) {
    for (const r of rows) {
      out.push({
        family: Number(r.family) === 6 ? 6 : 4,
        start: BigInt(`0x${r.start_hex}`),
        end: BigInt(`0x${r.end_hex}`),
        kind: r.kind as ListKind,
        provider: r.provider,
        proxyType: r.proxy_type === 'datacenter' || r.proxy_type === 'residential' ? r.proxy_type : null,
        lastDay: r.last_reported ? Math.floor(Date.parse(`${r.last_reported}T00:00:00Z`) / DAY_MS) : null,
      });
    }
  }
  return out;
}
