/**
 * Lists and their items (tables lists and list_items) over Kysely, the same statements on SQLite and PostgreSQL; on
 * SQLite the membership reads of the call path also run at once on the connection (./types.ts ListRows).
 */
import { isUniqueViolation, type Db, type Executor, type SqliteDatabase } from '../db.js';
import type { ListsTable } from '../schema.js';
import { LIVE_FOREVER, type ListItemRow, type ListRows } from './types.js';

const CHUNK = 500;

export class ListsRepository implements ListRows {
  readonly sync: boolean;

  constructor(
    private readonly db: Db,
    /** SQLite: the connection, for membership read at once (better-sqlite3 is synchronous); absent on PostgreSQL. */
    private readonly sqlite?: SqliteDatabase,
  ) {
    this.sync = sqlite !== undefined;
  }

  byName(accountId: string, name: string, exec: Executor = this.db): Promise<ListsTable | undefined> {
    return exec.selectFrom('lists').selectAll().where('account_id', '=', accountId).where('name', '=', name).executeTakeFirst();
  }

  all(accountId: string, exec: Executor = this.db): Promise<ListsTable[]> {
    return exec.selectFrom('lists').selectAll().where('account_id', '=', accountId).execute();
  }

  async insert(row: Omit<ListsTable, 'items_version'>, exec: Executor = this.db): Promise<boolean> {
    try {
      await exec.insertInto('lists').values(row).execute();
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  async remove(listId: string, exec: Executor = this.db): Promise<void> {
    await exec.deleteFrom('list_items').where('list_id', '=', listId).execute();
    await exec.deleteFrom('lists').where('id', '=', listId).execute();
  }

  async upsertItems(listId: string, rows: readonly ListItemRow[], exec: Executor = this.db): Promise<void> {
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
    await exec
      .updateTable('lists')
      .set((eb) => ({ updated_at: rows[0]?.updated_at ?? new Date().toISOString(), items_version: eb('items_version', '+', 1) }))
      .where('id', '=', listId)
      .execute();
  }

  async bumpVersions(listIds: readonly string[], exec: Executor = this.db): Promise<void> {
    for (let i = 0; i < listIds.length; i += CHUNK) {
      await exec
        .updateTable('lists')
        .set((eb) => ({ items_version: eb('items_version', '+', 1) }))
        .where('id', 'in', listIds.slice(i, i + CHUNK))
        .execute();
    }
  }

  async versions(listIds: readonly string[], exec: Executor = this.db): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (let i = 0; i < listIds.length; i += CHUNK) {
      const rows = await exec.selectFrom('lists').select(['id', 'items_version']).where('id', 'in', listIds.slice(i, i + CHUNK)).execute();
      for (const r of rows) out.set(r.id, Number(r.items_version));
    }
    return out;
  }

  /**
   * Until when any of `keys` is an item of the list, whatever the time: null when none is, `LIVE_FOREVER` when one
   * never expires, else the latest expiry. Expiry is then decided by the caller against the call's time, so the
   * answer can be kept (src/decisions/lists/membership-cache.ts). The rows are few (one per key at most).
   */
  async liveUntil(listId: string, keys: readonly string[], exec: Executor = this.db): Promise<string | null> {
    if (keys.length === 0) return null;
    let until: string | null = null;
    for (let i = 0; i < keys.length; i += CHUNK) {
      const rows = await exec.selectFrom('list_items').select('expires_at').where('list_id', '=', listId).where('value', 'in', keys.slice(i, i + CHUNK)).execute();
      for (const r of rows) {
        if (r.expires_at === null) return LIVE_FOREVER;
        if (until === null || r.expires_at > until) until = r.expires_at;
      }
    }
    return until;
  }

  /**
   * liveUntil of several lookups at once on the SQLite connection, in one statement (one `max` per lookup over the
   * list's primary key; SQLite compares text byte by byte, so `~` sorts after every ISO time): a policy's list
   * conditions that miss the cache cost one statement per call. A lookup without keys is null without being read.
   */
  liveUntilManySync(lookups: readonly { listId: string; keys: readonly string[] }[]): (string | null)[] {
    const out: (string | null)[] = new Array<string | null>(lookups.length).fill(null);
    let shape = '';
    const params: string[] = [];
    const at: number[] = [];
    for (let i = 0; i < lookups.length; i++) {
      const l = lookups[i]!;
      if (l.keys.length === 0) continue;
      shape += `${l.keys.length},`;
      params.push(l.listId, ...l.keys);
      at.push(i);
    }
    if (at.length === 0) return out;
    let stmt = this.untilLookups.get(shape);
    if (!stmt) {
      const parts = shape
        .slice(0, -1)
        .split(',')
        .map((n, i) => `(select max(coalesce(expires_at, '${LIVE_FOREVER}')) from list_items where list_id = ? and value in (${Array.from({ length: Number(n) }, () => '?').join(', ')})) as l${i}`);
      stmt = this.sqlite!.prepare(`select ${parts.join(', ')}`).raw(true);
      if (this.untilLookups.size < 64) this.untilLookups.set(shape, stmt);
    }
    const row = stmt.get(params) as (string | null)[];
    for (let j = 0; j < at.length; j++) out[at[j]!] = row[j] ?? null;
    return out;
  }
  private readonly untilLookups = new Map<string, import('better-sqlite3').Statement>();

  async deleteItems(listId: string, keys: readonly string[], exec: Executor = this.db): Promise<number> {
    let n = 0;
    for (let i = 0; i < keys.length; i += CHUNK) {
      const r = await exec.deleteFrom('list_items').where('list_id', '=', listId).where('value', 'in', keys.slice(i, i + CHUNK)).executeTakeFirst();
      n += Number(r.numDeletedRows);
    }
    if (n > 0) await this.bumpVersions([listId], exec);
    return n;
  }

  items(listId: string, after: string | null, limit: number, exec: Executor = this.db): Promise<ListItemRow[]> {
    let q = exec.selectFrom('list_items').select(['value', 'expires_at', 'author', 'comment', 'created_at', 'updated_at']).where('list_id', '=', listId);
    if (after !== null) q = q.where('value', '>', after);
    return q.orderBy('value').limit(limit).execute();
  }

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
}
