/**
 * What a job is: one catalogue entry holds its name, payload schema, retry policy, timeout and handler
 * (trigger.dev style, STYLE.md rule 11). The runner (runner.ts) and the queue (queue.ts) know nothing of any one job.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { Tx } from '../store/db.js';
import type { JobDeps } from './deps.js';

export interface Backoff {
  /** Delay after the first failed attempt. */
  readonly baseMs: number;
  /** Each further failure multiplies the delay by this. */
  readonly factor: number;
  /** Ceiling of one delay. */
  readonly maxMs: number;
  /** 0..1: the delay is shortened by a random share up to this (spreads retries of many jobs apart). */
  readonly jitter: number;
}

export interface RetryPolicy {
  /** Give up once this many attempts have started (the first run counts). */
  readonly maxAttempts?: number;
  /** Keep retrying until at least this long after the job was created (then give up after the next failure). */
  readonly retryForMs?: number;
  readonly backoff: Backoff;
}

export interface JobInfo {
  readonly id: string;
  readonly name: string;
  /** 1 for the first run. */
  readonly attempt: number;
  readonly createdAt: Date;
}

export interface JobContext {
  readonly job: JobInfo;
  /** Aborts at the job's timeout, when its lease is lost, or when the runner stops. */
  readonly signal: AbortSignal;
  readonly deps: JobDeps;
  /**
   * Run the job's final writes and mark it succeeded in ONE transaction, only while this runner still holds the
   * lease (a job taken over after a lost lease cannot write twice). Throws LeaseLost otherwise. A handler that
   * never calls it is marked succeeded when it returns.
   */
  finish(writes?: (tx: Tx) => Promise<void>): Promise<void>;
}

export interface JobDefinition<S extends TSchema = TSchema> {
  readonly name: string;
  readonly payload: S;
  readonly retry: RetryPolicy;
  /** The handler is aborted (and the attempt counts as failed) after this long. */
  readonly timeoutMs: number;
  handler(payload: Static<S>, ctx: JobContext): Promise<void>;
  /**
   * Runs in the transaction that marks the job failed for good (after the last retry or a PermanentJobError) or
   * cancelled by an operator (`idrisk jobs cancel`).
   */
  onFailure?(payload: Static<S>, failure: { job: JobInfo; error: string; deps: JobDeps }, tx: Tx): Promise<void>;
  /** Runs in the transaction that schedules the next attempt after a failed one (record when it will be). */
  onRetry?(payload: Static<S>, retry: { job: JobInfo; error: string; runAt: Date; deps: JobDeps }, tx: Tx): Promise<void>;
  /**
   * `idrisk jobs retry` of a job that ended failed or cancelled: runs in the transaction that queues it again and
   * undoes what onFailure did. A job with an onFailure but no requeue cannot be retried by hand; `notRequeueable`
   * says why.
   */
  requeue?(payload: Static<S>, deps: JobDeps, tx: Tx): Promise<void>;
  readonly notRequeueable?: string;
  /**
   * A recurring job: every runner enqueues it once per period (the period's start, UTC, as its dedupe key), so it runs
   * once per period across all processes sharing the database. Its payload is `{}`.
   */
  readonly schedule?: { readonly everyMs: number };
}

/** Identity function that keeps the payload type of one catalogue entry. */
export function defineJob<S extends TSchema>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}

/** Thrown by a handler for a failure that no retry can fix (the job fails at once). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** The lease of a running job was lost (expired and taken by another worker, or released on shutdown). */
export class LeaseLost extends Error {
  constructor(readonly jobId: string) {
    super(`lease of ${jobId} lost`);
    this.name = 'LeaseLost';
  }
}

/** Delay before the next attempt after `attempt` failed: exponential, capped, shortened by jitter. */
export function backoffDelay(b: Backoff, attempt: number, random: () => number = Math.random): number {
  const raw = Math.min(b.maxMs, b.baseMs * b.factor ** Math.max(0, attempt - 1));
  return Math.round(raw * (1 - b.jitter * random()));
}

/** Whether a failed attempt is the last one. */
export function exhausted(policy: RetryPolicy, attempts: number, createdAt: Date, now: Date): boolean {
  if (policy.maxAttempts !== undefined && attempts >= policy.maxAttempts) return true;
  if (policy.retryForMs !== undefined) return now.getTime() - createdAt.getTime() >= policy.retryForMs;
  return policy.maxAttempts === undefined;
}
