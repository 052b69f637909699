/**
 * The import of a dataset uploaded through the admin API (POST /admin/1.0/datasets/{dataset}/imports): whichever
 * runner claims it reads the stored upload from the database and imports it with the one import code
 * (src/admin/datasets.ts, src/reference/datasets/import.ts). Imports are idempotent, so a retry after a crash redoes
 * the batches without changing what was written; a file that cannot be imported fails at once.
 */
import { Type } from '@sinclair/typebox';
import { ImportError } from '../reference/datasets/import.js';
import { runUploadedImport, uploadFailed } from '../admin/datasets.js';
import { defineJob, PermanentJobError } from './define.js';

export const datasetImportJob = defineJob({
  name: 'dataset.import',
  payload: Type.Object({ import_id: Type.String() }, { additionalProperties: false }),
  retry: { maxAttempts: 3, backoff: { baseMs: 30_000, factor: 4, maxMs: 30 * 60_000, jitter: 0.2 } },
  // Tens of millions of rows at the import's rate (docs/datasets.md) take minutes: an hour bounds a stuck one.
  timeoutMs: 60 * 60_000,
  async handler(p, ctx) {
    try {
      const summary = await runUploadedImport(ctx.deps.db, p.import_id, { writes: ctx.deps.datasetWrites });
      if (summary) ctx.deps.logger.info({ import_id: p.import_id, dataset: summary.dataset, rows: summary.rows, changed: summary.changed, bad: summary.bad, refused: summary.refused }, 'dataset import');
    } catch (err) {
      if (err instanceof ImportError) throw new PermanentJobError(err.message);
      throw err;
    }
  },
  async onFailure(p, { error }, tx) {
    await uploadFailed(tx, p.import_id, error);
  },
});
