/**
 * What an analyst reads: resolution search (by customer_id, id, operation, model, score range, cluster, reason code,
 * time range, and by a touch point found through the identity graph's keyed hash, never stored in clear for this),
 * one resolution with its explanation, the identity graph around a touch point (depth 2, bounded fan-out), and usage
 * per account, product and day.
 */
import { sql } from 'kysely';
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

export class Insights {
  /**
   * A search reads each row as one JSON array built by the database (`json_array` / `json_build_array`) rather than
   * as 13 columns: better-sqlite3 builds a row object at ~0.2 µs per value, more than SQLite spends finding the rows
   * of a first page (docs/decisions.md, issue 27, fourth pass). PostgreSQL answers `json`, which pg parses itself.
   */
  private readonly summaryRow;

  constructor(
    private readonly db: Db,
    private readonly graph: IdentityGraph,
    kind: 'sqlite' | 'postgres' = 'sqlite',
  ) {
    // One raw fragment of constant identifiers: Kysely compiles it as text (13 references cost ~10 µs per query).
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
    authorize(actor, 'resolutions.read');
    if (f.accountId !== undefined && !inScope(actor, f.accountId)) return { items: [], nextCursor: null };
    let q = this.db
      .selectFrom('resolutions as r')
      .select(this.summaryRow)
      .orderBy('r.id', 'desc')
      .limit(limit + 1);
    if (f.touchpoint) {
      // A touch point's node is per graph scope (the account's, or the consortium's): the search names the account.
      if (f.accountId === undefined) throw invalid('account_id', 'is required with a touch point (the identity graph is kept per account)');
      if (f.touchpoint.kind === 'username') {
        const sessions = await this.sessionsOf(f.accountId, f.touchpoint.value);
        if (sessions.length === 0) return { items: [], nextCursor: null };
        // The login calls of those sessions: their stored answers name the session (`"session_id":"…"`).
        q = q.where('r.operation', 'in', LOGIN_OPERATIONS).where((eb) => eb.or(sessions.map((s) => sql<boolean>`r.response like ${`%"session_id":${likeEscape(JSON.stringify(s))}%`} escape '\\'`)));
      } else {
        const node = this.nodeOf(f.touchpoint.kind, f.touchpoint.value, await this.scopeOf(f.accountId));
        q = q.innerJoin('resolution_nodes as n', 'n.resolution_id', 'r.id').where('n.node_id', '=', node);
      }
    }
    if (cursor) q = q.where('r.id', '<', decodeCursor(cursor).id);
    if (actor.accounts !== null) q = actor.accounts.length ? q.where('r.account_id', 'in', actor.accounts) : q.where('r.account_id', '=', '');
    if (f.accountId !== undefined) q = q.where('r.account_id', '=', f.accountId);
    if (f.environment !== undefined) q = q.where('r.environment', '=', f.environment);
    if (f.customerId !== undefined) {
      q = q.where('r.customer_id', '=', f.customerId);
      // Both environments named: the (account_id, environment, customer_id) unique index answers it.
      if (f.environment === undefined) q = q.where('r.environment', 'in', ['live', 'sandbox']);
    }
    if (f.id !== undefined) q = q.where('r.id', '=', f.id);
    if (f.operation !== undefined) q = q.where('r.operation', '=', f.operation);
    if (f.scoreMin !== undefined) q = q.where('r.score', '>=', f.scoreMin);
    if (f.scoreMax !== undefined) q = q.where('r.score', '<=', f.scoreMax);
    if (f.cluster !== undefined) q = q.where('r.score_cluster', '=', f.cluster);
    if (f.from !== undefined) q = q.where('r.created_at', '>=', f.from);
    if (f.to !== undefined) q = q.where('r.created_at', '<', f.to);
    // reason_codes is a comma-separated list: match a whole code.
    if (f.reasonCode !== undefined) q = q.where(sql<string>`',' || r.reason_codes || ','`, 'like', `%,${f.reasonCode.replace(/[%_,]/g, '')},%`);
    // The model of every score is in the stored explanation (`"model_id":"…"`).
    if (f.model !== undefined) q = q.where(sql<boolean>`r.explanation like ${`%"model_id":${likeEscape(JSON.stringify(f.model))}%`} escape '\\'`);
    const rows = await q.execute();
    return pageOf(
      rows.map(({ row }) => {
        const [id, accountId, environment, operation, customerId, transactionId, status, price, score, scoreCluster, reasonCodes, createdAt, erasedAt] =
          typeof row === 'string' ? (JSON.parse(row) as SummaryRow) : row;
        return { id, accountId, environment, operation, customerId, transactionId, status, price: Number(price), score, scoreCluster, reasonCodes: split(reasonCodes), createdAt, erased: erasedAt !== null };
      }),
      limit,
      (r) => r.id,
    );
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

