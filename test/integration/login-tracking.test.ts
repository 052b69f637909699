/**
 * Login tracking over HTTP on SQLite and PostgreSQL: collector apps, the collect endpoint (app key, origins, CORS
 * preflight, size cap, validation, rate limits, client IP behind a proxy), enrollments and results on live keys
 * (billing, 404/400 codes, scoring against the references, accounts kept apart), and the sandbox answers.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { collectorRecord } from '../helpers/login.js';
import { runCliCaptured } from '../helpers/cli.js';
import { PRICES } from '../../src/accounts/prices.js';

const ORIGIN = 'https://login.example.com';
const GB = '81.2.69.142';
const JP = '126.0.0.1';
const FR = '80.12.0.1';

for (const kind of DB_KINDS) {
  describe(`login tracking (${kind})`, () => {
    let t: TestApp;
    let acct: Awaited<ReturnType<TestApp['account']>>;
    let appKey: string;
    before(async () => {
      // One trusted proxy hop (the test plays the proxy and sets X-Forwarded-For); a tight per-IP collect rate.
      t = await testApp(kind, { IDRISK_TRUST_PROXY: '1', IDRISK_COLLECT_IP_RATE: '20' });
      acct = await t.account({ credits: 1000 });
      appKey = (await t.services.apps.create(acct.account.id, [ORIGIN, 'http://127.0.0.1:8081'])).appKey;
    });
    after(() => t.close());

    let ipCounter = 0;
    /** A distinct client address per call unless given, so the per-IP limit only bites where a test wants it. */
    const collect = (body: unknown, o: { key?: string | null; origin?: string | null; ip?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/1.0/track/collect',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': o.ip ?? `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`,
          ...(o.key === null ? {} : { 'x-idrisk-app-key': o.key ?? appKey }),
          ...(o.origin === null ? {} : { origin: o.origin ?? ORIGIN }),
        },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const track = (what: 'enrollments' | 'results', session: string, body?: object, key = acct.live) =>
      t.app.inject({
        method: 'POST',
        url: `/1.0/track/${what}?session_id=${encodeURIComponent(session)}`,
        headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
        payload: body ? JSON.stringify(body) : undefined,
      });
    const credits = async () => (await t.services.accounts.require(acct.account.id)).credits;

    test('CORS preflight: granted to an allowed origin with exactly the collect headers; 403 and no grant otherwise', async () => {
      const pre = (origin: string, headers = 'content-type,x-idrisk-app-key') =>
        t.app.inject({ method: 'OPTIONS', url: '/1.0/track/collect', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers } });
      const ok = await pre(ORIGIN);
      assert.equal(ok.statusCode, 204);
      assert.equal(ok.headers['access-control-allow-origin'], ORIGIN);
      assert.equal(ok.headers['access-control-allow-methods'], 'POST');
      assert.match(String(ok.headers['access-control-allow-headers']), /x-idrisk-app-key/);
      const bad = await pre('https://evil.example.net');
      assertProblem(bad, 403, 'ORIGIN_NOT_ALLOWED');
      assert.equal(bad.headers['access-control-allow-origin'], undefined);
      assertProblem(await pre(ORIGIN, 'content-type,x-api-key'), 403, 'ORIGIN_NOT_ALLOWED');
    });

    test('CORS preflight: an origin is granted while an active app lists it, and no longer once that app is revoked', async () => {
      const origin = 'https://checkout.example.org';
      const pre = () =>
        t.app.inject({ method: 'OPTIONS', url: '/1.0/track/collect', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-idrisk-app-key' } });
      assertProblem(await pre(), 403, 'ORIGIN_NOT_ALLOWED');
      const app = await t.services.apps.create(acct.account.id, [origin, origin]);
      assert.deepEqual(app.origins, [origin], 'a repeated origin is kept once');
      assert.equal((await pre()).statusCode, 204);
      await t.services.apps.revoke(app.id);
      assertProblem(await pre(), 403, 'ORIGIN_NOT_ALLOWED');
    });

    test('collect: stored from an allowed origin with the CORS grant; refused otherwise, without a grant', async () => {
      const ok = await collect(collectorRecord('c-1', 'jane'));
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().session_id, 'c-1');
      assert.equal(ok.headers['access-control-allow-origin'], ORIGIN);
      const other = await collect(collectorRecord('c-2', 'jane'), { origin: 'https://evil.example.net' });
      assertProblem(other, 403, 'ORIGIN_NOT_ALLOWED');
      assert.equal(other.headers['access-control-allow-origin'], undefined);
      assertProblem(await collect(collectorRecord('c-2', 'jane'), { origin: null }), 403, 'ORIGIN_NOT_ALLOWED');
      assertProblem(await collect(collectorRecord('c-2', 'jane'), { key: null }), 403, 'MISSING_APP_KEY');
      assertProblem(await collect(collectorRecord('c-2', 'jane'), { key: 'idr_app_' + 'x'.repeat(32) }), 401, 'INVALID_APP_KEY');
      assertProblem(await collect(collectorRecord('c-2', 'jane'), { key: acct.live }), 401, 'INVALID_APP_KEY');
    });

    test('collect: validated, size-capped, NUL refused, never a 500', async () => {
      const bad = assertProblem(await collect({ ...collectorRecord('c-3', 'jane'), extra: 1 }), 400, 'INVALID_PAYLOAD');
      assert.ok((bad.errors as { field: string }[]).some((e) => e.field === 'extra'));
      const rec = collectorRecord('c-3', 'jane');
      assertProblem(await collect({ ...rec, browser: { ...rec.browser, battery_level: 140 } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await collect({ ...rec, username: 'ja\u0000ne' }), 400, 'INVALID_PAYLOAD');
      assertProblem(await collect({ ...rec, device_id: 'not-hex' }), 400, 'INVALID_PAYLOAD');
      assertProblem(await collect({ ...rec, probe_errors: ['x'.repeat(60)].concat(Array.from({ length: 300 }, () => 'y'.repeat(60))) }), 413, 'PAYLOAD_TOO_LARGE');
      assertProblem(await collect('{"session_id": '), 400, 'MALFORMED_JSON');
    });

    test('an app key opens nothing but collect; a revoked app key opens nothing', async () => {
      assertProblem(await track('results', 'c-1', undefined, appKey), 401, 'INVALID_API_KEY');
      const r = await t.app.inject({ method: 'GET', url: '/1.0/credits', headers: { 'x-api-key': appKey } });
      assertProblem(r, 401, 'INVALID_API_KEY');
      const other = await t.services.apps.create(acct.account.id, [ORIGIN]);
      assert.equal((await collect(collectorRecord('c-rev', 'jane'), { key: other.appKey })).statusCode, 200);
      await t.services.apps.revoke(other.id);
      assertProblem(await collect(collectorRecord('c-rev2', 'jane'), { key: other.appKey }), 401, 'INVALID_APP_KEY');
    });

    test('enroll then log in again from the same device: trust codes, high score, billed; repeat enroll is 400', async () => {
      assert.equal((await collect(collectorRecord('e-1', 'Alice@Example.com'), { ip: GB })).statusCode, 200);
      const before = await credits();
      const enr = await track('enrollments', 'e-1');
      assert.equal(enr.statusCode, 200, enr.body);
      assert.equal(enr.json().session_id, 'e-1');
      assert.match(enr.json().transaction_id, /^txn_/);
      assert.equal(await credits(), before - PRICES['track-enrollments']);
      assertProblem(await track('enrollments', 'e-1'), 400, 'SESSION_ALREADY_ENROLLED');
      assertProblem(await collect(collectorRecord('e-1', 'alice@example.com'), { ip: GB }), 400, 'SESSION_ALREADY_ENROLLED');
      assert.equal(await credits(), before - PRICES['track-enrollments'], 'refused calls are not billed');

      assert.equal((await collect(collectorRecord('e-2', 'alice@example.com'), { ip: GB })).statusCode, 200);
      const res = await track('results', 'e-2', { username: 'ALICE@example.com ', transaction_id: `tx-${kind}-e2` });
      assert.equal(res.statusCode, 200, res.body);
      const r = res.json();
      assert.equal(await credits(), before - PRICES['track-enrollments'] - PRICES['track-results']);
      const codes = String(r.reason_codes).split(',');
      for (const c of ['TL001', 'TL003', 'TL004']) assert.ok(codes.includes(c), `${c} in ${r.reason_codes}`);
      assert.ok(r.score >= 800, `high score, got ${r.score}`);
      assert.equal(r.transaction_id, `tx-${kind}-e2`);
      assert.equal(r.username, 'ALICE@example.com ');
      assert.equal(r.app_key, appKey);
      assert.equal(r.ip, GB);
      assert.equal(r.ip_country_code, 'GB');
      assert.equal(r.ip_country, 'GB', 'the same form as the ip payload country');
      assert.equal(r.browser_timezone, 'Europe/London');
      assert.equal(r.browser_screen_resolution, '1920x1080');
      assert.equal(r.browser_viewport, '1903x937');
      assert.equal(r.browser_media_devices_list, 'audioinput,audiooutput');
      assert.equal(r.browser_name, 'Chrome');
      assert.equal(r.browser_version, '142.0.7444.60');
      assert.match(String(r.browser_device_operating_system), /^Windows/);
      assert.equal(r.browser_battery_level, 87);
      // The stored resolution explains the score, reached by the transaction_id the answer carries (issue 31).
      const stored = await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${encodeURIComponent(r.transaction_id)}`, headers: { 'x-api-key': acct.live } });
      assert.equal(stored.statusCode, 200, stored.body);
      assert.equal(stored.json().resolution_id, await lastResolution());
      assert.equal(stored.json().transaction_id, r.transaction_id);
      assert.equal((await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${encodeURIComponent(r.transaction_id)}`, headers: { 'x-api-key': acct.sandbox } })).statusCode, 404, 'not from the sandbox key');
      const again = (await track('results', 'e-2')).json();
      assert.match(again.transaction_id, /^txn_/);
      const byTxn = await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${again.transaction_id}`, headers: { 'x-api-key': acct.live } });
      assert.equal(byTxn.statusCode, 200, byTxn.body);
      assert.equal(byTxn.json().explanation.scores['track-results'].score, again.score);
      assert.equal(stored.json().operation, 'track-results');
      assert.equal(stored.json().explanation.scores['track-results'].score, r.score);
      assert.ok(stored.json().explanation.scores['track-results'].contributions.some((c: { code: string }) => c.code === 'TL001'));
      assertProblem(await track('results', 'e-3-never'), 404, 'SESSION_NOT_FOUND');
    });

    async function lastResolution(): Promise<string> {
      const row = await t.services.store.db.selectFrom('resolutions').select('id').where('account_id', '=', acct.account.id).where('operation', '=', 'track-results').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      return row.id;
    }

    test('a new device in another country an hour later: new device, new country, impossible travel, zone and language codes; lower score', async () => {
      await collect(collectorRecord('t-1', 'bob'), { ip: GB });
      assert.equal((await track('enrollments', 't-1', { username: 'bob' })).statusCode, 200);
      await collect(collectorRecord('t-2', 'bob'), { ip: GB });
      const same = (await track('results', 't-2')).json();
      const foreign = collectorRecord('t-3', 'bob', {
        device_id: 'b'.repeat(32),
        browser: { timezone: 'America/New_York', language: 'de-DE', screen_width: 390, screen_height: 844, webgl_renderer: 'Apple GPU', cpu_cores: 6, user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1' },
      });
      await collect(foreign, { ip: JP });
      const r = (await track('results', 't-3')).json();
      const codes = String(r.reason_codes).split(',');
      for (const c of ['RL002', 'RL003', 'RL004', 'RL005', 'RL006']) assert.ok(codes.includes(c), `${c} in ${r.reason_codes}`);
      assert.ok(r.score < same.score - 300, `${r.score} well below ${same.score}`);
      assert.equal(r.ip_country_code, 'JP');
      assert.equal(r.username, null, 'no username sent by the backend: none echoed');
    });

    test('the backend username must match the typed one: 400 on enrollment, a risk code on results', async () => {
      await collect(collectorRecord('m-1', 'carol'), { ip: FR });
      assertProblem(await track('enrollments', 'm-1', { username: 'mallory' }), 400, 'USERNAME_MISMATCH');
      const r = (await track('results', 'm-1', { username: 'mallory' })).json();
      assert.ok(String(r.reason_codes).split(',').includes('RL013'));
      assert.equal(r.username, null);
    });

    test('automation and bot-like behaviour lower the score', async () => {
      await collect(collectorRecord('b-1', 'dave', { automation: { webdriver: true, bot_kind: 'headless_chrome', bot_detectors: ['detectWebDriver'] }, behaviour: { keystrokes: 0, key_interval_mean_ms: null, typing_ms: null, pointer_moves: 0, pointer_clicks: 0 }, browser: { incognito: true, privacy_plugins: ['content_blocker'] } }), { ip: FR });
      const r = (await track('results', 'b-1')).json();
      const codes = String(r.reason_codes).split(',');
      for (const c of ['RL001', 'RL007', 'RL008', 'RL009', 'RL010', 'RL011', 'RL012']) assert.ok(codes.includes(c), `${c} in ${r.reason_codes}`);
      assert.equal(r.score_cluster, 'very_low');
      assert.equal(r.browser_incognito_mode, true);
      assert.equal(r.browser_has_privacy_related_plugins, true);
    });

    test('records of another account are never visible; the same session id is separate per account', async () => {
      const other = await t.account({ credits: 100 });
      await collect(collectorRecord('shared-s', 'erin'), { ip: GB });
      assertProblem(await track('results', 'shared-s', undefined, other.live), 404, 'SESSION_NOT_FOUND');
      assertProblem(await track('enrollments', 'shared-s', undefined, other.live), 404, 'SESSION_NOT_FOUND');
      assert.equal((await t.services.accounts.require(other.account.id)).credits, 100, 'a 404 is not billed');
      const otherApp = await t.services.apps.create(other.account.id, [ORIGIN]);
      assert.equal((await collect(collectorRecord('shared-s', 'frank'), { key: otherApp.appKey, ip: FR })).statusCode, 200);
      const mine = (await track('results', 'shared-s', { username: 'erin' })).json();
      const theirs = (await track('results', 'shared-s', { username: 'frank' }, other.live)).json();
      assert.equal(mine.ip, GB);
      assert.equal(mine.username, 'erin');
      assert.equal(theirs.ip, FR);
      assert.equal(theirs.app_key, otherApp.appKey);
    });

    test('usernames and stored records hold keyed hashes, not the username', async () => {
      await collect(collectorRecord('h-1', 'Grace.Hopper'), { ip: GB });
      await track('enrollments', 'h-1');
      const rec = await t.services.store.db.selectFrom('login_records').selectAll().where('session_id', '=', 'h-1').executeTakeFirstOrThrow();
      const enr = await t.services.store.db.selectFrom('login_enrollments').selectAll().where('session_id', '=', 'h-1').executeTakeFirstOrThrow();
      assert.equal(rec.username_hash, t.services.graph.keyedHash('username', 'grace.hopper'));
      assert.equal(enr.username_hash, rec.username_hash);
      for (const text of [JSON.stringify(rec), JSON.stringify(enr)]) assert.ok(!/grace/i.test(text), 'no plaintext username');
    });

    test('sandbox keys keep their synthetic answers', async () => {
      const r = await track('results', 'any-session', { username: 'jane' }, acct.sandbox);
      assert.equal(r.statusCode, 200, r.body);
      assert.equal(r.json().session_id, 'any-session');
      assert.equal(typeof r.json().score, 'number');
      const e = await track('enrollments', 'any-session', undefined, acct.sandbox);
      assert.equal(e.statusCode, 200, e.body);
    });
  });
}

describe('collect rate limits', () => {
  test('per client IP (the X-Forwarded-For hop behind the trusted proxy) and per app key', async () => {
    // Buckets of 1 per IP and 3 per app key, refilled per second; the calls below take milliseconds.
    const t = await testApp('sqlite', { IDRISK_TRUST_PROXY: '1', IDRISK_COLLECT_IP_RATE: '1', IDRISK_COLLECT_APP_RATE: '3' });
    try {
      const a = await t.account();
      const app = await t.services.apps.create(a.account.id, [ORIGIN]);
      const call = (session: string, ip: string) =>
        t.app.inject({ method: 'POST', url: '/1.0/track/collect', headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-idrisk-app-key': app.appKey, 'x-forwarded-for': ip }, payload: JSON.stringify(collectorRecord(session, 'rate')) });
      assert.equal((await call('r-1', '192.0.2.1')).statusCode, 200);
      const byIp = await call('r-2', '192.0.2.1');
      assertProblem(byIp, 429, 'RATE_LIMITED');
      assert.ok(Number(byIp.headers['retry-after']) >= 1);
      assert.equal((await call('r-3', '192.0.2.2')).statusCode, 200, 'another address has its own bucket');
      assertProblem(await call('r-4', '192.0.2.3'), 429, 'RATE_LIMITED');
      const stored = await t.services.store.db.selectFrom('login_records').select('session_id').execute();
      assert.deepEqual(stored.map((r) => r.session_id).sort(), ['r-1', 'r-3'], 'a limited call stores nothing');
    } finally {
      await t.close();
    }
  });
});

describe('idrisk apps CLI', () => {
  test('create (--json gives id and app_key), list, revoke; bad origins refused', async () => {
    const t = await testApp('sqlite');
    try {
      const env = { DATABASE_URL: t.config.database.url, IDRISK_DATA_DIR: t.dir, LOG_LEVEL: 'silent' };
      const a = await t.account();
      const created = await runCliCaptured(['apps', 'create', '--account', a.account.id, '--origin', 'https://login.example.com/', '--origin', 'http://127.0.0.1:3000', '--json'], env);
      assert.equal(created.code, 0, created.err);
      const out = JSON.parse(created.out);
      assert.match(out.id, /^app_/);
      assert.match(out.app_key, /^idr_app_[0-9A-Za-z]{32}$/);
      assert.deepEqual(out.origins, ['https://login.example.com', 'http://127.0.0.1:3000']);
      const listed = JSON.parse((await runCliCaptured(['apps', 'list', '--account', a.account.id, '--json'], env)).out);
      assert.equal(listed.length, 1);
      assert.equal(listed[0].app_key, out.app_key);
      const revoked = JSON.parse((await runCliCaptured(['apps', 'revoke', out.id, '--json'], env)).out);
      assert.ok(revoked.revoked_at);
      const bad = await runCliCaptured(['apps', 'create', '--account', a.account.id, '--origin', 'https://login.example.com/path'], env);
      assert.equal(bad.code, 2);
      assert.match(bad.err, /--origin must be an http\(s\) origin/);
      assert.equal((await runCliCaptured(['apps', 'create', '--account', a.account.id], env)).code, 2);
      assert.equal((await runCliCaptured(['apps', 'create', '--account', 'acct_nope', '--origin', 'https://x.example'], env)).code, 2);
    } finally {
      await t.close();
    }
  });
});
