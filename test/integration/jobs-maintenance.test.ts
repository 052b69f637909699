/**
 * Recurring jobs and the daily pruning of the job history, on SQLite and PostgreSQL: every runner enqueues the
 * day's `jobs.prune` but it is stored and run once across runners; it deletes finished jobs, their attempts and
 * finished webhook events (with their delivery attempts) older than IDRISK_JOBS_KEEP_DAYS, and nothing that is
 * still queued, running, pending or recent. The retention prune of issue 14 (`privacy.retention`) is the same kind of
 * entry: run once a day by whichever process claims it, and reported in /metrics by every process.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { createRunner } from '../../src/jobs/index.js';
import type { JobRunner } from '../../src/jobs/runner.js';
import { compose } from '../../src/composition.js';
import { attributeLinks } from '../../src/identity/graph.js';
import { JOBS } from '../../src/jobs/catalogue.js';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
/** The start (UTC) of the day of `ms`, as the schedule names it. */
const dayStart = (ms: number) => new Date(Math.floor(ms / DAY) * DAY).toISOString();

for (const kind of DB_KINDS) {
  describe(`recurring jobs and pruning (${kind})`, () => {
    let t: TestApp;
    const runners: JobRunner[] = [];
    before(async () => {
      t = await testApp(kind, { IDRISK_JOBS_KEEP_DAYS: '10' }, { engines: {} });
    });
    after(async () => {
      for (const r of runners) await r.stop();
      await t.close();
    });

    /** The rows seed() made (not the generated ids of the prune job itself). */
    const seeded = (id: string) => /^(job|jat|msg|wha)_(old|recent|queued|retried|job|msg)(_|$)/.test(id);

    async function seed() {
      const db = t.services.store.db;
      const job = async (id: string, status: string, finishedDaysAgo: number | null) => {
        const at = ago(finishedDaysAgo ?? 20);
        await db.insertInto('jobs').values({ id, name: 'webhook.deliver', payload: '{"event_id":"msg_x"}', status, attempts: 1, run_at: at, lease_owner: null, lease_expires_at: null, last_error: null, dedupe_key: null, created_at: at, updated_at: at, finished_at: finishedDaysAgo === null ? null : at }).execute();
        await db.insertInto('job_attempts').values({ id: `jat_${id}`, job_id: id, name: 'webhook.deliver', attempt: 1, worker: 'w', outcome: status === 'succeeded' ? 'succeeded' : 'retry', error: null, duration_ms: 5, started_at: at, finished_at: at }).execute();
      };
      await job('job_old_ok', 'succeeded', 11);
      await job('job_old_failed', 'failed', 30);
      await job('job_old_cancelled', 'cancelled', 12);
      await job('job_recent_ok', 'succeeded', 9);
      // An old queued job (due in a year, out of the runners' reach) is never pruned.
      await db.insertInto('jobs').values({ id: 'job_queued_old', name: 'webhook.deliver', payload: '{"event_id":"msg_x"}', status: 'queued', attempts: 0, run_at: new Date(Date.now() + 365 * DAY).toISOString(), lease_owner: null, lease_expires_at: null, last_error: null, dedupe_key: null, created_at: ago(40), updated_at: ago(40), finished_at: null }).execute();
      const { account } = await t.account();
      const event = async (id: string, status: string, createdDaysAgo: number, attemptDaysAgo: number[]) => {
        await db.insertInto('webhook_events').values({ id, account_id: account.id, type: 'domain_intelligence.completed', body: '{}', status, attempts: attemptDaysAgo.length, created_at: ago(createdDaysAgo), delivered_at: null }).execute();
        let n = 0;
        for (const d of attemptDaysAgo) {
          n += 1;
          await db.insertInto('webhook_attempts').values({ id: `wha_${id}_${n}`, event_id: id, account_id: account.id, attempt: n, url: 'https://hooks.example/', status_code: 500, error: 'answered 500', duration_ms: 3, created_at: ago(d), next_attempt_at: null }).execute();
        }
      };
      await event('msg_old_delivered', 'delivered', 20, [20, 19]);
      await event('msg_old_failed', 'failed', 15, [15, 14]);
      await event('msg_old_pending', 'pending', 15, [15]);
      await event('msg_retried_recently', 'failed', 15, [15, 1]);
      await event('msg_recent', 'delivered', 2, [2]);
    }

    test('the day\'s prune is enqueued by every runner, stored and run once, and deletes only old finished history', async () => {
      await seed();
      const db = t.services.store.db;
      const a = createRunner(t.services, { pollMs: 20 });
      const b = createRunner(t.services, { pollMs: 20 });
      runners.push(a, b);
      const pruned = new Promise((resolve) => {
        for (const r of [a, b]) r.onAttempt((e) => e.job.name === 'jobs.prune' && resolve(e));
      });
      // The runners enqueue the day of the moment they start: bracketed, in case the day turns meanwhile.
      const startDay = dayStart(Date.now());
      a.start();
      b.start();
      const e = (await pruned) as { outcome: string; job: { id: string } };
      assert.equal(e.outcome, 'succeeded');
      const days = new Set([startDay, dayStart(Date.now())].map((d) => `schedule:jobs.prune:${d}`));
      const prunes = await db.selectFrom('jobs').selectAll().where('name', '=', 'jobs.prune').execute();
      const keys = prunes.map((p) => p.dedupe_key!);
      // One day (two only if a day began while the runners started): one job for it across both runners.
      assert.equal(new Set(keys).size, keys.length, 'one job per day across both runners');
      assert.ok(keys.length >= 1 && keys.length <= days.size && keys.every((k) => days.has(k)), `${keys.join(', ')} not of ${[...days].join(', ')}`);
      assert.ok(prunes.some((p) => p.id === e.job.id));
      for (const p of prunes) assert.deepEqual(JSON.parse(p.payload), { scheduled_for: p.dedupe_key!.slice('schedule:jobs.prune:'.length) });

      const ids = async (table: 'jobs' | 'job_attempts' | 'webhook_events' | 'webhook_attempts') =>
        (await db.selectFrom(table).select('id').execute()).map((r) => r.id).filter(seeded).sort();
      assert.deepEqual(await ids('jobs'), ['job_queued_old', 'job_recent_ok']);
      assert.deepEqual(await ids('job_attempts'), ['jat_job_recent_ok']);
      assert.deepEqual(await ids('webhook_events'), ['msg_old_pending', 'msg_recent', 'msg_retried_recently']);
      assert.deepEqual(await ids('webhook_attempts'), ['wha_msg_old_pending_1', 'wha_msg_recent_1', 'wha_msg_retried_recently_1', 'wha_msg_retried_recently_2']);
      // The attempt of the prune itself is in the history.
      const history = await db.selectFrom('job_attempts').select(['outcome', 'attempt']).where('job_id', '=', e.job.id).execute();
      assert.deepEqual(history, [{ outcome: 'succeeded', attempt: 1 }]);
    });

    test('a new period gets its own run; the same period is never enqueued twice', async () => {
      const queue = t.services.jobs;
      const keys = async () => (await t.services.store.db.selectFrom('jobs').select('dedupe_key').where('name', '=', 'jobs.prune').execute()).map((r) => r.dedupe_key).sort();
      const earlier = await keys();
      // One moment, a day ahead: every expectation below derives from it (not from a second read of the clock).
      const tomorrow = new Date(Date.now() + DAY);
      const next = await queue.enqueueScheduled(tomorrow);
      const tomorrowStart = Math.floor(tomorrow.getTime() / DAY) * DAY;
      // The next period of any recurring entry (the rollup of the overview runs every 10 minutes, the daily ones a day later).
      const periods = Object.values(JOBS).flatMap((d) => ('schedule' in d && d.schedule ? [d.schedule.everyMs] : []));
      assert.ok(periods.includes(DAY));
      assert.equal(next?.getTime(), Math.min(...periods.map((every) => Math.floor(tomorrow.getTime() / every) * every + every)), 'the next period of the soonest entry');
      await queue.enqueueScheduled(tomorrow);
      const tomorrowKey = `schedule:jobs.prune:${new Date(tomorrowStart).toISOString()}`;
      const later = await keys();
      assert.ok(!earlier.includes(tomorrowKey));
      assert.equal(later.filter((k) => k === tomorrowKey).length, 1, 'the new period once');
      // Nothing else, but the running runners' own job of a day that began meanwhile.
      const today = `schedule:jobs.prune:${dayStart(Date.now())}`;
      assert.deepEqual(later.filter((k) => k !== tomorrowKey && k !== today && !earlier.includes(k)), []);
      // Tomorrow's run is not due yet.
      const row = await t.services.store.db.selectFrom('jobs').select(['status', 'run_at']).where('dedupe_key', '=', tomorrowKey).executeTakeFirstOrThrow();
      assert.deepEqual([row.status, row.run_at], ['queued', new Date(tomorrowStart).toISOString()]);
    });

    test('the repositories delete the old history a batch at a time, as many rows as asked', async () => {
      const db = t.services.store.db;
      const { account } = await t.account();
      const at = ago(60);
      for (let i = 1; i <= 3; i++) {
        await db.insertInto('jobs').values({ id: `job_batch_${i}`, name: 'webhook.deliver', payload: '{"event_id":"msg_x"}', status: 'succeeded', attempts: 1, run_at: at, lease_owner: null, lease_expires_at: null, last_error: null, dedupe_key: null, created_at: at, updated_at: at, finished_at: at }).execute();
        await db.insertInto('job_attempts').values({ id: `jat_batch_${i}`, job_id: `job_batch_${i}`, name: 'webhook.deliver', attempt: 1, worker: 'w', outcome: 'succeeded', error: null, duration_ms: 5, started_at: at, finished_at: at }).execute();
        await db.insertInto('webhook_events').values({ id: `msg_batch_${i}`, account_id: account.id, type: 'domain_intelligence.completed', body: '{}', status: 'delivered', attempts: 1, created_at: at, delivered_at: at }).execute();
        await db.insertInto('webhook_attempts').values({ id: `wha_batch_${i}`, event_id: `msg_batch_${i}`, account_id: account.id, attempt: 1, url: 'https://hooks.example/', status_code: 200, error: null, duration_ms: 3, created_at: at, next_attempt_at: null }).execute();
      }
      // Only these rows are older than 50 days (the first test pruned everything older than 10).
      const cutoff = ago(50);
      const { jobs, webhooks } = t.services;
      for (const [name, del] of [
        ['job attempts', (n: number) => jobs.deleteAttemptsBefore(cutoff, n)],
        ['jobs', (n: number) => jobs.deleteFinishedBefore(cutoff, n)],
        ['webhook attempts', (n: number) => webhooks.deleteOldAttempts(cutoff, n)],
        ['webhook events', (n: number) => webhooks.deleteOldEvents(cutoff, n)],
      ] as const) {
        assert.deepEqual([await del(2), await del(2), await del(2)], [2, 1, 0], name);
      }
      for (const table of ['jobs', 'job_attempts', 'webhook_events', 'webhook_attempts'] as const) {
        assert.deepEqual(await db.selectFrom(table).select('id').where('id', 'like', '%batch%').execute(), [], table);
      }
    });
  });
}

const metric = (text: string, name: string) => Number(new RegExp(`^${name.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

for (const kind of DB_KINDS) {
  describe(`the retention prune as a daily job (${kind})`, () => {
    test('run once across a serve and a worker process\'s runners; /metrics of the serve side reports the worker\'s run', async () => {
      // `serve`: the app with /metrics; `worker`: a second composition on the same database, as `idrisk worker` has.
      const t = await testApp(kind, { IDRISK_RETENTION_DAYS: '30' }, { engines: {} });
      const worker = await compose(t.config, { engines: {} });
      const runners: JobRunner[] = [];
      try {
        const { account } = await t.account();
        const commit = (id: string, at: Date, phone: string) => {
          const tps = [{ kind: 'phone' as const, value: phone }];
          return t.services.resolutions.commitCall(
            { id, accountId: account.id, environment: 'live', keyId: 'key_r', operation: 'phone', customerId: id, price: 1, explanation: { scores: {} }, response: { phone }, createdAt: at },
            t.services.graph.rows(tps, account.id),
            (tx) => attributeLinks(tx, t.services.graph.rows(tps, account.id), id),
          ).then((refused) => assert.equal(refused, null));
        };
        await commit(`res_old_${kind}`, new Date(Date.now() - 40 * DAY), '+15550000101');
        await commit(`res_new_${kind}`, new Date(Date.now() - 5 * DAY), '+15550000102');
        const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
        assert.equal(metric(await scrape(), 'idrisk_retention_runs_total{outcome="ok"}'), 0);
        assert.equal(metric(await scrape(), 'idrisk_retention_days'), 30);

        // Only the worker's runner first: it takes the day's retention job.
        const w = createRunner(worker, { pollMs: 20 });
        runners.push(w);
        const ran = new Promise<{ outcome: string }>((resolve) => w.onAttempt((e) => e.job.name === 'privacy.retention' && resolve(e)));
        w.start();
        assert.equal((await ran).outcome, 'succeeded');
        assert.equal(await t.services.resolutions.byId(`res_old_${kind}`), null);
        assert.ok(await t.services.resolutions.byId(`res_new_${kind}`));

        // The serve side's runner starts later the same day: the day's job exists, it does not run again.
        const s = createRunner(t.services, { pollMs: 20 });
        runners.push(s);
        let serveRan = 0;
        s.onAttempt((e) => void (e.job.name === 'privacy.retention' && serveRan++));
        s.start();
        await s.stop(); // its first loop ran: it enqueued the day's jobs (deduplicated: no new row) and claimed what was due
        const rows = await t.services.store.db.selectFrom('jobs').select(['status', 'attempts']).where('name', '=', 'privacy.retention').execute();
        assert.deepEqual(rows.map((r) => [r.status, Number(r.attempts)]), [['succeeded', 1]]);
        assert.equal(serveRan, 0);

        const text = await scrape();
        assert.equal(metric(text, 'idrisk_retention_runs_total{outcome="ok"}'), 1);
        assert.equal(metric(text, 'idrisk_retention_runs_total{outcome="failed"}'), 0);
        assert.equal(metric(text, 'idrisk_retention_deleted_total{store="resolutions"}'), 1);
        assert.equal(metric(text, 'idrisk_retention_deleted_total{store="identity_nodes"}'), 1);
        const last = metric(text, 'idrisk_retention_last_run_timestamp_seconds');
        assert.ok(Math.abs(last - Date.now() / 1000) < 120, String(last));
      } finally {
        for (const r of runners) await r.stop();
        await worker.close();
        await t.close();
      }
    });
  });
}
