/** The identity explorer's reads (./types.ts ExplorerRows): graph nodes, their neighbours, their resolutions. */
import type { Db } from '../db.js';
import type { ExplorerRows, TimelineRow } from './types.js';

export class ExplorerRepository implements ExplorerRows {
  constructor(private readonly db: Db) {}

  seen(node: string): Promise<{ first_seen: string; last_seen: string } | undefined> {
    return this.db.selectFrom('identity_nodes').select(['first_seen', 'last_seen']).where('id', '=', node).executeTakeFirst();
  }

  node(node: string): Promise<{ kind: string; first_seen: string; last_seen: string } | undefined> {
    return this.db.selectFrom('identity_nodes').select(['kind', 'first_seen', 'last_seen']).where('id', '=', node).executeTakeFirst();
  }

  /**
   * The newest resolutions of an account linked to a node: a backward walk of resolution_nodes_velocity_idx (node_id,
   * account_id, created_at, resolution_id; migration 4060 copies each attribution's account and time from its
   * resolution) that stops after `limit` entries, then one primary-key read per row. Filtering on `r.account_id` and
   * ordering by `r.id` instead made the planner walk every resolution of the account and probe each for the node.
   */
  timeline(node: string, accountId: string, limit: number): Promise<TimelineRow[]> {
    return this.timelineQuery(node, accountId, limit).execute();
  }

  /** The timeline's statement (its plan is tested: test/integration/resolution-velocity.test.ts). */
  timelineQuery(node: string, accountId: string, limit: number) {
    return this.db
      .selectFrom('resolution_nodes as n')
      .innerJoin('resolutions as r', 'r.id', 'n.resolution_id')
      .select(['r.id', 'r.account_id', 'r.environment', 'r.operation', 'r.customer_id', 'r.transaction_id', 'r.status', 'r.price', 'r.score', 'r.score_cluster', 'r.reason_codes', 'r.created_at', 'r.erased_at'])
      .where('n.node_id', '=', node)
      .where('n.account_id', '=', accountId)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.resolution_id', 'desc')
      .limit(limit);
  }

  neighbours(node: string, except: string | undefined, limit: number) {
    let q = this.db
      .selectFrom('identity_edges as e')
      .select(['e.b', 'e.b_kind', 'e.first_seen', 'e.last_seen'])
      .select((eb) => eb.selectFrom('identity_edges as x').select((x) => x.fn.countAll<number>().as('n')).whereRef('x.a', '=', 'e.b').as('links'))
      .where('e.a', '=', node)
      .orderBy('e.last_seen', 'desc')
      .orderBy('e.b')
      .limit(limit);
    if (except) q = q.where('e.b', '<>', except);
    return q.execute();
  }

  async neighbourCount(node: string, except: string | undefined): Promise<number> {
    let c = this.db.selectFrom('identity_edges').select((eb) => eb.fn.countAll<number>().as('n')).where('a', '=', node);
    if (except) c = c.where('b', '<>', except);
    return Number((await c.executeTakeFirstOrThrow()).n);
  }
}
