/** An engine that never answers cannot hold a request: 504 after the deadline plus a grace period, nothing billed. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import type { EngineRegistry } from '../../src/products/types.js';
import { echoEngines } from '../helpers/echo-engine.js';

test('a hung engine gives 504 GATEWAY_TIMEOUT, unbilled, and the customer_id stays free', async () => {
  let release: () => void = () => {};
  const engines: EngineRegistry = {
    phone: { product: 'phone', analyze: () => new Promise((_, reject) => (release = () => reject(new Error('released')))) },
  };
  const t = await testApp('sqlite', {}, { engines });
  try {
    const a = await t.account({ credits: 100 });
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/1.0/phone',
      headers: { 'x-api-key': a.live, 'content-type': 'application/json' },
      payload: JSON.stringify({ customer_id: 'hung-1', claims: ['phone'], phone_number: '+447700900123', timeout: 1.7 }),
    });
    const took = Date.now() - started;
    assertProblem(res, 504, 'GATEWAY_TIMEOUT');
    assert.ok(took >= 1700 && took < 6000, `answered after ${took} ms`);
    assert.equal((await t.services.accounts.require(a.account.id)).credits, 100);
    assert.equal(await t.services.resolutions.isTaken(a.account.id, 'live', 'customer_id', 'hung-1'), false);
    assert.equal(res.headers['x-request-id'], (res.json() as { request_id: string }).request_id);
  } finally {
    release();
    await t.close();
  }
});

test('IDRISK_STORE_RESPONSES=on keeps the whole answer in the stored resolution', async () => {
  const t = await testApp('sqlite', { IDRISK_STORE_RESPONSES: 'on' }, { engines: echoEngines() });
  try {
    const a = await t.account({ credits: 100 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/1.0/phone',
      headers: { 'x-api-key': a.live, 'content-type': 'application/json' },
      payload: JSON.stringify({ customer_id: 'kept-1', claims: ['phone'], phone_number: '+447700900123' }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const explained = await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${res.json().resolution_id}`, headers: { 'x-api-key': a.live } });
    assert.deepEqual(explained.json().response, res.json());
  } finally {
    await t.close();
  }
});
