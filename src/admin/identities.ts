/**
 * The identity explorer (issue 29): a touch point's graph (depth 2, bounded fan-out) and its resolutions, found by the
 * touch point's value, or by the opaque reference of a node the explorer answered before, so that a linked touch point
 * (known only by its keyed hash: its value is never stored) can be opened in turn.
 *
 * A node id is the SHA-256 of its graph scope and the identifier's keyed hash (identity/scope.ts): the id alone does not
 * tell whose graph it belongs to. A reference binds the node to its scope: `{node}~{mac}` (no dot: the console's page for it is a path without a file extension), the mac being the graph's
 * keyed hash (HMAC-SHA-256 with the server secret) of the scope and the node. Opening a reference checks the mac against
 * the scope of the account named: a node of another account's graph (or a made-up one) answers 404, as an account the
 * operator may not see does. Nothing in a reference is a touch point in clear.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../store/db.js';
import { graphScopeRow } from '../store/accounts/index.js';
import { ExplorerRepository, type ExplorerRows } from '../store/admin/index.js';
import type { IdentityGraph, Touchpoint } from '../identity/graph.js';
import { CONSORTIUM_SCOPE, graphScope } from '../identity/scope.js';
import { BadSelector, parseSubject, subjectTouchpoint, type SubjectKind } from '../privacy/subject.js';
import { invalid, notFound } from './errors.js';
import { authorize, requireScope, type Actor } from './actor.js';
import type { ResolutionSummary } from './insights.js';

/** How many neighbours of one node an identity answer lists (the rest are counted). */
export const FAN_OUT = 25;
/** How many of a node's latest resolutions an identity answer lists. */
export const TIMELINE = 50;

/** The keyed-hash namespace of references (no graph kind or login namespace has this name). */
const REF_NAMESPACE = 'identity-ref';

export interface ExplorerNode {
  /** The node id: SHA-256 of the graph scope and the touch point's keyed hash (its value is never stored in clear). */
  readonly node: string;
  /** Opens this node with `openIdentityNode` (for the same account's graph). */
  readonly ref: string;
  readonly kind: string;
  readonly firstSeen: string;
  readonly lastSeen: string;
  /** Touch points linked to this one (all kinds). */
  readonly links: number;
  /** Depth 2 only: the neighbours of this node, bounded like the first level. */
  readonly linked?: { items: ExplorerNode[]; beyond: number };
}

export interface ExplorerView {
  readonly node: string;
  readonly ref: string;
  readonly kind: string;
  readonly firstSeen: string | null;
  readonly lastSeen: string | null;
  /**
   * Null for an actor limited to some accounts when the account reads the shared (consortium) graph, whose links could
   * tell of other accounts' calls; an account's own graph is shown to every actor that sees the account.
   */
  readonly linked: { items: ExplorerNode[]; beyond: number } | null;
  readonly resolutions: ResolutionSummary[];
}

const split = (codes: string | null): string[] => (codes ? codes.split(',').filter(Boolean) : []);

export class IdentityExplorer {
  /** Graph nodes, neighbours and resolutions (src/store/admin). */
  private readonly rows: ExplorerRows;

  constructor(
    private readonly db: Db,
    private readonly graph: IdentityGraph,
  ) {
    this.rows = new ExplorerRepository(db);
  }

  /** The reference of a node in a scope. */
  refOf(scope: string, node: string): string {
    return `${node}~${this.graph.keyedHash(REF_NAMESPACE, `${scope}\u0000${node}`)}`;
  }

  /** A touch point by value (normalized as the engines link it). */
  async byValue(actor: Actor, kind: SubjectKind, value: string, accountId: string): Promise<ExplorerView> {
    authorize(actor, 'identities.read');
    requireScope(actor, accountId, 'account', accountId);
    const scope = await this.scopeOf(accountId);
    let tp: Touchpoint;
    try {
      tp = subjectTouchpoint(parseSubject(kind, value));
    } catch (err) {
      if (err instanceof BadSelector) throw invalid('value', err.message.replace(/^--\w+: /, ''));
      throw err;
    }
    const node = this.graph.key(tp, scope);
    const self = await this.rows.seen(node);
    return this.view(actor, accountId, scope, node, kind, self ?? null);
  }

  /** A node by the reference an earlier answer gave it: 404 unless it is a node of this account's graph. */
  async byRef(actor: Actor, ref: string, accountId: string): Promise<ExplorerView> {
    authorize(actor, 'identities.read');
    requireScope(actor, accountId, 'account', accountId);
    const scope = await this.scopeOf(accountId);
    const node = ref.slice(0, ref.indexOf('~'));
    const expected = Buffer.from(this.refOf(scope, node));
    const given = Buffer.from(ref);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound('identity node', `${node} in the graph of account ${accountId}`);
    const self = await this.rows.node(node);
    // The node was in this graph when the reference was made; retention or an erasure may have removed it since.
    if (!self) throw notFound('identity node', `${node} (no longer in the graph: removed by retention or erasure)`);
    return this.view(actor, accountId, scope, node, self.kind, self);
  }

  /** The graph scope of an account (its id, or the consortium's when it opted in); 404 for an unknown account. */
  private async scopeOf(accountId: string): Promise<string> {
    const row = await graphScopeRow(this.db, accountId);
    if (!row) throw notFound('account', accountId);
    return graphScope({ id: row.id, graphSharing: Number(row.graph_sharing) === 1 });
  }

  private async view(actor: Actor, accountId: string, scope: string, node: string, kind: string, self: { first_seen: string; last_seen: string } | null): Promise<ExplorerView> {
    let linked: ExplorerView['linked'] = null;
    // The graph is kept per account (issue 25): an account's own graph holds only its calls' links, so an actor
    // limited to that account may see them. The consortium graph (an account that opted into sharing) holds other
    // accounts' links too: only an actor of every account sees them.
    if (actor.accounts === null || scope !== CONSORTIUM_SCOPE) {
      const first = await this.neighbours(scope, node);
      const items: ExplorerNode[] = [];
      for (const n of first.items) items.push({ ...n, linked: await this.neighbours(scope, n.node, node) });
      linked = { items, beyond: first.beyond };
    }
    const rows = await this.rows.timeline(node, accountId, TIMELINE);
    const resolutions = rows.map((r) => ({
      id: r.id, accountId: r.account_id, environment: r.environment, operation: r.operation, customerId: r.customer_id, transactionId: r.transaction_id, status: r.status,
      price: Number(r.price), score: r.score, scoreCluster: r.score_cluster, reasonCodes: split(r.reason_codes), createdAt: r.created_at, erased: (r.erased_at ?? null) !== null,
    }));
    return { node, ref: this.refOf(scope, node), kind, firstSeen: self?.first_seen ?? null, lastSeen: self?.last_seen ?? null, linked, resolutions };
  }

  private async neighbours(scope: string, node: string, except?: string): Promise<{ items: ExplorerNode[]; beyond: number }> {
    const rows = await this.rows.neighbours(node, except, FAN_OUT + 1);
    let beyond = 0;
    if (rows.length > FAN_OUT) beyond = (await this.rows.neighbourCount(node, except)) - FAN_OUT;
    return {
      items: rows.slice(0, FAN_OUT).map((r) => ({ node: r.b, ref: this.refOf(scope, r.b), kind: r.b_kind, firstSeen: r.first_seen, lastSeen: r.last_seen, links: Number(r.links ?? 0) })),
      beyond,
    };
  }
}
