/**
 * POST /1.0/device through the real app (SQLite file or PostgreSQL database, real engines): the payload carries every
 * field of the spec, the account's webhook URL is echoed, and a live call links the device signature in the identity
 * graph.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DevicePayload } from '../../src/contract/payloads/device.js';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';

const UA = 'Mozilla/5.0 (Linux; Android 15; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.7151.89 Mobile Safari/537.36';

for (const kind of DB_KINDS) {
  describe(`POST /1.0/device (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await testApp(kind);
    });
    after(() => t.close());

    const call = (key: string, ua: string) =>
      t.app.inject({
        method: 'POST',
        url: '/1.0/device',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload: JSON.stringify({ customer_id: uniqueId(), claims: ['device'], user_agent: ua }),
      });

    test('answers every payload field from the engine, with the webhook URL echoed', async () => {
      const a = await t.account({ webhookUrl: 'https://hooks.example.com/idrisk' });
      const res = await call(a.live, UA);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      const device = body.device ?? body;
      for (const field of Object.keys(DevicePayload.properties)) assert.ok(field in device, `field ${field} present`);
      assert.equal(device.value, UA);
      assert.equal(device.brand, 'Samsung');
      assert.equal(device.model, 'Galaxy S23 Ultra');
      assert.equal(device.category, 'Mobile Phone');
      assert.equal(device.operating_system, 'Android 15');
      assert.equal(device.is_robot, false);
      assert.equal(typeof device.score, 'number');
      assert.equal(body.webhook_url, 'https://hooks.example.com/idrisk');
      // Typed `string` as the spec types it: an account without a webhook answers the empty string, never null.
      const none = await call((await t.account()).live, UA);
      assert.equal(none.json().webhook_url, '');
    });

    // Robot detection never depends on the database: once is enough.
    if (kind === DB_KINDS[0]) test('a robot is flagged and scores very low', async () => {
      const a = await t.account();
      const res = await call(a.live, 'python-requests/2.31.0');
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      const device = body.device ?? body;
      assert.equal(device.is_robot, true);
      assert.equal(device.score_cluster, 'very_low');
      assert.match(device.reason_codes, /RV001/);
    });

    test('live calls link the device signature: a later call sees the linked count', async () => {
      const a = await t.account();
      const ua = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36';
      const first = await call(a.live, ua);
      assert.equal(first.statusCode, 200, first.body);
      const profile = await t.services.graph.profile({ kind: 'device', value: 'mobile phone|samsung|galaxy a54 5g|android|14|chrome mobile|137' }, a.account.id);
      assert.notEqual(profile.first_seen, null, 'the live call stored the device node');
    });
  });
}
