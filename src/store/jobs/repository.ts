/**
 * The job queue's storage (./types.ts). One Kysely code for both dialects but the claim: one `UPDATE … RETURNING *`
 * statement over the due ids, chosen on PostgreSQL by a materialized `SELECT … LIMIT n FOR UPDATE SKIP LOCKED`
 * (concurrent workers skip each other's rows) and on SQLite by a plain sub-select (the statement is atomic: one
 * writer at a time).
 */
import { sql } from 'kysely';
import type { Db, Executor, Tx } from '../db.js';
import type { JobAttemptsTable, JobsTable } from '../schema.js';
import type { FencedChanges, JobRows, LeaseFence } from './types.js';

export class JobsRepository implements JobRows {
  constructor(
    private readonly db: Db,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  async insert(row: JobsTable, exec: Executor = this.db): Promise<boolean> {
    const r = await exec
      .insertInto('jobs')
      .values(row)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 1n) !== 0;
  }

  async claim(owner: string, limit: number, at: string, until: string): Promise<JobsTable[]> {
    const due = sql`(status = 'queued' and run_at <= ${at}) or (status = 'running' and lease_expires_at <= ${at})`;
    const set = sql`status = 'running', lease_owner = ${owner}, lease_expires_at = ${until}, attempts = attempts + 1, updated_at = ${at}`;
    // PostgreSQL: the locked ids are materialized once. (Inside `where id in (…)` the planner may rescan a
    // `limit … skip locked` sub-select and lease rows another worker has just taken.)
    const { rows } =
      this.dialect === 'postgres'
        ? await sql<JobsTable>`
            with next as materialized (
              select id from jobs where ${due} order by run_at, id limit ${limit} for update skip locked
            )
            update jobs set ${set} from next where jobs.id = next.id returning jobs.*`.execute(this.db)
        : await sql<JobsTable>`
            update jobs set ${set}
            where id in (select id from jobs where ${due} order by run_at, id limit ${limit})
            returning *`.execute(this.db);
    return rows;
  }

  private fence(exec: Executor, f: LeaseFence) {
    return exec.updateTable('jobs').where('id', '=', f.id).where('status', '=', 'running').where('lease_owner', '=', f.owner).where('attempts', '=', f.attempt);
  }

  async fenced(f: LeaseFence, changes: FencedChanges, exec: Executor = this.db): Promise<boolean> {
    return Number((await this.fence(exec, f).set(changes).executeTakeFirst()).numUpdatedRows) === 1;
  }

  async release(f: LeaseFence, at: string): Promise<boolean> {
    const r = await this.fence(this.db, f)
      .set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), run_at: at, lease_owner: null, lease_expires_at: null, updated_at: at }))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  get(id: string): Promise<JobsTable | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async counts(): Promise<{ status: string; n: number }[]> {
    const rows = await this.db.selectFrom('jobs').select((eb) => ['status', eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
    return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
  }

  list(filter: { status?: string; name?: string; limit: number }): Promise<JobsTable[]> {
    let q = this.db.selectFrom('jobs').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit);
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.name) q = q.where('name', '=', filter.name);
    return q.execute();
  }

  async requeue(tx: Tx, id: string, from: string, at: string): Promise<boolean> {
    const r = await tx
      .updateTable('jobs')
      .set({ status: 'queued', attempts: 0, run_at: at, lease_owner: null, lease_expires_at: null, finished_at: null, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async cancel(tx: Tx, id: string, from: string, attempts: number, at: string, reason: string): Promise<boolean> {
    const r = await tx
      .updateTable('jobs')
      .set({ status: 'cancelled', lease_owner: null, lease_expires_at: null, finished_at: at, updated_at: at, last_error: reason })
      .where('id', '=', id)
      .where('status', '=', from)
      .where('attempts', '=', attempts)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async insertAttempt(row: JobAttemptsTable): Promise<void> {
    await this.db.insertInto('job_attempts').values(row).execute();
  }

  attemptsOf(jobId: string): Promise<JobAttemptsTable[]> {
    return this.db.selectFrom('job_attempts').selectAll().where('job_id', '=', jobId).orderBy('finished_at').orderBy('attempt').execute();
  }

  async deleteAttemptsBefore(cutoff: string, limit: number): Promise<number> {
    const ids = (await this.db.selectFrom('job_attempts').select('id').where('finished_at', '<', cutoff).limit(limit).execute()).map((r) => r.id);
    return this.deleteIds('job_attempts', ids);
  }

  async deleteFinishedBefore(cutoff: string, limit: number): Promise<number> {
    const ids = (
      await this.db.selectFrom('jobs').select('id').where('status', 'in', ['succeeded', 'failed', 'cancelled']).where('finished_at', '<', cutoff).limit(limit).execute()
    ).map((r) => r.id);
    return this.deleteIds('jobs', ids);
  }

  private async deleteIds(table: 'jobs' | 'job_attempts', ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return Number((await this.db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
  }
}

/**
 * The `bulk.run` catalogue entry's end (src/jobs/bulk.ts): a bulk job whose run failed for good is failed with the
 * reason, unless it already ended. In the failure's transaction.
 */
export async function failBulkJob(tx: Tx, jobId: string, error: string, at: string): Promise<void> {
  await tx
    .updateTable('bulk_jobs')
    .set({ status: 'failed', error_code: 'JOB_FAILED', error_detail: error, updated_at: at, finished_at: at })
    .where('id', '=', jobId)
    .where('status', 'not in', ['completed', 'failed', 'cancelled'])
    .execute();
}
