/**
 * The overview's live reads (./types.ts OverviewRows): the resolutions and usage rows of the parts the hourly rollup
 * does not hold (src/store/stats.ts reads the rollup and the call statistics), balances, failed deliveries and jobs.
 */
import { sql } from 'kysely';
import type { Db } from '../db.js';
import type { AccountScope } from '../stats.js';
import type { OverviewRows } from './types.js';

export class OverviewRepository implements OverviewRows {
  constructor(private readonly db: Db) {}

  /** An index-only scan of resolutions_overview_idx (one slice of at most a day at a time: the caller's). */
  liveGroups(chars: number, from: string, to: string, scope: AccountScope) {
    const t = sql<string>`substr(created_at, 1, ${sql.lit(chars)})`;
    let q = this.db.selectFrom('resolutions').where('created_at', '>=', from).where('created_at', '<', to);
    if (scope !== null) q = scope.length ? q.where('account_id', 'in', scope) : q.where('account_id', '=', '');
    return q.select((eb) => [t.as('t'), 'operation', 'score_cluster', 'reason_codes', eb.fn.countAll<number>().as('n')]).groupBy([t, 'operation', 'score_cluster', 'reason_codes']).execute();
  }

  spent(from: string, to: string, scope: AccountScope) {
    let spentQ = this.db
      .selectFrom('usage')
      .select((eb) => ['account_id', eb.fn.sum<number>('credits').as('spent')])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('account_id');
    if (scope !== null) spentQ = scope.length ? spentQ.where('account_id', 'in', scope) : spentQ.where('account_id', '=', '');
    return spentQ.execute();
  }

  balances(scope: AccountScope) {
    let accQ = this.db.selectFrom('accounts').select(['id', 'name', 'credits', 'unlimited']).orderBy('id');
    if (scope !== null) accQ = scope.length ? accQ.where('id', 'in', scope) : accQ.where('id', '=', '');
    return accQ.execute();
  }

  webhookFailures(from: string, to: string, scope: AccountScope, limit: number) {
    let q = this.db
      .selectFrom('webhook_attempts')
      .select(['event_id', 'account_id', 'attempt', 'url', 'status_code', 'error', 'created_at'])
      .where('error', 'is not', null)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .orderBy('created_at', 'desc')
      .limit(limit);
    if (scope !== null) q = scope.length ? q.where('account_id', 'in', scope) : q.where('account_id', '=', '');
    return q.execute();
  }

  failedJobs(from: string, to: string, limit: number) {
    return this.db
      .selectFrom('jobs')
      .select(['id', 'name', 'attempts', 'last_error', 'finished_at'])
      .where('status', '=', 'failed')
      .where('finished_at', '>=', from)
      .where('finished_at', '<', to)
      .orderBy('finished_at', 'desc')
      .limit(limit)
      .execute();
  }
}
