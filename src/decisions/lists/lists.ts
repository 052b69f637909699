/**
 * Typed per-account lists (docs/rules.md#lists): the repository of tables lists and list_items and the service the
 * `/1.0/lists` routes, the CLI, the rules (membership, add_to_list) and the admin API call. No HTTP here.
 */
import { newId } from '../../accounts/ids.js';
import { precompiled, type Db, type Executor, type Precompiled, type SqliteDatabase } from '../../store/db.js';
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
const CHUNK = 500;
const NAME = /^[a-z0-9_-]{1,100}$/;

const toInfo = (r: { id: string; name: string; kind: string; description: string | null; created_at: string; updated_at: string }): ListInfo => ({
  id: r.id,
  name: r.name,
  kind: r.kind as ListKind,
  description: r.description,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export class ListsRepository {
  constructor(
    private readonly db: Db,
    /** SQLite: the connection, for membership read at once (better-sqlite3 is synchronous); absent on PostgreSQL. */
    readonly sqlite?: SqliteDatabase,
  ) {}

  async byName(accountId: string, name: string, exec: Executor = this.db): Promise<ListInfo | null> {
    const r = await exec.selectFrom('lists').selectAll().where('account_id', '=', accountId).where('name', '=', name).executeTakeFirst();
    return r ? toInfo(r) : null;
  }

  async all(accountId: string, exec: Executor = this.db): Promise<ListInfo[]> {
    const rows = await exec.selectFrom('lists').selectAll().where('account_id', '=', accountId).execute();
    return rows.map(toInfo).sort((a, b) => (a.name < b.name ? -1 : 1));
  }

  async insert(accountId: string, info: ListInfo, exec: Executor = this.db): Promise<void> {
    try {
      await exec.insertInto('lists').values({ ...info, account_id: accountId }).execute();
    } catch (err) {
      if (/unique|duplicate/i.test((err as Error).message)) throw new ListExists(info.name);
      throw err;
    }
  }

  async remove(listId: string, exec: Executor = this.db): Promise<void> {
    await exec.deleteFrom('list_items').where('list_id', '=', listId).execute();
    await exec.deleteFrom('lists').where('id', '=', listId).execute();
  }

  async upsertItems(listId: string, rows: readonly (ListItem & { value: string })[], exec: Executor = this.db): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK).map((r) => ({ list_id: listId, ...r }));
      await exec
        .insertInto('list_items')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['list_id', 'value']).doUpdateSet((eb) => ({
            expires_at: eb.ref('excluded.expires_at'),
            comment: eb.ref('excluded.comment'),
            author: eb.ref('excluded.author'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    await exec.updateTable('lists').set({ updated_at: rows[0]?.updated_at ?? new Date().toISOString() }).where('id', '=', listId).execute();
  }

  async deleteItems(listId: string, keys: readonly string[], exec: Executor = this.db): Promise<number> {
    let n = 0;
    for (let i = 0; i < keys.length; i += CHUNK) {
      const r = await exec.deleteFrom('list_items').where('list_id', '=', listId).where('value', 'in', keys.slice(i, i + CHUNK)).executeTakeFirst();
      n += Number(r.numDeletedRows);
    }
    return n;
  }

  /** Items in key order after `after` (keyset pagination). */
  async items(listId: string, after: string | null, limit: number, exec: Executor = this.db): Promise<ListItem[]> {
    let q = exec.selectFrom('list_items').select(['value', 'expires_at', 'author', 'comment', 'created_at', 'updated_at']).where('list_id', '=', listId);
    if (after !== null) q = q.where('value', '>', after);
    return q.orderBy('value').limit(limit).execute();
  }

  /** Items per list of the account, in one grouped read of the (list_id, value) key (a list without items: absent). */
  async counts(accountId: string, exec: Executor = this.db): Promise<Map<string, number>> {
    const rows = await exec
      .selectFrom('list_items')
      .innerJoin('lists', 'lists.id', 'list_items.list_id')
      .select((eb) => ['list_items.list_id as list_id', eb.fn.countAll<number>().as('n')])
      .where('lists.account_id', '=', accountId)
      .groupBy('list_items.list_id')
      .execute();
    return new Map(rows.map((r) => [r.list_id, Number(r.n)]));
  }

  async count(listId: string, exec: Executor = this.db): Promise<number> {
    const r = await exec.selectFrom('list_items').select((eb) => eb.fn.countAll<number>().as('n')).where('list_id', '=', listId).executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /**
   * Whether any of `keys` is an item of the list that has not expired at `now`: one indexed read, its statement
   * compiled once per number of keys (1, or 33 / 129 for a CIDR lookup) since building it cost more than running it.
   */
  async anyLive(listId: string, keys: readonly string[], now: string, exec: Executor = this.db): Promise<boolean> {
    if (keys.length === 0) return false;
    return (await this.lookup(keys.length)(exec, listId, now, ...keys)).length > 0;
  }

  /**
   * anyLive at once on the SQLite connection: no promise and no executor per lookup. It reads outside the connection
   * mutex of Kysely's driver, so during the group commit it sees that transaction's rows not yet committed (list
   * items a rule of a call of the same batch added): docs/decisions.md, issue 28 second pass.
   */
  anyLiveSync(listId: string, keys: readonly string[], now: string): boolean {
    if (keys.length === 0) return false;
    let stmt = this.syncLookups.get(keys.length);
    if (!stmt) {
      // Prepared once per number of keys and held here: through the store's statement cache each lookup paid a
      // proxy call and a parameter array (about half of the lookup's cost).
      const text = this.lookupSql(keys.length);
      stmt = this.sqlite!.prepare(text).pluck();
      if (this.syncLookups.size < 16) this.syncLookups.set(keys.length, stmt);
    }
    return stmt.get(listId, now, ...keys) !== undefined;
  }
  private readonly syncLookups = new Map<number, import('better-sqlite3').Statement>();

  /**
   * Several memberships at once on the SQLite connection, in one statement (one `exists` per lookup, the same indexed
   * read as anyLiveSync): a policy's list conditions cost one statement per call. A lookup without keys (a value that
   * cannot be of the list's kind) is false without being read. Statements are prepared once per shape (the number of
   * keys of each lookup) and held here.
   */
  anyLiveManySync(lookups: readonly { listId: string; keys: readonly string[] }[], now: string): boolean[] {
    const out: boolean[] = new Array<boolean>(lookups.length).fill(false);
    let shape = '';
    const params: string[] = [];
    const at: number[] = [];
    for (let i = 0; i < lookups.length; i++) {
      const l = lookups[i]!;
      if (l.keys.length === 0) continue;
      shape += `${l.keys.length},`;
      params.push(l.listId, now, ...l.keys);
      at.push(i);
    }
    if (at.length === 0) return out;
    let stmt = this.manyLookups.get(shape);
    if (!stmt) {
      const parts = shape
        .slice(0, -1)
        .split(',')
        .map((n, i) => `exists (select 1 from list_items where list_id = ? and (expires_at is null or expires_at > ?) and value in (${Array.from({ length: Number(n) }, () => '?').join(', ')})) as l${i}`);
      stmt = this.sqlite!.prepare(`select ${parts.join(', ')}`).raw(true);
      if (this.manyLookups.size < 64) this.manyLookups.set(shape, stmt);
    }
    const row = stmt.get(params) as (number | bigint)[];
    for (let j = 0; j < at.length; j++) out[at[j]!] = Number(row[j]) === 1;
    return out;
  }
  private readonly manyLookups = new Map<string, import('better-sqlite3').Statement>();

  /** The SQL of a membership read of n keys (parameters: list id, now, the keys). */
  private lookupSql(n: number): string {
    return `select 1 from list_items where list_id = ? and (expires_at is null or expires_at > ?) and value in (${Array.from({ length: n }, () => '?').join(', ')}) limit 1`;
  }

  private lookup(n: number): Precompiled<unknown[], { value: string }> {
    let q = this.lookups.get(n);
    if (!q) {
      q = precompiled(this.db, n + 2, (d, id: unknown, at: unknown, ...values: unknown[]) => {
        const atText = at as string;
        return d
          .selectFrom('list_items')
          .select('value')
          .where('list_id', '=', id as string)
          .where('value', 'in', values as string[])
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', atText)]))
          .limit(1);
      });
      if (this.lookups.size < 16) this.lookups.set(n, q);
    }
    return q;
  }
  private readonly lookups = new Map<number, Precompiled<unknown[], { value: string }>>();
}

/** What a bulk add or remove did. */
export interface BulkResult {
  readonly list: string;
  readonly count: number;
}

export class Lists {
  /** Per-process cache of list name -> info (lookups on the call path); cleared by this process's own changes. */
  private readonly cache = new Map<string, { info: ListInfo | null; at: number }>();
  constructor(
    readonly repo: ListsRepository,
    private readonly ttlMs = 10_000,
  ) {}

  async create(accountId: string, input: { name: string; kind: string; description?: string | null }, now = new Date()): Promise<ListInfo> {
    if (!NAME.test(input.name)) throw new InvalidInput('a list name is 1..100 lower-case letters, digits, _ or -', 'name');
    if (!(LIST_KINDS as readonly string[]).includes(input.kind)) throw new InvalidInput(`kind must be one of ${LIST_KINDS.join(', ')}`, 'kind');
    const at = now.toISOString();
    const info: ListInfo = { id: newId('lst'), name: input.name, kind: input.kind as ListKind, description: input.description ?? null, created_at: at, updated_at: at };
    await this.repo.insert(accountId, info);
    this.forget(accountId, input.name);
    return info;
  }

  all(accountId: string): Promise<ListInfo[]> {
    return this.repo.all(accountId);
  }

  /** The account's lists with their item counts (expired items included until removed), as `get` counts them. */
  async allWithCounts(accountId: string): Promise<(ListInfo & { items: number })[]> {
    const [lists, counts] = await Promise.all([this.repo.all(accountId), this.repo.counts(accountId)]);
    return lists.map((l) => ({ ...l, items: counts.get(l.id) ?? 0 }));
  }

  async get(accountId: string, name: string): Promise<ListInfo & { items: number }> {
    const info = await this.require(accountId, name);
    return { ...info, items: await this.repo.count(info.id) };
  }

  async delete(accountId: string, name: string): Promise<void> {
    const info = await this.require(accountId, name);
    await this.repo.remove(info.id);
    this.forget(accountId, name);
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
    if (rows.size > 0) await this.repo.upsertItems(info.id, [...rows.values()], exec);
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
    return { list: info.name, count: await this.repo.deleteItems(info.id, keys) };
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
    return this.repo.anyLive(info.id, lookupKeys(info.kind, value), now.toISOString());
  }

  /**
   * contains, answered at once when it can be (SQLite, the list's id in the cache): what the rules call per lookup.
   * Throws UnknownList (at once or in the promise) for a list the account lacks.
   */
  containsNow(accountId: string, name: string, value: string, now = new Date()): boolean | Promise<boolean> {
    if (!this.repo.sqlite) return this.contains(accountId, name, value, now);
    const hit = this.cache.get(`${accountId}\u0000${name}`);
    if (!hit || Date.now() - hit.at >= this.ttlMs) return this.contains(accountId, name, value, now);
    if (!hit.info) throw new UnknownList(name);
    return this.repo.anyLiveSync(hit.info.id, lookupKeys(hit.info.kind, value), now.toISOString());
  }

  /**
   * Several memberships answered at once when every list's info is cached (SQLite): one statement for them all. Each
   * answer is a boolean or the UnknownList error of a list the account lacks; null when it cannot answer at once (a
   * list not cached, PostgreSQL): the caller then asks containsNow one by one.
   */
  containsManyNow(accountId: string, lookups: readonly { list: string; value: string }[], now = new Date()): (boolean | Error)[] | null {
    if (!this.repo.sqlite) return null;
    const t = Date.now();
    const reads: { listId: string; keys: readonly string[] }[] = [];
    const out: (boolean | Error)[] = [];
    for (const l of lookups) {
      const hit = this.cache.get(`${accountId}\u0000${l.list}`);
      if (!hit || t - hit.at >= this.ttlMs) return null;
      if (!hit.info) {
        out.push(new UnknownList(l.list));
        reads.push({ listId: '', keys: [] });
      } else {
        out.push(false);
        reads.push({ listId: hit.info.id, keys: lookupKeys(hit.info.kind, l.value) });
      }
    }
    const found = this.repo.anyLiveManySync(reads, now.toISOString());
    for (let i = 0; i < out.length; i++) if (out[i] === false) out[i] = found[i]!;
    return out;
  }

  /** The list's info from the per-process cache (what contains and add_to_list read). */
  async cached(accountId: string, name: string): Promise<ListInfo | null> {
    const key = `${accountId}\u0000${name}`;
    const hit = this.cache.get(key);
    const t = Date.now();
    if (hit && t - hit.at < this.ttlMs) return hit.info;
    const info = await this.repo.byName(accountId, name);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { info, at: t });
    return info;
  }

  private async require(accountId: string, name: string): Promise<ListInfo> {
    const info = await this.repo.byName(accountId, name);
    if (!info) throw new NotFound(`no list named "${name}" in this account`, 'list');
    return info;
  }

  private forget(accountId: string, name: string): void {
    this.cache.delete(`${accountId}\u0000${name}`);
  }
}
