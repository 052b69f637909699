/** The stored live calls the reports and backtests read, with their current label (tables resolutions and labels). */
import type { Db } from '../db.js';
import type { CallFilter, ReportCallRow, ReportRows } from './types.js';

export class ReportsRepository implements ReportRows {
  constructor(private readonly db: Db) {}

  calls(q: CallFilter, after: { at: string; id: string } | null, limit: number): Promise<ReportCallRow[]> {
    let sel = this.db
      .selectFrom('resolutions as r')
      .leftJoin('labels as l', 'l.resolution_id', 'r.id')
      .select(['r.id', 'r.operation', 'r.customer_id', 'r.created_at', 'r.score', 'r.score_cluster', 'r.reason_codes', 'r.explanation', 'r.response', 'l.tag'])
      .where('r.account_id', '=', q.accountId)
      .where('r.environment', '=', 'live')
      .where('r.erased_at', 'is', null)
      .where('r.explanation', 'is not', null);
    if (q.operation) sel = sel.where('r.operation', '=', q.operation);
    if (q.since) sel = sel.where('r.created_at', '>=', q.since);
    if (q.until) sel = sel.where('r.created_at', '<', q.until);
    if (after) {
      const a: { at: string; id: string } = after;
      // A row-value comparison: both engines start the index range at the cursor (an OR of the two cases made
      // SQLite sort every row of the account again for each page).
      sel = sel.where((eb) => eb(eb.refTuple('r.created_at', 'r.id'), '>', eb.tuple(a.at, a.id)));
    }
    return sel.orderBy('r.created_at').orderBy('r.id').limit(limit).execute();
  }
}
