/**
 * Lists that keep up (issue 32): `idrisk refresh email-lists` and the `email.lists-refresh` job fetch the disposable
 * lists an operator configures (IDRISK_EMAIL_LISTS_URLS, `name=url` pairs) through the outbound guard and store them,
 * merged, with the provenance of every domain, in `<IDRISK_DATA_DIR>/email-lists.json`. The bundled lists stay as
 * they are (they keep working offline); the stored ones are added to them when an email engine loads (overlay.ts).
 *
 * Safety rules, per list:
 * - a fetched list that would drop more than `maxDrop` (IDRISK_EMAIL_LISTS_MAX_DROP) of the domains stored for it the
 *   last time is refused, and the stored version is kept (an upstream truncated by mistake cannot empty a list);
 * - so is an empty one, an answer other than 200, or one that cannot be read;
 * - a domain that is an allow-listed provider, a common free provider, an organisation or an alias service is never
 *   stored (a fetched list can never make gmail.com disposable, nor remove an allowed provider).
 * Formats: plain text (one domain a line, `#` comments) or a JSON array of domains (or `{ "domains": [...] }`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FetchGuard } from '../../enrich/guard.js';
import type { EmailReference } from './index.js';

export const STORE_FILE = 'email-lists.json';
/** Largest upstream list read (bytes); the largest public list is about 3 MB. */
export const MAX_LIST_BYTES = 32 * 1024 * 1024;
const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

export interface UpstreamList {
  readonly name: string;
  readonly url: string;
}

export interface StoredList {
  readonly url: string;
  readonly fetched_at: string;
  readonly sha256: string;
  readonly domains: readonly string[];
}

/** The stored file: every list's last accepted version. Provenance of a domain: the lists that hold it. */
export interface StoredLists {
  readonly version: 1;
  readonly refreshed: string;
  readonly lists: Readonly<Record<string, StoredList>>;
}

export interface ListReport {
  readonly name: string;
  readonly url: string;
  /** `updated` (stored), `unchanged` (same content), `refused` (kept the stored version), `failed` (fetch failed). */
  readonly outcome: 'updated' | 'unchanged' | 'refused' | 'failed';
  readonly reason: string | null;
  /** Domains fetched (after the allow-list filter); null when the fetch failed. */
  readonly fetched: number | null;
  /** Domains stored before this refresh (null: never fetched). */
  readonly previous: number | null;
  readonly added: number;
  readonly removed: number;
  /** Fetched domains left out because they are allowed providers, organisations or aliases. */
  readonly keptOut: number;
}

export interface RefreshResult {
  readonly file: string;
  readonly reports: readonly ListReport[];
  /** Distinct domains stored in all lists after the refresh. */
  readonly domains: number;
}

/** Parse `name=url,name=url` (IDRISK_EMAIL_LISTS_URLS); problems are returned, not thrown. */
export function parseUpstreams(entries: readonly string[]): { lists: UpstreamList[]; problems: string[] } {
  const lists: UpstreamList[] = [];
  const problems: string[] = [];
  for (const e of entries) {
    const i = e.indexOf('=');
    const name = i > 0 ? e.slice(0, i).trim() : '';
    const url = i > 0 ? e.slice(i + 1).trim() : '';
    if (!/^[a-z0-9][a-z0-9._-]{0,62}$/i.test(name) || !/^https?:\/\/\S+$/.test(url)) {
      problems.push(`IDRISK_EMAIL_LISTS_URLS: "${e}" is not name=http(s)://url (name: letters, digits, . _ -)`);
      continue;
    }
    if (lists.some((l) => l.name === name)) problems.push(`IDRISK_EMAIL_LISTS_URLS: list "${name}" named twice`);
    else lists.push({ name, url });
  }
  return { lists, problems };
}

/** The domains of one upstream body (text or JSON); entries that are no domain name are skipped. */
export function parseListBody(body: string): { domains: string[]; skipped: number } {
  let entries: unknown[];
  const trimmed = body.trimStart();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    const json = JSON.parse(body) as unknown;
    const arr = Array.isArray(json) ? json : (json as { domains?: unknown }).domains;
    if (!Array.isArray(arr)) throw new Error('JSON list: expected an array of domains or { "domains": [...] }');
    entries = arr;
  } else {
    entries = body.split('\n').map((l) => l.replace(/#.*$/, ''));
  }
  const out = new Set<string>();
  let skipped = 0;
  for (const e of entries) {
    if (typeof e !== 'string') {
      skipped++;
      continue;
    }
    const d = e.trim().toLowerCase().replace(/\.$/, '');
    if (d === '') continue;
    if (DOMAIN.test(d)) out.add(d);
    else skipped++;
  }
  return { domains: [...out].sort(), skipped };
}

export function readStoredLists(file: string): StoredLists | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  let parsed: StoredLists;
  try {
    parsed = JSON.parse(text) as StoredLists;
  } catch (err) {
    throw new Error(`${file}: not readable JSON (${err instanceof Error ? err.message : String(err)}); move it away to start afresh`);
  }
  if (parsed?.version !== 1 || typeof parsed.lists !== 'object' || parsed.lists === null) throw new Error(`${file}: not an email-lists store (version 1)`);
  return parsed;
}

/** A provider or organisation that no fetched list may make disposable. */
function protectedDomain(ref: EmailReference, d: string): boolean {
  return ref.allowlist.has(d) || ref.commonFree.has(d) || ref.organisations.all.has(d) || ref.aliases.has(d);
}

export interface RefreshOptions {
  readonly guard: FetchGuard;
  readonly lists: readonly UpstreamList[];
  /** Share (0..1) of a list's stored domains that one refresh may drop; more is refused. */
  readonly maxDrop: number;
  readonly dataDir: string;
  readonly ref: EmailReference;
  readonly now?: Date;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

export async function refreshEmailLists(o: RefreshOptions): Promise<RefreshResult> {
  const file = join(o.dataDir, STORE_FILE);
  const stored = readStoredLists(file);
  const next: Record<string, StoredList> = { ...(stored?.lists ?? {}) };
  const reports: ListReport[] = [];
  const now = (o.now ?? new Date()).toISOString();
  for (const up of o.lists) {
    const prev = stored?.lists[up.name] ?? null;
    const base = { name: up.name, url: up.url, previous: prev ? prev.domains.length : null };
    let body: Buffer;
    try {
      const res = await o.guard.fetch(up.url, { maxBytes: MAX_LIST_BYTES, signal: o.signal, timeoutMs: o.timeoutMs });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      body = res.body;
    } catch (err) {
      reports.push({ ...base, outcome: 'failed', reason: err instanceof Error ? err.message : String(err), fetched: null, added: 0, removed: 0, keptOut: 0 });
      continue;
    }
    let parsed: { domains: string[] };
    try {
      parsed = parseListBody(body.toString('utf8'));
    } catch (err) {
      reports.push({ ...base, outcome: 'failed', reason: `unreadable: ${err instanceof Error ? err.message : String(err)}`, fetched: null, added: 0, removed: 0, keptOut: 0 });
      continue;
    }
    const domains = parsed.domains.filter((d) => !protectedDomain(o.ref, d));
    const keptOut = parsed.domains.length - domains.length;
    const fresh = new Set(domains);
    const old = new Set(prev?.domains ?? []);
    const removed = [...old].filter((d) => !fresh.has(d)).length;
    const added = domains.filter((d) => !old.has(d)).length;
    const counts = { fetched: domains.length, added, removed, keptOut };
    if (domains.length === 0) {
      reports.push({ ...base, ...counts, outcome: 'refused', reason: 'the fetched list holds no domain; the stored version is kept' });
      continue;
    }
    if (prev && prev.domains.length > 0 && removed / prev.domains.length > o.maxDrop) {
      reports.push({ ...base, ...counts, outcome: 'refused', reason: `it would drop ${removed} of ${prev.domains.length} stored domains (${(100 * removed / prev.domains.length).toFixed(1)}% > ${(100 * o.maxDrop).toFixed(1)}%); the stored version is kept` });
      continue;
    }
    const sha256 = createHash('sha256').update(domains.join('\n')).digest('hex');
    if (prev && prev.sha256 === sha256) {
      next[up.name] = { ...prev, fetched_at: now };
      reports.push({ ...base, ...counts, outcome: 'unchanged', reason: null });
      continue;
    }
    next[up.name] = { url: up.url, fetched_at: now, sha256, domains };
    reports.push({ ...base, ...counts, outcome: 'updated', reason: null });
  }
  const result: StoredLists = { version: 1, refreshed: now, lists: next };
  // Atomic replace: a reader sees the old file or the new one, never half of one.
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(result)}\n`);
  renameSync(tmp, file);
  return { file, reports, domains: new Set(Object.values(next).flatMap((l) => l.domains)).size };
}
