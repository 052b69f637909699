/**
 * IP lists that keep up (issue 32): `idrisk refresh ip-lists` and the `ip.lists-refresh` job fetch the public sources
 * (./list-sources.ts: Tor exits, the cloud providers' own published ranges, iCloud Private Relay) through the outbound
 * guard and make each source's rows of the `ip-lists` dataset equal to what it publishes today: new ranges are
 * written, ranges it no longer publishes are deleted, and the engines pick the change up with the next
 * `ip_list_state.generation` check (IDRISK_IP_LIST_REFRESH_SECONDS). Rows an operator imported under another
 * provider name are never touched: a source owns the rows of its (kind, provider) pair only.
 *
 * Sources that publish under one (kind, provider) (Cloudflare's IPv4 and IPv6 files) form one unit, applied only
 * when all of them were read. A fetched list that would delete more than `maxDrop` of the stored ranges, or a file
 * that holds no range, is refused and the stored rows stay (a truncated or broken download must not empty a list). Provenance (URL, time,
 * SHA-256 of the body, ranges) is kept per source in IDRISK_DATA_DIR/ip-lists-refresh.json, written atomically.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FetchGuard } from '../../enrich/guard.js';
import type { Db } from '../../store/db.js';
import { ipListRows } from '../../store/reference/index.js';
import { bumpGeneration, ipListsDataset, type IpListRow } from '../datasets/ip-lists.js';
import { digest } from '../datasets/import.js';
import { parseRange } from './address.js';
import type { SourceDef } from './list-sources.js';

export const PROVENANCE_FILE = 'ip-lists-refresh.json';
/** Largest body read per source (Azure's weekly file is the largest, about 4 MB). */
export const MAX_SOURCE_BYTES = 64 * 1024 * 1024;
const CHUNK = 2000;

export interface IpListReport {
  readonly name: string;
  readonly url: string;
  readonly kind: string;
  readonly provider: string;
  /** updated: rows changed; unchanged; refused: fetched but not applied (see reason); failed: not fetched. */
  readonly outcome: 'updated' | 'unchanged' | 'refused' | 'failed';
  /** Distinct ranges read from the bodies (null when not fetched). */
  readonly fetched: number | null;
  /** Entries of the body that are not ranges (skipped). */
  readonly skipped: number;
  /** Stored ranges of this source before the refresh. */
  readonly previous: number;
  readonly added: number;
  readonly removed: number;
  readonly sha256: string | null;
  readonly reason: string | null;
}

export interface IpListsRefreshResult {
  readonly reports: readonly IpListReport[];
  /** The provenance file. */
  readonly file: string;
}

interface Provenance {
  readonly sources: Record<string, { url: string; kind: string; provider: string; fetched_at: string; sha256: string; ranges: number }>;
}

function readProvenance(file: string): Provenance {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8')) as Provenance;
    return j && typeof j.sources === 'object' && j.sources !== null ? j : { sources: {} };
  } catch {
    return { sources: {} };
  }
}

/** The stored provenance of the refreshed sources (empty when no refresh ran). */
export function ipListsProvenance(dataDir: string): Provenance {
  return readProvenance(join(dataDir, PROVENANCE_FILE));
}

async function storedKeys(db: Db, kind: string, provider: string): Promise<Set<string>> {
  return new Set(await ipListRows.keysOf(kind, provider, db));
}

export async function refreshIpLists(opts: {
  readonly guard: FetchGuard;
  readonly db: Db;
  readonly sources: readonly SourceDef[];
  /** Share (0..1) of a source's stored ranges one refresh may delete. */
  readonly maxDrop: number;
  readonly dataDir: string;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  readonly now?: () => Date;
}): Promise<IpListsRefreshResult> {
  const now = opts.now ?? (() => new Date());
  const file = join(opts.dataDir, PROVENANCE_FILE);
  const reports: IpListReport[] = [];
  const provenance = readProvenance(file);
  // Sources of one (kind, provider) own its rows together (Cloudflare publishes IPv4 and IPv6 in two files): they
  // are fetched as one unit, and applied only when every one of them was read.
  const groups = new Map<string, SourceDef[]>();
  for (const s of opts.sources) {
    const k = `${s.kind}\u0000${s.provider}`;
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  for (const group of groups.values()) {
    const { kind, provider } = group[0]!;
    const base = { name: group.map((s) => s.name).join('+'), url: group.map((s) => s.url).join(' '), kind, provider };
    const previousKeys = await storedKeys(opts.db, kind, provider);
    const previous = previousKeys.size;
    const fail = (outcome: 'refused' | 'failed', reason: string, extra: Partial<IpListReport> = {}): IpListReport =>
      ({ ...base, outcome, fetched: null, skipped: 0, previous, added: 0, removed: 0, sha256: null, reason, ...extra });
    const rows = new Map<string, IpListRow>();
    const hash = createHash('sha256');
    let skipped = 0;
    let problem: IpListReport | null = null;
    for (const s of group) {
      let body: Buffer;
      try {
        const res = await opts.guard.fetch(s.url, { signal: opts.signal, timeoutMs: opts.timeoutMs ?? 60_000, maxBytes: MAX_SOURCE_BYTES });
        if (res.status !== 200) {
          problem = fail('failed', `${s.name}: HTTP ${res.status}`);
          break;
        }
        body = res.body;
      } catch (err) {
        problem = fail('failed', `${s.name}: ${(err as Error).message}`);
        break;
      }
      hash.update(body);
      let raw: string[];
      try {
        raw = s.parse(body.toString('utf8'));
      } catch (err) {
        problem = fail('refused', `${s.name}: not in the expected format: ${(err as Error).message}`);
        break;
      }
      let read = 0;
      for (const entry of raw) {
        const r = parseRange(String(entry));
        if (typeof r === 'string') {
          skipped++;
          continue;
        }
        read++;
        const key = digest([r.text, kind, provider]);
        if (!rows.has(key)) rows.set(key, { range: r.text, kind, provider });
      }
      if (read === 0) {
        problem = fail('refused', `${s.name}: no range in the fetched list`, { skipped });
        break;
      }
    }
    if (problem) {
      reports.push(problem);
      continue;
    }
    const sha256 = hash.digest('hex');
    const removedKeys = [...previousKeys].filter((k) => !rows.has(k));
    const added = [...rows.keys()].filter((k) => !previousKeys.has(k)).length;
    if (previous > 0 && removedKeys.length / previous > opts.maxDrop) {
      reports.push(fail('refused', `would delete ${removedKeys.length} of ${previous} stored ranges (more than IDRISK_IP_LISTS_MAX_DROP ${opts.maxDrop})`, { fetched: rows.size, skipped, sha256 }));
      continue;
    }
    if (added > 0 || removedKeys.length > 0) {
      const all = [...rows.values()];
      await opts.db.transaction().execute(async (tx) => {
        for (let i = 0; i < all.length; i += CHUNK) await ipListsDataset.write(all.slice(i, i + CHUNK), tx);
        for (let i = 0; i < removedKeys.length; i += CHUNK) {
          await ipListRows.deleteKeys(removedKeys.slice(i, i + CHUNK), tx);
        }
        if (removedKeys.length > 0) await bumpGeneration(tx);
      });
    }
    provenance.sources[base.name] = { url: base.url, kind, provider, fetched_at: now().toISOString(), sha256, ranges: rows.size };
    reports.push({ ...base, outcome: added > 0 || removedKeys.length > 0 ? 'updated' : 'unchanged', fetched: rows.size, skipped, previous, added, removed: removedKeys.length, sha256, reason: null });
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(provenance, null, 1)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
  return { reports, file };
}
