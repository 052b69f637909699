/**
 * `idrisk jobs` on SQLite and PostgreSQL: list by state and kind (text and --json), show with the attempt history
 * and a webhook job's deliveries, cancel a queued and a running job (its worker cannot write after the cancel, the
 * submission is refunded), retry a cancelled webhook delivery until it is delivered, and the refusals (exit 2).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { runCliCaptured } from '../helpers/cli.js';
import { gatedDomainEngine } from '../helpers/domain-engine.js';
import { nextAttempt } from '../helpers/jobs.js';
import { startWebhookListener, type WebhookListener } from '../helpers/webhook-listener.js';
import { createRunner } from '../../src/jobs/index.js';
import type { JobRunner } from '../../src/jobs/runner.js';
import { PRICES } from '../../src/accounts/prices.js';

const PRICE = PRICES['domain-intelligence'];

for (const kind of DB_KINDS) {
  describe(`idrisk jobs (${kind})`, () => {
    let t: TestApp;
    let hooks: WebhookListener;
    let env: Record<string, string>;
    const runners: JobRunner[] = [];
    const gated = gatedDomainEngine();
    const cli = (...argv: string[]) => runCliCaptured(['jobs', ...argv], env);
    const json = async (...argv: string[]) => {
      const r = await cli(...argv, '--json');
      assert.equal(r.code, 0, r.err);
      return JSON.parse(r.out);
    };

    before(async () => {
      hooks = await startWebhookListener([200]);
      t = await testApp(kind, { IDRISK_NETWORK: 'on', IDRISK_FETCH_ALLOW: '127.0.0.1/32' }, { engines: { domain: gated.engine } });
      env = { DATABASE_URL: t.config.database.url, IDRISK_DATA_DIR: t.dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', LOG_LEVEL: 'silent' };
    });
    after(async () => {
      for (const r of runners) await r.stop();
      await t.close();
      await hooks.close();
    });

    const submit = async (live: string, domain: string) => {
      const customerId = uniqueId('jobs-cli');
      const res = await t.app.inject({ method: 'POST', url: '/1.0/domain-intelligence/', headers: { 'x-api-key': live }, payload: { customer_id: customerId, claims: ['domain'], domain: { value: domain } } });
      assert.equal(res.statusCode, 200, res.body);
      const jobs = await json('list', '--kind', 'domain-intelligence.run');
      const job = jobs.find((j: { payload: { customer_id: string } }) => j.payload.customer_id === customerId);
      assert.ok(job, 'the submission is a job in the list');
      return { customerId, job };
    };
    const getDomain = (live: string, customerId: string) =>
      t.app.inject({ method: 'GET', url: `/1.0/domain-intelligence/?customer_id=${customerId}`, headers: { 'x-api-key': live } }).then((r) => r.json());

    test('list by state and kind; cancel a queued submission: failed, refunded, and it cannot be retried', async () => {
      const acct = await t.account({ credits: 100 });
      const { customerId, job } = await submit(acct.live, `${kind}-queued.example`);
      assert.deepEqual([job.state, job.attempts, job.kind], ['queued', 0, 'domain-intelligence.run']);
      assert.match(job.id, /^job_/);
      assert.equal((await t.services.accounts.require(acct.account.id)).credits, 100 - PRICE);
      const queued = await json('list', '--state', 'queued');
      assert.ok(queued.some((j: { id: string }) => j.id === job.id));
      assert.ok(queued.every((j: { state: string }) => j.state === 'queued'));
      assert.deepEqual(await json('list', '--state', 'succeeded', '--kind', 'domain-intelligence.run'), []);
      const text = await cli('list', '--kind', 'domain-intelligence.run');
      assert.match(text.out, new RegExp(`${job.id}  domain-intelligence\\.run +queued +attempts  0  due `));

      const cancelled = await json('cancel', job.id);
      assert.equal(cancelled.state, 'cancelled');
      assert.equal(cancelled.last_error, 'cancelled by an operator');
      const answer = await getDomain(acct.live, customerId);
      assert.equal(answer.status, 'failed');
      assert.equal((await t.services.accounts.require(acct.account.id)).credits, 100, 'refunded');
      const audit = await t.services.audit.list();
      assert.deepEqual([audit.at(-1)?.action, audit.at(-1)?.detail], ['jobs cancel', { job_id: job.id, kind: 'domain-intelligence.run' }]);

      const again = await cli('retry', job.id);
      assert.equal(again.code, 2);
      assert.match(again.err, /cannot be retried: .*refunded/);
      const twice = await cli('cancel', job.id);
      assert.equal(twice.code, 2);
      assert.match(twice.err, /is cancelled: only a queued or running job can be cancelled/);
    });

    test('cancel a running job: its worker loses the lease and writes nothing; the submission is refunded', async () => {
      const acct = await t.account({ credits: 100 });
      const domain = `${kind}-running.example`;
      gated.hold(domain);
      const started = gated.started(domain);
      const { customerId, job } = await submit(acct.live, domain);
      // A lease of 1.2 s (renewed every 400 ms), was 300 ms: the show and cancel commands run in this process, and a
      // stall of 200 ms between two renewals on a loaded machine let the lease lapse, so the runner claimed the job
      // again (a second attempt in the history) before the cancel.
      const runner = createRunner(t.services, { pollMs: 20, leaseMs: 1200 });
      runners.push(runner);
      const ended = nextAttempt(runner, (e) => e.job.id === job.id);
      runner.start();
      await started;
      assert.equal((await json('show', job.id)).state, 'running');
      assert.equal((await json('cancel', job.id)).state, 'cancelled');
      const e = await ended; // aborted at its next lease renewal
      gated.release(domain);
      assert.equal(e.outcome, 'lease-lost');
      const shown = await json('show', job.id);
      assert.equal(shown.state, 'cancelled');
      assert.deepEqual(shown.attempt_history.map((a: { attempt: number; outcome: string }) => [a.attempt, a.outcome]), [[1, 'lease-lost']]);
      assert.equal((await getDomain(acct.live, customerId)).status, 'failed');
      assert.equal((await t.services.accounts.require(acct.account.id)).credits, 100);
      await runner.stop();
    });

    test('a cancelled webhook delivery retried by hand is delivered; show prints its attempts and deliveries', async () => {
      const acct = await t.account({ webhookUrl: hooks.url });
      await t.services.webhooks.newSecret(acct.account.id);
      const db = t.services.store.db;
      const eventId = (await t.services.webhooks.record(db, acct.account.id, 'domain_intelligence.completed', { hello: kind }))!;
      const jobId = (await t.services.jobs.enqueue('webhook.deliver', { event_id: eventId }, { runAt: new Date(Date.now() + 3_600_000) }))!;
      assert.equal((await json('cancel', jobId)).state, 'cancelled');
      assert.equal((await t.services.webhooks.event(eventId))?.status, 'failed', 'a cancelled delivery gives the event up');

      const runner = createRunner(t.services, { pollMs: 20 });
      runners.push(runner);
      runner.start();
      const delivered = nextAttempt(runner, (e) => e.job.id === jobId);
      const retried = await json('retry', jobId);
      assert.deepEqual([retried.state, retried.attempts, retried.finished_at], ['queued', 0, null]);
      assert.equal((await delivered).outcome, 'succeeded');
      assert.equal((await t.services.webhooks.event(eventId))?.status, 'delivered');
      assert.equal(JSON.parse(hooks.deliveries.at(-1)!.rawBody).data.hello, kind);

      const shown = await json('show', jobId);
      assert.equal(shown.state, 'succeeded');
      assert.deepEqual(shown.attempt_history.map((a: { attempt: number; outcome: string }) => [a.attempt, a.outcome]), [[1, 'succeeded']]);
      assert.deepEqual(shown.deliveries.map((d: { attempt: number; status_code: number; error: null }) => [d.attempt, d.status_code, d.error]), [[1, 200, null]]);
      const text = await cli('show', jobId);
      assert.equal(text.code, 0);
      assert.match(text.out, /attempt history:\n    #1 succeeded/);
      assert.match(text.out, /webhook deliveries:\n    #1 \S+  200  delivered/);
      await runner.stop();
    });

    test('bad arguments and unknown ids exit 2 with the usage', async () => {
      for (const [argv, message] of [
        [['list', '--state', 'done'], /--state must be one of queued, running, succeeded, failed, cancelled/],
        [['list', '--kind', 'nope'], /--kind must be one of .*domain-intelligence\.run/],
        [['list', '--limit', '0'], /--limit must be an integer/],
        [['show'], /missing job ID/],
        [['show', 'job_missing'], /no job job_missing/],
        [['retry', 'job_missing'], /no job job_missing/],
        [['frobnicate'], /unknown subcommand/],
      ] as const) {
        const r = await cli(...argv);
        assert.equal(r.code, 2, argv.join(' '));
        assert.match(r.err, message);
        assert.match(r.err, /usage:\n  idrisk jobs list/);
      }
      const help = await runCliCaptured(['--help'], env);
      assert.match(help.out, /jobs +List, show, retry and cancel background jobs/);
    });
  });
}
