/**
 * Bulk scoring's progress in O(1) (issue 34, docs/bulk.md "Progress"): counters on the job instead of a scan of its
 * rows on every GET /1.0/bulk/{id}.
 *
 * - rows_queued, rows_invalid, rows_duplicate: the rows the parse wrote as pending, invalid and duplicate; each batch
 *   adds to them in the transaction that inserts its rows (with the parse cursor `parsed`).
 * - folded_line and folded_*: the outcome of every scored row up to folded_line (done, failed, credits, and the
 *   clusters, reason codes and decisions of the done rows as a JSON object). No row at or below folded_line is pending,
 *   and a row that is no longer pending never changes again, so a fold (one transaction: the rows in
 *   (folded_line, new mark], the counters, the mark) can never count a row twice or miss one. The scoring loop folds
 *   after each page of rows; a read adds the few rows scored since the last fold (an index range past folded_line).
 *
 * Jobs that exist already are counted here once, from their rows.
 *
 * bulk_rows_resolution (3401) becomes partial (resolution_id is not null): the parse inserts every row with no
 * resolution, and each of those null entries was one more index insert per record; erasure looks rows up by id only.
 */
import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  for (const c of ['rows_queued', 'rows_invalid', 'rows_duplicate', 'folded_line', 'folded_done', 'folded_failed', 'folded_credits']) {
    await db.schema.alterTable('bulk_jobs').addColumn(c, 'bigint', (col) => col.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('bulk_jobs').addColumn('folded_tallies', 'text', (col) => col.notNull().defaultTo('{}')).execute();
  await db.schema.dropIndex('bulk_rows_resolution').execute();
  await db.schema.createIndex('bulk_rows_resolution').on('bulk_rows').column('resolution_id').where(sql.ref('resolution_id'), 'is not', null).execute();

  // Existing jobs: the parse counters from their rows (a scored row was queued as pending). The fold starts at 0:
  // the first read or page of such a job adds its scored rows from the index, the next fold counts them in.
  const jobs = await db.selectFrom('bulk_jobs').select('id').execute();
  for (const { id } of jobs) {
    const groups = await db
      .selectFrom('bulk_rows')
      .select(['status', sql<number>`count(*)`.as('n')])
      .where('job_id', '=', id)
      .groupBy('status')
      .execute();
    const n = (s: string) => Number(groups.find((g) => g.status === s)?.n ?? 0);
    await db
      .updateTable('bulk_jobs')
      .set({ rows_queued: n('pending') + n('done') + n('failed'), rows_invalid: n('invalid'), rows_duplicate: n('duplicate') })
      .where('id', '=', id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bulk_rows_resolution').execute();
  await db.schema.createIndex('bulk_rows_resolution').on('bulk_rows').column('resolution_id').execute();
  for (const c of ['rows_queued', 'rows_invalid', 'rows_duplicate', 'folded_line', 'folded_done', 'folded_failed', 'folded_credits', 'folded_tallies']) {
    await db.schema.alterTable('bulk_jobs').dropColumn(c).execute();
  }
}
