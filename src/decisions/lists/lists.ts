/**
 * Typed per-account lists (docs/rules.md#lists): the service the `/1.0/lists` routes, the CLI, the rules (membership,
 * add_to_list) and the admin API call. Its rows are src/store/decisions/lists.ts's (ListRows). No HTTP, no SQL here.
 */
import { newId } from '../../accounts/ids.js';
import type { Executor } from '../../store/db.js';
import { LIVE_FOREVER, type ListRows } from '../../store/decisions/index.js';
import type { ListMembershipCache, Until } from './membership-cache.js';
import { InvalidInput, NotFound, DecisionError } from '../errors.js';
import { LIST_BATCH } from '../../contract/decisions.js';
import { LIST_KINDS, lookupKeys, normalizeItem, type ListKind } from './normalize.js';

export interface ListInfo {
  readonly id: string;
  readonly name: string;
  readonly kind: ListKind;
  readonly description: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface ListItem {
  readonly value: string;
  readonly expires_at: string | null;
  readonly author: string;
  readonly comment: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface NewItem {
  readonly value: string;
  /** ISO-8601 time; absent or null: never. */
  readonly expires_at?: string | null;
  readonly comment?: string | null;
}

/** A list name the policy names that the account does not have: the rule is skipped (rule_failed). */
export class UnknownList extends Error {
  constructor(readonly list: string) {
    super(`no list named "${list}"`);
    this.name = 'UnknownList';
  }
}

export class ListExists extends DecisionError {
  constructor(name: string) {
    super('INVALID_PAYLOAD', `a list named "${name}" exists already`, 'name');
  }
}

export const MAX_BATCH = LIST_BATCH;

/** The stored row of one value for a list of `kind`, or null when the value does not fit the kind. */
export function itemRow(kind: ListKind, value: string, author: string, expiresAt: string | null, comment: string | null, now: Date): ListItem | null {
  const n = normalizeItem(kind, value);
  if ('error' in n) return null;
  const at = now.toISOString();
  return { value: n.key, expires_at: expiresAt, author, comment, created_at: at, updated_at: at };
}
const NAME = /^[a-z0-9_-]{1,100}$/;

const toInfo = (r: { id: string; name: string; kind: string; description: string | null; created_at: string; updated_at: string }): ListInfo => ({
  id: r.id,
  name: r.name,
  kind: r.kind as ListKind,
  description: r.description,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** The lists as the service answers them, by name. */
const sortedInfos = (rows: readonly Parameters<typeof toInfo>[0][]): ListInfo[] => rows.map(toInfo).sort((a, b) => (a.name < b.name ? -1 : 1));

/** What a bulk add or remove did. */
export interface BulkResult {
  readonly list: string;
  readonly count: number;
}

/** Whether a kept answer (membership-cache.ts) makes the value a member at `now`: an item past its expiry is not. */
function liveAt(until: Until, now: Date): boolean {
  return until !== null && (until === LIVE_FOREVER || until > now.toISOString());
}

export class Lists {
  /** Per-process cache of list name -> info (lookups on the call path); cleared by this process's own changes. */
  private readonly cache = new Map<string, { info: ListInfo | null; at: number }>();
  constructor(
    readonly repo: ListRows,
    private readonly ttlMs = 10_000,
    /** The per-process cache of memberships; null: every lookup reads the database. */
    readonly memberships: ListMembershipCache | null = null,
  ) {}

  /**
   * This process changed the items of these lists (or of any list): their kept memberships go now. The writes of this
   * service call it themselves; a write made in a caller's transaction (a rule's add_to_list in the commit, an
   * erasure) calls it once that transaction committed. Other processes learn of it from items_version at their poll.
   */
  itemsChanged(listIds?: readonly string[]): void {
    this.memberships?.changed(listIds);
  }

  async create(accountId: string, input: { name: string; kind: string; description?: string | null }, now = new Date()): Promise<ListInfo> {
    if (!NAME.test(input.name)) throw new InvalidInput('a list name is 1..100 lower-case letters, digits, _ or -', 'name');
    if (!(LIST_KINDS as readonly string[]).includes(input.kind)) throw new InvalidInput(`kind must be one of ${LIST_KINDS.join(', ')}`, 'kind');
    const at = now.toISOString();
    const info: ListInfo = { id: newId('lst'), name: input.name, kind: input.kind as ListKind, description: input.description ?? null, created_at: at, updated_at: at };
    if (!(await this.repo.insert({ ...info, account_id: accountId }))) throw new ListExists(info.name);
    this.forget(accountId, input.name);
    return info;
  }

  async all(accountId: string): Promise<ListInfo[]> {
    return sortedInfos(await this.repo.all(accountId));
  }

  /** The account's lists with their item counts (expired items included until removed), as `get` counts them. */
  async allWithCounts(accountId: string): Promise<(ListInfo & { items: number })[]> {
    const [rows, counts] = await Promise.all([this.repo.all(accountId), this.repo.counts(accountId)]);
    return sortedInfos(rows).map((l) => ({ ...l, items: counts.get(l.id) ?? 0 }));
  }

  async get(accountId: string, name: string): Promise<ListInfo & { items: number }> {
    const info = await this.require(accountId, name);
    return { ...info, items: await this.repo.count(info.id) };
  }

  async delete(accountId: string, name: string): Promise<void> {
    const info = await this.require(accountId, name);
    try {
      await this.repo.remove(info.id);
    } finally {
      this.forget(accountId, name);
      this.itemsChanged([info.id]);
    }
  }

  /**
   * Add (or update) up to MAX_BATCH items at once; all or nothing: one invalid value refuses the batch with every
   * problem listed. A value already in the list gets the new expiry, comment and author.
   */
  async add(accountId: string, name: string, items: readonly NewItem[], author: string, now = new Date(), exec?: Executor): Promise<BulkResult> {
    const info = await this.require(accountId, name);
    if (items.length > MAX_BATCH) throw new InvalidInput(`at most ${MAX_BATCH} items per call`, 'items');
    const at = now.toISOString();
    const problems: { field: string; message: string }[] = [];
    const rows = new Map<string, ListItem>();
    items.forEach((it, i) => {
      const n = normalizeItem(info.kind, it.value);
      if ('error' in n) {
        problems.push({ field: `/items/${i}/value`, message: n.error });
        return;
      }
      let expires: string | null = null;
      if (it.expires_at !== undefined && it.expires_at !== null) {
        const t = Date.parse(it.expires_at);
        if (Number.isNaN(t)) problems.push({ field: `/items/${i}/expires_at`, message: 'not an ISO-8601 time' });
        else expires = new Date(t).toISOString();
      }
      rows.set(n.key, { value: n.key, expires_at: expires, author, comment: it.comment ?? null, created_at: at, updated_at: at });
    });
    if (problems.length > 0) throw new InvalidInput(`${problems.length} invalid item(s) for the ${info.kind} list; nothing was added`, 'items', problems.slice(0, 100));
    if (rows.size > 0) {
      try {
        await this.repo.upsertItems(info.id, [...rows.values()], exec);
      } finally {
        this.itemsChanged([info.id]);
      }
    }
    return { list: info.name, count: rows.size };
  }

  /** Remove up to MAX_BATCH values; values not in the list are ignored. Returns how many were removed. */
  async remove(accountId: string, name: string, values: readonly string[]): Promise<BulkResult> {
    const info = await this.require(accountId, name);
    if (values.length > MAX_BATCH) throw new InvalidInput(`at most ${MAX_BATCH} values per call`, 'values');
    const keys = [...new Set(values.flatMap((v) => {
      const n = normalizeItem(info.kind, v);
      return 'key' in n ? [n.key] : [];
    }))];
    try {
      return { list: info.name, count: await this.repo.deleteItems(info.id, keys) };
    } finally {
      this.itemsChanged([info.id]);
    }
  }

  async items(accountId: string, name: string, cursor: string | null, limit: number): Promise<{ items: ListItem[]; next_cursor: string | null }> {
    const info = await this.require(accountId, name);
    const after = cursor === null ? null : Buffer.from(cursor, 'base64url').toString('utf8');
    const items = await this.repo.items(info.id, after, limit + 1);
    const more = items.length > limit;
    const page = items.slice(0, limit);
    return { items: page, next_cursor: more ? Buffer.from(page[page.length - 1]!.value, 'utf8').toString('base64url') : null };
  }

  /** Membership on the call path: is `value` an unexpired item of the account's list `name`? */
  async contains(accountId: string, name: string, value: string, now = new Date()): Promise<boolean> {
    const info = await this.cached(accountId, name);
    if (!info) throw new UnknownList(name);
    return this.member(info, value, now);
  }

  /**
   * contains, answered at once when it can be (the list's info cached, and its membership kept or read at once on
   * SQLite): what the rules call per lookup. Throws UnknownList (at once or in the promise) for a list the account lacks.
   */
  containsNow(accountId: string, name: string, value: string, now = new Date()): boolean | Promise<boolean> {
    const hit = this.cache.get(`${accountId}\u0000${name}`);
    if (!hit || Date.now() - hit.at >= this.ttlMs) return this.contains(accountId, name, value, now);
    if (!hit.info) throw new UnknownList(name);
    return this.member(hit.info, value, now);
  }

  /** One membership: the kept answer, else one read (at once on SQLite), kept for the next lookups. */
  private member(info: ListInfo, value: string, now: Date): boolean | Promise<boolean> {
    const m = this.memberships;
    const kept = m?.get(info.id, value);
    if (kept !== undefined) return liveAt(kept, now);
    const ticket = m ? m.ticket(info.id) : -1;
    const keys = lookupKeys(info.kind, value);
    if (this.repo.sync) {
      const until = this.repo.liveUntilManySync([{ listId: info.id, keys }])[0]!;
      m?.put(info.id, value, until, ticket);
      return liveAt(until, now);
    }
    return this.repo.liveUntil(info.id, keys).then((until) => {
      m?.put(info.id, value, until, ticket);
      return liveAt(until, now);
    });
  }

  /**
   * Several memberships answered at once when every list's info is cached and each answer is kept or (SQLite) read in
   * one statement for all the others. Each answer is a boolean or the UnknownList error of a list the account lacks;
   * null when it cannot answer at once (a list not cached; on PostgreSQL an answer not kept): the caller then asks
   * containsNow one by one.
   */
  containsManyNow(accountId: string, lookups: readonly { list: string; value: string }[], now = new Date()): (boolean | Error)[] | null {
    const t = Date.now();
    const m = this.memberships;
    const out: (boolean | Error)[] = [];
    let misses: { at: number; listId: string; value: string; keys: readonly string[]; ticket: number }[] | null = null;
    for (const l of lookups) {
      const hit = this.cache.get(`${accountId}\u0000${l.list}`);
      if (!hit || t - hit.at >= this.ttlMs) return null;
      if (!hit.info) {
        out.push(new UnknownList(l.list));
        continue;
      }
      const kept = m?.get(hit.info.id, l.value);
      if (kept !== undefined) {
        out.push(liveAt(kept, now));
        continue;
      }
      if (!this.repo.sync) return null;
      (misses ??= []).push({ at: out.length, listId: hit.info.id, value: l.value, keys: lookupKeys(hit.info.kind, l.value), ticket: m ? m.ticket(hit.info.id) : -1 });
      out.push(false);
    }
    if (misses) {
      const found = this.repo.liveUntilManySync(misses);
      for (let i = 0; i < misses.length; i++) {
        const x = misses[i]!;
        m?.put(x.listId, x.value, found[i]!, x.ticket);
        out[x.at] = liveAt(found[i]!, now);
      }
    }
    return out;
  }

  /** The list's info from the per-process cache (what contains and add_to_list read). */
  async cached(accountId: string, name: string): Promise<ListInfo | null> {
    const key = `${accountId}\u0000${name}`;
    const hit = this.cache.get(key);
    const t = Date.now();
    if (hit && t - hit.at < this.ttlMs) return hit.info;
    const row = await this.repo.byName(accountId, name);
    const info = row ? toInfo(row) : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { info, at: t });
    return info;
  }

  private async require(accountId: string, name: string): Promise<ListInfo> {
    const row = await this.repo.byName(accountId, name);
    if (!row) throw new NotFound(`no list named "${name}" in this account`, 'list');
    return toInfo(row);
  }

  private forget(accountId: string, name: string): void {
    this.cache.delete(`${accountId}\u0000${name}`);
  }
}
