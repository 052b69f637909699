/**
 * The job queue's storage on both databases, for what no other test reaches: the `bulk.run` entry's failure write
 * (failBulkJob), and the fence and release of a claimed job as the repository states them.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS } from '../../../test/helpers/app.js';
import { accountRow, testStore, type TestStore } from '../../../test/helpers/store.js';
import type { JobsTable } from '../schema.js';
import { JobsRepository, failBulkJob } from './repository.js';

const AT = '2026-11-27T00:00:00.000Z';

function bulkJob(id: string, status: string) {
  return {
    id, account_id: 'acct_x', environment: 'live', key_id: 'key_x', status, operation: 'phone', claims: '["phone"]', mapping: '{}', fields: '[]',
    format: 'csv', model_id: null, webhook_url: null, sample: null, bytes: 10, parsed: 0, parse_done: 0, error_code: null, error_detail: null,
    created_at: AT, updated_at: AT, finished_at: null,
  };
}

function job(id: string, runAt: string): JobsTable {
  return {
    id, name: 'test.job', payload: '{}', status: 'queued', attempts: 0, run_at: runAt, lease_owner: null, lease_expires_at: null, last_error: null,
    dedupe_key: null, created_at: AT, updated_at: AT, finished_at: null,
  };
}

for (const kind of DB_KINDS) {
  describe(`store/jobs on ${kind}`, () => {
    let t: TestStore;
    before(async () => {
      t = await testStore(kind, 'idrisk-store-jobs-');
    });
    after(async () => {
      await t.close();
    });

    test('failBulkJob fails a running bulk job with the reason and leaves an ended one as it is', async () => {
      const db = t.store.db;
      await db
        .insertInto('accounts')
        .values(accountRow('acct_x', AT))
        .execute();
      await db.insertInto('bulk_jobs').values([bulkJob('blk_running', 'running'), bulkJob('blk_done', 'completed')]).execute();
      const later = '2026-11-27T01:00:00.000Z';
      await db.transaction().execute(async (tx) => {
        await failBulkJob(tx, 'blk_running', 'the database went away', later);
        await failBulkJob(tx, 'blk_done', 'the database went away', later);
      });
      const rows = await db.selectFrom('bulk_jobs').select(['id', 'status', 'error_code', 'error_detail', 'finished_at']).orderBy('id').execute();
      assert.deepEqual(rows, [
        { id: 'blk_done', status: 'completed', error_code: null, error_detail: null, finished_at: null },
        { id: 'blk_running', status: 'failed', error_code: 'JOB_FAILED', error_detail: 'the database went away', finished_at: later },
      ]);
    });

    test('a claim counts an attempt; the fence refuses another owner; a release gives the attempt back', async () => {
      const rows = new JobsRepository(t.store.db, kind);
      assert.equal(await rows.insert({ ...job('job_a', AT), dedupe_key: 'k' }), true);
      assert.equal(await rows.insert({ ...job('job_b', AT), dedupe_key: 'k' }), false, 'a taken dedupe key writes nothing');
      const claimed = await rows.claim('w1', 5, '2026-11-27T00:00:01.000Z', '2026-11-27T00:01:00.000Z');
      assert.deepEqual(claimed.map((r) => [r.id, r.status, r.lease_owner, Number(r.attempts)]), [['job_a', 'running', 'w1', 1]]);
      assert.deepEqual(await rows.claim('w2', 5, '2026-11-27T00:00:02.000Z', '2026-11-27T00:01:00.000Z'), [], 'a leased job is not claimed again');
      assert.equal(await rows.fenced({ id: 'job_a', owner: 'w2', attempt: 1 }, { status: 'succeeded' }), false, 'another owner');
      assert.equal(await rows.fenced({ id: 'job_a', owner: 'w1', attempt: 2 }, { status: 'succeeded' }), false, 'another attempt');
      assert.equal(await rows.release({ id: 'job_a', owner: 'w1', attempt: 1 }, '2026-11-27T00:00:03.000Z'), true);
      const back = await rows.get('job_a');
      assert.deepEqual([back?.status, Number(back?.attempts), back?.lease_owner], ['queued', 0, null]);
      assert.deepEqual(await rows.counts(), [{ status: 'queued', n: 1 }]);
    });
  });
}
