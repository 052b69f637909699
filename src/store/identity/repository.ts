/**
 * The identity graph's reads and its attribution and unlinking statements (./types.ts): one Kysely code for SQLite and
 * PostgreSQL. The reads of a call are compiled once per graph (store/db.ts `precompiled`) and, on PostgreSQL, join the
 * statement of concurrent calls' reads (store/batch.ts); SQLite runs them synchronously when the caller holds the
 * connection (src/products/read-now.ts).
 */
import { sql, type RawBuilder } from 'kysely';
import { HOT_LINKS } from '../migrations/4200_identity_edges_hot.js';
import { rowsByKey, rowsByPosition, SharedRead, type SharedPart, type SharedRow } from '../batch.js';
import { precompiled, prepareOwn, type Db, type Executor, type SqliteDatabase } from '../db.js';
import type { LinkRows } from './links.js';
import type { CrossKey, CrossRow, GraphAttributionRows, GraphKind, GraphRows, ProfileRow, VelocityCount, VelocityRead } from './types.js';

/** Touch points a call can carry at most in the cross-product queries (phone, email, ip, name). */
export const CROSS_SLOTS = 4;

/** The most links since a date a cross query counts for one touch point: enough for every rule, bounded work. */
export const RECENT_CAP = 1000;

/** A node's links of all kinds (migration 3300's counts), the sum migration 4200's triggers compare with HOT_LINKS. */
const LINKS_TOTAL = 'links_phone + links_email + links_ip + links_name + links_device + links_domain';

/**
 * The number of a node's links that `where` selects (a condition on identity_edges that starts with `a = <node>`), up
 * to RECENT_CAP, as one scalar expression: for a node with HOT_LINKS links or more, whose edges are all in
 * identity_edges_hot_idx (a, b_kind, first_seen) (migration 4200), through that index, however many older links it
 * has; for another (or a node without a row), over the primary key's range of the node, fewer than HOT_LINKS rows.
 * Both count the same rows: a marked edge is an edge, and a node at HOT_LINKS or more has every edge marked.
 */
const linksCount = (node: unknown, where: RawBuilder<unknown>) =>
  sql`(case when (select ${sql.raw(LINKS_TOTAL)} from identity_nodes where id = ${node}) >= ${sql.lit(HOT_LINKS)}
    then (select count(*) from (select 1 from identity_edges where ${where} and hot = 1 limit ${sql.lit(RECENT_CAP)}) h)
    else (select count(*) from (select 1 from identity_edges where ${where} limit ${sql.lit(RECENT_CAP)}) c) end)`;

/** linksCount's text for better-sqlite3 with `?` parameters: the node, then `where`'s parameters, twice. */
const linksCountText = (where: string) =>
  `(case when (select ${LINKS_TOTAL} from identity_nodes where id = ?) >= ${HOT_LINKS}
    then (select count(*) from (select 1 from identity_edges where ${where} and hot = 1 limit ${RECENT_CAP}) h)
    else (select count(*) from (select 1 from identity_edges where ${where} limit ${RECENT_CAP}) c) end)`;

/**
 * One statement for a profile: the node's first_seen and its links' counts by kind, one primary-key read of the node
 * (migration 3300: the counts are kept on the node by the commit's triggers, so the read does not grow with the node's
 * degree), compiled once.
 */
const profileStatement = (d: Db, node: string) =>
  sql<ProfileRow>`select first_seen, links_phone as phone, links_email as email, links_ip as ip, links_name as name,
    links_device as device, links_domain as domain from identity_nodes where id = ${node}`.compile(d);
const profileQuery = (db: Db) => precompiled(db, 1, (d, node: string) => ({ compile: () => profileStatement(d, node) }));

/**
 * The onboarding score's graph facts in one statement, compiled once with CROSS_SLOTS key slots:
 * - `pair`: the earliest first_seen and the number of edges among the call's own touch points (seen together before);
 * - the links first seen since a date from the phone to emails, from the email to phones and from the IP to emails
 *   that are not the call's own touch points (linked with N other emails this week), each counted up to RECENT_CAP.
 * Reads of the (a, b) primary key and, for a node with many links, the (a, b_kind, first_seen) index of its edges
 * (linksCount, migration 4200) only: a node's other links (a common name's thousands of emails) are never read, so the
 * cost does not grow with the node's degree.
 */
const crossQuery = (db: Db) =>
  precompiled(db, 8, (d, k0: string, k1: string, k2: string, k3: string, phone: string, email: string, ip: string, since: string) => {
    const own = sql`(${k0}, ${k1}, ${k2}, ${k3})`;
    const recent = (k: string, a: string, kind: GraphKind) =>
      sql`select ${sql.lit(k)} as k, null as v, ${linksCount(a, sql`a = ${a} and b_kind = ${sql.lit(kind)} and first_seen >= ${since} and b not in ${own}`)} as n`;
    return {
      compile: () =>
        sql<CrossRow>`select '' as k, min(first_seen) as v, count(*) as n from identity_edges
            where a in ${own} and b in ${own}
          union all ${recent('phone', phone, 'email')}
          union all ${recent('email', email, 'phone')}
          union all ${recent('ip', ip, 'email')}`.compile(d),
    };
  });

/**
 * SQLite, the parts of the cross read one at a time (identity/graph.ts reads only the parts its profiles leave open):
 * the earliest first_seen and the number of one node's edges to the call's own touch points (a primary-key range of
 * the node), and the links of one node to a kind since a date to others than the call's own, up to RECENT_CAP (the
 * (a, b_kind, first_seen) index), as in crossQuery.
 */
const crossPairsQuery = (db: Db) =>
  precompiled(db, 5, (d, a: string, k0: string, k1: string, k2: string, k3: string) => ({
    compile: () => sql<{ v: string | null; n: number | string }>`select min(first_seen) as v, count(*) as n from identity_edges
        where a = ${a} and b in (${k0}, ${k1}, ${k2}, ${k3})`.compile(d),
  }));

const crossRecentQuery = (db: Db) =>
  precompiled(db, 7, (d, a: string, kind: string, since: string, k0: string, k1: string, k2: string, k3: string) => ({
    compile: () =>
      sql<{ n: number | string }>`select ${linksCount(a, sql`a = ${a} and b_kind = ${kind} and first_seen >= ${since} and b not in (${k0}, ${k1}, ${k2}, ${k3})`)} as n`.compile(d),
  }));

/** Velocity (rules): distinct identifiers of a kind first linked to a node since a time, up to RECENT_CAP (linksCount). */
const velocityLinksQuery = (db: Db) =>
  precompiled(db, 3, (d, a: string, kind: string, since: string) => ({
    compile: () =>
      sql<{ n: number | string }>`select ${linksCount(a, sql`a = ${a} and b_kind = ${kind} and first_seen >= ${since}`)} as n`.compile(d),
  }));

/**
 * Velocity (rules): an account's live resolutions that carried a node since a time, up to RECENT_CAP. One range of
 * `resolution_nodes_velocity_idx` (node_id, account_id, created_at, …): the attribution rows carry their resolution's
 * account and creation time (migration 4060), so no resolution is searched per counted one. (Until then a join to
 * `resolutions` by id: the same rows, one index search each.)
 */
const velocityResolutionsQuery = (db: Db) =>
  precompiled(db, 3, (d, node: string, account: string, since: string) => ({
    compile: () =>
      sql<{ n: number | string }>`select count(*) as n from (select 1 from resolution_nodes
        where node_id = ${node} and account_id = ${account} and created_at >= ${since} limit ${sql.lit(RECENT_CAP)}) x`.compile(d),
  }));

/** PostgreSQL: the profile of many nodes in one fragment of a shared read (store/batch.ts). */
const profileRead = new SharedRead<string, ProfileRow[]>({
  id: (node) => node,
  fragment: (ids) => sql<SharedRow>`select id as k, jsonb_build_object('first_seen', first_seen, 'phone', links_phone, 'email', links_email,
        'ip', links_ip, 'name', links_name, 'device', links_device, 'domain', links_domain) as v
      from identity_nodes where id = any(${[...ids]}::text[])`,
  collect: (rows) => rowsByKey<ProfileRow>(rows),
});

/**
 * PostgreSQL: the cross queries of many calls in one fragment of a shared read: each call's arguments are one row of
 * `unnest(...) with ordinality`, and the same four selects as crossQuery run for it (lateral).
 */
const crossRead = new SharedRead<CrossKey, CrossRow[]>({
  id: (key) => key.join(' '),
  fragment: (keys) => {
    const col = (i: number) => keys.map((k) => k[i]!);
    const own = sql`(c.k0, c.k1, c.k2, c.k3)`;
    const recent = (k: string, a: string, kind: GraphKind) =>
      sql`select ${sql.lit(k)} as k, null::text as v, ${linksCount(sql.ref(`c.${a}`), sql`a = ${sql.ref(`c.${a}`)} and b_kind = ${sql.lit(kind)} and first_seen >= c.since and b not in ${own}`)} as n`;
    return sql<SharedRow>`select c.i::text as k, jsonb_build_object('k', x.k, 'v', x.v, 'n', x.n) as v
      from unnest(${col(0)}::text[], ${col(1)}::text[], ${col(2)}::text[], ${col(3)}::text[], ${col(4)}::text[], ${col(5)}::text[],
        ${col(6)}::text[], ${col(7)}::text[]) with ordinality as c(k0, k1, k2, k3, phone, email, ip, since, i)
      cross join lateral (
        select '' as k, min(first_seen) as v, count(*) as n from identity_edges where a in ${own} and b in ${own}
        union all ${recent('phone', 'phone', 'email')}
        union all ${recent('email', 'email', 'phone')}
        union all ${recent('ip', 'ip', 'email')}
      ) x`;
  },
  collect: (rows, keys) => rowsByPosition<CrossKey, CrossRow>(rows, keys, (key) => key.join(' ')),
});

export class GraphRepository implements GraphRows {
  private readonly profileRows: ReturnType<typeof profileQuery>;
  private readonly crossRows: ReturnType<typeof crossQuery>;
  private readonly crossPairs: ReturnType<typeof crossPairsQuery>;
  private readonly crossRecent: ReturnType<typeof crossRecentQuery>;
  /**
   * SQLite: the profile statement of the last connection asked (profileSync), its own statement in raw mode: the row
   * as an array of its values, made into the profile row here (better-sqlite3 builds a row object through V8's API
   * property by property, which costs more than the read of an absent node).
   */
  private profileRaw: { sqlite: SqliteDatabase; stmt: ReturnType<SqliteDatabase['prepare']> } | null = null;
  private readonly profileText: string;
  /** `select total_changes()` of the last connection asked (changesSync). */
  private changes: { sqlite: SqliteDatabase; stmt: ReturnType<SqliteDatabase['prepare']> } | null = null;
  private readonly velocityLinks: ReturnType<typeof velocityLinksQuery>;
  private readonly velocityResolutions: ReturnType<typeof velocityResolutionsQuery>;
  /** PostgreSQL: the profile and cross reads join the statement of concurrent calls' reads (store/batch.ts). */
  private readonly profileShared: SharedPart<string, ProfileRow[]> | null;
  private readonly crossShared: SharedPart<CrossKey, CrossRow[]> | null;
  /** velocitiesSync's statements, per connection and shape. */
  private readonly velocityStatements = new WeakMap<SqliteDatabase, Map<string, import('better-sqlite3').Statement>>();

  constructor(
    private readonly db: Db,
    kind: 'sqlite' | 'postgres' = 'sqlite',
  ) {
    this.profileRows = profileQuery(db);
    this.profileText = profileStatement(db, '').sql;
    this.crossRows = crossQuery(db);
    this.crossPairs = crossPairsQuery(db);
    this.crossRecent = crossRecentQuery(db);
    this.velocityLinks = velocityLinksQuery(db);
    this.velocityResolutions = velocityResolutionsQuery(db);
    this.profileShared = kind === 'postgres' ? profileRead.of(db) : null;
    this.crossShared = kind === 'postgres' ? crossRead.of(db) : null;
  }

  profile(node: string, exec: Executor): Promise<ProfileRow[] | undefined> {
    return this.profileShared && exec === this.db ? this.profileShared.get(node) : this.profileRows(exec, node);
  }

  profileSync(node: string, sqlite: SqliteDatabase): ProfileRow | undefined {
    if (this.profileRaw === null || this.profileRaw.sqlite !== sqlite) this.profileRaw = { sqlite, stmt: prepareOwn(sqlite, this.profileText).raw() };
    const r = this.profileRaw.stmt.get([node]) as [string | null, number, number, number, number, number, number] | undefined;
    return r === undefined ? undefined : { first_seen: r[0], phone: r[1], email: r[2], ip: r[3], name: r[4], device: r[5], domain: r[6] };
  }

  cross(key: CrossKey, exec: Executor): Promise<CrossRow[] | undefined> {
    return this.crossShared && exec === this.db ? this.crossShared.get(key) : this.crossRows(exec, ...key);
  }

  crossPairsSync(sqlite: SqliteDatabase, node: string, own: readonly [string, string, string, string]): { v: string | null; n: number } {
    const r = this.crossPairs.sync(sqlite, node, ...own)[0];
    return { v: r?.v ?? null, n: Number(r?.n ?? 0) };
  }

  crossRecentSync(sqlite: SqliteDatabase, node: string, kind: GraphKind, since: string, own: readonly [string, string, string, string]): number {
    return Number(this.crossRecent.sync(sqlite, node, kind, since, ...own)[0]?.n ?? 0);
  }

  changesSync(sqlite: SqliteDatabase): number {
    if (this.changes === null || this.changes.sqlite !== sqlite) this.changes = { sqlite, stmt: prepareOwn(sqlite, 'select total_changes()').pluck() };
    return Number(this.changes.stmt.get([]));
  }

  velocity(node: string, accountId: string, count: VelocityCount, after: string, exec: Executor): Promise<{ n: number | string }[]> {
    return count === 'resolution' ? this.velocityResolutions(exec, node, accountId, after) : this.velocityLinks(exec, node, count, after);
  }

  velocitySync(node: string, accountId: string, count: VelocityCount, after: string, sqlite: SqliteDatabase): { n: number | string }[] {
    return count === 'resolution' ? this.velocityResolutions.sync(sqlite, node, accountId, after) : this.velocityLinks.sync(sqlite, node, count, after);
  }

  /**
   * Several velocity counts at once on the SQLite connection, in one statement (one scalar subquery per count, the same
   * indexed reads as `velocity`): a policy's velocity conditions cost one statement per call, not one each. The
   * statement of each shape (the sequence of link and resolution counts) is prepared once per connection and held here.
   */
  velocitiesSync(sqlite: SqliteDatabase, accountId: string, reads: readonly VelocityRead[]): number[] {
    if (reads.length === 0) return [];
    let shape = '';
    for (const r of reads) shape += r.count === 'resolution' ? 'r' : 'l';
    let byShape = this.velocityStatements.get(sqlite);
    if (!byShape) this.velocityStatements.set(sqlite, (byShape = new Map()));
    let stmt = byShape.get(shape);
    if (!stmt) {
      const parts = [...shape].map((k, i) =>
        k === 'r'
          ? `(select count(*) from (select 1 from resolution_nodes where node_id = ? and account_id = ? and created_at >= ? limit ${RECENT_CAP}) x) as v${i}`
          : `${linksCountText('a = ? and b_kind = ? and first_seen >= ?')} as v${i}`,
      );
      stmt = sqlite.prepare(`select ${parts.join(', ')}`).raw(true);
      if (byShape.size < 64) byShape.set(shape, stmt);
    }
    const params: string[] = [];
    for (const r of reads) {
      if (r.count === 'resolution') params.push(r.node, accountId, r.since);
      // linksCountText: the node, then the condition's three parameters for each branch.
      else params.push(r.node, r.node, r.count, r.since, r.node, r.count, r.since);
    }
    const row = stmt.get(params) as (number | bigint)[];
    return row.map(Number);
  }
}

export const graphAttributions: GraphAttributionRows = {
  async attribute(exec: Executor, rows: LinkRows, resolutionId: string): Promise<void> {
    if (rows.nodes.length === 0) return;
    // The resolution's account and creation time go with each row (migration 4060: the velocity count reads them);
    // none when the resolution is not there, which the count never counted.
    const r = await exec.selectFrom('resolutions').select(['account_id', 'created_at']).where('id', '=', resolutionId).executeTakeFirst();
    await exec
      .insertInto('resolution_nodes')
      .values(rows.nodes.map((n) => ({ resolution_id: resolutionId, node_id: n.id, account_id: r?.account_id ?? null, created_at: r?.created_at ?? null })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
  ofResolutions(exec: Executor, resolutionIds: readonly string[]) {
    return exec.selectFrom('resolution_nodes').select(['resolution_id', 'node_id']).where('resolution_id', 'in', resolutionIds).execute();
  },
  async deleteOfResolutions(exec: Executor, resolutionIds: readonly string[]): Promise<void> {
    await exec.deleteFrom('resolution_nodes').where('resolution_id', 'in', resolutionIds).execute();
  },
  ofNodes(exec: Executor, nodes: readonly string[]) {
    return exec.selectFrom('resolution_nodes').select(['resolution_id', 'node_id']).where('node_id', 'in', nodes).execute();
  },
  async deleteEdges(exec: Executor, pairs: readonly (readonly [string, string])[]): Promise<number> {
    const r = await exec
      .deleteFrom('identity_edges')
      .where((eb) => eb.or(pairs.map(([a, b]) => eb.and([eb('a', '=', a), eb('b', '=', b)]))))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },
  withEdges(exec: Executor, nodes: readonly string[]) {
    return exec.selectFrom('identity_edges').select('a').where('a', 'in', nodes).groupBy('a').execute();
  },
  async deleteNodes(exec: Executor, ids: readonly string[]): Promise<number> {
    return Number((await exec.deleteFrom('identity_nodes').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
  },
};
