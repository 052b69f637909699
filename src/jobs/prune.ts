/**
 * The daily pruning of the job history: finished jobs (succeeded, failed, cancelled) and their attempts, and finished
 * webhook events (delivered or failed) with their delivery attempts, once older than IDRISK_JOBS_KEEP_DAYS (30 by
 * default; docs/jobs.md). Queued and running jobs and pending webhook events are never deleted. Deletes go in
 * batches so that one run never holds SQLite's write lock for long.
 */
import { Type } from '@sinclair/typebox';
import type { Config } from '../config/index.js';
import type { Webhooks } from '../webhooks/webhooks.js';
import { defineJob } from './define.js';
import type { JobQueue } from './queue.js';

const DAY = 86_400_000;
const BATCH = 2000;

export interface PruneCounts {
  jobs: number;
  job_attempts: number;
  webhook_events: number;
  webhook_attempts: number;
}

/** Call `deleteBatch` until it deletes nothing (or the signal aborts); the number deleted. */
async function inBatches(deleteBatch: (limit: number) => Promise<number>, signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const n = await deleteBatch(BATCH);
    if (n === 0) return total;
    total += n;
  }
}

/** Delete the history finished before `before`; the SQL is the owning repositories' (JobQueue, Webhooks). */
export async function pruneJobHistory(repos: { readonly queue: JobQueue; readonly webhooks: Webhooks }, before: Date, signal?: AbortSignal): Promise<PruneCounts> {
  const cutoff = before.toISOString();
  const { queue, webhooks } = repos;
  const job_attempts = await inBatches((limit) => queue.deleteAttemptsBefore(cutoff, limit), signal);
  const jobs = await inBatches((limit) => queue.deleteFinishedBefore(cutoff, limit), signal);
  // A finished event goes with all its attempts, once its last attempt is older than the cutoff too.
  const webhook_attempts = await inBatches((limit) => webhooks.deleteOldAttempts(cutoff, limit), signal);
  const webhook_events = await inBatches((limit) => webhooks.deleteOldEvents(cutoff, limit), signal);
  return { jobs, job_attempts, webhook_events, webhook_attempts };
}

/**
 * What the daily prune deletes of bulk scoring (docs/bulk.md "Retention"): ended jobs finished more than
 * IDRISK_BULK_KEEP_DAYS ago, or IDRISK_RETENTION_DAYS when that is shorter (a job's rows hold the records of the file
 * as sent: they never outlive the resolutions scored from them); 0 days keeps ended jobs. Uploads never finished are
 * deleted an hour after IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS, when no request can still be sending them.
 */
export function bulkCutoffs(config: Config, retentionDays: number, now: Date): { endedBefore: Date | null; abandonedBefore: Date } {
  const days = [config.bulk.keepDays, retentionDays].filter((d) => d > 0);
  const keep = days.length === 0 || config.bulk.keepDays === 0 ? null : Math.min(...days);
  return {
    endedBefore: keep === null ? null : new Date(now.getTime() - keep * DAY),
    abandonedBefore: new Date(now.getTime() - config.bulk.uploadTimeoutSeconds * 1000 - 3_600_000),
  };
}

export const ScheduledPayload = Type.Object({ scheduled_for: Type.String() }, { additionalProperties: false });

export const pruneJob = defineJob({
  name: 'jobs.prune',
  payload: ScheduledPayload,
  schedule: { everyMs: DAY },
  retry: { maxAttempts: 3, backoff: { baseMs: 60_000, factor: 5, maxMs: 30 * 60_000, jitter: 0.3 } },
  timeoutMs: 30 * 60_000,
  async handler(_p, ctx) {
    const { queue, webhooks, config, logger } = ctx.deps;
    const before = new Date(Date.now() - config.jobs.keepDays * DAY);
    const counts = await pruneJobHistory({ queue, webhooks }, before, ctx.signal);
    logger.info({ ...counts, before: before.toISOString() }, 'job history pruned');
    if (ctx.deps.bulk) {
      const b = bulkCutoffs(config, ctx.deps.privacy.retentionDays, new Date());
      const pruned = await ctx.deps.bulk.prune(b.endedBefore, b.abandonedBefore, ctx.signal);
      logger.info({ bulk: pruned, ended_before: b.endedBefore?.toISOString() ?? null }, 'bulk jobs pruned');
    }
  },
});
