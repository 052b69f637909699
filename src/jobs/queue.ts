/**
 * The job queue: enqueue, claim with a lease, renew, finish, retry, fail, release. The rows are src/store/jobs's
 * (the claim is one statement per dialect there). Every write after the claim is fenced by (lease_owner, attempts):
 * a worker whose lease expired and was taken over cannot finish, retry or fail the job any more.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import type { Static } from '@sinclair/typebox';
import { newId } from '../accounts/ids.js';
import type { Db, Executor, Tx } from '../store/db.js';
import type { JobsTable } from '../store/schema.js';
import { JobsRepository, type JobRows } from '../store/jobs/index.js';
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
  /** The jobs and their attempt history in the database (src/store/jobs); JobAdmin reads it too. */
  readonly rows: JobRows;

  constructor(
    db: Db,
    dialect: 'sqlite' | 'postgres',
    readonly catalogue: C,
  ) {
    this.rows = new JobsRepository(db, dialect);
  }

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
    const inserted = await this.rows.insert(
      {
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
      },
      options.exec,
    );
    return inserted ? id : null;
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
    const rows = await this.rows.claim(owner, limit, at, until);
    return rows
      .map((r) => ({ id: r.id, name: r.name, payload: JSON.parse(r.payload) as unknown, attempt: Number(r.attempts), createdAt: new Date(r.created_at), owner }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** The job's lease fence (src/store/jobs). */
  private static fence(job: ClaimedJob) {
    return { id: job.id, owner: job.owner, attempt: job.attempt };
  }

  /** Extend the lease; false when it was lost. */
  async renew(job: ClaimedJob, leaseMs: number): Promise<boolean> {
    const now = new Date();
    return this.rows.fenced(JobQueue.fence(job), { lease_expires_at: new Date(now.getTime() + leaseMs).toISOString(), updated_at: now.toISOString() });
  }

  /** Mark succeeded inside `tx`; throws LeaseLost (rolling the transaction back) when the lease is gone. */
  async succeed(tx: Tx, job: ClaimedJob): Promise<void> {
    const at = new Date().toISOString();
    const held = await this.rows.fenced(JobQueue.fence(job), { status: 'succeeded', lease_owner: null, lease_expires_at: null, finished_at: at, updated_at: at, last_error: null }, tx);
    if (!held) throw new LeaseLost(job.id);
  }

  /** Schedule the next attempt (inside `exec` when given). */
  async retry(job: ClaimedJob, runAt: Date, error: string, exec?: Executor): Promise<boolean> {
    return this.rows.fenced(
      JobQueue.fence(job),
      { status: 'queued', run_at: runAt.toISOString(), lease_owner: null, lease_expires_at: null, last_error: error, updated_at: new Date().toISOString() },
      exec,
    );
  }

  /** Mark failed for good inside `tx`; throws LeaseLost when the lease is gone. */
  async fail(tx: Tx, job: ClaimedJob, error: string): Promise<void> {
    const at = new Date().toISOString();
    const held = await this.rows.fenced(JobQueue.fence(job), { status: 'failed', lease_owner: null, lease_expires_at: null, finished_at: at, updated_at: at, last_error: error }, tx);
    if (!held) throw new LeaseLost(job.id);
  }

  /** Give a job back unfinished (shutdown): due at once, and the interrupted attempt does not count. */
  async release(job: ClaimedJob): Promise<boolean> {
    const at = new Date().toISOString();
    return this.rows.release(JobQueue.fence(job), at);
  }

  async get(id: string): Promise<JobsTable | undefined> {
    return this.rows.get(id);
  }

  /** Number of jobs per status (operations: `idrisk jobs`, metrics). */
  async counts(): Promise<Record<JobStatus, number>> {
    const rows = await this.rows.counts();
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
    return this.rows.deleteAttemptsBefore(cutoff, limit);
  }

  /** Job history pruning: delete up to `limit` finished jobs (succeeded, failed, cancelled) finished before `cutoff`. */
  async deleteFinishedBefore(cutoff: string, limit: number): Promise<number> {
    return this.rows.deleteFinishedBefore(cutoff, limit);
  }

  /** Record one finished attempt in the job history (`idrisk jobs show`). */
  async recordAttempt(a: { jobId: string; name: string; attempt: number; worker: string; outcome: string; error: string | null; ms: number; finishedAt: Date }): Promise<void> {
    await this.rows.insertAttempt({
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
    });
  }
}
