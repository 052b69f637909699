/**
 * Bulk progress from counters (docs/bulk.md "Progress"; migration 3750), on SQLite and PostgreSQL: GET /1.0/bulk/{id}
 * reads the job's counters (the parse's, the fold's) and the few rows scored since the last fold, no longer every row
 * of the job. Its figures must equal a count over the rows themselves, at every stage: mid-job (a job paused by its
 * balance, with rows scored past its first pending row) and once completed, with done, failed (a customer_id already
 * used), invalid and duplicate rows; and a completed job's counters hold every row (nothing left to add at read).
 * A job that existed before migration 3750 (its columns dropped and the migration run again over it, paused
 * mid-file) reads the same figures after it, and its counters catch up with its scored rows.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { createRunner } from '../../src/jobs/index.js';
import type { JobRunner } from '../../src/jobs/runner.js';
import { PRICES } from '../../src/accounts/prices.js';
import type { BulkJobView } from '../../src/bulk/service.js';
import * as m3750 from '../../src/store/migrations/3750_bulk_counters.js';

for (const kind of DB_KINDS) {
  describe(`bulk progress counters (${kind})`, () => {
    let t: TestApp;
    let runner: JobRunner;

    before(async () => {
      t = await testApp(kind, { IDRISK_BULK_PAUSE_CHECK_MS: '100', IDRISK_BULK_CONCURRENCY: '8' });
      runner = createRunner(t.services, { pollMs: 50 });
      runner.start();
    });
    after(async () => {
      await runner.stop();
      await t.close();
    });

    /** The figures as the rows say (what GET /1.0/bulk/{id} computed from them before the counters). */
    async function recount(id: string) {
      const groups = await t.services.store.db
        .selectFrom('bulk_rows')
        .select((eb) => ['status', 'score_cluster', 'reason_codes', 'decision', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('price').as('credits')])
        .where('job_id', '=', id)
        .groupBy(['status', 'score_cluster', 'reason_codes', 'decision'])
        .execute();
      const count: Record<string, number> = {};
      const clusters: Record<string, number> = {};
      const codes: Record<string, number> = {};
      let credits = 0;
      for (const g of groups) {
        const n = Number(g.n);
        count[g.status] = (count[g.status] ?? 0) + n;
        credits += Number(g.credits ?? 0);
        if (g.status !== 'done') continue;
        if (g.score_cluster) clusters[g.score_cluster] = (clusters[g.score_cluster] ?? 0) + n;
        for (const c of (g.reason_codes ?? '').split(',')) if (c) codes[c] = (codes[c] ?? 0) + n;
      }
      const sorted = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
      return {
        rows_done: count.done ?? 0, rows_failed: count.failed ?? 0, rows_invalid: count.invalid ?? 0, duplicates_skipped: count.duplicate ?? 0,
        rows_pending: count.pending ?? 0, credits_spent: credits, score_clusters: sorted(clusters), reason_codes: sorted(codes),
      };
    }
    const figures = (j: BulkJobView) => ({
      rows_done: j.rows_done, rows_failed: j.rows_failed, rows_invalid: j.rows_invalid, duplicates_skipped: j.duplicates_skipped,
      rows_pending: j.rows_pending, credits_spent: j.credits_spent, score_clusters: j.score_clusters, reason_codes: j.reason_codes,
    });

    async function until(id: string, accountId: string, done: (j: BulkJobView) => boolean): Promise<BulkJobView> {
      const end = Date.now() + 120_000;
      for (;;) {
        const j = await t.services.bulk.get(accountId, id);
        if (done(j)) return j;
        if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(j)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    }

    test('a job from before migration 3750: the migration counts its rows, the figures stay the same', async () => {
      // No runner meanwhile: the job runs here, and its columns come and go under the migration.
      await runner.stop();
      try {
        const a = await t.account({ credits: 7 * PRICES.email, rateLimit: 100_000 });
        const lines = ['id,email'];
        for (let i = 0; i < 20; i++) lines.push(`${kind}-mig-${i},m${i}.${kind}@example.com`);
        lines.push(`${kind}-mig-blank,`);
        lines.push(`${kind}-mig-dup,M2.${kind}@example.com`);
        const res = await t.app.inject({ method: 'POST', url: '/1.0/bulk?claims=email&map=id%3Dcustomer_id', headers: { 'x-api-key': a.live, 'content-type': 'text/csv' }, payload: lines.join('\n') });
        assert.equal(res.statusCode, 202, res.body);
        const id = (res.json() as { id: string }).id;
        const db = t.services.store.db;
        const finish = (writes: (tx: never) => Promise<void>) => db.transaction().execute((tx) => writes(tx as never));
        await t.services.bulk.run(id, new AbortController().signal, finish);
        const paused = await t.services.bulk.get(a.account.id, id);
        assert.equal(paused.status, 'paused');
        // The job as the code before 3750 left it: no counters. Then the migration over it.
        await m3750.down(db);
        await m3750.up(db);
        const migrated = await t.services.bulk.get(a.account.id, id);
        assert.deepEqual(figures(migrated), await recount(id));
        assert.deepEqual(figures(migrated), figures(paused));
        await t.services.accounts.addCredits(a.account.id, 1_000_000);
        await t.services.bulk.run(id, new AbortController().signal, finish);
        const job = await t.services.bulk.get(a.account.id, id);
        assert.equal(job.status, 'completed', JSON.stringify(job.error));
        assert.deepEqual(figures(job), await recount(id));
        assert.deepEqual([job.rows_done, job.rows_invalid, job.duplicates_skipped, job.rows_pending], [20, 1, 1, 0]);
      } finally {
        runner = createRunner(t.services, { pollMs: 50 });
        runner.start();
      }
    });

    test('paused mid-file, then completed: the counters answer what the rows say, done, failed, invalid and duplicates', async () => {
      const rows = 40;
      const affordable = 12;
      const a = await t.account({ credits: affordable * PRICES.email, rateLimit: 100_000 });
      // A customer_id already used by a call of the account: that row fails (DUPLICATE_IDENTIFIER), free.
      const used = `${kind}-progress-used`;
      const call = await t.app.inject({ method: 'POST', url: '/1.0/email', headers: { 'x-api-key': a.live, 'content-type': 'application/json' }, payload: { customer_id: used, claims: ['email'], email: 'used.progress@example.com' } });
      assert.equal(call.statusCode, 200, call.body);
      const lines = ['id,email'];
      for (let i = 0; i < rows; i++) lines.push(`${i === 3 ? used : `${kind}-progress-${i}`},p${i}.${kind}@example.com`);
      lines.push(`${kind}-progress-blank,`); // invalid
      lines.push(`${kind}-progress-dup,P5.${kind}@example.com`); // duplicate of row 5
      const res = await t.app.inject({ method: 'POST', url: '/1.0/bulk?claims=email&map=id%3Dcustomer_id', headers: { 'x-api-key': a.live, 'content-type': 'text/csv' }, payload: lines.join('\n') });
      assert.equal(res.statusCode, 202, res.body);
      const id = (res.json() as { id: string }).id;

      const paused = await until(id, a.account.id, (j) => j.status === 'paused');
      assert.ok(paused.rows_pending > 0 && paused.rows_done > 0, JSON.stringify(paused));
      assert.deepEqual(figures(paused), await recount(id));
      const http = await t.app.inject({ method: 'GET', url: `/1.0/bulk/${id}`, headers: { 'x-api-key': a.live } });
      assert.deepEqual(figures(http.json() as BulkJobView), await recount(id));

      await t.services.accounts.addCredits(a.account.id, 1_000_000);
      const job = await until(id, a.account.id, (j) => ['completed', 'failed', 'cancelled'].includes(j.status));
      assert.equal(job.status, 'completed', JSON.stringify(job.error));
      assert.deepEqual(figures(job), await recount(id));
      assert.deepEqual([job.rows_total, job.rows_done, job.rows_failed, job.rows_invalid, job.duplicates_skipped, job.rows_pending], [rows + 2, rows - 1, 1, 1, 1, 0]);
      assert.equal(job.credits_spent, (rows - 1) * PRICES.email);
      // Completed: the fold reached the last line; the counters alone hold every figure.
      const stored = await t.services.store.db.selectFrom('bulk_jobs').select(['folded_line', 'folded_done', 'folded_failed', 'rows_queued']).where('id', '=', id).executeTakeFirstOrThrow();
      assert.deepEqual([Number(stored.folded_line), Number(stored.folded_done), Number(stored.folded_failed), Number(stored.rows_queued)], [rows + 3, rows - 1, 1, rows]);
    });
  });
}
