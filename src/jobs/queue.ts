/**
 * The jobs table: enqueue, claim with a lease, renew, finish, retry, fail, release. One Kysely code for both
 * dialects but the claim: one `UPDATE … RETURNING *` statement over the due ids, chosen on PostgreSQL by a
 * materialized `SELECT … LIMIT n FOR UPDATE SKIP LOCKED` (concurrent workers skip each other's rows) and on SQLite by a
 * plain sub-select (the statement is atomic: one writer at a time). Every write after the claim is fenced by (lease_owner, attempts): a worker
 * whose lease expired and was taken over cannot finish, retry or fail the job any more.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import type { Static } from '@sinclair/typebox';
import { newId } from '../accounts/ids.js';
import type { Db, Executor, Tx } from '../store/db.js';
import type { JobsTable } from '../store/schema.js';
import { LeaseLost, type JobDefinition } from './define.js';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export const JOB_STATUSES: readonly JobStatus[] = ['queued', 'running', 'succeeded', 'failed', 'cancelled'];

export interface ClaimedJob {
  readonly id: string;
  readonly name: string;
  readonly payload: unknown;
  /** The attempt this claim started (1 for the first run). */
  readonly attempt: number;
  readonly createdAt: Date;
  readonly owner: string;
}

export interface EnqueueOptions {
  /** Enqueue inside this transaction (with the writes that cause the job). */
  readonly exec?: Executor;
  readonly runAt?: Date;
  /** At most one job per key: a second enqueue with the same key is ignored. */
  readonly dedupeKey?: string;
}

type Catalogue = Readonly<Record<string, JobDefinition>>;
export type PayloadOf<C extends Catalogue, N extends keyof C> = Static<C[N]['payload']>;

/** A unique name for one runner: host, process, random. */
export function workerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

export class UnknownJob extends Error {
  constructor(name: string) {
    super(`no job "${name}" in the catalogue`);
    this.name = 'UnknownJob';
  }
}

export class InvalidJobPayload extends Error {
  constructor(name: string, detail: string) {
    super(`payload of "${name}" does not match its schema: ${detail}`);
    this.name = 'InvalidJobPayload';
  }
}

export class JobQueue<C extends Catalogue = Catalogue> {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly dialect: 'sqlite' | 'postgres',
    readonly catalogue: C,
  ) {}

  definition(name: string): JobDefinition | undefined {
    return Object.hasOwn(this.catalogue, name) ? this.catalogue[name] : undefined;
  }

  /** Check a payload against the job's schema; throws UnknownJob / InvalidJobPayload. */
  check(name: string, payload: unknown): void {
    const def = this.definition(name);
    if (!def) throw new UnknownJob(name);
    if (!Value.Check(def.payload, payload)) {
      const first = Value.Errors(def.payload, payload).First();
      throw new InvalidJobPayload(name, first ? `${first.path || '/'} ${first.message}` : 'invalid');
    }
  }

  /** Add a job; returns its id (or null when the dedupe key was already taken). Call wake() after the commit. */
  async enqueue<N extends keyof C & string>(name: N, payload: PayloadOf<C, N>, options: EnqueueOptions = {}): Promise<string | null> {
    this.check(name, payload);
    const now = new Date().toISOString();
    const id = newId('job');
    const r = await (options.exec ?? this.db)
      .insertInto('jobs')
      .values({
        id,
        name,
        payload: JSON.stringify(payload),
        status: 'queued',
        attempts: 0,
        run_at: (options.runAt ?? new Date()).toISOString(),
        lease_owner: null,
        lease_expires_at: null,
        last_error: null,
        dedupe_key: options.dedupeKey ?? null,
        created_at: now,
        updated_at: now,
        finished_at: null,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 1n) === 0 ? null : id;
  }

  /** Tell the runners of this process that work is due (after the enqueuing transaction committed). */
  wake(): void {
    for (const l of this.listeners) l();
  }

  onWake(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Lease up to `limit` due jobs (queued and due, or running with an expired lease: a crashed worker's). */
  async claim(owner: string, limit: number, leaseMs: number, now = new Date()): Promise<ClaimedJob[]> {
    if (limit <= 0) return [];
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
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
    return rows
      .map((r) => ({ id: r.id, name: r.name, payload: JSON.parse(r.payload) as unknown, attempt: Number(r.attempts), createdAt: new Date(r.created_at), owner }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  private fenced(exec: Executor, job: ClaimedJob) {
    return exec
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('lease_owner', '=', job.owner)
      .where('attempts', '=', job.attempt);
  }

  /** Extend the lease; false when it was lost. */
  async renew(job: ClaimedJob, leaseMs: number): Promise<boolean> {
    const now = new Date();
    const r = await this.fenced(this.db, job)
      .set({ lease_expires_at: new Date(now.getTime() + leaseMs).toISOString(), updated_at: now.toISOString() })
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Mark succeeded inside `tx`; throws LeaseLost (rolling the transaction back) when the lease is gone. */
  async succeed(tx: Tx, job: ClaimedJob): Promise<void> {
    const at = new Date().toISOString();
    const r = await this.fenced(tx, job)
      .set({ status: 'succeeded', lease_owner: null, lease_expires_at: null, finished_at: at, updated_at: at, last_error: null })
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new LeaseLost(job.id);
  }

  /** Schedule the next attempt (inside `exec` when given). */
  async retry(job: ClaimedJob, runAt: Date, error: string, exec: Executor = this.db): Promise<boolean> {
    const r = await this.fenced(exec, job)
      .set({ status: 'queued', run_at: runAt.toISOString(), lease_owner: null, lease_expires_at: null, last_error: error, updated_at: new Date().toISOString() })
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Mark failed for good inside `tx`; throws LeaseLost when the lease is gone. */
  async fail(tx: Tx, job: ClaimedJob, error: string): Promise<void> {
    const at = new Date().toISOString();
    const r = await this.fenced(tx, job)
      .set({ status: 'failed', lease_owner: null, lease_expires_at: null, finished_at: at, updated_at: at, last_error: error })
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new LeaseLost(job.id);
  }

  /** Give a job back unfinished (shutdown): due at once, and the interrupted attempt does not count. */
  async release(job: ClaimedJob): Promise<boolean> {
    const at = new Date().toISOString();
    const r = await this.fenced(this.db, job)
      .set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), run_at: at, lease_owner: null, lease_expires_at: null, updated_at: at }))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async get(id: string): Promise<JobsTable | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Number of jobs per status (operations: `idrisk jobs`, metrics). */
  async counts(): Promise<Record<JobStatus, number>> {
    const rows = await this.db.selectFrom('jobs').select((eb) => ['status', eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
    const out: Record<JobStatus, number> = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
    for (const r of rows) out[r.status as JobStatus] = Number(r.n);
    return out;
  }

  /**
   * Enqueue the current period's run of every recurring entry (`schedule`), once across all processes: the dedupe
   * key names the period. Returns when the next period starts (the earliest over the entries), or null without any.
   */
  async enqueueScheduled(now = new Date()): Promise<Date | null> {
    let next: number | null = null;
    for (const def of Object.values(this.catalogue)) {
      if (!def.schedule) continue;
      const every = def.schedule.everyMs;
      const start = Math.floor(now.getTime() / every) * every;
      const at = new Date(start).toISOString();
      await this.enqueue(def.name, { scheduled_for: at } as never, { runAt: new Date(start), dedupeKey: `schedule:${def.name}:${at}` });
      next = Math.min(next ?? Infinity, start + every);
    }
    return next === null ? null : new Date(next);
  }

  /**
   * Job history pruning (jobs.prune): delete up to `limit` attempts finished before `cutoff` (ISO time); the number
   * deleted. Called until it returns 0, so one call never holds SQLite's write lock for long.
   */
  async deleteAttemptsBefore(cutoff: string, limit: number): Promise<number> {
    const ids = (await this.db.selectFrom('job_attempts').select('id').where('finished_at', '<', cutoff).limit(limit).execute()).map((r) => r.id);
    return deleteIds(this.db, 'job_attempts', ids);
  }

  /** Job history pruning: delete up to `limit` finished jobs (succeeded, failed, cancelled) finished before `cutoff`. */
  async deleteFinishedBefore(cutoff: string, limit: number): Promise<number> {
    const ids = (
      await this.db.selectFrom('jobs').select('id').where('status', 'in', ['succeeded', 'failed', 'cancelled']).where('finished_at', '<', cutoff).limit(limit).execute()
    ).map((r) => r.id);
    return deleteIds(this.db, 'jobs', ids);
  }

  /** Record one finished attempt in the job history (`idrisk jobs show`). */
  async recordAttempt(a: { jobId: string; name: string; attempt: number; worker: string; outcome: string; error: string | null; ms: number; finishedAt: Date }): Promise<void> {
    await this.db
      .insertInto('job_attempts')
      .values({
        id: newId('jat'),
        job_id: a.jobId,
        name: a.name,
        attempt: a.attempt,
        worker: a.worker,
        outcome: a.outcome,
        error: a.error === null ? null : a.error.slice(0, 1000),
        duration_ms: a.ms,
        started_at: new Date(a.finishedAt.getTime() - a.ms).toISOString(),
        finished_at: a.finishedAt.toISOString(),
      })
      .execute();
  }
}

async function deleteIds(db: Db, table: 'jobs' | 'job_attempts', ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return Number((await db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
}
