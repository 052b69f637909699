/**
 * What an analyst reads: resolution search (by customer_id, id, operation, model, score range, cluster, reason code,
 * time range, and by a touch point found through the identity graph's keyed hash, never stored in clear for this),
 * one resolution with its explanation, the identity graph around a touch point (depth 2, bounded fan-out), and usage
 * per account, product and day.
 */
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../store/db.js';
import type { IdentityGraph, Touchpoint } from '../identity/graph.js';
import { CONSORTIUM_SCOPE, graphScope } from '../identity/scope.js';
import { BadSelector, parseSubject, subjectTouchpoint, type SubjectKind } from '../privacy/subject.js';
import { normalizeUsername } from '../login/service.js';
import { invalid, notFound } from './errors.js';
import { authorize, inScope, requireScope, type Actor } from './actor.js';
import { decodeCursor, pageOf, type Page } from './pagination.js';
import type { StoredResolution } from '../store/resolutions/index.js';
import { overview, type Overview, type OverviewRequest } from './overview.js';

export { bucketOf, MAX_OVERVIEW_DAYS, overview, overviewRange, slices, type Bucket, type Overview, type OverviewRange } from './overview.js';

export interface ResolutionFilter {
  readonly accountId?: string;
  readonly environment?: 'live' | 'sandbox';
  readonly customerId?: string;
  readonly id?: string;
  readonly operation?: string;
  readonly model?: string;
  readonly scoreMin?: number;
  readonly scoreMax?: number;
  readonly cluster?: string;
  readonly reasonCode?: string;
  readonly from?: string;
  readonly to?: string;
  /**
   * A touch point: phone, email, ip or name, normalized as the engines link it; or a username (login tracking: the
   * sessions collected for it, by the keyed hash login tracking stores).
   */
  readonly touchpoint?: { readonly kind: SubjectKind | 'username'; readonly value: string };
}

/** A resolution as a search lists it: the stored row's columns (without its explanation and response). */
export interface ResolutionSummary extends Omit<StoredResolution, 'environment' | 'reasonCodes' | 'explanation' | 'response'> {
  readonly environment: string;
  readonly reasonCodes: string[];
  readonly erased: boolean;
}

/** The operations of login tracking whose answers name a session (a username search finds them). */
const LOGIN_OPERATIONS = ['track-results', 'track-enroll'];
/** How many of a username's latest sessions a search looks for. */
export const USERNAME_SESSIONS = 200;

/** A LIKE pattern's literal text: `\` escapes `%`, `_` and itself (the query says ESCAPE '\'). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const split = (codes: string | null): string[] => (codes ? codes.split(',').filter(Boolean) : []);

/** The columns of a listed resolution, in the order of the JSON array a search reads per row. */
const SUMMARY_COLUMNS = ['id', 'account_id', 'environment', 'operation', 'customer_id', 'transaction_id', 'status', 'price', 'score', 'score_cluster', 'reason_codes', 'created_at', 'erased_at'] as const;
type SummaryRow = [string, string, string, string, string | null, string | null, string, number | string, number | null, string | null, string | null, string, string | null];

/** A search's filters as the values its query binds (Insights.bind). */
interface Bound {
  /** A touch point: its graph node, or (a username) the login sessions whose calls to list. */
  readonly touch?: { readonly node: string } | { readonly sessions: string[] };
  /** The accounts an actor is limited to. */
  readonly scope?: readonly string[];
  /** customer_id without an environment: both named, for the unique index. */
  readonly bothEnvironments: boolean;
  readonly after?: string;
  readonly accountId?: string;
  readonly environment?: 'live' | 'sandbox';
  readonly customerId?: string;
  readonly id?: string;
  readonly operation?: string;
  readonly scoreMin?: number;
  readonly scoreMax?: number;
  readonly cluster?: string;
  readonly from?: string;
  readonly to?: string;
  readonly codeLike?: string;
  readonly modelLike?: string;
  /** The page's size and one more (whether a next page exists). */
  readonly limit: number;
}

/** The single values of a Bound, in the order a compiled search takes them (after the scope's accounts). */
const BOUND_VALUES = ['after', 'accountId', 'environment', 'customerId', 'id', 'operation', 'scoreMin', 'scoreMax', 'cluster', 'from', 'to', 'codeLike', 'modelLike', 'limit'] as const;

/** The summary of a row read as SUMMARY_COLUMNS' array (a JSON array's text on SQLite, parsed by pg on PostgreSQL). */
function summaryOf(row: string | SummaryRow): ResolutionSummary {
  const [id, accountId, environment, operation, customerId, transactionId, status, price, score, scoreCluster, reasonCodes, createdAt, erasedAt] =
    typeof row === 'string' ? (JSON.parse(row) as SummaryRow) : row;
  return { id, accountId, environment, operation, customerId, transactionId, status, price: Number(price), score, scoreCluster, reasonCodes: split(reasonCodes), createdAt, erased: erasedAt !== null };
}

export class Insights {
  /**
   * A search reads each row as one JSON array built by the database (`json_array` / `json_build_array`) rather than
   * as 13 columns: better-sqlite3's cost of building a row object per value is more than SQLite spends finding the
   * rows of a first page (figures in docs/decisions.md, issue 27, fourth pass). PostgreSQL answers `json`, which pg parses itself.
   */
  private readonly summaryRow;
  /** The compiled search of each shape (Insights.run). */
  private readonly shapes = new Map<string, { readonly sql: string; readonly parameters: readonly unknown[]; readonly slots: number[] }>();

  constructor(
    private readonly db: Db,
    private readonly graph: IdentityGraph,
    kind: 'sqlite' | 'postgres' = 'sqlite',
  ) {
    // One raw fragment of constant identifiers: Kysely compiles it as text, not as 13 references (docs/decisions.md, issue 27, fourth pass).
    this.summaryRow = sql.raw<string | SummaryRow>(`${kind === 'postgres' ? 'json_build_array' : 'json_array'}(${SUMMARY_COLUMNS.map((c) => `"r"."${c}"`).join(', ')})`).as('row');
  }

  /** The identity graph node of a touch point, through the graph's own keyed hash (the one hashing function). */
  nodeOf(kind: SubjectKind, value: string, scope: string): string {
    let tp: Touchpoint;
    try {
      tp = subjectTouchpoint(parseSubject(kind, value));
    } catch (err) {
      if (err instanceof BadSelector) throw invalid('touchpoint', err.message.replace(/^--\w+: /, ''));
      throw err;
    }
    return this.graph.key(tp, scope);
  }

  /**
   * The login sessions of a username in an account, newest first (at most USERNAME_SESSIONS): login tracking keeps
   * the username only as the graph's keyed hash (src/login/service.ts), found here the same way.
   */
  private async sessionsOf(accountId: string, username: string): Promise<string[]> {
    const value = normalizeUsername(username);
    if (value === '') throw invalid('touchpoint', 'value is an empty username');
    const hash = this.graph.keyedHash('username', value);
    const rows = await this.db
      .selectFrom('login_records')
      .select('session_id')
      .where('account_id', '=', accountId)
      .where('username_hash', '=', hash)
      .orderBy('created_at', 'desc')
      .limit(USERNAME_SESSIONS)
      .execute();
    return rows.map((r) => r.session_id);
  }

  /** The graph scope of an account (its id, or the consortium's when it opted in); 404 for an unknown account. */
  private async scopeOf(accountId: string): Promise<string> {
    const row = await this.db.selectFrom('accounts').select(['id', 'graph_sharing']).where('id', '=', accountId).executeTakeFirst();
    if (!row) throw notFound('account', accountId);
    return graphScope({ id: row.id, graphSharing: Number(row.graph_sharing) === 1 });
  }

  async searchResolutions(actor: Actor, f: ResolutionFilter, limit: number, cursor?: string): Promise<Page<ResolutionSummary>> {
    const b = await this.bind(actor, f, limit, cursor);
    if (b === null) return { items: [], nextCursor: null };
    const rows = await this.run<{ row: string | SummaryRow }>(b);
    return pageOf(rows.map(({ row }) => summaryOf(row)), limit, (r) => r.id);
  }

  /** A search's filters as the values its query binds (null: nothing can match); the touch point resolved. */
  private async bind(actor: Actor, f: ResolutionFilter, limit: number, cursor?: string): Promise<Bound | null> {
    authorize(actor, 'resolutions.read');
    if (f.accountId !== undefined && !inScope(actor, f.accountId)) return null;
    let touch: Bound['touch'];
    if (f.touchpoint) {
      // A touch point's node is per graph scope (the account's, or the consortium's): the search names the account.
      if (f.accountId === undefined) throw invalid('account_id', 'is required with a touch point (the identity graph is kept per account)');
      if (f.touchpoint.kind === 'username') {
        const sessions = await this.sessionsOf(f.accountId, f.touchpoint.value);
        if (sessions.length === 0) return null;
        touch = { sessions };
      } else {
        touch = { node: this.nodeOf(f.touchpoint.kind, f.touchpoint.value, await this.scopeOf(f.accountId)) };
      }
    }
    return {
      touch,
      scope: actor.accounts ?? undefined,
      bothEnvironments: f.customerId !== undefined && f.environment === undefined,
      after: cursor ? decodeCursor(cursor).id : undefined,
      accountId: f.accountId, environment: f.environment, customerId: f.customerId, id: f.id, operation: f.operation, scoreMin: f.scoreMin, scoreMax: f.scoreMax,
      cluster: f.cluster, from: f.from, to: f.to,
      // reason_codes is a comma-separated list: match a whole code.
      codeLike: f.reasonCode === undefined ? undefined : `%,${f.reasonCode.replace(/[%_,]/g, '')},%`,
      // The model of every score is in the stored explanation (`"model_id":"…"`).
      modelLike: f.model === undefined ? undefined : `%"model_id":${likeEscape(JSON.stringify(f.model))}%`,
      limit: limit + 1,
    };
  }

  /** The search's query of bound values (the one definition of its filters, order and page). */
  private build(b: Bound) {
    let q = this.db
      .selectFrom('resolutions as r')
      .orderBy('r.id', 'desc')
      .limit(b.limit);
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
   * Run a search. Its SQL depends only on which filters are set (and how many accounts an actor is limited to): it is
   * built and compiled once per such shape, and run with the values bound (Kysely builds and compiles a
   * query in more time than SQLite takes to answer a first page). A touch-point search is built each time.
   */
  private async run<R>(b: Bound): Promise<R[]> {
    if (b.touch) return (await this.build(b).select(this.summaryRow).execute()) as R[];
    const present = BOUND_VALUES.filter((k) => b[k] !== undefined);
    const key = `${b.scope?.length ?? '-'}|${b.bothEnvironments ? 1 : 0}|${present.join(',')}`;
    let shape = this.shapes.get(key);
    if (!shape) {
      // Build with a placeholder for every value, then find each placeholder among the compiled parameters.
      const marks: string[] = [];
      const mark = () => {
        const m = `\u0000v${marks.length}\u0000`;
        marks.push(m);
        return m;
      };
      const placeholders = { bothEnvironments: b.bothEnvironments, scope: b.scope?.map(mark) } as Record<string, unknown>;
      for (const k of present) placeholders[k] = mark();
      const compiled = this.build(placeholders as unknown as Bound).select(this.summaryRow).compile();
      const slots = compiled.parameters.map((p) => (typeof p === 'string' ? marks.indexOf(p) : -1));
      if (!marks.every((_, i) => slots.filter((s) => s === i).length === 1)) throw new Error(`search: a value of shape ${key} is not one parameter`);
      shape = { sql: compiled.sql, parameters: compiled.parameters, slots };
      if (this.shapes.size >= 500) this.shapes.clear();
      this.shapes.set(key, shape);
    }
    const values: unknown[] = [...(b.scope ?? [])];
    for (const k of present) values.push(b[k]);
    const { sql: text, parameters, slots } = shape;
    const bound = parameters.map((p, i) => (slots[i]! >= 0 ? values[slots[i]!] : p));
    return (await this.db.executeQuery<R>(CompiledQuery.raw(text, bound))).rows;
  }

  /** One resolution with its explanation: what GET /1.0/resolutions/{id} answers, for any environment. */
  async resolution(actor: Actor, id: string): Promise<{ summary: ResolutionSummary; explanation: unknown; response: unknown }> {
    authorize(actor, 'resolutions.read');
    const r = await this.db.selectFrom('resolutions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r || !inScope(actor, r.account_id)) throw notFound('resolution', id);
    return {
      summary: {
        id: r.id, accountId: r.account_id, environment: r.environment, operation: r.operation, customerId: r.customer_id, transactionId: r.transaction_id, status: r.status,
        price: Number(r.price), score: r.score, scoreCluster: r.score_cluster, reasonCodes: split(r.reason_codes), createdAt: r.created_at, erased: (r.erased_at ?? null) !== null,
      },
      explanation: r.explanation ? (JSON.parse(r.explanation) as unknown) : null,
      response: r.response ? (JSON.parse(r.response) as unknown) : null,
    };
  }

  /** The console's overview (src/admin/overview.ts). */
  overview(actor: Actor, r: OverviewRequest): Promise<Overview> {
    return overview(this.db, actor, r);
  }

  /** Calls and credits per product and UTC day, from the usage rows. */
  async usage(actor: Actor, accountId: string, from: string, to: string) {
    authorize(actor, 'usage.read');
    requireScope(actor, accountId, 'account', accountId);
    const day = sql<string>`substr(created_at, 1, 10)`;
    const rows = await this.db
      .selectFrom('usage')
      .select((eb) => [day.as('day'), 'operation', eb.fn.countAll<number>().as('calls'), eb.fn.sum<number>('credits').as('credits')])
      .where('account_id', '=', accountId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy([day, 'operation'])
      .orderBy(day)
      .orderBy('operation')
      .execute();
    return rows.map((r) => ({ day: r.day, operation: r.operation, calls: Number(r.calls), credits: Number(r.credits ?? 0) }));
  }
}

