/**
 * What an analyst reads (./types.ts InsightRows): the resolution search, compiled once per filter shape; a username's
 * login sessions; one stored resolution; usage per day and operation.
 */
import { CompiledQuery, sql } from 'kysely';
import { nameStatement, prepareOwn, type Db, type SqliteDatabase } from '../db.js';
import type { ResolutionsTable } from '../schema.js';
import type { InsightRows, SearchBound, SummaryRow } from './types.js';

/** The operations of login tracking whose answers name a session (a username search finds them). */
const LOGIN_OPERATIONS = ['track-results', 'track-enroll'];

/** A LIKE pattern's literal text: `\` escapes `%`, `_` and itself (the query says ESCAPE '\'). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns of a listed resolution, in the order of the JSON array a search reads per row. */
const SUMMARY_COLUMNS = ['id', 'account_id', 'environment', 'operation', 'customer_id', 'transaction_id', 'status', 'price', 'score', 'score_cluster', 'reason_codes', 'created_at', 'erased_at'] as const;

/** A search compiled for one shape; on SQLite its own statement, which answers the JSON arrays' text alone (`pluck`). */
interface Shape {
  readonly sql: string;
  readonly parameters: readonly unknown[];
  readonly slots: number[];
  statement?: ReturnType<SqliteDatabase['prepare']>;
}

/** The single values of a SearchBound, in the order a compiled search takes them (after the scope's accounts). */
const BOUND_VALUES = ['after', 'accountId', 'environment', 'customerId', 'id', 'operation', 'scoreMin', 'scoreMax', 'cluster', 'from', 'to', 'codeLike', 'modelLike'] as const;

export class InsightRepository implements InsightRows {
  /**
   * A search reads each row as one JSON array built by the database (`json_array` / `json_build_array`) rather than
   * as 13 columns: better-sqlite3's cost of building a row object per value is more than SQLite spends finding the
   * rows of a first page (figures in docs/decisions.md, issue 27, fourth pass). PostgreSQL's is sent as text too
   * (`::text`: pg would parse every row's `json`, and the admin API writes its answer from the text; sixth pass).
   */
  private readonly summaryRow;
  /** The compiled search of each shape (InsightRepository.search). */
  private readonly shapes = new Map<string, Shape>();

  constructor(
    private readonly db: Db,
    kind: 'sqlite' | 'postgres' = 'sqlite',
    /** SQLite: the connection under `db`, for running a compiled search at once (InsightRepository.search). */
    private readonly sqlite?: SqliteDatabase,
  ) {
    // One raw fragment of constant identifiers: Kysely compiles it as text, not as 13 references (docs/decisions.md, issue 27, fourth pass).
    const columns = SUMMARY_COLUMNS.map((c) => `"r"."${c}"`).join(', ');
    this.summaryRow = sql.raw<string | SummaryRow>(kind === 'postgres' ? `json_build_array(${columns})::text` : `json_array(${columns})`).as('row');
  }

  async loginSessions(accountId: string, usernameHash: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('login_records')
      .select('session_id')
      .where('account_id', '=', accountId)
      .where('username_hash', '=', usernameHash)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.session_id);
  }

  /** The search's query of bound values (the one definition of its filters, order and page). */
  private build(b: SearchBound) {
    // The page's size is written into the SQL, not bound: SQLite's planner reads a bound LIMIT's value, and a
    // statement whose plan read a value is prepared again each time that value is bound (docs/decisions.md, issue 27,
    // sixth pass). An integer of the service's (the request's limit, validated, plus one): nothing of a caller's text.
    if (!Number.isSafeInteger(b.limit) || b.limit < 1) throw new Error(`search: limit ${String(b.limit)} is not a positive integer`);
    let q = this.db
      .selectFrom('resolutions as r')
      .orderBy('r.id', 'desc')
      .limit(sql.lit(b.limit));
    if (b.touch && 'sessions' in b.touch) {
      // The login calls of those sessions: their stored answers name the session (`"session_id":"…"`).
      q = q.where('r.operation', 'in', LOGIN_OPERATIONS).where((eb) => eb.or((b.touch as { sessions: string[] }).sessions.map((s) => sql<boolean>`r.response like ${`%"session_id":${likeEscape(JSON.stringify(s))}%`} escape '\\'`)));
    } else if (b.touch) {
      q = q.innerJoin('resolution_nodes as n', 'n.resolution_id', 'r.id').where('n.node_id', '=', b.touch.node);
    }
    if (b.after !== undefined) q = q.where('r.id', '<', b.after);
    if (b.scope !== undefined) q = b.scope.length ? q.where('r.account_id', 'in', b.scope) : q.where('r.account_id', '=', '');
    if (b.accountId !== undefined) q = q.where('r.account_id', '=', b.accountId);
    if (b.environment !== undefined) q = q.where('r.environment', '=', b.environment);
    if (b.customerId !== undefined) q = q.where('r.customer_id', '=', b.customerId);
    // Both environments named: the (account_id, environment, customer_id) unique index answers it.
    if (b.bothEnvironments) q = q.where('r.environment', 'in', ['live', 'sandbox']);
    if (b.id !== undefined) q = q.where('r.id', '=', b.id);
    if (b.operation !== undefined) q = q.where('r.operation', '=', b.operation);
    if (b.scoreMin !== undefined) q = q.where('r.score', '>=', b.scoreMin);
    if (b.scoreMax !== undefined) q = q.where('r.score', '<=', b.scoreMax);
    if (b.cluster !== undefined) q = q.where('r.score_cluster', '=', b.cluster);
    if (b.from !== undefined) q = q.where('r.created_at', '>=', b.from);
    if (b.to !== undefined) q = q.where('r.created_at', '<', b.to);
    if (b.codeLike !== undefined) q = q.where(sql<string>`',' || r.reason_codes || ','`, 'like', b.codeLike);
    if (b.modelLike !== undefined) q = q.where(sql<boolean>`r.explanation like ${b.modelLike} escape '\\'`);
    return q;
  }

  /**
   * Run a search. Its SQL depends only on which filters are set, the page's size and how many accounts an actor is
   * limited to: it is built and compiled once per such shape, and run with the values bound (Kysely builds and compiles a
   * query in more time than SQLite takes to answer a first page). A touch-point search is built each time.
   */
  async search(b: SearchBound): Promise<(string | SummaryRow)[]> {
    type R = { row: string | SummaryRow };
    if (b.touch) return ((await this.build(b).select(this.summaryRow).execute()) as R[]).map((r) => r.row);
    const present = BOUND_VALUES.filter((k) => b[k] !== undefined);
    const key = `${b.limit}|${b.scope?.length ?? '-'}|${b.bothEnvironments ? 1 : 0}|${present.join(',')}`;
    let shape = this.shapes.get(key);
    if (!shape) {
      // Build with a placeholder for every value, then find each placeholder among the compiled parameters.
      const marks: string[] = [];
      const mark = () => {
        const m = `\u0000v${marks.length}\u0000`;
        marks.push(m);
        return m;
      };
      const placeholders = { bothEnvironments: b.bothEnvironments, limit: b.limit, scope: b.scope?.map(mark) } as Record<string, unknown>;
      for (const k of present) placeholders[k] = mark();
      const compiled = this.build(placeholders as unknown as SearchBound).select(this.summaryRow).compile();
      const slots = compiled.parameters.map((p) => (typeof p === 'string' ? marks.indexOf(p) : -1));
      if (!marks.every((_, i) => slots.filter((s) => s === i).length === 1)) throw new Error(`search: a value of shape ${key} is not one parameter`);
      shape = { sql: compiled.sql, parameters: compiled.parameters, slots };
      // PostgreSQL: a named prepared statement, parsed and planned once per connection (nothing on SQLite).
      nameStatement(this.db, compiled.sql);
      if (this.shapes.size >= 500) this.shapes.clear();
      this.shapes.set(key, shape);
    }
    const values: unknown[] = [...(b.scope ?? [])];
    for (const k of present) values.push(b[k]);
    const { sql: text, parameters, slots } = shape;
    const bound = parameters.map((p, i) => (slots[i]! >= 0 ? values[slots[i]!] : p));
    // SQLite, outside a transaction: the statement run at once, each row its text alone (no row object, no executor:
    // both cost more than SQLite's reading of a first page; docs/decisions.md, issue 27, sixth pass). Inside one (the
    // group commit holds one across its awaits: a read there would see other calls' uncommitted rows), through Kysely.
    if (this.sqlite && !this.sqlite.inTransaction) {
      shape.statement ??= prepareOwn(this.sqlite, text).pluck();
      return shape.statement.all(bound) as string[];
    }
    return (await this.db.executeQuery<R>(CompiledQuery.raw(text, bound))).rows.map((r) => r.row);
  }

  resolution(id: string): Promise<ResolutionsTable | undefined> {
    return this.db.selectFrom('resolutions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  usagePerDay(accountId: string, from: string, to: string) {
    const day = sql<string>`substr(created_at, 1, 10)`;
    return this.db
      .selectFrom('usage')
      .select((eb) => [day.as('day'), 'operation', eb.fn.countAll<number>().as('calls'), eb.fn.sum<number>('credits').as('credits')])
      .where('account_id', '=', accountId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy([day, 'operation'])
      .orderBy(day)
      .orderBy('operation')
      .execute();
  }
}
