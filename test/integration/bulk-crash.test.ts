/**
 * A bulk job survives kill -9 (SQLite and PostgreSQL): `bin/idrisk worker` (the compiled tree, as operators run it)
 * scores a file and is killed with SIGKILL at a random moment mid-run; a second worker takes the job over once the
 * lease expires and finishes it. Every row is scored exactly once: one resolution, one usage row and one debit per
 * scored row, none pending, none lost.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { PRICES } from '../../src/accounts/prices.js';
import type { BulkJobView } from '../../src/bulk/service.js';

const ROWS = 1500;

interface Child {
  readonly proc: ChildProcess;
  readonly exited: Promise<void>;
}

function startWorker(env: Record<string, string>): Child {
  const proc = spawn(process.execPath, ['bin/idrisk', 'worker'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return { proc, exited };
}

/** Poll the database (another process does the work) until `done` says so; no fixed sleep decides anything. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, ms = 240_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

for (const kind of DB_KINDS) {
  describe(`bulk scoring survives kill -9 (${kind})`, () => {
    let t: TestApp;
    const children: Child[] = [];
    const env = () => ({
      DATABASE_URL: t.config.database.url,
      IDRISK_DATA_DIR: t.dir,
      IDRISK_SECRET: 'test-secret-0123456789abcdef',
      IDRISK_NETWORK: 'off',
      LOG_LEVEL: 'silent',
      IDRISK_JOBS_LEASE_MS: '1000',
      IDRISK_JOBS_POLL_MS: '100',
      IDRISK_BULK_CONCURRENCY: '16',
    });

    before(async () => {
      assert.ok(existsSync('dist/cli/main.js'), 'dist/ is built (npm run build)');
      t = await testApp(kind);
    });
    after(async () => {
      for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
      await Promise.all(children.map((c) => c.exited));
      await t.close();
    });

    test(`a worker killed at a random moment: the next one finishes, no row scored twice or lost (${ROWS} rows)`, async () => {
      const credits = 1_000_000;
      const a = await t.account({ credits, rateLimit: 1_000_000 });
      const lines = ['email,customer'];
      for (let i = 0; i < ROWS; i++) lines.push(`k${i}.${kind}@example.com,${kind}-crash-${i}`);
      lines.push(',blank'); // invalid
      lines.push(`K0.${kind}@example.com,${kind}-dup`); // duplicate of row 0
      const res = await t.app.inject({
        method: 'POST', url: '/1.0/bulk?claims=email&map=customer%3Dcustomer_id',
        headers: { 'x-api-key': a.live, 'content-type': 'text/csv' }, payload: lines.join('\n'),
      });
      assert.equal(res.statusCode, 202, res.body);
      const id = (res.json() as BulkJobView).id;
      const done = async () => Number((await t.services.store.db.selectFrom('bulk_rows').select((eb) => eb.fn.countAll<number>().as('n')).where('job_id', '=', id).where('status', '=', 'done').executeTakeFirstOrThrow()).n);

      // A random moment of the run: after between 5 % and 70 % of the rows.
      const killAt = Math.floor(ROWS * (0.05 + Math.random() * 0.65));
      const first = startWorker(env());
      children.push(first);
      await until(done, (n) => n >= killAt, `${killAt} rows scored`);
      first.proc.kill('SIGKILL');
      await first.exited;
      const atKill = await done();
      assert.ok(atKill < ROWS, `killed mid-run (${atKill} of ${ROWS} scored)`);

      const second = startWorker(env());
      children.push(second);
      const job = await until(() => t.services.bulk.get(a.account.id, id), (j) => j.status === 'completed' || j.status === 'failed', 'the job to complete');
      second.proc.kill('SIGTERM');
      await second.exited;

      assert.equal(job.status, 'completed', JSON.stringify(job.error));
      assert.deepEqual([job.rows_total, job.rows_done, job.rows_invalid, job.duplicates_skipped, job.rows_pending, job.rows_failed], [ROWS + 2, ROWS, 1, 1, 0, 0]);
      const db = t.services.store.db;
      const resolutions = await db.selectFrom('resolutions').select(['id', 'customer_id']).where('account_id', '=', a.account.id).execute();
      assert.equal(resolutions.length, ROWS, 'one resolution per row');
      assert.equal(new Set(resolutions.map((r) => r.customer_id)).size, ROWS);
      const usage = await db.selectFrom('usage').select('resolution_id').where('account_id', '=', a.account.id).execute();
      assert.equal(usage.length, ROWS, 'one usage row per row');
      assert.equal((await t.services.accounts.require(a.account.id)).credits, credits - ROWS * PRICES.email, 'debited once per row');
      assert.equal(job.credits_spent, ROWS * PRICES.email);
      // Every scored row points at its own resolution.
      const rows = await db.selectFrom('bulk_rows').select(['resolution_id', 'customer_id']).where('job_id', '=', id).where('status', '=', 'done').execute();
      const byId = new Map(resolutions.map((r) => [r.id, r.customer_id]));
      assert.ok(rows.every((r) => r.resolution_id !== null && byId.get(r.resolution_id) === r.customer_id));
    });
  });
}
