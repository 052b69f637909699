/**
 * The hub survives a failing engine: each product settles on its own. An engine that throws gives its product's
 * null payload with RG002 (enrichment_unavailable), one that outlives the deadline RG001 (enrichment_timeout); the
 * other products answer normally, the call is billed at the hub's price and the failure is kept in the explanation.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testApp } from '../helpers/app.js';
import { testAjv } from '../helpers/ajv.js';
import { nullPayload } from '../helpers/echo-engine.js';
import { EmailPayload } from '../../src/contract/payloads/index.js';
import { HubResponse } from '../../src/contract/responses.js';
import type { EngineRegistry } from '../../src/products/types.js';
import { priceOf } from '../../src/accounts/prices.js';
import { GENERAL } from '../../src/scoring/codes/general.js';
import { applyScorecard } from '../../src/scoring/scorecard.js';
import { loadConfig } from '../../src/config/index.js';
import type { Product } from '../../src/contract/common.js';
import { SandboxProducts } from '../../src/sandbox/index.js';

test('a throwing and a hung engine leave only their own products null in the hub', async () => {
  let release: () => void = () => {};
  const engines: EngineRegistry = {
    phone: { product: 'phone', analyze: async () => { throw new Error('phone engine fault'); } },
    ip: { product: 'ip', analyze: () => new Promise((_, reject) => (release = () => reject(new Error('released')))) },
    email: {
      product: 'email',
      async analyze(input) {
        const scored = applyScorecard([], { id: 'echo', base: 100 });
        const payload = { ...nullPayload(EmailPayload as unknown as { properties: Record<string, unknown> }), value: input.email, score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes };
        return { payload, scored, touchpoints: [], providers: [], signals: {} };
      },
    },
  };
  const t = await testApp('sqlite', {}, { engines });
  try {
    const a = await t.account({ credits: 100 });
    const claims = ['phone', 'email', 'ip'];
    const res = await t.app.inject({
      method: 'POST',
      url: '/1.0/hub',
      headers: { 'x-api-key': a.live, 'content-type': 'application/json' },
      payload: JSON.stringify({ customer_id: 'settle-1', claims, phone_number: '+447700900123', email: 'jane@example.com', ip: '203.0.113.7', timeout: 1.7 }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const validate = testAjv().compile(HubResponse);
    assert.ok(validate(res.json()), JSON.stringify(validate.errors?.slice(0, 5)));
    const body = res.json() as Record<string, Record<string, unknown>> & { resolution_id: string };

    assert.equal(body.phone.reason_codes, GENERAL.enrichment_unavailable);
    assert.equal(body.ip.reason_codes, GENERAL.enrichment_timeout);
    for (const p of ['phone', 'ip']) {
      for (const [field, value] of Object.entries(body[p] as Record<string, unknown>)) {
        if (field !== 'reason_codes') assert.equal(value, null, `${p}.${field}`);
      }
    }
    assert.equal(body.email.value, 'jane@example.com');
    assert.equal(typeof body.email.score, 'number');

    assert.equal((await t.services.accounts.require(a.account.id)).credits, 100 - priceOf('hub', claims));
    const explained = (await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${body.resolution_id}`, headers: { 'x-api-key': a.live } })).json();
    const failed = (explained.explanation.providers as { provider: string; ok: boolean; reason?: string }[]).filter((p) => !p.ok);
    assert.deepEqual(failed.map((p) => [p.provider, p.reason]).sort(), [['engine.ip', 'timeout'], ['engine.phone', 'unavailable']]);
    assert.equal(explained.explanation.scores.phone, null);
    assert.ok(explained.explanation.scores.email);
  } finally {
    release();
    await t.close();
  }
});

test('in the sandbox too, a failing product leaves only itself null; the others and the score block answer', async () => {
  const config = loadConfig({ IDRISK_NETWORK: 'off' });
  const sandbox = SandboxProducts.create(config, { info() {}, warn() {}, error() {}, debug() {} });
  const real = sandbox.product.bind(sandbox);
  // The sandbox's phone engine faults; email and name run their live engines on synthetic sources.
  sandbox.product = (async (product: Product, ...rest: unknown[]) => {
    if (product === 'phone') throw new Error('sandbox phone engine fault');
    return (real as (...a: unknown[]) => unknown)(product, ...rest);
  }) as typeof sandbox.product;
  const t = await testApp('sqlite', {}, { sandbox });
  try {
    const a = await t.account({ credits: 100 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/1.0/hub',
      headers: { 'x-api-key': a.sandbox, 'content-type': 'application/json' },
      payload: JSON.stringify({ customer_id: 'settle-sandbox-1', claims: ['phone', 'email', 'name', 'score'], phone_number: '+34600123456', email: 'jane.doe@example.com', first_name: 'Jane', last_name: 'Smith' }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const validate = testAjv().compile(HubResponse);
    assert.ok(validate(res.json()), JSON.stringify(validate.errors?.slice(0, 5)));
    const body = res.json() as Record<string, Record<string, unknown>>;
    assert.equal(body.phone.reason_codes, GENERAL.enrichment_unavailable);
    for (const [field, value] of Object.entries(body.phone)) if (field !== 'reason_codes') assert.equal(value, null, `phone.${field}`);
    assert.equal(body.email.value, 'jane.doe@example.com');
    assert.equal(typeof body.email.score, 'number');
    assert.equal(body.name.is_valid, true);
    assert.equal(typeof body.score.score, 'number');
  } finally {
    await t.close();
  }
});
