/**
 * The catalogue entry that runs a bulk job (src/bulk/service.ts): one run parses what is left of the upload and
 * scores pending rows for up to IDRISK_BULK_SLICE_MS, then queues the next run; a paused job queues its next
 * balance check. A run killed with its process is taken over once its lease expires and goes on from the pending rows
 * (each row's outcome commits with its billing, so none is scored twice).
 */
import { Type } from '@sinclair/typebox';
import { defineJob } from './define.js';
import { failBulkJob } from '../store/jobs/index.js';

export const bulkRunJob = defineJob({
  name: 'bulk.run',
  payload: Type.Object({ job_id: Type.String() }, { additionalProperties: false }),
  // A run that fails (the database away) is tried again soon; the rows it scored are kept.
  retry: { maxAttempts: 20, backoff: { baseMs: 2_000, factor: 2, maxMs: 120_000, jitter: 0.2 } },
  // A run hands over after IDRISK_BULK_SLICE_MS (5 min by default); this bounds one that does not.
  timeoutMs: 3_600_000,
  async handler(p, ctx) {
    const bulk = ctx.deps.bulk;
    if (!bulk) throw new Error('bulk scoring is not wired into this process');
    await bulk.run(p.job_id, ctx.signal, (writes) => ctx.finish(writes));
  },
  // A run that failed for good (its retries spent, or `idrisk jobs cancel`): the bulk job fails with the reason; the
  // rows scored so far stay scored and billed, the pending ones are not.
  async onFailure(p, { error }, tx) {
    await failBulkJob(tx, p.job_id, error.slice(0, 500), new Date().toISOString());
  },
  notRequeueable: 'a bulk job whose run failed for good is submitted again (its scored rows are kept in the failed job)',
});
