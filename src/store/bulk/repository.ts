/**
 * Bulk scoring's storage (./types.ts). One Kysely code for both dialects but the parse's row insert: on SQLite a
 * prepared `INSERT … ON CONFLICT DO NOTHING` run per row on the connection of the batch's transaction (no query
 * building), on PostgreSQL one multi-row `INSERT … SELECT FROM unnest(arrays)` per batch (and one more for its
 * duplicates).
 */
import { CompiledQuery, sql } from 'kysely';
import type { Db, Executor, SqliteDatabase, Tx } from '../db.js';
import type { BulkJobRow, BulkRowsTable } from '../schema.js';
import type { BulkJobChanges, BulkRows, BulkStatusGuard, FoldState, NewBulkJob, ParsedCounts, RowOutcome, ScoredGroup } from './types.js';

export class BulkRepository implements BulkRows {
  constructor(
    private readonly db: Db,
    private readonly kind: 'sqlite' | 'postgres',
    /** SQLite: the connection under `db`, for the parse's prepared inserts (undefined on PostgreSQL). */
    private readonly sqlite?: SqliteDatabase,
  ) {}

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  // ---------------------------------------------------------------- jobs

  async insertJob(row: NewBulkJob, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('bulk_jobs').values(row).execute();
  }

  job(id: string, exec: Executor = this.db): Promise<BulkJobRow | undefined> {
    return exec.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  requireJob(id: string, exec: Executor = this.db): Promise<BulkJobRow> {
    return exec.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  jobOfAccount(accountId: string, id: string, exec: Executor = this.db): Promise<BulkJobRow | undefined> {
    return exec.selectFrom('bulk_jobs').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  }

  async status(id: string, exec: Executor = this.db): Promise<string | undefined> {
    return (await exec.selectFrom('bulk_jobs').select('status').where('id', '=', id).executeTakeFirst())?.status;
  }

  async change(id: string, changes: BulkJobChanges, guard: BulkStatusGuard, exec: Executor = this.db): Promise<boolean> {
    let q = exec.updateTable('bulk_jobs').set(changes).where('id', '=', id);
    if (guard !== null) {
      if ('is' in guard) q = q.where('status', '=', guard.is);
      else if ('in' in guard) q = q.where('status', 'in', guard.in);
      else q = q.where('status', 'not in', guard.notIn);
    }
    return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
  }

  async parsed(tx: Tx, id: string, parsed: number, n: ParsedCounts, done: boolean, at: string): Promise<boolean> {
    const r = await tx
      .updateTable('bulk_jobs')
      .set((eb) => ({
        parsed,
        rows_queued: eb('rows_queued', '+', n.pending),
        rows_invalid: eb('rows_invalid', '+', n.invalid),
        rows_duplicate: eb('rows_duplicate', '+', n.duplicate),
        updated_at: at,
        ...(done ? { parse_done: 1, status: 'running' } : {}),
      }))
      .where('id', '=', id)
      .where('status', '=', 'parsing')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  foldState(id: string, exec: Executor = this.db): Promise<FoldState | undefined> {
    return exec.selectFrom('bulk_jobs').select(['parse_done', 'folded_line', 'folded_done', 'folded_failed', 'folded_credits', 'folded_tallies']).where('id', '=', id).executeTakeFirst();
  }

  async folded(id: string, from: number, f: { line: number; done: number; failed: number; credits: number; tallies: string }, exec: Executor = this.db): Promise<void> {
    await exec
      .updateTable('bulk_jobs')
      .set({ folded_line: f.line, folded_done: f.done, folded_failed: f.failed, folded_credits: f.credits, folded_tallies: f.tallies })
      .where('id', '=', id)
      .where('folded_line', '=', from)
      .execute();
  }

  prunable(endedBefore: string | null, abandonedBefore: string, ended: readonly string[]): Promise<{ id: string; status: string }[]> {
    let q = this.db.selectFrom('bulk_jobs').select(['id', 'status']).where((eb) => {
      const abandoned = eb.and([eb('status', '=', 'receiving'), eb('created_at', '<', abandonedBefore)]);
      if (endedBefore === null) return abandoned;
      return eb.or([abandoned, eb.and([eb('status', 'in', ended), eb('finished_at', '<', endedBefore)])]);
    });
    q = q.orderBy('id').limit(50);
    return q.execute();
  }

  async deleteJob(id: string, status?: string): Promise<void> {
    let q = this.db.deleteFrom('bulk_jobs').where('id', '=', id);
    if (status !== undefined) q = q.where('status', '=', status);
    await q.execute();
  }

  // ---------------------------------------------------------------- the upload

  async insertChunk(jobId: string, seq: number, data: string): Promise<void> {
    await this.db.insertInto('bulk_chunks').values({ job_id: jobId, seq, data }).execute();
  }

  chunkAfter(jobId: string, seq: number): Promise<{ seq: number; data: string } | undefined> {
    return this.db.selectFrom('bulk_chunks').select(['seq', 'data']).where('job_id', '=', jobId).where('seq', '>', seq).orderBy('seq').limit(1).executeTakeFirst();
  }

  async deleteChunks(jobId: string, exec: Executor = this.db): Promise<void> {
    await exec.deleteFrom('bulk_chunks').where('job_id', '=', jobId).execute();
  }

  // ---------------------------------------------------------------- rows

  async insertRows(tx: Tx, jobId: string, rows: BulkRowsTable[], duplicate: (r: BulkRowsTable) => void): Promise<void> {
    if (rows.length === 0) return;
    const sqlite = this.sqlite;
    if (this.kind === 'sqlite' && sqlite) {
      // `tx` holds the connection (BEGIN … COMMIT on it): these statements are part of that transaction.
      const insert = sqlite.prepare(INSERT_ROW_SQLITE);
      for (const r of rows) {
        if (insert.run(jobId, r.line, r.status, r.input, r.dedupe, r.customer_id, r.error_code, r.error_detail).changes === 1) continue;
        duplicate(r);
        insert.run(jobId, r.line, r.status, r.input, r.dedupe, r.customer_id, r.error_code, r.error_detail);
      }
      return;
    }
    const params = (rs: readonly BulkRowsTable[]) => [
      jobId, rs.map((r) => r.line), rs.map((r) => r.status), rs.map((r) => r.input), rs.map((r) => r.dedupe), rs.map((r) => r.customer_id), rs.map((r) => r.error_code), rs.map((r) => r.error_detail),
    ];
    const { rows: written } = await tx.executeQuery<{ line: number }>(CompiledQuery.raw(INSERT_ROWS_PG, params(rows)));
    const stored = new Set(written.map((w) => Number(w.line)));
    const again = rows.filter((r) => !stored.has(r.line));
    for (const r of again) duplicate(r);
    if (again.length > 0) {
      const { rows: second } = await tx.executeQuery<{ line: number }>(CompiledQuery.raw(INSERT_ROWS_PG, params(again)));
      if (second.length !== again.length) throw new Error('bulk parse: duplicate rows were not written');
    }
  }

  pendingRows(jobId: string, after: number, limit: number): Promise<Pick<BulkRowsTable, 'line' | 'input' | 'customer_id'>[]> {
    return this.db.selectFrom('bulk_rows').select(['line', 'input', 'customer_id']).where('job_id', '=', jobId).where('status', '=', 'pending').where('line', '>', after).orderBy('line').limit(limit).execute();
  }

  rowsAfter(jobId: string, afterLine: number, limit: number): Promise<BulkRowsTable[]> {
    return this.db.selectFrom('bulk_rows').selectAll().where('job_id', '=', jobId).where('line', '>', afterLine).orderBy('line').limit(limit).execute();
  }

  async firstPendingLine(jobId: string, exec: Executor = this.db): Promise<number | undefined> {
    // ORDER BY … LIMIT 1 rather than min(): one step down the index (PostgreSQL without statistics on a freshly filled
    // table planned min() as a scan of every pending row).
    const r = await exec.selectFrom('bulk_rows').select('line').where('job_id', '=', jobId).where('status', '=', 'pending').orderBy('line').limit(1).executeTakeFirst();
    return r ? Number(r.line) : undefined;
  }

  async lastLine(jobId: string, exec: Executor = this.db): Promise<number | undefined> {
    const r = await exec.selectFrom('bulk_rows').select('line').where('job_id', '=', jobId).orderBy('line', 'desc').limit(1).executeTakeFirst();
    return r ? Number(r.line) : undefined;
  }

  scored(jobId: string, after: number, upTo: number | null, exec: Executor = this.db): Promise<ScoredGroup[]> {
    let q = exec
      .selectFrom('bulk_rows')
      .select((eb) => ['status', 'score_cluster', 'reason_codes', 'decision', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('price').as('credits')])
      .where('job_id', '=', jobId)
      .where('status', 'in', ['done', 'failed'])
      .where('line', '>', after);
    if (upTo !== null) q = q.where('line', '<=', upTo);
    return q.groupBy(['status', 'score_cluster', 'reason_codes', 'decision']).execute();
  }

  async finishRow(jobId: string, line: number, outcome: RowOutcome, whileRunning: boolean, exec: Executor = this.db): Promise<boolean> {
    let q = exec.updateTable('bulk_rows').set(outcome).where('job_id', '=', jobId).where('line', '=', line).where('status', '=', 'pending');
    // The job still running, in the same statement (one round trip in the call's transaction).
    if (whileRunning) q = q.where((eb) => eb.exists(eb.selectFrom('bulk_jobs').select(sql<number>`1`.as('one')).where('id', '=', jobId).where('status', '=', 'running')));
    return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
  }

  async deleteRows(jobId: string, batch: number): Promise<number> {
    const lines = this.db.selectFrom('bulk_rows').select('line').where('job_id', '=', jobId).orderBy('line').limit(batch);
    const r = await this.db.deleteFrom('bulk_rows').where('job_id', '=', jobId).where('line', 'in', lines).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}

/** One parsed row (SQLite); a pending row whose key the job holds already is not written (0 changes). */
const INSERT_ROW_SQLITE = `insert into bulk_rows (job_id, line, status, input, dedupe, customer_id, error_code, error_detail)
  values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (job_id, dedupe) do nothing`;

/** A batch of parsed rows (PostgreSQL), one array per column; the lines written come back. */
const INSERT_ROWS_PG = `insert into bulk_rows (job_id, line, status, input, dedupe, customer_id, error_code, error_detail)
  select $1, r.line, r.status, r.input, r.dedupe, r.customer_id, r.error_code, r.error_detail
  from unnest($2::integer[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
    as r(line, status, input, dedupe, customer_id, error_code, error_detail)
  on conflict (job_id, dedupe) do nothing
  returning line`;
