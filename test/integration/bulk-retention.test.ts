/**
 * Bulk scoring's retention on SQLite and PostgreSQL (docs/bulk.md "Retention"): the daily `jobs.prune`, run by the
 * jobs runner, deletes ended jobs finished more than IDRISK_BULK_KEEP_DAYS ago with their rows, and uploads never
 * finished once no request can still be sending them; recent jobs, jobs not ended and uploads in progress stay.
 * Erasure keeps working on both sides of a prune: DELETE /1.0/customers/{id} of a pruned job's row and of a kept
 * job's row. The cutoffs (the shorter of IDRISK_BULK_KEEP_DAYS and IDRISK_RETENTION_DAYS) are checked apart.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { createRunner } from '../../src/jobs/index.js';
import type { JobRunner } from '../../src/jobs/runner.js';
import { bulkCutoffs } from '../../src/jobs/prune.js';
import { loadConfig } from '../../src/config/index.js';
import type { BulkJobView } from '../../src/bulk/service.js';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

test('bulkCutoffs: the shorter of IDRISK_BULK_KEEP_DAYS and IDRISK_RETENTION_DAYS; 0 keeps ended jobs; abandoned uploads after the upload bound and an hour', () => {
  const now = new Date('2026-06-30T00:00:00Z');
  const at = (env: Record<string, string>, retention: number) => bulkCutoffs(loadConfig({ IDRISK_SECRET: 'x'.repeat(32), ...env }), retention, now);
  assert.equal(at({}, 365).endedBefore?.toISOString(), '2026-05-31T00:00:00.000Z', '30 days by default');
  assert.equal(at({ IDRISK_BULK_KEEP_DAYS: '90' }, 7).endedBefore?.toISOString(), '2026-06-23T00:00:00.000Z', 'retention shorter: 7 days');
  assert.equal(at({ IDRISK_BULK_KEEP_DAYS: '5' }, 0).endedBefore?.toISOString(), '2026-06-25T00:00:00.000Z', 'retention off: the bulk setting');
  assert.equal(at({ IDRISK_BULK_KEEP_DAYS: '0' }, 7).endedBefore, null, '0 keeps ended jobs');
  assert.equal(at({ IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS: '7200' }, 365).abandonedBefore.toISOString(), '2026-06-29T21:00:00.000Z');
});

for (const kind of DB_KINDS) {
  describe(`bulk retention (${kind})`, () => {
    let t: TestApp;
    let runner: JobRunner;
    before(async () => {
      t = await testApp(kind, { IDRISK_BULK_KEEP_DAYS: '10' });
      runner = createRunner(t.services, { pollMs: 20 });
      runner.onAttempt((e) => void seen.push({ id: e.job.id, outcome: e.outcome }));
      runner.start();
    });
    after(async () => {
      await runner.stop();
      await t.close();
    });

    /** Resolves once the job with this id has a finished attempt (attempts are recorded from the runner's start). */
    const seen: { id: string; outcome: string }[] = [];
    const attempted = async (id: string) => {
      for (let i = 0; i < 1200; i++) {
        const e = seen.find((x) => x.id === id);
        if (e) return e;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no attempt of ${id}`);
    };

    async function completedJob(key: string, accountId: string, rows: string[]): Promise<BulkJobView> {
      const res = await t.app.inject({ method: 'POST', url: '/1.0/bulk?claims=email&map=id%3Dcustomer_id', headers: { 'x-api-key': key, 'content-type': 'text/csv' }, payload: ['id,email', ...rows].join('\n') });
      assert.equal(res.statusCode, 202, res.body);
      const id = (res.json() as BulkJobView).id;
      for (let i = 0; i < 600; i++) {
        const job = await t.services.bulk.get(accountId, id);
        if (job.status === 'completed') return job;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`job ${id} did not complete`);
    }

    test('jobs.prune deletes old ended jobs with their rows and abandoned uploads; keeps the rest; erasure works on both', async () => {
      const a = await t.account({ credits: 100_000, rateLimit: 100_000 });
      const db = t.services.store.db;
      const old = await completedJob(a.live, a.account.id, [`${kind}-old-1,old.one.${kind}@example.com`, `${kind}-old-2,old.two.${kind}@example.com`]);
      const recent = await completedJob(a.live, a.account.id, [`${kind}-new-1,new.one.${kind}@example.com`]);
      await db.updateTable('bulk_jobs').set({ finished_at: ago(11 * DAY) }).where('id', '=', old.id).execute();
      // A paused job from long ago (not ended: never pruned), an upload abandoned by a dead process, one in progress.
      const base = { account_id: a.account.id, environment: 'live', key_id: a.liveKeyId, operation: 'email', claims: '["email"]', mapping: '{}', fields: '[]', format: 'csv', model_id: null, webhook_url: null, sample: null, bytes: 0, parsed: 0, parse_done: 0, error_code: null, error_detail: null, finished_at: null };
      await db.insertInto('bulk_jobs').values([
        { ...base, id: `blk_paused_${kind}`, status: 'paused', created_at: ago(40 * DAY), updated_at: ago(40 * DAY) },
        { ...base, id: `blk_abandoned_${kind}`, status: 'receiving', created_at: ago(4 * 3_600_000), updated_at: ago(4 * 3_600_000) },
        { ...base, id: `blk_uploading_${kind}`, status: 'receiving', created_at: ago(60_000), updated_at: ago(60_000) },
      ]).execute();
      await db.insertInto('bulk_chunks').values([
        { job_id: `blk_abandoned_${kind}`, seq: 0, data: Buffer.from('id,email\n').toString('base64') },
        { job_id: `blk_uploading_${kind}`, seq: 0, data: Buffer.from('id,email\n').toString('base64') },
      ]).execute();

      const pruneId = await t.services.jobs.enqueue('jobs.prune', { scheduled_for: 'test' });
      assert.ok(pruneId);
      assert.equal((await attempted(pruneId)).outcome, 'succeeded');

      const jobs = (await db.selectFrom('bulk_jobs').select('id').where('account_id', '=', a.account.id).orderBy('id').execute()).map((j) => j.id);
      assert.deepEqual(jobs, [recent.id, `blk_paused_${kind}`, `blk_uploading_${kind}`].sort());
      assert.equal((await db.selectFrom('bulk_rows').select('line').where('job_id', '=', old.id).execute()).length, 0, "the old job's rows are gone");
      assert.equal((await db.selectFrom('bulk_rows').select('line').where('job_id', '=', recent.id).execute()).length, 1, "the recent job's row stays");
      assert.deepEqual((await db.selectFrom('bulk_chunks').select('job_id').where('job_id', 'like', `blk_%_${kind}`).execute()).map((c) => c.job_id), [`blk_uploading_${kind}`]);
      const missing = await t.app.inject({ method: 'GET', url: `/1.0/bulk/${old.id}`, headers: { 'x-api-key': a.live } });
      assert.equal(missing.statusCode, 404);

      // Erasure: the resolution of a pruned job's row is still the customer's; the kept job's row is emptied with it.
      for (const customer of [`${kind}-old-1`, `${kind}-new-1`]) {
        const del = await t.app.inject({ method: 'DELETE', url: `/1.0/customers/${customer}`, headers: { 'x-api-key': a.live } });
        assert.ok(del.statusCode < 300, del.body);
      }
      const kept = await db.selectFrom('bulk_rows').select(['input', 'status']).where('job_id', '=', recent.id).executeTakeFirstOrThrow();
      assert.deepEqual(kept, { input: '{}', status: 'done' });
    });
  });
}
