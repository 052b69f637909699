/**
 * Bulk scoring (issue 34, docs/bulk.md): a file in, every row scored as one call of the API, results out.
 *
 * submit(): checks the options as the API call of one row would be checked (claims, entitlements, credits for one
 * row), stores the upload in chunks as it streams in, then queues the job (`bulk.run`) in the transaction that makes
 * it visible: 202 with its id.
 * run() (the job, on the jobs runner of `idrisk serve` or `idrisk worker`): parses the stored upload into bulk_rows
 * (the parse cursor `parsed` is committed with each batch of rows, so a restart goes on where it stopped), then
 * scores the pending rows through ResolveService exactly as the routes do; a live row's outcome is written by the
 * resolution's own commit (commitWrite), in the transaction that bills it. A row is thus scored and billed once or not
 * at all, whatever kills the process; the rows still `pending` are what is left. A row refused by validation, a
 * duplicate customer_id, a timed-out engine is recorded with its code and costs nothing. A short balance pauses the
 * job; it looks at the balance again every IDRISK_BULK_PAUSE_CHECK_MS and goes on by itself.
 * Its rows are src/store/bulk's (BulkRows); no SQL here.
 */
import type { Accounts } from '../accounts/accounts.js';
import type { ApiKeys } from '../accounts/keys.js';
import type { Entitlement } from '../accounts/entitlements.js';
import { newId } from '../accounts/ids.js';
import { priceOf } from '../accounts/prices.js';
import type { RateLimiter } from '../accounts/ratelimit.js';
import type { Config } from '../config/index.js';
import { ApiError, DomainError } from '../contract/errors.js';
import type { GivenTouchpoints, Logger } from '../products/types.js';
import type { Caller, Envelope, ResolveService } from '../resolve/service.js';
import { InsufficientCredits } from '../resolve/errors.js';
import type { Db, Executor, SqliteDatabase, Tx } from '../store/db.js';
import { BulkRepository, type BulkRows, type ScoredGroup } from '../store/bulk/index.js';
import type { BulkJobRow, BulkRowsTable } from '../store/schema.js';
import type { Webhooks } from '../webhooks/webhooks.js';
import type { JobQueue } from '../jobs/queue.js';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { InvalidFile, readRecords, type BulkFormat } from './input.js';
import { callBody, checkCall, dedupeKey, mapRecord, operationOf, parseMapping, RowRefused, type BulkField, type BulkOperation, type CallBody } from './rows.js';
import type { HubClaim, Product } from '../contract/common.js';
import type { Static } from '@sinclair/typebox';
import type { BulkJob, BulkResultRow as BulkResultRowSchema } from '../contract/bulk.js';

export type BulkStatus = 'queued' | 'parsing' | 'running' | 'paused' | 'completed' | 'failed' | 'cancelled';
const ENDED: ReadonlySet<string> = new Set(['completed', 'failed', 'cancelled']);

/** Bytes of one stored chunk of an upload. */
const CHUNK_BYTES = 1024 * 1024;
/** Records written per parse transaction (with the cursor and the counters). */
const PARSE_BATCH = 1000;
/** Pending rows read at once by the scoring loop. */
const ROW_PAGE = 1000;
/** Rows deleted per statement by the prune. */
const PRUNE_BATCH = 5000;
/** The largest free preview. */
export const MAX_SAMPLE = 100;

export interface SubmitOptions {
  readonly claims: readonly string[];
  readonly map?: readonly string[];
  readonly fields?: readonly string[];
  readonly format?: BulkFormat;
  readonly modelId?: string;
  readonly webhookUrl?: string;
  readonly sample?: number;
}

/** A job as GET /1.0/bulk/{id} answers it (the contract's BulkJob), its status typed by the states. */
export type BulkJobView = Omit<Static<typeof BulkJob>, 'status'> & { status: BulkStatus };

/** One row of GET /1.0/bulk/{id}/results (the contract's BulkResultRow). */
export type BulkResultRow = Static<typeof BulkResultRowSchema>;

export interface BulkDeps {
  readonly db: Db;
  readonly kind: 'sqlite' | 'postgres';
  /** SQLite: the connection under `db`, for the parse's prepared inserts (undefined on PostgreSQL). */
  readonly sqlite?: SqliteDatabase;
  readonly config: Config;
  readonly resolve: ResolveService;
  readonly accounts: Accounts;
  readonly keys: ApiKeys;
  readonly rateLimiter: RateLimiter;
  readonly webhooks: Webhooks;
  readonly queue: JobQueue;
  readonly logger: Logger;
}

/** The job cannot go on (key revoked, account disabled, file unreadable, unknown model): it fails with this code. */
class JobFails extends Error {
  constructor(readonly code: string, readonly detail: string) {
    super(detail);
  }
}
/** The job was cancelled while a row was being scored: its commit rolls back. */
class Cancelled extends Error {}
/** Another run of the job wrote this row first (only after a lost lease): this commit rolls back. */
class RowTaken extends Error {}

export class BulkNotFound extends DomainError {
  constructor() {
    super('NOT_FOUND', 'No bulk job with this id in this account.');
  }
}

export class BulkService {
  private readonly rows: BulkRows;

  constructor(private readonly deps: BulkDeps) {
    this.rows = new BulkRepository(deps.db, deps.kind, deps.sqlite);
  }

  // ---------------------------------------------------------------- submission

  /** Check the options, store the upload, queue the job. */
  async submit(caller: Caller, o: SubmitOptions, upload: AsyncIterable<Buffer>): Promise<BulkJobView> {
    const op = operationOf(o.claims);
    for (const c of o.claims) {
      if (c !== 'score' && !caller.account.products.includes(c as Entitlement)) throw new ApiError('PRODUCT_NOT_ENABLED', `This account is not enabled for ${c}`);
    }
    const mapping = parseMapping(o.map ?? []);
    if (o.sample !== undefined && (!Number.isInteger(o.sample) || o.sample < 1 || o.sample > MAX_SAMPLE)) {
      throw new ApiError('INVALID_PAYLOAD', `sample must be a whole number of rows from 1 to ${MAX_SAMPLE}`, [{ field: 'sample', message: `1..${MAX_SAMPLE}` }]);
    }
    if (o.format === undefined) throw new ApiError('INVALID_PAYLOAD', 'The file format is not known: send Content-Type text/csv or application/x-ndjson, a .csv / .jsonl file name, or format=csv|jsonl', [{ field: 'format', message: 'csv or jsonl' }]);
    if (o.webhookUrl !== undefined) {
      const why = await this.deps.webhooks.checkUrl(o.webhookUrl);
      if (why) throw new ApiError('INVALID_PAYLOAD', `webhook_url ${why}`, [{ field: 'webhook_url', message: why }]);
    }
    const live = caller.key.environment === 'live';
    const price = rowPrice(op, o.claims);
    const a = caller.account;
    // The balance is checked before start: a job whose first row could not be paid is refused, nothing stored.
    if (live && o.sample === undefined && price > 0 && !a.unlimited && a.credits < price) throw new InsufficientCredits(a.credits, price);

    const now = new Date().toISOString();
    const id = newId('blk');
    const rows = this.rows;
    await rows.insertJob({
      id, account_id: a.id, environment: caller.key.environment, key_id: caller.key.id, status: 'receiving', operation: op,
      claims: JSON.stringify(o.claims), mapping: JSON.stringify(mapping), fields: JSON.stringify(o.fields ?? []), format: o.format,
      model_id: o.modelId ?? null, webhook_url: o.webhookUrl ?? null, sample: o.sample ?? null, bytes: 0, parsed: 0, parse_done: 0,
      error_code: null, error_detail: null, created_at: now, updated_at: now, finished_at: null,
    });
    let bytes = 0;
    try {
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        await rows.insertChunk(id, seq++, Buffer.concat(pending).toString('base64'));
        pending = [];
        pendingBytes = 0;
      };
      for await (const chunk of upload) {
        const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        bytes += b.length;
        if (bytes > this.deps.config.bulk.maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE', `A bulk file may hold ${this.deps.config.bulk.maxBytes} bytes at most (IDRISK_BULK_MAX_BYTES)`);
        pending.push(b);
        pendingBytes += b.length;
        if (pendingBytes >= CHUNK_BYTES) await flush();
      }
      await flush();
      if (bytes === 0) throw new ApiError('INVALID_PAYLOAD', 'The file is empty', [{ field: '(body)', message: 'is empty' }]);
      await rows.transaction(async (tx) => {
        await rows.change(id, { status: 'queued', bytes, updated_at: new Date().toISOString() }, null, tx);
        await this.deps.queue.enqueue('bulk.run', { job_id: id }, { exec: tx });
      });
    } catch (err) {
      // Nothing of a refused or broken upload stays.
      await rows.deleteChunks(id).catch(() => undefined);
      await rows.deleteJob(id).catch(() => undefined);
      throw err;
    }
    return this.get(caller.account.id, id);
  }

  // ---------------------------------------------------------------- reads

  /** The job of this account (NOT_FOUND for another account's or an unknown id). */
  async get(accountId: string, id: string): Promise<BulkJobView> {
    const job = await this.job(accountId, id);
    return this.view(job);
  }

  private async job(accountId: string, id: string, exec?: Executor): Promise<BulkJobRow> {
    const job = await this.rows.jobOfAccount(accountId, id, exec);
    if (!job || job.status === 'receiving') throw new BulkNotFound();
    return job;
  }

  /**
   * The job's figures from its counters (docs/bulk.md "Progress"): the parse's (committed with each batch of rows) and
   * the fold's (every scored row up to folded_line), plus the rows scored since the last fold, read from the index
   * (job_id, status, line) past folded_line: a page of rows at most, whatever the size of the file. The job row is
   * read before those rows, so a fold in between is not counted twice (its rows are still past the mark read).
   */
  private async view(job: BulkJobRow, exec?: Executor): Promise<BulkJobView> {
    const t = tallies(job.folded_tallies);
    const sums = { done: Number(job.folded_done), failed: Number(job.folded_failed), credits: Number(job.folded_credits) };
    addGroups(await this.rows.scored(job.id, Number(job.folded_line), null, exec), sums, t);
    const { clusters, codes, decisions } = t;
    const parsed = Number(job.parsed);
    return {
      id: job.id,
      status: job.status as BulkStatus,
      environment: job.environment,
      operation: job.operation,
      claims: JSON.parse(job.claims) as string[],
      format: job.format,
      model_id: job.model_id,
      sample: job.sample,
      bytes: Number(job.bytes),
      rows_total: job.parse_done ? parsed : null,
      rows_parsed: parsed,
      rows_done: sums.done,
      rows_failed: sums.failed,
      rows_invalid: Number(job.rows_invalid),
      duplicates_skipped: Number(job.rows_duplicate),
      rows_pending: Number(job.rows_queued) - sums.done - sums.failed,
      credits_spent: sums.credits,
      score_clusters: sortKeys(clusters),
      reason_codes: sortKeys(codes),
      decisions: sortKeys(decisions),
      error: job.error_code ? { code: job.error_code, detail: job.error_detail ?? '' } : null,
      created_at: job.created_at,
      updated_at: job.updated_at,
      finished_at: job.finished_at,
    };
  }

  /**
   * Fold the rows scored since the last fold into the job's counters, in `tx`: up to the line before the first
   * pending row (or the last line when none is pending), since no row there changes again. Fenced on the mark read:
   * a concurrent fold (another run after a lost lease) that moved it first leaves this one without effect.
   */
  private async foldIn(tx: Executor, jobId: string): Promise<void> {
    const job = await this.rows.foldState(jobId, tx);
    if (!job || !job.parse_done) return;
    const from = Number(job.folded_line);
    // The first pending line, else the last line (ORDER BY … LIMIT 1 either way: one step down the index).
    const pending = await this.rows.firstPendingLine(jobId, tx);
    let upTo: number;
    if (pending !== undefined) upTo = pending - 1;
    else upTo = (await this.rows.lastLine(jobId, tx)) ?? 0;
    if (upTo <= from) return;
    const t = tallies(job.folded_tallies);
    const sums = { done: Number(job.folded_done), failed: Number(job.folded_failed), credits: Number(job.folded_credits) };
    addGroups(await this.rows.scored(jobId, from, upTo, tx), sums, t);
    await this.rows.folded(jobId, from, { line: upTo, done: sums.done, failed: sums.failed, credits: sums.credits, tallies: JSON.stringify(t) }, tx);
  }

  private async fold(jobId: string): Promise<void> {
    await this.rows.transaction((tx) => this.foldIn(tx, jobId));
  }

  /** A page of results in line order, after `afterLine` (0: from the start). */
  async results(accountId: string, id: string, afterLine: number, limit: number): Promise<{ job: BulkJobRow; rows: BulkResultRow[]; next: number | null }> {
    const job = await this.job(accountId, id);
    const rows = await this.page(job, afterLine, limit);
    return { job, rows, next: rows.length === limit ? rows[rows.length - 1].line : null };
  }

  /** Every result row, a page at a time (CSV and JSONL downloads stream this). */
  async *allResults(job: BulkJobRow): AsyncGenerator<BulkResultRow> {
    let after = 0;
    for (;;) {
      const rows = await this.page(job, after, ROW_PAGE);
      yield* rows;
      if (rows.length < ROW_PAGE) return;
      after = rows[rows.length - 1].line;
    }
  }

  async jobOf(accountId: string, id: string): Promise<BulkJobRow> {
    return this.job(accountId, id);
  }

  private async page(job: BulkJobRow, afterLine: number, limit: number): Promise<BulkResultRow[]> {
    const rows = await this.rows.rowsAfter(job.id, afterLine, limit);
    return rows.map((r) => ({
      line: Number(r.line),
      status: r.status,
      customer_id: r.customer_id,
      resolution_id: r.resolution_id,
      score: r.score === null ? null : Number(r.score),
      score_cluster: r.score_cluster,
      reason_codes: r.reason_codes,
      decision: r.decision,
      credits: Number(r.price),
      error_code: r.error_code,
      error_detail: r.error_detail,
      input: JSON.parse(r.input) as Record<string, string>,
      fields: r.result ? (JSON.parse(r.result) as Record<string, unknown>) : {},
    }));
  }

  /** Cancel a job that has not ended: rows not yet scored stay unscored and cost nothing. */
  async cancel(accountId: string, id: string): Promise<BulkJobView> {
    const job = await this.job(accountId, id);
    if (!ENDED.has(job.status)) {
      await this.rows.transaction(async (tx) => {
        const now = new Date().toISOString();
        if (await this.rows.change(id, { status: 'cancelled', updated_at: now, finished_at: now }, { notIn: [...ENDED] }, tx)) {
          await this.rows.deleteChunks(id, tx);
          await this.foldIn(tx, id);
          await this.completedEvent(tx, id);
        }
      });
    }
    return this.get(accountId, id);
  }

  // ---------------------------------------------------------------- retention

  /**
   * The daily prune (jobs.prune; docs/bulk.md "Retention"): ended jobs (completed, failed, cancelled) finished before
   * `endedBefore` go with their rows, and uploads never finished (`receiving`: the process died mid-upload) started
   * before `abandonedBefore` go with their chunks. Rows, then chunks, then the job, in batches: a prune stopped
   * half-way leaves the job to be found again by the next one. Running, paused and queued jobs are never touched.
   */
  async prune(endedBefore: Date | null, abandonedBefore: Date, signal?: AbortSignal): Promise<{ jobs: number; rows: number; uploads: number }> {
    const rows = this.rows;
    const out = { jobs: 0, rows: 0, uploads: 0 };
    for (;;) {
      signal?.throwIfAborted();
      const jobs = await rows.prunable(endedBefore === null ? null : endedBefore.toISOString(), abandonedBefore.toISOString(), [...ENDED]);
      if (jobs.length === 0) return out;
      for (const job of jobs) {
        for (;;) {
          signal?.throwIfAborted();
          const n = await rows.deleteRows(job.id, PRUNE_BATCH);
          out.rows += n;
          if (n < PRUNE_BATCH) break;
          await yieldToEventLoop();
        }
        await rows.deleteChunks(job.id);
        await rows.deleteJob(job.id, job.status);
        if (job.status === 'receiving') out.uploads++;
        else out.jobs++;
      }
    }
  }

  // ---------------------------------------------------------------- the job

  /**
   * One run of the job: parse what is left of the upload, then score pending rows until none is left, the slice
   * ends (a new run is queued), the credits run out (paused; a run is queued for the next balance check), the job
   * is cancelled or the signal aborts (the runner gives the job back; pending rows stay pending).
   * `finish` marks the job run succeeded together with the given writes (the runner's fenced finish).
   */
  async run(jobId: string, signal: AbortSignal, finish: (writes: (tx: Tx) => Promise<void>) => Promise<void>): Promise<void> {
    const job = await this.rows.job(jobId);
    if (!job || ENDED.has(job.status) || job.status === 'receiving') return;
    try {
      const caller = await this.caller(job);
      if (!job.parse_done) await this.parse(job, signal);
      await this.score(job, caller, signal, finish);
    } catch (err) {
      if (err instanceof JobFails) {
        await finish(async (tx) => {
          const now = new Date().toISOString();
          if (await this.rows.change(jobId, { status: 'failed', error_code: err.code, error_detail: err.detail, updated_at: now, finished_at: now }, { notIn: [...ENDED] }, tx)) {
            await this.rows.deleteChunks(jobId, tx);
            await this.foldIn(tx, jobId);
          }
        });
        return;
      }
      if (err instanceof Cancelled) return;
      throw err;
    }
  }

  /** The key and account of the submission, as they are now: a revoked key or a disabled account ends the job. */
  private async caller(job: BulkJobRow): Promise<Caller> {
    const account = await this.deps.accounts.get(job.account_id);
    if (!account) throw new JobFails('INVALID_API_KEY', 'the account of the job no longer exists');
    if (account.disabled) throw new JobFails('ACCOUNT_DISABLED', 'the account was disabled');
    const key = (await this.deps.keys.list(job.account_id)).find((k) => k.id === job.key_id);
    if (!key || key.revokedAt !== null || (key.expiresAt !== null && Date.parse(key.expiresAt) <= Date.now())) {
      throw new JobFails('INVALID_API_KEY', 'the API key that submitted the job was revoked or expired');
    }
    return { account, key };
  }

  private async *chunks(jobId: string): AsyncGenerator<Buffer> {
    let seq = -1;
    for (;;) {
      const row = await this.rows.chunkAfter(jobId, seq);
      if (!row) return;
      seq = Number(row.seq);
      yield Buffer.from(row.data, 'base64');
    }
  }

  /** Parse the upload into rows from the parse cursor on; each batch and the cursor commit together. */
  private async parse(job: BulkJobRow, signal: AbortSignal): Promise<void> {
    const store = this.rows;
    await store.change(job.id, { status: 'parsing', updated_at: new Date().toISOString() }, { is: 'queued' });
    const claims = JSON.parse(job.claims) as string[];
    const mapping = JSON.parse(job.mapping) as Record<string, BulkField>;
    const op = job.operation as BulkOperation;
    const skip = Number(job.parsed);
    const limit = job.sample ?? this.deps.config.bulk.maxRows;
    let seen = 0;
    let batch: BulkRowsTable[] = [];
    const write = async (done: boolean) => {
      const rows = batch;
      batch = [];
      // A repeat inside the batch is a duplicate of its first row; a repeat of an earlier batch's row is found by the
      // insert itself (the unique index on (job_id, dedupe)).
      const first = new Set<string>();
      for (const r of rows) {
        if (r.dedupe === null) continue;
        if (first.has(r.dedupe)) duplicate(r);
        else first.add(r.dedupe);
      }
      await store.transaction(async (tx) => {
        await store.insertRows(tx, job.id, rows, duplicate);
        const n = { pending: 0, invalid: 0, duplicate: 0 } as Record<string, number>;
        for (const r of rows) n[r.status]++;
        const now = new Date().toISOString();
        if (!(await store.parsed(tx, job.id, seen, { pending: n.pending, invalid: n.invalid, duplicate: n.duplicate }, done, now))) throw new Cancelled();
        if (done) await store.deleteChunks(job.id, tx);
      });
    };
    try {
      for await (const rec of readRecords(this.chunks(job.id), job.format as BulkFormat)) {
        if (seen >= limit) {
          if (job.sample !== null) break;
          throw new JobFails('INVALID_FILE', `the file holds more than ${limit} rows (IDRISK_BULK_MAX_ROWS)`);
        }
        seen++;
        if (seen <= skip) continue;
        batch.push(this.row(job, op, claims, mapping, rec.line, rec.values, rec.error));
        if (batch.length >= PARSE_BATCH) {
          if (signal.aborted) throw signal.reason;
          await write(false);
          // SQLite answers synchronously: without a turn of the event loop, a long parse is one unbroken chain of
          // microtasks and the process answers no request (not even /healthz) until it ends.
          await yieldToEventLoop();
        }
      }
    } catch (err) {
      if (err instanceof InvalidFile) throw new JobFails('INVALID_FILE', err.message);
      throw err;
    }
    await write(true);
    job.parse_done = 1;
    job.parsed = seen;
    job.status = 'running';
  }

  /** A parsed record as a row: invalid (its code), or pending with its dedupe key. */
  private row(job: BulkJobRow, op: BulkOperation, claims: readonly string[], mapping: Record<string, BulkField>, line: number, values: Record<string, string> | null, error?: { code: string; detail: string }): BulkRowsTable {
    const base: BulkRowsTable = {
      job_id: job.id, line, status: 'pending', input: JSON.stringify(values ?? {}), dedupe: null, customer_id: null, resolution_id: null, price: 0,
      score: null, score_cluster: null, reason_codes: null, decision: null, result: null, error_code: null, error_detail: null,
    };
    if (!values) return { ...base, status: 'invalid', error_code: error?.code ?? 'MALFORMED_ROW', error_detail: error?.detail ?? 'unreadable' };
    const mapped = mapRecord(values, mapping);
    const customerId = mapped.customer_id ?? derivedCustomerId(job.id, line);
    const body = callBody(op, claims, mapped, customerId, job.model_id);
    try {
      checkCall(op, body);
    } catch (err) {
      if (err instanceof RowRefused) return { ...base, customer_id: customerId, status: 'invalid', error_code: err.code, error_detail: err.detail };
      throw err;
    }
    return { ...base, customer_id: customerId, dedupe: dedupeKey(mapped) };
  }

  /** Score the pending rows, `concurrency` at once, under the job's share of the account's rate. */
  private async score(job: BulkJobRow, caller: Caller, signal: AbortSignal, finish: (writes: (tx: Tx) => Promise<void>) => Promise<void>): Promise<void> {
    const store = this.rows;
    const claims = JSON.parse(job.claims) as string[];
    const mapping = JSON.parse(job.mapping) as Record<string, BulkField>;
    const fields = JSON.parse(job.fields) as string[];
    const op = job.operation as BulkOperation;
    const live = caller.key.environment === 'live';
    const free = job.sample !== null;
    const price = live && !free ? rowPrice(op, claims) : 0;
    const { concurrency, sliceMs, pauseCheckMs } = this.deps.config.bulk;

    if (job.status === 'paused' || price > 0) {
      // The balance is checked before (re)starting: still short, the job stays paused until the next check.
      const fresh = await this.deps.accounts.require(caller.account.id);
      if (price > 0 && !fresh.unlimited && fresh.credits < price) {
        await this.pause(job.id, fresh.credits, price, finish, pauseCheckMs);
        return;
      }
      caller = { ...caller, account: fresh };
    }
    if (!(await store.change(job.id, { status: 'running', error_code: null, error_detail: null, updated_at: new Date().toISOString() }, { in: ['running', 'paused'] }))) return;

    const started = Date.now();
    const gate = this.rateGate(caller);
    let short = null as InsufficientCredits | null;
    let stop = false;
    let fatal: unknown = null;
    let after = 0;
    for (;;) {
      const rows = await store.pendingRows(job.id, after, ROW_PAGE);
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1].line);
      let next = 0;
      const worker = async () => {
        while (!stop && next < rows.length) {
          const r = rows[next++];
          if (signal.aborted) {
            stop = true;
            return;
          }
          await gate();
          try {
            const values = JSON.parse(r.input) as Record<string, string>;
            const body = callBody(op, claims, mapRecord(values, mapping), r.customer_id ?? derivedCustomerId(job.id, Number(r.line)), job.model_id);
            await this.scoreRow(job.id, Number(r.line), op, body, caller, live, free, price, fields);
          } catch (err) {
            if (err instanceof InsufficientCredits) short ??= err;
            else if (!(err instanceof RowTaken)) fatal ??= err;
            stop = true;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
      // The page's outcomes into the job's counters (progress reads stay O(1)); a fault here is the run's fault.
      if (!(fatal instanceof Cancelled)) await this.fold(job.id);
      // A turn of the event loop between pages (see parse): live calls and /healthz are answered meanwhile.
      await yieldToEventLoop();
      if (fatal instanceof Cancelled) return;
      if (fatal) throw fatal;
      if (signal.aborted) throw signal.reason;
      if (short) {
        await this.pause(job.id, short.balance, price, finish, pauseCheckMs);
        return;
      }
      if (Date.now() - started >= sliceMs) {
        // Hand over: the next run (maybe on another worker) goes on from the pending rows.
        await finish(async (tx) => {
          await this.deps.queue.enqueue('bulk.run', { job_id: job.id }, { exec: tx });
        });
        return;
      }
    }
    await finish(async (tx) => {
      const now = new Date().toISOString();
      if (await store.change(job.id, { status: 'completed', updated_at: now, finished_at: now }, { is: 'running' }, tx)) {
        await this.foldIn(tx, job.id);
        await this.completedEvent(tx, job.id);
      }
    });
  }

  private async pause(jobId: string, balance: number, price: number, finish: (writes: (tx: Tx) => Promise<void>) => Promise<void>, checkMs: number): Promise<void> {
    await finish(async (tx) => {
      const paused = await this.rows.change(
        jobId,
        { status: 'paused', error_code: 'INSUFFICIENT_CREDITS', error_detail: `a row costs ${price} credits; the balance is ${balance}. The job goes on by itself once credits are added.`, updated_at: new Date().toISOString() },
        { in: ['running', 'paused'] },
        tx,
      );
      if (paused) await this.deps.queue.enqueue('bulk.run', { job_id: jobId }, { exec: tx, runAt: new Date(Date.now() + checkMs) });
    });
  }

  /**
   * One row as one call of the API. Live: the row's outcome is written in the resolution's commit (fenced: the row
   * must still be pending and the job not cancelled, else the whole commit, billing included, rolls back). Sandbox:
   * nothing is billed or committed by the call, the outcome is written after it.
   */
  private async scoreRow(jobId: string, line: number, op: BulkOperation, body: CallBody, caller: Caller, live: boolean, free: boolean, price: number, fields: readonly string[]): Promise<void> {
    const record = async (tx: Executor | undefined, answer: Envelope) => {
      const s = outcomeOf(op, answer);
      const written = await this.rows.finishRow(
        jobId,
        line,
        {
          status: 'done', customer_id: body.customer_id, resolution_id: answer.resolution_id, price: live ? price : 0,
          score: s.score, score_cluster: s.cluster, reason_codes: s.codes, decision: s.decision,
          result: fields.length > 0 ? JSON.stringify(pick(answer, fields)) : null,
        },
        // Only while the job is still running, in the same statement (one round trip in the call's transaction).
        true,
        tx,
      );
      if (!written) throw (await this.rows.status(jobId, tx)) !== 'running' ? new Cancelled() : new RowTaken();
    };
    const commitWrite = live ? (tx: Tx, answer: Envelope) => record(tx, answer) : undefined;
    let answer: Envelope;
    try {
      answer = await this.call(op, body, caller, commitWrite, free);
    } catch (err) {
      if (err instanceof InsufficientCredits || err instanceof Cancelled || err instanceof RowTaken) throw err;
      if (err instanceof DomainError || err instanceof ApiError) {
        // A model or product the whole job cannot use ends the job; anything else is this row's own outcome.
        if (err.code === 'UNKNOWN_MODEL' || err.code === 'PRODUCT_NOT_AVAILABLE') throw new JobFails(err.code, (err as DomainError).detail ?? err.message);
        const detail = (err as DomainError).detail ?? err.message;
        await this.rows.finishRow(jobId, line, { status: 'failed', customer_id: body.customer_id, error_code: err.code, error_detail: detail }, false);
        return;
      }
      throw err;
    }
    if (!live) await record(undefined, answer);
  }

  /** The call of the route of the operation (ResolveService is the layer the routes use). */
  private call(op: BulkOperation, body: CallBody, caller: Caller, commitWrite: ((tx: Tx, answer: Envelope) => Promise<void>) | undefined, free: boolean): Promise<Envelope> {
    const now = new Date();
    const model = body.model_id as string | undefined;
    if (op === 'hub') {
      const given: Record<string, string> = {};
      for (const k of ['phone_number', 'email', 'ip', 'first_name', 'last_name'] as const) if (typeof body[k] === 'string') given[k] = body[k] as string;
      return this.deps.resolve.hub({ customerId: body.customer_id, claims: body.claims as HubClaim[], given: given as GivenTouchpoints, modelId: model, commitWrite, free }, caller, now);
    }
    const input =
      op === 'domain' ? { domain: (body.domain as { value: string }).value }
      : op === 'name' ? { first_name: body.first_name, last_name: body.last_name }
      : op === 'phone' ? { phone_number: body.phone_number }
      : op === 'device' ? { user_agent: body.user_agent }
      : op === 'ip' ? { ip: body.ip }
      : { email: body.email };
    return this.deps.resolve.product({ product: op as Product, customerId: body.customer_id, claims: body.claims, input: input as never, modelId: model, commitWrite, free }, caller, now);
  }

  /**
   * The job's share of the account's rate (IDRISK_BULK_RATE_PERCENT): each row takes a token from the key's own
   * bucket, the one its live calls take from, so bulk and live calls together stay within the account's limit, and
   * from the job's bucket at the share, so live calls always keep the rest.
   */
  private rateGate(caller: Caller): () => Promise<void> {
    const rate = caller.account.rateLimit;
    const share = Math.max(1, (rate * this.deps.config.bulk.ratePercent) / 100);
    const limiter = this.deps.rateLimiter;
    const pause = Math.max(2, Math.min(1000, Math.ceil(1000 / share)));
    return async () => {
      for (;;) {
        const mine = await limiter.consume(`bulk:${caller.key.id}`, share);
        if (mine.allowed) {
          const shared = await limiter.consume(caller.key.id, rate);
          if (shared.allowed) return;
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    };
  }

  /** The `bulk.completed` event (and its delivery job) when the account or the job has a webhook URL. */
  private async completedEvent(tx: Tx, jobId: string): Promise<void> {
    // The job as this transaction left it (its status and counters).
    const job = await this.rows.requireJob(jobId, tx);
    const data = await this.view(job, tx);
    const eventId = await this.deps.webhooks.record(tx, job.account_id, 'bulk.completed', data, new Date(), job.webhook_url);
    if (eventId) await this.deps.queue.enqueue('webhook.deliver', { event_id: eventId }, { exec: tx });
  }
}

/** A row the same touch points as an earlier row of the file: recorded, not scored. */
function duplicate(r: BulkRowsTable): void {
  r.status = 'duplicate';
  r.error_code = 'DUPLICATE_ROW';
  r.error_detail = 'the same touch points as an earlier row of the file';
  r.dedupe = null;
}

/** The credits of one row of a job: the price of the same call. */
export function rowPrice(op: BulkOperation, claims: readonly string[]): number {
  return op === 'hub' ? priceOf('hub', claims) : priceOf(op);
}

/** A row without a customer_id column gets one derived from the job and its line (unique, so never billed twice). */
export function derivedCustomerId(jobId: string, line: number): string {
  return `${jobId}-${line}`;
}

/** Score, cluster, reason codes and decision of an answer (the hub's score block, or the product's payload). */
function outcomeOf(op: BulkOperation, answer: Envelope): { score: number | null; cluster: string | null; codes: string | null; decision: string | null } {
  const block = (op === 'hub' ? answer.score : answer[op]) as { score?: unknown; score_cluster?: unknown; reason_codes?: unknown } | undefined | null;
  const decision = (answer.decision as { outcome?: string } | undefined)?.outcome ?? null;
  return {
    score: typeof block?.score === 'number' ? block.score : null,
    cluster: typeof block?.score_cluster === 'string' ? block.score_cluster : null,
    codes: typeof block?.reason_codes === 'string' ? block.reason_codes : null,
    decision,
  };
}

/** The chosen answer fields by dotted path (`email.disposable`); an absent path is null. */
function pick(answer: Envelope, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    let v: unknown = answer;
    for (const part of f.split('.')) v = v !== null && typeof v === 'object' && Object.hasOwn(v, part) ? (v as Record<string, unknown>)[part] : null;
    out[f] = v === undefined ? null : v;
  }
  return out;
}

function sortKeys(o: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}


interface Tallies {
  clusters: Record<string, number>;
  codes: Record<string, number>;
  decisions: Record<string, number>;
}

function tallies(json: string): Tallies {
  const t = JSON.parse(json || '{}') as Partial<Tallies>;
  return { clusters: t.clusters ?? {}, codes: t.codes ?? {}, decisions: t.decisions ?? {} };
}

/** Add grouped scored rows to the sums and tallies (clusters, codes and decisions count done rows only). */
function addGroups(groups: readonly ScoredGroup[], sums: { done: number; failed: number; credits: number }, t: Tallies): void {
  for (const g of groups) {
    const n = Number(g.n);
    sums.credits += Number(g.credits ?? 0);
    if (g.status === 'failed') sums.failed += n;
    if (g.status !== 'done') continue;
    sums.done += n;
    if (g.score_cluster) t.clusters[g.score_cluster] = (t.clusters[g.score_cluster] ?? 0) + n;
    if (g.decision) t.decisions[g.decision] = (t.decisions[g.decision] ?? 0) + n;
    for (const c of (g.reason_codes ?? '').split(',')) if (c) t.codes[c] = (t.codes[c] ?? 0) + n;
  }
}
