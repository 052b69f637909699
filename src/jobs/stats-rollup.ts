/**
 * The hourly rollup of stored resolutions that the overview reads (src/store/stats.ts, docs/admin.md "Overview"):
 * every 10 minutes, whichever runner claims the period's job rolls up the hours that ended since the last run (at
 * most a week of hours per run; a first run on a database with a long history goes on in the next periods).
 */
import { defineJob } from './define.js';
import { ScheduledPayload } from './prune.js';
import { rollupResolutions } from '../store/stats.js';

export const STATS_ROLLUP_EVERY_MS = 10 * 60_000;

export const statsRollupJob = defineJob({
  name: 'stats.rollup',
  payload: ScheduledPayload,
  schedule: { everyMs: STATS_ROLLUP_EVERY_MS },
  retry: { maxAttempts: 3, backoff: { baseMs: 60_000, factor: 2, maxMs: 5 * 60_000, jitter: 0.3 } },
  timeoutMs: 30 * 60_000,
  async handler(_p, ctx) {
    const r = await rollupResolutions(ctx.deps.db, { maxHours: 7 * 24, signal: ctx.signal });
    if (r.hours > 0) ctx.deps.logger.info({ hours: r.hours, resolutions: r.resolutions, until: r.until }, 'overview rollup');
  },
});
