/**
 * What the job queue and its operator commands ask of storage (src/jobs): the jobs table with its lease fence and the
 * attempt history. No SQL outside this folder; the claim is the one statement whose SQL differs by dialect
 * (./repository.ts). Methods with `exec` run in the caller's open transaction when given one.
 */
import type { Executor, Tx } from '../db.js';
import type { JobAttemptsTable, JobsTable } from '../schema.js';

/** What fences every write after a claim: a worker whose lease was taken over matches no row any more. */
export interface LeaseFence {
  readonly id: string;
  readonly owner: string;
  readonly attempt: number;
}

/** Columns a fenced write sets (the lease's end, the status it leaves the job in...). */
export type FencedChanges = Partial<Pick<JobsTable, 'status' | 'run_at' | 'lease_owner' | 'lease_expires_at' | 'last_error' | 'updated_at' | 'finished_at'>>;

export interface JobRows {
  /** Insert a job; false when its dedupe key is already taken (nothing written). */
  insert(row: JobsTable, exec?: Executor): Promise<boolean>;
  /**
   * Lease up to `limit` due jobs (queued and due at `at`, or running with a lease expired at `at`) to `owner` until
   * `until`, counting an attempt: one statement; concurrent claimers never lease one job twice.
   */
  claim(owner: string, limit: number, at: string, until: string): Promise<JobsTable[]>;
  /** Apply `changes` to the job while the fence holds; whether it held. */
  fenced(fence: LeaseFence, changes: FencedChanges, exec?: Executor): Promise<boolean>;
  /** Give the job back, due at `at`, its interrupted attempt uncounted, while the fence holds. */
  release(fence: LeaseFence, at: string): Promise<boolean>;
  get(id: string): Promise<JobsTable | undefined>;
  /** Jobs per status (statuses without jobs absent). */
  counts(): Promise<{ status: string; n: number }[]>;
  /** Newest first, at most `limit`. */
  list(filter: { status?: string; name?: string; limit: number }): Promise<JobsTable[]>;
  /** A failed or cancelled job queued again from zero attempts, while it is still in `from`; whether it was. */
  requeue(tx: Tx, id: string, from: string, at: string): Promise<boolean>;
  /** A queued or running job cancelled, while it is still in `from` at `attempts`; whether it was. */
  cancel(tx: Tx, id: string, from: string, attempts: number, at: string, reason: string): Promise<boolean>;
  insertAttempt(row: JobAttemptsTable): Promise<void>;
  /** A job's attempts in the order they finished. */
  attemptsOf(jobId: string): Promise<JobAttemptsTable[]>;
  /** Up to `limit` attempts finished before `cutoff`; the number deleted. */
  deleteAttemptsBefore(cutoff: string, limit: number): Promise<number>;
  /** Up to `limit` finished jobs (succeeded, failed, cancelled) finished before `cutoff`; the number deleted. */
  deleteFinishedBefore(cutoff: string, limit: number): Promise<number>;
}
