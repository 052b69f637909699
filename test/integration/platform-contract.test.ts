/**
 * The contract: request validation (unknown/missing fields, types, claims, hub rules, timeout), body-level faults
 * (malformed JSON, media type, size, __proto__), versions, the sandbox answering every endpoint with payloads that
 * validate against the response schemas, the OpenAPI document and the operational endpoints.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv } from 'ajv';
import { testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { ROUTES } from '../helpers/routes.js';

describe('contract', () => {
  let t: TestApp;
  let key: string;
  let live: string;
  let accountId: string;
  before(async () => {
    t = await testApp('sqlite');
    const a = await t.account({ credits: 1000 });
    key = a.sandbox;
    live = a.live;
    accountId = a.account.id;
  });
  after(() => t.close());

  const post = (url: string, body: unknown, k = key, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-api-key': k, 'content-type': 'application/json', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

  describe('request validation -> 400 INVALID_PAYLOAD listing each field', () => {
    test('unknown fields are rejected, not stripped', async () => {
      const p = assertProblem(await post('/1.0/phone', { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123', phone: 'x', extra: 1 }), 400, 'INVALID_PAYLOAD');
      const fields = (p.errors as { field: string }[]).map((e) => e.field).sort();
      assert.deepEqual(fields, ['extra', 'phone']);
    });

    test('missing required fields are each listed', async () => {
      const p = assertProblem(await post('/1.0/name', { claims: ['name'] }), 400, 'INVALID_PAYLOAD');
      const fields = (p.errors as { field: string }[]).map((e) => e.field).sort();
      assert.deepEqual(fields, ['customer_id', 'first_name', 'last_name']);
    });

    test('nested paths are named', async () => {
      const p = assertProblem(await post('/1.0/domain', { customer_id: uniqueId(), claims: ['domain'], domain: { value: 'example.com', other: true } }), 400, 'INVALID_PAYLOAD');
      assert.deepEqual(p.errors, [{ field: 'domain.other', message: 'is not a field of this endpoint' }]);
    });

    test('no type coercion', async () => {
      const p = assertProblem(await post('/1.0/phone', { customer_id: 123, claims: ['phone'], phone_number: 447700900123 }), 400, 'INVALID_PAYLOAD');
      const fields = (p.errors as { field: string }[]).map((e) => e.field).sort();
      assert.deepEqual(fields, ['customer_id', 'phone_number']);
      assertProblem(await post('/1.0/ip', { customer_id: uniqueId(), claims: ['ip'], ip: '192.0.2.1', timeout: '3' }), 400, 'INVALID_PAYLOAD');
    });

    test('a NUL character in any text is refused (PostgreSQL cannot store it)', async () => {
      const p = assertProblem(await post('/1.0/phone', { customer_id: 'a\u0000b', claims: ['phone'], phone_number: '+44\u00007700900123' }), 400, 'INVALID_PAYLOAD');
      assert.deepEqual((p.errors as { field: string }[]).map((e) => e.field).sort(), ['customer_id', 'phone_number']);
    });

    test('claims must be allowed for the endpoint, unique and not empty', async () => {
      for (const claims of [['email'], ['phone', 'phone'], [], 'phone', ['score']]) {
        const p = assertProblem(await post('/1.0/phone', { customer_id: uniqueId(), claims, phone_number: '+447700900123' }), 400, 'INVALID_PAYLOAD');
        assert.ok((p.errors as { field: string }[]).every((e) => e.field.startsWith('claims')), JSON.stringify(p.errors));
      }
    });

    test('timeout is a number within 1.7..10', async () => {
      for (const timeout of [1.6, 10.5, 0, -1]) {
        const p = assertProblem(await post('/1.0/ip', { customer_id: uniqueId(), claims: ['ip'], ip: '192.0.2.1', timeout }), 400, 'INVALID_PAYLOAD');
        assert.equal((p.errors as { field: string }[])[0].field, 'timeout');
      }
      for (const timeout of [1.7, 10, 5.5]) {
        assert.equal((await post('/1.0/ip', { customer_id: uniqueId(), claims: ['ip'], ip: '192.0.2.1', timeout })).statusCode, 200);
      }
    });

    test('hub: score needs two other products (INVALID_CLAIMS); each product needs its input', async () => {
      const p1 = assertProblem(await post('/1.0/hub', { customer_id: uniqueId(), claims: ['phone', 'score'], phone_number: '+447700900123' }), 400, 'INVALID_CLAIMS');
      assert.equal((p1.errors as { field: string }[])[0].field, 'claims');
      const p2 = assertProblem(await post('/1.0/hub', { customer_id: uniqueId(), claims: ['phone', 'name', 'email'], first_name: 'Jane' }), 400, 'INVALID_PAYLOAD');
      assert.deepEqual((p2.errors as { field: string }[]).map((e) => e.field).sort(), ['email', 'last_name', 'phone_number']);
      assertProblem(await post('/1.0/hub', { customer_id: uniqueId(), claims: ['domain'] }), 400, 'INVALID_PAYLOAD');
      const ok = await post('/1.0/hub', { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().score, undefined, 'no score block without the score claim');
    });

    test('lookups require transaction_id', async () => {
      const p = assertProblem(await post('/data/1.0/phone-mnp', { phone_number: '447700900123' }), 400, 'INVALID_PAYLOAD');
      assert.deepEqual(p.errors, [{ field: 'transaction_id', message: 'is required' }]);
    });

    test('a reused transaction_id -> 400 DUPLICATED_TRANSACTION_ID, across the data endpoints', async () => {
      const id = uniqueId('txn');
      assert.equal((await post('/data/1.0/phone-mnp', { transaction_id: id, phone_number: '447700900123' })).statusCode, 200);
      assertProblem(await post('/data/1.0/ip-proxy', { transaction_id: id, ip: '192.0.2.1' }), 400, 'DUPLICATED_TRANSACTION_ID');
    });

    test('login tracking needs session_id', async () => {
      const p = assertProblem(await post('/1.0/track/results', { username: 'jane' }), 400, 'INVALID_PAYLOAD');
      assert.equal((p.errors as { field: string }[])[0].field, 'session_id');
    });
  });

  describe('body-level faults are 4xx in the one shape', () => {
    test('malformed JSON -> 400 MALFORMED_JSON', async () => {
      assertProblem(await post('/1.0/phone', '{"customer_id": "a",'), 400, 'MALFORMED_JSON');
    });
    test('empty body -> 400 INVALID_PAYLOAD', async () => {
      assertProblem(await post('/1.0/phone', ''), 400, 'INVALID_PAYLOAD');
    });
    test('a JSON array or string body -> 400 INVALID_PAYLOAD', async () => {
      assertProblem(await post('/1.0/phone', '[1,2]'), 400, 'INVALID_PAYLOAD');
      assertProblem(await post('/1.0/phone', '"x"'), 400, 'INVALID_PAYLOAD');
    });
    test('wrong content type -> 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      assertProblem(await post('/1.0/phone', 'customer_id=a', key, { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      assertProblem(await post('/1.0/phone', 'hello', key, { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
    test('oversized body -> 413 PAYLOAD_TOO_LARGE', async () => {
      const big = JSON.stringify({ customer_id: uniqueId(), claims: ['phone'], phone_number: 'x'.repeat(200_000) });
      assertProblem(await post('/1.0/phone', big), 413, 'PAYLOAD_TOO_LARGE');
    });
    test('__proto__ and constructor.prototype keys -> 400', async () => {
      assertProblem(await post('/1.0/phone', '{"customer_id":"p1","claims":["phone"],"phone_number":"1","__proto__":{"x":1}}'), 400, 'INVALID_PAYLOAD');
      assertProblem(await post('/1.0/phone', '{"customer_id":"p2","claims":["phone"],"phone_number":"1","constructor":{"prototype":{"x":1}}}'), 400, 'INVALID_PAYLOAD');
    });
    test('another API version -> 404 UNSUPPORTED_VERSION; unknown path -> 404 NOT_FOUND; wrong method -> 405', async () => {
      assertProblem(await post('/2.0/phone', { customer_id: uniqueId(), claims: ['phone'], phone_number: '1' }), 404, 'UNSUPPORTED_VERSION');
      assertProblem(await post('/data/1.1/phone-mnp', {}), 404, 'UNSUPPORTED_VERSION');
      assertProblem(await t.app.inject({ method: 'GET', url: '/nothing-here' }), 404, 'NOT_FOUND');
      const res = await t.app.inject({ method: 'GET', url: '/1.0/phone', headers: { 'x-api-key': key } });
      assertProblem(res, 405, 'METHOD_NOT_ALLOWED');
      assert.equal(res.headers.allow, 'POST');
    });
    test('none of these faults billed anything', async () => {
      assert.equal((await t.services.accounts.require(accountId)).credits, 1000);
    });
  });

  describe('sandbox answers every endpoint with schema-valid, deterministic payloads', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    let openapi: { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>; components: { schemas: Record<string, unknown> } };
    before(async () => {
      openapi = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      for (const [id, schema] of Object.entries(openapi.components.schemas ?? {})) ajv.addSchema({ ...(schema as object), $id: id });
    });

    for (const r of ROUTES) {
      test(`${r.method} ${r.url}`, async () => {
        const body = r.body();
        const res = await t.app.inject({ method: r.method, url: r.url, headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
        // Examples that name a resource no fresh account has (a list, a resolution) answer 404.
        const absent = ['domain-intelligence-get', 'resolution-get', 'customer-get', 'customer-delete', 'list-get', 'list-delete', 'list-items-get', 'list-items-add', 'list-items-remove', 'labels-create', 'bulk-get', 'bulk-results', 'bulk-cancel'];
        if (absent.includes(r.name)) {
          assertProblem(res, 404, 'NOT_FOUND');
          return;
        }
        // The example of a bulk submission names its options only: without a file it is refused (test/integration/bulk.test.ts sends files).
        if (r.name === 'bulk-submit') {
          assertProblem(res, 400, 'INVALID_PAYLOAD');
          return;
        }
        assert.equal(res.statusCode, 200, res.body);
        const path = r.url.split('?')[0].replace(/\/$/, '');
        const op = openapi.paths[path] ?? openapi.paths[`${path}/`];
        assert.ok(op, `OpenAPI documents ${path}`);
        const schema = op[r.method.toLowerCase()].responses['200'].content['application/json'].schema;
        const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/#\/components\/schemas\//g, '')));
        assert.ok(validate(res.json()), JSON.stringify(validate.errors?.slice(0, 5)));
      });
    }

    test('the same input gives the same payload; keywords pick the cluster', async () => {
      const a = (await post('/1.0/phone', { customer_id: `x-${uniqueId()}`, claims: ['phone'], phone_number: '+447700900123' })).json();
      const b = (await post('/1.0/phone', { customer_id: `x-${uniqueId()}`, claims: ['phone'], phone_number: '+447700900123' })).json();
      assert.deepEqual(a.phone, b.phone);
      for (const [word, cluster] of [['poor', 'very_low'], ['bad', 'low'], ['moderate', 'review'], ['good', 'high'], ['high', 'very_high']]) {
        const res = (await post('/1.0/email', { customer_id: `${word}-${uniqueId()}`, claims: ['email'], email: 'jane@example.com' })).json();
        assert.equal(res.email.score_cluster, cluster, word);
      }
    });

    test('domain intelligence: acknowledged, then the Get Domain call returns the result', async () => {
      const id = uniqueId();
      const ack = await post('/1.0/domain-intelligence/', { customer_id: id, claims: ['domain'], domain: { value: 'example.com' } });
      assert.equal(ack.statusCode, 200, ack.body);
      assert.deepEqual(Object.keys(ack.json()).sort(), ['customer_id', 'resolution_id', 'status']);
      assert.equal(ack.json().status, 'accepted');
      const got = await t.app.inject({ method: 'GET', url: `/1.0/domain-intelligence/?customer_id=${encodeURIComponent(id)}`, headers: { 'x-api-key': key } });
      assert.equal(got.statusCode, 200, got.body);
      assert.equal(got.json().customer_id, id);
      assert.equal(got.json().status, 'completed');
      assert.equal(got.json().domain.value, 'example.com');
      assert.equal(got.json().resolution_id, ack.json().resolution_id);
    });
  });

  describe('live login tracking without a record', () => {
    test('login results of an unknown session: 404 SESSION_NOT_FOUND, unbilled', async () => {
      const before = (await t.services.accounts.require(accountId)).credits;
      assertProblem(await post('/1.0/track/results?session_id=s', { username: 'u' }, live), 404, 'SESSION_NOT_FOUND');
      assert.equal((await t.services.accounts.require(accountId)).credits, before);
    });
  });

  describe('documentation and operations', () => {
    test('/openapi.json is OpenAPI 3.1 with every endpoint and the error shape', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      assert.equal(doc.openapi, '3.1.0');
      for (const r of ROUTES) {
        const path = r.url.split('?')[0].replace(/\/$/, '').replace('/unknown-customer', '/{customer_id}').replace('/res_unknown', '/{resolution_id}').replace('/unknown-list', '/{list}').replace('/blk_unknown', '/{bulk_id}');
        assert.ok(doc.paths[path] || doc.paths[`${path}/`], `documents ${path}`);
      }
      assert.ok(doc.components.schemas.Problem);
      assert.deepEqual(doc.components.securitySchemes.apiKey, { type: 'apiKey', in: 'header', name: 'x-api-key' });
    });
    test('/docs serves an interactive reference from local assets', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/docs/' });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /swagger-ui/i);
      assert.ok(!/src="https?:\/\//.test(res.body), 'no CDN scripts');
      const js = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
      assert.equal(js.statusCode, 200);
    });
    test('/healthz, /readyz, /metrics', async () => {
      assert.deepEqual((await t.app.inject({ method: 'GET', url: '/healthz' })).json(), { status: 'ok' });
      assert.deepEqual((await t.app.inject({ method: 'GET', url: '/readyz' })).json(), { status: 'ready', details: { dns: { state: 'off', message: 'network lookups are off (IDRISK_NETWORK=off)', checked_at: null } } });
      const m = await t.app.inject({ method: 'GET', url: '/metrics' });
      assert.equal(m.statusCode, 200);
      assert.match(m.body, /idrisk_http_requests_total\{route="\/1.0\/phone",method="POST",status="200"\}/);
      assert.match(m.body, /idrisk_process_resident_memory_bytes/);
    });
    test('/1.0/reason-codes serves the catalogue', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/1.0/reason-codes', headers: { 'x-api-key': key } });
      assert.equal(res.statusCode, 200);
      const codes = res.json().reason_codes as { code: string }[];
      assert.ok(codes.some((c) => c.code === 'RG001'));
      assert.equal(res.json().clusters.length, 5);
    });
  });
});
