/**
 * The hourly sweep of what uploads leave behind when their process dies (src/admin/datasets.ts sweepUploads): uploads
 * cut off mid-way (still `uploading` long after any upload could last: IDRISK_BODY_TIMEOUT_SECONDS plus 15 minutes),
 * stored chunks of imports that ended, and the temporary directories of imports no longer running on the host of the
 * runner that claims the job.
 */
import { defineJob } from './define.js';
import { ScheduledPayload } from './prune.js';
import { sweepUploads } from '../admin/datasets.js';

export const datasetSweepJob = defineJob({
  name: 'datasets.sweep',
  payload: ScheduledPayload,
  schedule: { everyMs: 60 * 60_000 },
  retry: { maxAttempts: 3, backoff: { baseMs: 60_000, factor: 3, maxMs: 15 * 60_000, jitter: 0.3 } },
  timeoutMs: 10 * 60_000,
  async handler(_p, ctx) {
    const { db, config, logger } = ctx.deps;
    const r = await sweepUploads(db, { olderThanMs: config.hardening.bodyTimeoutSeconds * 1000 + 15 * 60_000 });
    if (r.interrupted + r.chunks + r.dirs > 0) logger.info({ ...r }, 'dataset uploads swept');
  },
});
