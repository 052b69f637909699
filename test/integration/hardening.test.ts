/**
 * Admission and input hardening (issue 25 findings 3 and 6, docs/security.md): a call takes an admission slot only
 * once its body has arrived, one key cannot hold every slot, a slow body is cut off after IDRISK_BODY_TIMEOUT_SECONDS,
 * validation errors are capped, and a caller's x-request-id is kept only in a bounded form. Real sockets on loopback.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { PRICES } from '../../src/accounts/prices.js';
import { gatedEngines } from '../helpers/echo-engine.js';
import { testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { collectorRecord } from '../helpers/login.js';
import { compose } from '../../src/composition.js';

const body = (customerId = uniqueId()) => JSON.stringify({ customer_id: customerId, claims: ['phone'], phone_number: '+447700900123' });

function phoneCall(url: string, key: string): Promise<Response> {
  return fetch(`${url}/1.0/phone`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: body() });
}

/** A call whose headers and the first half of its body are sent, the rest never: a slow client. */
function slowBody(url: string, key: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const payload = body();
  return new Promise((resolve, reject) => {
    const s = connect(Number(port), hostname, () => {
      s.write(`POST /1.0/phone HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\nx-api-key: ${key}\r\ncontent-length: ${payload.length}\r\n\r\n`);
      s.write(payload.slice(0, payload.length >> 1), () => resolve(s));
    });
    s.on('error', reject);
  });
}

describe('admission after the body, per-key concurrency, body timeout', () => {
  const open: TestApp[] = [];
  const sockets: Socket[] = [];
  after(async () => {
    for (const s of sockets) s.destroy();
    for (const t of open) await t.close();
  });

  test('slow bodies of one key take no admission slot: another key is answered', async () => {
    const t = await testApp('sqlite', { IDRISK_MAX_INFLIGHT: '2', IDRISK_BODY_TIMEOUT_SECONDS: '60' });
    open.push(t);
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const a = await t.account({ credits: 1000 });
    const b = await t.account({ credits: 1000 });
    for (let i = 0; i < 4; i++) sockets.push(await slowBody(url, a.live));
    // Let the server read the headers of all four (they are on the wire; a round trip of another call orders it).
    assert.equal((await fetch(`${url}/healthz`)).status, 200);
    const r = await phoneCall(url, b.live);
    assert.equal(r.status, 200, await r.text());
    assert.equal(t.app.admission.inflight, 0, 'the slow calls hold no slot');
  });

  test('one key holds at most IDRISK_MAX_INFLIGHT_PER_KEY slots (429 with Retry-After); other keys go on', async () => {
    const g = gatedEngines();
    const t = await testApp('sqlite', { IDRISK_MAX_INFLIGHT: '10', IDRISK_MAX_INFLIGHT_PER_KEY: '2' }, { engines: g.engines });
    open.push(t);
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const a = await t.account({ credits: 1000 });
    const b = await t.account({ credits: 1000 });
    const held = [phoneCall(url, a.live), phoneCall(url, a.live)];
    await g.arrived(2);
    const third = await phoneCall(url, a.live);
    assert.equal(third.status, 429);
    assert.equal(third.headers.get('retry-after'), '2');
    assert.equal(((await third.json()) as { code: string }).code, 'RATE_LIMITED');
    const other = phoneCall(url, b.live);
    await g.arrived(3);
    g.open();
    assert.deepEqual(await Promise.all([...held, other].map(async (p) => (await p).status)), [200, 200, 200]);
    assert.equal((await t.services.accounts.require(a.account.id)).credits, 1000 - 2 * PRICES.phone, 'the refused call is not billed');
    const metrics = await (await fetch(`${url}/metrics`)).text();
    assert.match(metrics, /idrisk_shed_calls_total\{reason="key_concurrency"\} 1/);
    // Capacity returns once the calls have answered.
    assert.equal((await phoneCall(url, a.live)).status, 200);
  });

  test('a body not sent within IDRISK_BODY_TIMEOUT_SECONDS ends its connection (408)', async () => {
    const t = await testApp('sqlite', { IDRISK_BODY_TIMEOUT_SECONDS: '1' });
    open.push(t);
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const a = await t.account({ credits: 1000 });
    const s = await slowBody(url, a.live);
    sockets.push(s);
    let answer = '';
    s.on('data', (d) => (answer += d.toString()));
    // The server ends it (Node checks request timeouts every second); the test's own bound is far above that.
    const ended = await new Promise<boolean>((resolve) => {
      const guard = setTimeout(() => resolve(false), 20_000);
      s.once('close', () => {
        clearTimeout(guard);
        resolve(true);
      });
    });
    assert.equal(ended, true, 'the server closed the slow connection');
    assert.match(answer, /^HTTP\/1\.1 408/);
  });
});

describe('validation errors and request ids', () => {
  let t: TestApp;
  after(() => t?.close());

  test('a body of thousands of bad values gets a short answer: at most 20 field errors and a count of the rest', async () => {
    t = await testApp('sqlite');
    const a = await t.account({ credits: 1000 });
    const claims = Array.from({ length: 6000 }, (_, i) => `bad${i}`);
    const payload = JSON.stringify({ customer_id: uniqueId(), claims, phone_number: '+447700900123' });
    assert.ok(payload.length > 55_000);
    const r = await t.app.inject({ method: 'POST', url: '/1.0/phone', headers: { 'x-api-key': a.live, 'content-type': 'application/json' }, payload });
    assert.equal(r.statusCode, 400);
    assert.ok(r.body.length < 8_000, `answer of ${r.body.length} bytes`);
    const problem = r.json();
    assert.equal(problem.code, 'INVALID_PAYLOAD');
    assert.equal(problem.errors.length, 21);
    assert.match(problem.errors[20].message, /^\d+ more problems not listed$/);
    for (const e of problem.errors) assert.ok(e.field.length <= 200 && e.message.length <= 200);
  });

  test('x-request-id: a bounded id is kept, anything else is replaced by a generated one', async () => {
    const get = (id: string) => t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
    for (const id of ['3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b', 'trace:abc.DEF_1-2']) assert.equal((await get(id)).headers['x-request-id'], id);
    for (const id of ['x'.repeat(129), 'has space', '<script>', 'a"b', 'é']) {
      const got = String((await get(id)).headers['x-request-id']);
      assert.match(got, /^req_[a-z0-9]+$/, `"${id.slice(0, 20)}" replaced`);
    }
  });
});

describe('deployment hardening: headers, /metrics, client address', () => {
  const open: TestApp[] = [];
  after(async () => {
    for (const t of open) await t.close();
  });

  test('every answer: nosniff; API answers no-store and a CSP that allows nothing; /docs a CSP that forbids framing', async () => {
    const t = await testApp('sqlite');
    open.push(t);
    const a = await t.account({ credits: 1000 });
    const call = await t.app.inject({ method: 'POST', url: '/1.0/phone', headers: { 'x-api-key': a.live }, payload: { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' } });
    const problem = await t.app.inject({ method: 'GET', url: '/1.0/credits' });
    for (const r of [call, problem]) {
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.equal(r.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    }
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    assert.ok(docs.statusCode < 400, `/docs answers ${docs.statusCode}`);
    assert.equal(docs.headers['x-content-type-options'], 'nosniff');
    assert.match(String(docs.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.match(String(docs.headers['content-security-policy']), /script-src 'self'/);
    assert.equal(docs.headers['x-frame-options'], 'DENY');
    const script = await t.app.inject({ method: 'GET', url: '/1.0/track/collector.js' });
    assert.match(String(script.headers['cache-control']), /^public/, 'the collector script keeps its own caching');
  });

  test('/metrics: loopback peers only without IDRISK_METRICS_TOKEN; with it, only the bearer of the token', async () => {
    const plain = await testApp('sqlite');
    open.push(plain);
    assert.equal((await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode, 200);
    assert.equal((await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode, 200);
    const remote = await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
    assert.equal(remote.statusCode, 404, 'a remote peer does not see it, whatever X-Forwarded-For says');
    const guarded = await testApp('sqlite', { IDRISK_METRICS_TOKEN: 'metrics-token-0123456789' });
    open.push(guarded);
    const get = (auth?: string, remoteAddress = '127.0.0.1') => guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: auth ? { authorization: auth } : {} });
    assert.equal((await get()).statusCode, 404, 'the token is required even on loopback');
    assert.equal((await get('Bearer wrong')).statusCode, 404);
    const ok = await get('Bearer metrics-token-0123456789', '203.0.113.5');
    assert.equal(ok.statusCode, 200);
    assert.match(ok.body, /idrisk_shed_calls_total/);
  });

  test('IDRISK_TRUST_PROXY: a hop count or the balancer CIDRs take the address the balancer appended, not the one a caller wrote', async () => {
    // The client address the login area and per-IP limits read is Fastify's request.ip under our trustProxy setting.
    const ipOf = async (trust: string) => {
      const t = await testApp('sqlite', { IDRISK_TRUST_PROXY: trust });
      open.push(t);
      return clientIp(t, '10.0.0.7', '6.6.6.6, 198.51.100.20');
    };
    assert.equal(await ipOf('1'), '198.51.100.20', 'one balancer: the hop it appended');
    assert.equal(await ipOf('10.0.0.0/8'), '198.51.100.20', "the balancer's CIDR: the hop before it");
    assert.equal(await ipOf('off'), '10.0.0.7', 'no proxy trusted: the socket peer');
    assert.equal(await ipOf('on'), '6.6.6.6', 'on: the left-most hop, which the caller wrote (documented as unsafe behind an appending balancer)');
  });
});

/** The client address the service sees for a request (login records keep it): a collect call's stored IP. */
async function clientIp(t: TestApp, remoteAddress: string, forwardedFor: string): Promise<string> {
  const a = await t.account();
  const app = await t.services.apps.create(a.account.id, ['https://shop.example']);
  const session = `s-${uniqueId()}`;
  const r = await t.app.inject({
    method: 'POST',
    url: '/1.0/track/collect',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor, 'x-idrisk-app-key': app.appKey, origin: 'https://shop.example', 'content-type': 'application/json' },
    payload: collectorRecord(session, 'user@example.com'),
  });
  assert.ok(r.statusCode < 300, r.body);
  const row = await t.services.store.db.selectFrom('login_records').select('ip').where('session_id', '=', session).executeTakeFirstOrThrow();
  return row.ip;
}

describe('app keys', () => {
  test('a collector app key revoked by another process stops at the next poll of the cache epoch, not 60 s later', async () => {
    const t = await testApp('sqlite', { IDRISK_KEY_CACHE_SECONDS: '60' });
    const other = await compose(t.config);
    try {
      const a = await t.account();
      const app = await t.services.apps.create(a.account.id, ['https://shop.example']);
      const collect = () =>
        t.app.inject({
          method: 'POST',
          url: '/1.0/track/collect',
          headers: { 'x-idrisk-app-key': app.appKey, origin: 'https://shop.example', 'content-type': 'application/json' },
          payload: collectorRecord(`s-${uniqueId()}`, 'user@example.com'),
        });
      const first = await collect();
      assert.ok(first.statusCode < 300, first.body);
      await other.apps.revoke(app.id);
      // The serving process learns of the change at its next poll (every IDRISK_CACHE_POLL_MS); run that poll now.
      await t.services.keys.cache.poll();
      const after = await collect();
      assert.equal(after.statusCode, 401, after.body);
    } finally {
      await other.close();
      await t.close();
    }
  });
});

describe('collector records', () => {
  test('a second record for a session already collected is refused (400 SESSION_ALREADY_COLLECTED), the first stays', async () => {
    const t = await testApp('sqlite');
    try {
      const a = await t.account();
      const app = await t.services.apps.create(a.account.id, ['https://shop.example']);
      const session = `s-${uniqueId()}`;
      const collect = (username: string, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/1.0/track/collect',
          remoteAddress: ip,
          headers: { 'x-idrisk-app-key': app.appKey, origin: 'https://shop.example', 'content-type': 'application/json' },
          payload: collectorRecord(session, username),
        });
      assert.ok((await collect('victim@example.com', '203.0.113.10')).statusCode < 300);
      const second = await collect('attacker@example.com', '198.51.100.66');
      assert.equal(second.statusCode, 400, second.body);
      assert.equal(second.json().code, 'SESSION_ALREADY_COLLECTED');
      const rows = await t.services.store.db.selectFrom('login_records').select(['ip', 'username_hash']).where('session_id', '=', session).execute();
      assert.deepEqual(rows.map((r) => r.ip), ['203.0.113.10'], 'the first record is kept');
    } finally {
      await t.close();
    }
  });
});
