/** The review queue (table review_queue, with its resolutions' score) over Kysely: the same statements on both databases. */
import type { Db, Executor, Tx } from '../db.js';
import type { ReviewQueueTable } from '../schema.js';
import type { ReviewFilter, ReviewRow, ReviewRows } from './types.js';

export class ReviewsRepository implements ReviewRows {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async insert(tx: Executor, row: ReviewQueueTable): Promise<void> {
    await tx.insertInto('review_queue').values(row).execute();
  }

  page(f: ReviewFilter, exec: Executor = this.db): Promise<ReviewRow[]> {
    let sel = exec
      .selectFrom('review_queue as q')
      .leftJoin('resolutions as r', 'r.id', 'q.resolution_id')
      .selectAll('q')
      .select(['r.score', 'r.score_cluster'])
      .where('q.status', '=', f.status);
    if (f.accountId !== undefined) sel = sel.where('q.account_id', '=', f.accountId);
    else if (f.accounts !== null) sel = f.accounts.length === 0 ? sel.where('q.account_id', '=', '') : sel.where('q.account_id', 'in', [...f.accounts]);
    if (f.after) {
      const a = f.after;
      sel = sel.where((eb) => eb(eb.refTuple('q.created_at', 'q.resolution_id'), '>', eb.tuple(a.at, a.id)));
    }
    return sel.orderBy('q.created_at').orderBy('q.resolution_id').limit(f.limit).execute();
  }

  get(resolutionId: string, exec: Executor = this.db): Promise<ReviewRow | undefined> {
    return exec
      .selectFrom('review_queue as q')
      .leftJoin('resolutions as r', 'r.id', 'q.resolution_id')
      .selectAll('q')
      .select(['r.score', 'r.score_cluster'])
      .where('q.resolution_id', '=', resolutionId)
      .executeTakeFirst();
  }

  async claim(resolutionId: string, by: string, at: string, stale: string, exec: Executor = this.db): Promise<boolean> {
    const r = await exec
      .updateTable('review_queue')
      .set({ claimed_by: by, claimed_at: at })
      .where('resolution_id', '=', resolutionId)
      .where('status', '=', 'open')
      .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', by), eb('claimed_at', '<=', stale)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async release(resolutionId: string, by: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('review_queue').set({ claimed_by: null, claimed_at: null }).where('resolution_id', '=', resolutionId).where('claimed_by', '=', by).execute();
  }

  async close(resolutionId: string, d: { outcome: string; note: string; by: string; at: string }, stale: string, exec: Executor = this.db): Promise<boolean> {
    const r = await exec
      .updateTable('review_queue')
      .set({ status: 'decided', outcome: d.outcome, note: d.note, decided_by: d.by, decided_at: d.at, claimed_by: null, claimed_at: null })
      .where('resolution_id', '=', resolutionId)
      .where('status', '=', 'open')
      .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', d.by), eb('claimed_at', '<=', stale)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  unerased(resolutionId: string, exec: Executor = this.db): Promise<{ id: string; customer_id: string | null } | undefined> {
    return exec.selectFrom('resolutions').select(['id', 'customer_id']).where('id', '=', resolutionId).where('erased_at', 'is', null).executeTakeFirst();
  }
}

/** Erasure and retention (src/privacy): the queue entries of these resolutions go with their personal data. */
export async function deleteReviews(exec: Executor, resolutionIds: readonly string[]): Promise<void> {
  for (let i = 0; i < resolutionIds.length; i += 500) {
    await exec.deleteFrom('review_queue').where('resolution_id', 'in', resolutionIds.slice(i, i + 500)).execute();
  }
}
