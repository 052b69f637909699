/**
 * What bulk scoring (src/bulk) asks of storage: jobs, the chunks of their upload, their rows. Rows in, rows out; the
 * service decides statuses, counters, what a duplicate row says and when a job ends. No SQL outside this folder; the
 * parse's row insert is the one statement whose SQL differs by dialect (./repository.ts). Methods with `exec` run in
 * the caller's open transaction when given one, else on the database.
 */
import type { Insertable } from 'kysely';
import type { Executor, Tx } from '../db.js';
import type { BulkJobRow, BulkJobsTable, BulkRowsTable } from '../schema.js';

/** A new job (its counters and fold mark take their defaults). */
export type NewBulkJob = Insertable<BulkJobsTable>;

/** Columns of a job a status change sets. */
export type BulkJobChanges = Partial<Pick<BulkJobsTable, 'status' | 'bytes' | 'error_code' | 'error_detail' | 'updated_at' | 'finished_at'>>;

/** The job's status a conditional change requires: one status, one of several, or none of several. */
export type BulkStatusGuard = { readonly is: string } | { readonly in: readonly string[] } | { readonly notIn: readonly string[] } | null;

/** What one parse batch adds to the job's counters. */
export interface ParsedCounts {
  readonly pending: number;
  readonly invalid: number;
  readonly duplicate: number;
}

/** The fold's mark and counters of a job (docs/bulk.md "Progress"). */
export type FoldState = Pick<BulkJobRow, 'parse_done' | 'folded_line' | 'folded_done' | 'folded_failed' | 'folded_credits' | 'folded_tallies'>;

/** The scored rows (done, failed) of a job grouped by what the figures count. */
export interface ScoredGroup {
  readonly status: string;
  readonly score_cluster: string | null;
  readonly reason_codes: string | null;
  readonly decision: string | null;
  readonly n: number | string;
  readonly credits: number | string | null;
}

/** The outcome a scored row is written with (done), or its failure (failed). */
export type RowOutcome = Partial<Pick<BulkRowsTable, 'status' | 'customer_id' | 'resolution_id' | 'price' | 'score' | 'score_cluster' | 'reason_codes' | 'decision' | 'result' | 'error_code' | 'error_detail'>>;

export interface BulkRows {
  /** Run `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;

  // jobs
  insertJob(row: NewBulkJob, exec?: Executor): Promise<void>;
  /** The job by id (any account). */
  job(id: string, exec?: Executor): Promise<BulkJobRow | undefined>;
  /** The job by id, which must exist (a NoResultError otherwise). */
  requireJob(id: string, exec?: Executor): Promise<BulkJobRow>;
  /** The job of this account. */
  jobOfAccount(accountId: string, id: string, exec?: Executor): Promise<BulkJobRow | undefined>;
  /** The job's status alone. */
  status(id: string, exec?: Executor): Promise<string | undefined>;
  /** Apply `changes` while the job's status passes `guard`; whether it did (one row changed). */
  change(id: string, changes: BulkJobChanges, guard: BulkStatusGuard, exec?: Executor): Promise<boolean>;
  /**
   * A parse batch's cursor and counters (with `done`: the parse's end, the job running), while the job is parsing;
   * whether it was.
   */
  parsed(tx: Tx, id: string, parsed: number, n: ParsedCounts, done: boolean, at: string): Promise<boolean>;
  foldState(id: string, exec?: Executor): Promise<FoldState | undefined>;
  /** The new fold mark and counters, fenced on the mark read (`from`): a concurrent fold that moved it first wins. */
  folded(id: string, from: number, f: { line: number; done: number; failed: number; credits: number; tallies: string }, exec?: Executor): Promise<void>;
  /**
   * Up to 50 jobs to prune: uploads never finished (`receiving`) created before `abandonedBefore`, and (with
   * `endedBefore`) jobs in an `ended` status finished before it; by id.
   */
  prunable(endedBefore: string | null, abandonedBefore: string, ended: readonly string[]): Promise<{ id: string; status: string }[]>;
  /** The job, while it is still in `status` (the prune's last step); without `status`, whatever its status. */
  deleteJob(id: string, status?: string): Promise<void>;

  // the upload
  insertChunk(jobId: string, seq: number, data: string): Promise<void>;
  /** The first chunk after `seq`. */
  chunkAfter(jobId: string, seq: number): Promise<{ seq: number; data: string } | undefined>;
  deleteChunks(jobId: string, exec?: Executor): Promise<void>;

  // rows
  /**
   * Insert a batch of parsed rows in `tx`; a pending row whose dedupe key an earlier row of the job holds already (the
   * unique index on (job_id, dedupe)) is passed to `duplicate`, which makes it a duplicate row, and written so.
   */
  insertRows(tx: Tx, jobId: string, rows: BulkRowsTable[], duplicate: (r: BulkRowsTable) => void): Promise<void>;
  /** Pending rows after `after`, in line order. */
  pendingRows(jobId: string, after: number, limit: number): Promise<Pick<BulkRowsTable, 'line' | 'input' | 'customer_id'>[]>;
  /** Rows after `afterLine`, in line order. */
  rowsAfter(jobId: string, afterLine: number, limit: number): Promise<BulkRowsTable[]>;
  /** The first pending line, or undefined. */
  firstPendingLine(jobId: string, exec?: Executor): Promise<number | undefined>;
  /** The last line of the job, or undefined. */
  lastLine(jobId: string, exec?: Executor): Promise<number | undefined>;
  /** The scored rows past `after` (up to `upTo`), grouped. */
  scored(jobId: string, after: number, upTo: number | null, exec?: Executor): Promise<ScoredGroup[]>;
  /**
   * Write a scored row's outcome while it is still pending and, with `whileRunning`, while its job is running (in the
   * same statement); whether it was written.
   */
  finishRow(jobId: string, line: number, outcome: RowOutcome, whileRunning: boolean, exec?: Executor): Promise<boolean>;
  /** Up to `batch` rows of the job (the first lines); how many were deleted. */
  deleteRows(jobId: string, batch: number): Promise<number>;
}
