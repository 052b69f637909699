/**
 * The daily pruning of the job history: finished jobs (succeeded, failed, cancelled) and their attempts, and finished
 * webhook events (delivered or failed) with their delivery attempts, once older than IDRISK_JOBS_KEEP_DAYS (30 by
 * default; docs/jobs.md). Queued and running jobs and pending webhook events are never deleted. Deletes go in
 * batches so that one run never holds SQLite's write lock for long.
 */
import { Type } from '@sinclair/typebox';
import type { Db } from '../store/db.js';
import { defineJob } from './define.js';

const DAY = 86_400_000;
const BATCH = 2000;

export interface PruneCounts {
  jobs: number;
  job_attempts: number;
  webhook_events: number;
  webhook_attempts: number;
}

/** Delete in batches of ids chosen by `ids` until none is left (or the signal aborts); the number deleted. */
async function inBatches(db: Db, table: 'jobs' | 'job_attempts' | 'webhook_events' | 'webhook_attempts', ids: () => Promise<string[]>, signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await ids();
    if (batch.length === 0) return total;
    const r = await db.deleteFrom(table).where('id', 'in', batch).executeTakeFirst();
    total += Number(r.numDeletedRows);
  }
}

/** Delete the history finished before `before`. */
export async function pruneJobHistory(db: Db, before: Date, signal?: AbortSignal): Promise<PruneCounts> {
  const cutoff = before.toISOString();
  const job_attempts = await inBatches(db, 'job_attempts', async () =>
    (await db.selectFrom('job_attempts').select('id').where('finished_at', '<', cutoff).limit(BATCH).execute()).map((r) => r.id), signal);
  const jobs = await inBatches(db, 'jobs', async () =>
    (await db.selectFrom('jobs').select('id').where('status', 'in', ['succeeded', 'failed', 'cancelled']).where('finished_at', '<', cutoff).limit(BATCH).execute()).map((r) => r.id), signal);
  // A finished event goes with all its attempts, once its last attempt is older than the cutoff too.
  const oldEvents = () =>
    db
      .selectFrom('webhook_events as e')
      .select('e.id')
      .where('e.status', '<>', 'pending')
      .where('e.created_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('webhook_attempts as a').select('a.id').whereRef('a.event_id', '=', 'e.id').where('a.created_at', '>=', cutoff))));
  const webhook_attempts = await inBatches(db, 'webhook_attempts', async () =>
    (await db.selectFrom('webhook_attempts').select('id').where('event_id', 'in', oldEvents()).limit(BATCH).execute()).map((r) => r.id), signal);
  const webhook_events = await inBatches(db, 'webhook_events', async () => (await oldEvents().limit(BATCH).execute()).map((r) => r.id), signal);
  return { jobs, job_attempts, webhook_events, webhook_attempts };
}

export const ScheduledPayload = Type.Object({ scheduled_for: Type.String() }, { additionalProperties: false });

export const pruneJob = defineJob({
  name: 'jobs.prune',
  payload: ScheduledPayload,
  schedule: { everyMs: DAY },
  retry: { maxAttempts: 3, backoff: { baseMs: 60_000, factor: 5, maxMs: 30 * 60_000, jitter: 0.3 } },
  timeoutMs: 30 * 60_000,
  async handler(_p, ctx) {
    const { db, config, logger } = ctx.deps;
    const before = new Date(Date.now() - config.jobs.keepDays * DAY);
    const counts = await pruneJobHistory(db, before, ctx.signal);
    logger.info({ ...counts, before: before.toISOString() }, 'job history pruned');
  },
});
