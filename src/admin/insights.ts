/**
 * What an analyst reads: resolution search (by customer_id, id, operation, model, score range, cluster, reason code,
 * time range, and by a touch point found through the identity graph's keyed hash, never stored in clear for this),
 * one resolution with its explanation, the identity graph around a touch point (depth 2, bounded fan-out), and usage
 * per account, product and day.
 */
import type { Db, SqliteDatabase } from '../store/db.js';
import { graphScopeRow } from '../store/accounts/index.js';
import { InsightRepository, likeEscape, type InsightRows, type SearchBound, type SummaryRow } from '../store/admin/index.js';
import type { IdentityGraph, Touchpoint } from '../identity/graph.js';
import { CONSORTIUM_SCOPE, graphScope } from '../identity/scope.js';
import { BadSelector, parseSubject, subjectTouchpoint, type SubjectKind } from '../privacy/subject.js';
import { normalizeUsername } from '../login/service.js';
import { invalid, notFound } from './errors.js';
import { authorize, inScope, requireScope, type Actor } from './actor.js';
import { decodeCursor, pageOf, type Page } from './pagination.js';
import type { StoredResolution } from '../store/resolutions/index.js';
import { overview, type Overview, type OverviewRequest } from './overview.js';

export type { SummaryRow } from '../store/admin/index.js';
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

/** How many of a username's latest sessions a search looks for. */
export const USERNAME_SESSIONS = 200;

const split = (codes: string | null): string[] => (codes ? codes.split(',').filter(Boolean) : []);

/** The summary of a row read as SUMMARY_COLUMNS' array (a JSON array's text on SQLite, parsed by pg on PostgreSQL). */
export function summaryOf(row: string | SummaryRow): ResolutionSummary {
  const [id, accountId, environment, operation, customerId, transactionId, status, price, score, scoreCluster, reasonCodes, createdAt, erasedAt] =
    typeof row === 'string' ? (JSON.parse(row) as SummaryRow) : row;
  return { id, accountId, environment, operation, customerId, transactionId, status, price: Number(price), score, scoreCluster, reasonCodes: split(reasonCodes), createdAt, erased: erasedAt !== null };
}

/** A search's rows as the store reads them: each SUMMARY_COLUMNS' JSON array, its text on SQLite (summaryOf reads one). */
export type SummaryRows = Page<string | SummaryRow>;

/** The id of a row as the store reads it: the text's first string when it holds no escape, else the parsed array's. */
function idOfRow(row: string | SummaryRow): string {
  if (typeof row !== 'string') return row[0];
  const end = row.indexOf('"', 2);
  const id = row.startsWith('["') && end > 2 ? row.slice(2, end) : '';
  return id !== '' && !id.includes('\\') ? id : (JSON.parse(row) as SummaryRow)[0];
}

export class Insights {
  /** The search (compiled once per filter shape), sessions, resolutions and usage (src/store/admin). */
  private readonly rows: InsightRows;

  constructor(
    private readonly db: Db,
    private readonly graph: IdentityGraph,
    kind: 'sqlite' | 'postgres' = 'sqlite',
    sqlite?: SqliteDatabase,
  ) {
    this.rows = new InsightRepository(db, kind, sqlite);
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
    return this.rows.loginSessions(accountId, hash, USERNAME_SESSIONS);
  }

  /** The graph scope of an account (its id, or the consortium's when it opted in); 404 for an unknown account. */
  private async scopeOf(accountId: string): Promise<string> {
    const row = await graphScopeRow(this.db, accountId);
    if (!row) throw notFound('account', accountId);
    return graphScope({ id: row.id, graphSharing: Number(row.graph_sharing) === 1 });
  }

  async searchResolutions(actor: Actor, f: ResolutionFilter, limit: number, cursor?: string): Promise<Page<ResolutionSummary>> {
    const b = await this.bind(actor, f, limit, cursor);
    if (b === null) return { items: [], nextCursor: null };
    const rows = await this.rows.search(b);
    return pageOf(rows.map(summaryOf), limit, (r) => r.id);
  }

  /**
   * The same search, its rows as the store read them (summaryOf makes each a ResolutionSummary): for the admin API,
   * which writes its answer from them without building the objects (src/http/admin/resolution-page.ts).
   */
  async searchResolutionRows(actor: Actor, f: ResolutionFilter, limit: number, cursor?: string): Promise<SummaryRows> {
    const b = await this.bind(actor, f, limit, cursor);
    if (b === null) return { items: [], nextCursor: null };
    return pageOf(await this.rows.search(b), limit, idOfRow);
  }

  /** A search's filters as the values its query binds (null: nothing can match); the touch point resolved. */
  private async bind(actor: Actor, f: ResolutionFilter, limit: number, cursor?: string): Promise<SearchBound | null> {
    authorize(actor, 'resolutions.read');
    if (f.accountId !== undefined && !inScope(actor, f.accountId)) return null;
    let touch: SearchBound['touch'];
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

  /** One resolution with its explanation: what GET /1.0/resolutions/{id} answers, for any environment. */
  async resolution(actor: Actor, id: string): Promise<{ summary: ResolutionSummary; explanation: unknown; response: unknown }> {
    authorize(actor, 'resolutions.read');
    const r = await this.rows.resolution(id);
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
    const rows = await this.rows.usagePerDay(accountId, from, to);
    return rows.map((r) => ({ day: r.day, operation: r.operation, calls: Number(r.calls), credits: Number(r.credits ?? 0) }));
  }
}

