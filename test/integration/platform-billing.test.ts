/**
 * Billing, credits, duplicates and concurrency on SQLite and PostgreSQL, with a trivial phone engine so that
 * only the platform is under test.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { echoEngines, nullPayload } from '../helpers/echo-engine.js';
import { NamePayload as NameSchema } from '../../src/contract/payloads/name.js';
import type { ProductEngine } from '../../src/products/types.js';
import { assertProblem } from '../helpers/problem.js';
import { PRICES } from '../../src/accounts/prices.js';
import { callsSince } from '../helpers/month.js';

const phone = (key: string, customerId: string, extra: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  url: '/1.0/phone',
  headers: { 'x-api-key': key, 'content-type': 'application/json' },
  payload: JSON.stringify({ customer_id: customerId, claims: ['phone'], phone_number: '+447700900123', ...extra }),
});

for (const kind of DB_KINDS) {
  describe(`billing (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await testApp(kind, {}, { engines: echoEngines(5) });
    });
    after(() => t.close());

    test('a live call is debited once with a usage row and a stored, explained resolution', async () => {
      const a = await t.account({ credits: 100 });
      const res = await t.app.inject(phone(a.live, 'c-1'));
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.match(body.resolution_id, /^res_[0-9A-Za-z]{20}$/);
      assert.equal(body.customer_id, 'c-1');
      assert.deepEqual(body.claims, ['phone']);
      assert.ok(!Number.isNaN(Date.parse(body.device_request_time)));
      assert.equal(body.phone.value, '+447700900123');
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 100 - PRICES.phone);
      const usage = await t.services.resolutions.usage(a.account.id, new Date(0));
      assert.deepEqual(usage.byOperation, [{ operation: 'phone', calls: 1, credits: PRICES.phone }]);
      const stored = await t.services.resolutions.byId(body.resolution_id);
      assert.ok(stored);
      assert.equal(stored.score, body.phone.score);
      const explanation = stored.explanation as { scores: { phone: { model_id: string; score: number } } };
      assert.equal(explanation.scores.phone.model_id, 'echo');
      assert.equal(explanation.scores.phone.score, body.phone.score);

      const explained = await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${body.resolution_id}`, headers: { 'x-api-key': a.live } });
      assert.equal(explained.statusCode, 200, explained.body);
      assert.equal(explained.json().explanation.scores.phone.score, body.phone.score);
      assert.equal(explained.json().price, PRICES.phone);
      assert.equal(explained.json().response, null, 'the body is not kept unless IDRISK_STORE_RESPONSES=on');
      const other = await t.account();
      assert.equal((await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${body.resolution_id}`, headers: { 'x-api-key': other.live } })).statusCode, 404, 'another account cannot read it');
      assert.equal((await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${body.resolution_id}`, headers: { 'x-api-key': a.sandbox } })).statusCode, 404, 'nor the sandbox key');

      const credits = await t.app.inject({ method: 'GET', url: '/1.0/credits', headers: { 'x-api-key': a.live } });
      assert.equal(credits.statusCode, 200);
      assert.equal(credits.json().balance, 100 - PRICES.phone);
      // This month's usage: the call, unless the month turned between the call and this read.
      const counted = callsSince(credits.json().usage.since, [body.device_request_time]);
      assert.equal(credits.json().usage.calls, counted);
      assert.equal(credits.json().usage.credits, counted * PRICES.phone);
    });

    test('GET /1.0/credits read again at once: each key its environment, and a call, added credits or an account change show at once', async () => {
      const a = await t.account({ credits: 100 });
      const get = (key: string) => t.app.inject({ method: 'GET', url: '/1.0/credits', headers: { 'x-api-key': key } });
      const first = await get(a.live);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.json().environment, 'live');
      assert.equal(first.json().balance, 100);
      // Within one cache poll the usage read is kept: the sandbox key of the same account still answers as sandbox.
      const sandbox = await get(a.sandbox);
      assert.equal(sandbox.json().environment, 'sandbox');
      assert.equal(sandbox.json().account_id, a.account.id);
      const again = await get(a.live);
      assert.equal(again.body, first.body, 'the same answer, byte for byte');
      assert.match(String(again.headers['content-type']), /^application\/json/);
      const call = await t.app.inject(phone(a.live, uniqueId()));
      assert.equal(call.statusCode, 200, call.body);
      const spent = (await get(a.live)).json();
      assert.equal(spent.balance, 100 - PRICES.phone);
      assert.equal(spent.usage.credits, callsSince(spent.usage.since, [call.json().device_request_time]) * PRICES.phone);
      await t.services.accounts.addCredits(a.account.id, 50);
      assert.equal((await get(a.live)).json().balance, 150 - PRICES.phone);
      await t.services.accounts.update(a.account.id, { rateLimit: 7 });
      const changed = (await get(a.live)).json();
      assert.equal(changed.rate_limit, 7);
      assert.equal(changed.balance, 150 - PRICES.phone);
      assert.equal((await get(a.sandbox)).json().rate_limit, 7);
    });

    test('a reused customer_id -> 400 DUPLICATED_CUSTOMER_ID and nothing billed', async () => {
      const a = await t.account({ credits: 100 });
      assert.equal((await t.app.inject(phone(a.live, 'dup'))).statusCode, 200);
      const res = await t.app.inject(phone(a.live, 'dup'));
      const p = assertProblem(res, 400, 'DUPLICATED_CUSTOMER_ID');
      assert.deepEqual(p.errors, [{ field: 'customer_id', message: 'already used' }]);
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 100 - PRICES.phone);
      // customer_id is per account: another account may use the same one.
      const b = await t.account({ credits: 100 });
      assert.equal((await t.app.inject(phone(b.live, 'dup'))).statusCode, 200);
    });

    test('customer_id is unique across product endpoints and the hub', async () => {
      const a = await t.account({ credits: 100 });
      assert.equal((await t.app.inject(phone(a.live, 'shared-id'))).statusCode, 200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/1.0/hub',
        headers: { 'x-api-key': a.live, 'content-type': 'application/json' },
        payload: JSON.stringify({ customer_id: 'shared-id', claims: ['phone'], phone_number: '+447700900123' }),
      });
      assertProblem(res, 400, 'DUPLICATED_CUSTOMER_ID');
    });

    test('50 simultaneous identical requests give exactly one success and one debit', async () => {
      const a = await t.account({ credits: 1000 });
      const id = uniqueId();
      const results = await Promise.all(Array.from({ length: 50 }, () => t.app.inject(phone(a.live, id))));
      const codes = results.map((r) => r.statusCode);
      assert.equal(codes.filter((c) => c === 200).length, 1, `one success: ${codes.join(',')}`);
      for (const r of results) if (r.statusCode !== 200) assertProblem(r, 400, 'DUPLICATED_CUSTOMER_ID');
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 1000 - PRICES.phone);
      assert.equal((await t.services.resolutions.usage(a.account.id, new Date(0))).calls, 1);
    });

    test('50 simultaneous identical data lookups give exactly one success and one debit', async () => {
      const a = await t.account({ credits: 1000 });
      const id = uniqueId('txn');
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/data/1.0/phone-mnp',
            headers: { 'x-api-key': a.live, 'content-type': 'application/json' },
            payload: JSON.stringify({ transaction_id: id, phone_number: '447700900123' }),
          }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      assert.equal(codes.filter((c) => c === 200).length, 1, codes.join(','));
      for (const r of results) if (r.statusCode !== 200) assertProblem(r, 400, 'DUPLICATED_TRANSACTION_ID');
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 1000 - PRICES['phone-mnp']);
    });

    test('an input of invalid format is answered and billed like any call (rule 10)', async () => {
      const a = await t.account({ credits: 100 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/data/1.0/phone-mnp',
        headers: { 'x-api-key': a.live, 'content-type': 'application/json' },
        payload: JSON.stringify({ transaction_id: uniqueId('txn'), phone_number: '+44 7700 900123' }),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { is_valid_format: false });
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 100 - PRICES['phone-mnp']);
    });

    test('a failing call among concurrent ones rolls back only itself (group commit on SQLite)', async () => {
      const a = await t.account({ credits: 1000 });
      const ids = Array.from({ length: 20 }, () => uniqueId());
      const results = await Promise.all([...ids, ids[3], ids[3], ids[7]].map((id) => t.app.inject(phone(a.live, id))));
      const ok = results.filter((r) => r.statusCode === 200).length;
      assert.equal(ok, 20, results.map((r) => r.statusCode).join(','));
      for (const r of results) if (r.statusCode !== 200) assertProblem(r, 400, 'DUPLICATED_CUSTOMER_ID');
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 1000 - 20 * PRICES.phone);
      assert.equal((await t.services.resolutions.usage(a.account.id, new Date(0))).calls, 20);
      for (const id of ids) assert.ok(await t.services.resolutions.isTaken(a.account.id, 'live', 'customer_id', id));
    });

    test('concurrent calls never overdraw: a balance for 3 calls admits exactly 3', async () => {
      const a = await t.account({ credits: PRICES.phone * 3 });
      const results = await Promise.all(Array.from({ length: 10 }, () => t.app.inject(phone(a.live, uniqueId()))));
      const ok = results.filter((r) => r.statusCode === 200).length;
      assert.equal(ok, 3, results.map((r) => r.statusCode).join(','));
      for (const r of results) if (r.statusCode !== 200) assertProblem(r, 402, 'INSUFFICIENT_CREDITS');
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 0);
    });

    test('one group of concurrent calls of two accounts: refusals and rolled-back calls are neither debited nor counted', async () => {
      const limited = await t.account({ credits: PRICES.phone * 10 });
      const unlimited = await t.account({ credits: 0, unlimited: true });
      const callerOf = async (secret: string) => (await t.services.keys.authenticate(secret))!;
      const [lc, uc] = [await callerOf(limited.live), await callerOf(unlimited.live)];
      const dup = uniqueId();
      // A call whose own writes fail after its rows: rolled back at its savepoint, after its balance was checked.
      const failing = async () => {
        throw new Error('caller write failed');
      };
      const call = (caller: typeof lc, customerId: string, commitWrite?: typeof failing) =>
        t.services.resolve
          .product({ product: 'phone', customerId, claims: ['phone'], input: { phone_number: '+447700900123' }, commitWrite }, caller, new Date())
          .then(() => 'ok', (err: Error) => err.constructor.name);
      const outcomes = await Promise.all([
        call(lc, dup),
        call(lc, uniqueId(), failing),
        call(lc, dup),
        call(uc, uniqueId()),
        call(lc, uniqueId()),
        call(uc, uniqueId(), failing),
        call(lc, uniqueId()),
        call(lc, uniqueId()),
        call(lc, uniqueId()),
        call(uc, uniqueId()),
      ]);
      // The duplicate and the calls whose writes failed take nothing; the other five limited calls are debited.
      assert.deepEqual([outcomes[0], outcomes[2]].sort(), ['DuplicateIdentifier', 'ok'], outcomes.join(','));
      assert.equal(outcomes[1], 'Error');
      assert.equal(outcomes[5], 'Error');
      assert.equal(outcomes.filter((o) => o === 'ok').length, 7, outcomes.join(','));
      assert.equal((await t.services.accounts.require(limited.account.id)).credits, PRICES.phone * 5);
      assert.equal((await t.services.accounts.require(unlimited.account.id)).credits, 0);
      for (const [a, calls] of [[limited, 5], [unlimited, 2]] as const) {
        const usage = await t.services.resolutions.usage(a.account.id, new Date(0));
        assert.equal(usage.calls, calls);
        assert.equal(usage.credits, calls * PRICES.phone);
        // The month's rollup (GET /1.0/credits) counts what the usage rows count.
        const month = await t.services.resolutions.month(a.account.id, new Date());
        assert.equal(month.calls, calls);
        assert.equal(month.credits, calls * PRICES.phone);
      }
    });

    test('unlimited accounts are not debited but their usage is recorded', async () => {
      const a = await t.account({ credits: 0, unlimited: true });
      assert.equal((await t.app.inject(phone(a.live, 'u-1'))).statusCode, 200);
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 0);
      assert.equal((await t.services.resolutions.usage(a.account.id, new Date(0))).credits, PRICES.phone);
      const credits = await t.app.inject({ method: 'GET', url: '/1.0/credits', headers: { 'x-api-key': a.live } });
      assert.equal(credits.json().balance, null);
      assert.equal(credits.json().unlimited, true);
    });

    test('sandbox calls are free, write no usage and still enforce customer_id uniqueness', async () => {
      const a = await t.account({ credits: 5 });
      const res = await t.app.inject(phone(a.sandbox, 'sb-1'));
      assert.equal(res.statusCode, 200, res.body);
      assertProblem(await t.app.inject(phone(a.sandbox, 'sb-1')), 400, 'DUPLICATED_CUSTOMER_ID');
      // The same customer_id is still free in live: environments are separate.
      assert.equal((await t.app.inject(phone(a.live, 'sb-1'))).statusCode, 402);
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 5);
      assert.equal((await t.services.resolutions.usage(a.account.id, new Date(0))).calls, 0);
    });

    test('live calls link touch points in the identity graph; sandbox calls do not', async () => {
      const a = await t.account({ credits: 100 });
      const tp = { kind: 'phone' as const, value: '447700900123' };
      const before = await t.services.graph.profile(tp, a.account.id);
      await t.app.inject(phone(a.sandbox, uniqueId()));
      assert.deepEqual(await t.services.graph.profile(tp, a.account.id), before);
      await t.app.inject(phone(a.live, uniqueId()));
      const afterLive = await t.services.graph.profile(tp, a.account.id);
      assert.ok(afterLive.first_seen);
      assert.equal(afterLive.first_seen_days, 0);
    });

    test('validation errors are not billed and do not claim the customer_id', async () => {
      const a = await t.account({ credits: 100 });
      assertProblem(await t.app.inject(phone(a.live, 'v-1', { extra: 1 })), 400, 'INVALID_PAYLOAD');
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 100);
      assert.equal((await t.app.inject(phone(a.live, 'v-1'))).statusCode, 200);
    });
  });
}

/**
 * When is a duplicate refused: before the work when the work makes network lookups (seconds of them could be wasted),
 * at the commit's unique index when it is local (a read less per call). The answer and the billing are the same.
 */
describe('duplicate customer_id: refused before network work, at the commit for local work', () => {
  const counting = () => {
    const engines = echoEngines();
    let calls = 0;
    const phoneEngine = engines.phone!;
    const name: ProductEngine<'name'> = {
      product: 'name',
      async analyze() {
        calls += 1;
        return { payload: nullPayload(NameSchema as unknown as { properties: Record<string, unknown> }), scored: null, touchpoints: [], providers: [], signals: {} };
      },
    };
    const phoneCounted: ProductEngine<'phone'> = {
      product: 'phone',
      analyze(input, ctx) {
        calls += 1;
        return phoneEngine.analyze(input, ctx);
      },
    };
    return { engines: { phone: phoneCounted, name }, calls: () => calls };
  };
  const nameCall = (key: string, customerId: string) => ({
    method: 'POST' as const,
    url: '/1.0/name',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify({ customer_id: customerId, claims: ['name'], first_name: 'Maria', last_name: 'Rossi' }),
  });

  for (const network of ['on', 'off'] as const) {
    test(`outbound lookups ${network}`, async () => {
      const c = counting();
      // The counting engines make no lookup of their own: `on` only changes what the service must assume of them.
      const t = await testApp('sqlite', { IDRISK_NETWORK: network }, { engines: c.engines });
      try {
        const a = await t.account({ credits: 100 });
        assert.equal((await t.app.inject(phone(a.live, 'dup-p'))).statusCode, 200);
        assert.equal(c.calls(), 1);
        assertProblem(await t.app.inject(phone(a.live, 'dup-p')), 400, 'DUPLICATED_CUSTOMER_ID');
        // The phone engine may make lookups when outbound lookups are on: refused before it runs; off: it ran.
        assert.equal(c.calls(), network === 'on' ? 1 : 2);

        // The name engine never makes a lookup: the commit decides in both cases.
        assert.equal((await t.app.inject(nameCall(a.live, 'dup-n'))).statusCode, 200);
        const before = c.calls();
        assertProblem(await t.app.inject(nameCall(a.live, 'dup-n')), 400, 'DUPLICATED_CUSTOMER_ID');
        assert.equal(c.calls(), before + 1);

        // Either way: one debit and one usage row per accepted call, none for the refused ones.
        assert.equal((await t.services.accounts.require(a.account.id)).credits, 100 - PRICES.phone - PRICES.name);
        const usage = await t.services.resolutions.usage(a.account.id, new Date(0));
        assert.equal(usage.calls, 2);
      } finally {
        await t.close();
      }
    });
  }
});
