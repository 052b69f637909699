/**
 * The asynchronous domain-intelligence flow on SQLite and PostgreSQL: POST answers at once (billed, job enqueued in
 * the same transaction), GET says `processing` while the job runs and returns the envelope with the domain payload
 * once done; unknown and foreign ids are 404; duplicates and short balances write nothing; a job that fails for good
 * marks the submission failed and refunds it. These use a gated test engine to observe each state without timing; the
 * same flow with the real domain engine against the local sites, ending in a signed, retried webhook, is in
 * domain-engine.test.ts (which owns the sites' fixed ports 80/443).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { testAjv } from '../helpers/ajv.js';
import { nextAttempt } from '../helpers/jobs.js';
import { gatedDomainEngine } from '../helpers/domain-engine.js';
import { createRunner } from '../../src/jobs/index.js';
import type { JobRunner } from '../../src/jobs/runner.js';
import { PRICES } from '../../src/accounts/prices.js';

const PRICE = PRICES['domain-intelligence'];

for (const kind of DB_KINDS) {
  describe(`domain intelligence, asynchronous (${kind})`, () => {
    let t: TestApp;
    let runner: JobRunner;
    const gated = gatedDomainEngine();
    let live: string;
    let accountId: string;
    let otherLive: string;

    const post = (body: unknown, key = live) =>
      t.app.inject({ method: 'POST', url: '/1.0/domain-intelligence/', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    const get = (customerId: string, key = live) =>
      t.app.inject({ method: 'GET', url: `/1.0/domain-intelligence/?customer_id=${encodeURIComponent(customerId)}`, headers: { 'x-api-key': key } });
    const credits = async () => (await t.services.accounts.require(accountId)).credits;
    const usage = async (resolutionId: string) =>
      t.services.store.db.selectFrom('usage').select(['credits']).where('resolution_id', '=', resolutionId).execute();
    const jobsOf = async (resolutionId: string) =>
      (await t.services.store.db.selectFrom('jobs').selectAll().execute()).filter((j) => JSON.parse(j.payload).resolution_id === resolutionId);

    before(async () => {
      t = await testApp(kind, {}, { engines: { domain: gated.engine } });
      const a = await t.account({ credits: 1000 });
      live = a.live;
      accountId = a.account.id;
      otherLive = (await t.account({ credits: 1000 })).live;
      runner = createRunner(t.services, { pollMs: 50 });
      runner.start();
    });
    after(async () => {
      await runner.stop();
      await t.close();
    });

    test('accepted at once and billed; processing while the job runs; then the envelope with the domain payload', async () => {
      const domain = `${kind}-acme.example`;
      gated.hold(domain);
      const started = gated.started(domain);
      const customerId = uniqueId('di');
      const before = await credits();
      const ack = await post({ customer_id: customerId, claims: ['domain'], domain: { value: domain } });
      assert.equal(ack.statusCode, 200, ack.body);
      const body = ack.json();
      assert.deepEqual(Object.keys(body).sort(), ['customer_id', 'resolution_id', 'status']);
      assert.equal(body.status, 'accepted');
      assert.equal(body.customer_id, customerId);
      assert.match(body.resolution_id, /^res_/);
      assert.equal(await credits(), before - PRICE, 'billed at submission');
      assert.deepEqual(await usage(body.resolution_id), [{ credits: PRICE }]);

      await started;
      const processing = await get(customerId);
      assert.equal(processing.statusCode, 200);
      assert.deepEqual(Object.keys(processing.json()).sort(), ['message', 'status']);
      assert.equal(processing.json().status, 'processing');

      const done = nextAttempt(runner, (e) => e.job.name === 'domain-intelligence.run');
      gated.release(domain);
      assert.equal((await done).outcome, 'succeeded');

      const res = await get(customerId);
      assert.equal(res.statusCode, 200, res.body);
      const r = res.json();
      assert.equal(r.status, 'completed');
      assert.equal(r.resolution_id, body.resolution_id);
      assert.equal(r.customer_id, customerId);
      assert.deepEqual(r.claims, ['domain']);
      assert.match(r.device_request_time, /^\d{4}-\d\d-\d\dT/);
      assert.equal(r.domain.value, domain);
      assert.equal(r.value, domain, 'the payload flat in the body too');
      const openapi = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const schema = openapi.paths['/1.0/domain-intelligence/'].get.responses['200'].content['application/json'].schema;
      const validate = testAjv().addSchema(openapi.components.schemas.Problem, 'Problem').compile(JSON.parse(JSON.stringify(schema).replace(/#\/components\/schemas\//g, '')));
      assert.ok(validate(r), JSON.stringify(validate.errors?.slice(0, 3)));

      assert.equal(await credits(), before - PRICE, 'billed once');
      assert.deepEqual(await usage(body.resolution_id), [{ credits: PRICE }]);
      const [job] = await jobsOf(body.resolution_id);
      assert.deepEqual([job.status, Number(job.attempts)], ['succeeded', 1]);
      const stored = await t.services.resolutions.byId(body.resolution_id);
      assert.equal(stored?.status, 'completed');
      assert.equal(gated.calls.filter((c) => c === domain).length, 1);
      const graph = await t.services.graph.profile({ kind: 'domain', value: domain }, accountId);
      assert.ok(graph.first_seen, 'the domain is linked in the identity graph');
    });

    test('a sandbox submission completes at once with the sandbox domain answer: free, nothing enqueued', async () => {
      const a = await t.account({ credits: 1000 });
      const value = 'acme.example';
      const customerId = `di-sandbox-${kind}`;
      const ack = await post({ customer_id: customerId, claims: ['domain'], domain: { value } }, a.sandbox);
      assert.equal(ack.statusCode, 200, ack.body);
      assert.equal(ack.json().status, 'accepted');
      assert.deepEqual(await jobsOf(ack.json().resolution_id), [], 'nothing enqueued');
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 1000, 'free');
      const res = await get(customerId, a.sandbox);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.status, 'completed');
      assert.equal(body.resolution_id, ack.json().resolution_id);
      // The sandbox's live domain engine on the synthetic internet, as POST /1.0/domain answers a sandbox key.
      const direct = await t.app.inject({
        method: 'POST', url: '/1.0/domain', headers: { 'x-api-key': a.sandbox, 'content-type': 'application/json' },
        payload: JSON.stringify({ customer_id: `d-sandbox-${kind}`, claims: ['domain'], domain: { value } }),
      });
      assert.equal(direct.statusCode, 200, direct.body);
      assert.deepEqual(body.domain, direct.json().domain);
      assert.equal(body.domain.company_name, 'Acme Ltd', 'read from the synthetic home page');
      assert.equal(body.company_name, 'Acme Ltd', 'flat as well');
      assert.ok(!gated.calls.includes(value), 'the live engine of the process was not asked');
    });

    test('a sandbox submission sends the same signed completion event as live, free: recorded with the answer, delivery enqueued', async () => {
      const a = await t.account({ credits: 1000, webhookUrl: 'https://hooks.example.com/idrisk' });
      const customerId = `di-sandbox-hook-${kind}`;
      const ack = await post({ customer_id: customerId, claims: ['domain'], domain: { value: 'acme.example' } }, a.sandbox);
      assert.equal(ack.statusCode, 200, ack.body);
      const events = await t.services.store.db.selectFrom('webhook_events').selectAll().where('account_id', '=', a.account.id).execute();
      assert.equal(events.length, 1);
      const event = JSON.parse(events[0]!.body);
      assert.equal(event.type, 'domain_intelligence.completed');
      const got = await get(customerId, a.sandbox);
      assert.deepEqual(event.data, got.json(), 'the event carries the Get Domain answer');
      const deliveries = (await t.services.store.db.selectFrom('jobs').selectAll().where('name', '=', 'webhook.deliver').execute()).filter((j) => JSON.parse(j.payload).event_id === events[0]!.id);
      assert.equal(deliveries.length, 1, 'one delivery job for the event');
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 1000, 'free');
      // Without a webhook URL nothing is recorded (the sandbox test above): an account opts in as in live.
    });

    test('a repeated customer_id is refused and nothing more is billed or enqueued', async () => {
      const customerId = uniqueId('dup');
      const first = await post({ customer_id: customerId, claims: ['domain'], domain: { value: `${kind}-dup.example` } });
      assert.equal(first.statusCode, 200);
      const before = await credits();
      const jobsBefore = (await t.services.jobs.counts());
      assertProblem(await post({ customer_id: customerId, claims: ['domain'], domain: { value: `${kind}-dup2.example` } }), 400, 'DUPLICATED_CUSTOMER_ID');
      assert.equal(await credits(), before);
      const jobsAfter = await t.services.jobs.counts();
      assert.equal(Object.values(jobsAfter).reduce((a, b) => a + b), Object.values(jobsBefore).reduce((a, b) => a + b));
    });

    test('a balance below the price is 402, nothing written', async () => {
      const poor = await t.account({ credits: PRICE - 1 });
      const customerId = uniqueId('poor');
      assertProblem(await post({ customer_id: customerId, claims: ['domain'], domain: { value: 'poor.example' } }, poor.live), 402, 'INSUFFICIENT_CREDITS');
      assertProblem(await get(customerId, poor.live), 404, 'NOT_FOUND');
      assert.equal((await t.services.accounts.require(poor.account.id)).credits, PRICE - 1);
    });

    test('bad input is 400 in the one error shape', async () => {
      assertProblem(await post({ customer_id: uniqueId(), claims: ['domain'] }), 400, 'INVALID_PAYLOAD');
      assertProblem(await post({ customer_id: uniqueId(), claims: ['domain'], domain: { value: 'x.example' }, extra: 1 }), 400, 'INVALID_PAYLOAD');
      assertProblem(await post({ customer_id: uniqueId(), claims: ['phone'], domain: { value: 'x.example' } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await t.app.inject({ method: 'GET', url: '/1.0/domain-intelligence/', headers: { 'x-api-key': live } }), 400, 'INVALID_PAYLOAD');
    });

    test('GET of an unknown customer_id, or of another account\'s, is 404', async () => {
      assertProblem(await get('never-submitted'), 404, 'NOT_FOUND');
      const customerId = uniqueId('mine');
      assert.equal((await post({ customer_id: customerId, claims: ['domain'], domain: { value: `${kind}-mine.example` } })).statusCode, 200);
      assertProblem(await get(customerId, otherLive), 404, 'NOT_FOUND');
    });

    test('a job that keeps failing ends failed after its attempts, and the submission is refunded', async () => {
      const domain = `${kind}-broken.example`;
      gated.fail(domain, true);
      gated.hold(domain);
      const customerId = uniqueId('broken');
      const before = await credits();
      // Each retry is made due at once (the backoff of this entry is seconds to minutes).
      const offRetry = runner.onAttempt((e) => {
        if (e.outcome === 'retry' && e.job.name === 'domain-intelligence.run') {
          void t.services.store.db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('id', '=', e.job.id).execute().then(() => runner.wake());
        }
      });
      const failed = nextAttempt(runner, (e) => e.outcome === 'failed');
      const ack = (await post({ customer_id: customerId, claims: ['domain'], domain: { value: domain } })).json();
      assert.equal(await credits(), before - PRICE);
      gated.release(domain);
      const e = await failed;
      offRetry();
      assert.equal(e.job.attempt, 5);
      assert.match(e.error!, /engine fault/);
      const res = await get(customerId);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().status, 'failed');
      assert.match(res.json().message, /refunded/);
      assert.equal(await credits(), before, 'refunded');
      assert.deepEqual((await usage(ack.resolution_id)).map((u) => u.credits).sort((a, b) => a - b), [-PRICE, PRICE]);
      // The month's rollup (GET /1.0/credits) agrees with the usage rows, refund included.
      const now = new Date();
      const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const { balance: _balance, ...rollup } = await t.services.resolutions.month(accountId, since);
      assert.deepEqual(rollup, await t.services.resolutions.usage(accountId, since));
      gated.fail(domain, false);
    });
  });
}
