/**
 * IDRISK_STORE_RESPONSES=on, on SQLite and PostgreSQL: the answer is serialized once and the resolution keeps that
 * very text (src/contract/serialize.ts). The stored column equals the answered body byte for byte, and the answered
 * body is what Fastify's own response serializer writes for it (a second Fastify route with the operation's schema
 * serializes the same answer to the same text), so storing changes neither; Fastify's serialization step does not
 * run for it (its preSerialization hook, which runs for every body it has to serialize, is not called). A legacy
 * call answers another shape: it is serialized by Fastify and keeps the modern answer stored, as before.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { buildApp, type App } from '../../src/app.js';
import { OPERATIONS, type OperationName } from '../../src/contract/operations.js';
import { ProblemSchema } from '../../src/contract/errors.js';

/** Fastify's own serialization of `body` under the operation's response schema. */
async function fastifySerialized(operation: OperationName, body: unknown): Promise<string> {
  const f: FastifyInstance = Fastify();
  f.addSchema(ProblemSchema);
  f.post('/', { schema: { response: { 200: OPERATIONS[operation].response } } }, async () => body);
  try {
    return (await f.inject({ method: 'POST', url: '/' })).body;
  } finally {
    await f.close();
  }
}

for (const kind of DB_KINDS) {
  describe(`stored responses (${kind})`, () => {
    let t: TestApp;
    /** The app of `t`'s services, built again with a hook that counts the bodies Fastify serializes, per URL. */
    let app: App;
    const serialized = new Map<string, number>();
    before(async () => {
      t = await testApp(kind, { IDRISK_STORE_RESPONSES: 'on' });
      app = await buildApp(t.services);
      app.addHook('preSerialization', async (request, _reply, payload) => {
        serialized.set(request.url, (serialized.get(request.url) ?? 0) + 1);
        return payload;
      });
      await app.ready();
    });
    after(async () => {
      await app.close();
      await t.close();
    });

    const storedText = async (id: string) =>
      (await t.services.store.db.selectFrom('resolutions').select('response').where('id', '=', id).executeTakeFirstOrThrow()).response;

    const calls: { operation: OperationName; url: string; body: () => Record<string, unknown> }[] = [
      { operation: 'email', url: '/1.0/email', body: () => ({ customer_id: uniqueId(), claims: ['email'], email: 'pat.lee@example.com' }) },
      { operation: 'name', url: '/1.0/name', body: () => ({ customer_id: uniqueId(), claims: ['name'], first_name: 'Pat', last_name: 'Lee' }) },
      { operation: 'hub', url: '/1.0/hub', body: () => ({ customer_id: uniqueId(), claims: ['phone', 'email', 'ip', 'name', 'score'], phone_number: '+447700900123', email: 'pat.lee@example.com', ip: '198.51.100.23', first_name: 'Pat', last_name: 'Lee' }) },
    ];
    for (const c of calls) {
      test(`${c.url}: the stored text is the answered body, which is Fastify's serialization of it`, async () => {
        const a = await t.account();
        const res = await app.inject({ method: 'POST', url: c.url, headers: { 'x-api-key': a.live }, payload: c.body() });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(serialized.get(c.url), undefined, 'sent as the stored text, not serialized again');
        assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
        const answer = res.json() as { resolution_id: string };
        assert.equal(await storedText(answer.resolution_id), res.body, 'stored byte for byte as answered');
        assert.equal(await fastifySerialized(c.operation, answer), res.body, 'answered as Fastify serializes it');
      });
    }

    test('a legacy call answers its own shape and stores the modern answer', async () => {
      const a = await t.account();
      const res = await app.inject({ method: 'POST', url: '/email', headers: { 'x-api-key': a.live }, payload: { customer_id: uniqueId(), email: 'pat.lee@example.com' } });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(serialized.get('/email'), 1, 'the legacy shape is serialized by Fastify');
      assert.equal(await fastifySerialized('legacy-email', res.json()), res.body, 'answered as Fastify serializes it');
      const row = await t.services.store.db.selectFrom('resolutions').select(['id', 'response']).where('account_id', '=', a.account.id).executeTakeFirstOrThrow();
      const stored = JSON.parse(row.response!) as { resolution_id: string; email: unknown };
      assert.equal(stored.resolution_id, row.id);
      assert.ok(stored.email !== undefined, 'the modern answer, with its product block');
      assert.equal(row.response, await fastifySerialized('email', stored), 'stored as the modern endpoint answers');
    });
  });
}
