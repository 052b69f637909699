/**
 * One deadline for the whole hub call: an email provider whose mail server accepts the connection and never answers
 * (a local SMTP server on 127.0.0.2, reached through a local DNS server). With `timeout` 1.7 and 10 the answer
 * arrives after the lookups' deadline (the timeout minus the answer's reserve, IDRISK_ANSWER_RESERVE_MS) and within
 * HUB_MARGIN_MS of the timeout; the late email fields are null (status unknown,
 * unknown_timeout_exceeded, RG001), the local fields of every product and the combined score are there. Both calls
 * run concurrently, so the 10 s case costs 10 s of wall time once, and it genuinely waits: the server never answers.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { startDnsServer, type DnsTestServer } from '../helpers/dns-server.js';
import { startHttpServer, type HttpTestServer } from '../helpers/http-server.js';
import { startSilentServer, type SilentServer } from '../helpers/smtp-server.js';

/** The documented margin (docs/scoring.md): scoring, commit and serialization after the deadline. */
const HUB_MARGIN_MS = 500;
/** IDRISK_ANSWER_RESERVE_MS's default: the lookups stop this much before the timeout. */
const ANSWER_RESERVE_MS = 250;

let t: TestApp;
let dns: DnsTestServer;
let silent: SilentServer;
let http: HttpTestServer;
let live: string;

before(async () => {
  silent = await startSilentServer('127.0.0.2');
  dns = await startDnsServer({
    'silent.com': { MX: [{ exchange: 'mx.silent.com', priority: 10 }] },
    'mx.silent.com': { A: ['127.0.0.2'] },
  });
  http = await startHttpServer({});
  t = await testApp('sqlite', {
    IDRISK_NETWORK: 'on',
    IDRISK_DNS_SERVERS: dns.address,
    // Generous: under a loaded machine a 500 ms DNS timeout can fire before the MX answer, and the mail server is never reached.
    IDRISK_DNS_TIMEOUT_MS: '1500',
    IDRISK_SMTP_PORT: String(silent.port),
    IDRISK_SMTP_TIMEOUT_MS: '20000',
    IDRISK_FETCH_ALLOW: '127.0.0.1/32,127.0.0.2/32',
    IDRISK_RDAP_URL: `${http.url}/`,
    IDRISK_GRAVATAR_URL: http.url,
  });
  ({ live } = await t.account({ credits: 1000 }));
});

after(async () => {
  await t?.close();
  await Promise.all([silent?.close(), dns?.close(), http?.close()]);
});

test('a hub call whose email server never answers: answered by the deadline (1.7 s and 10 s), late fields null', async () => {
  const call = async (timeout: number, email = 'anna.rossi@silent.com') => {
    const started = performance.now();
    const r = await t.app.inject({
      method: 'POST',
      url: '/1.0/hub',
      headers: { 'x-api-key': live },
      payload: {
        customer_id: uniqueId(), claims: ['phone', 'email', 'ip', 'name', 'score'], timeout,
        phone_number: '+447983614752', email, ip: '86.128.0.1', first_name: 'Anna', last_name: 'Rossi',
      },
    });
    return { r, ms: performance.now() - started, timeout };
  };
  // A first call warms the process up (compiled statements, lazily built lookups); its domain has no MX, so it is quick.
  assert.equal((await call(1.7, 'anna.rossi@nomx.test')).r.statusCode, 200);
  const results = await Promise.all([call(1.7), call(10)]);
  assert.ok(silent.connections >= 2, 'both calls reached the silent mail server');
  for (const { r, ms, timeout } of results) {
    assert.equal(r.statusCode, 200, r.body);
    assert.ok(ms >= timeout * 1000 - ANSWER_RESERVE_MS - 50, `waited for the mail server until the lookups' deadline: ${ms.toFixed(0)} ms (timeout ${timeout})`);
    assert.ok(ms <= timeout * 1000 + HUB_MARGIN_MS, `answered ${(ms - timeout * 1000).toFixed(0)} ms after the ${timeout} s deadline`);
    const b = r.json();
    assert.equal(b.email.status, 'unknown');
    assert.equal(b.email.sub_status, 'unknown_timeout_exceeded');
    assert.ok(b.email.reason_codes.split(',').includes('RG001'), b.email.reason_codes);
    assert.equal(b.email.domain_mx_is_valid, true, 'what finished before the deadline is kept');
    // Local fields never wait: phone, name and ip answer in full; the combined score lists the timeout.
    assert.equal(b.phone.is_valid_format, true);
    assert.equal(b.name.is_valid, true);
    assert.equal(b.ip.country, 'GB');
    assert.equal(typeof b.score.score, 'number');
    const codes = b.score.reason_codes.split(',');
    assert.ok(codes.includes('RG001') && codes.includes('TO001'), b.score.reason_codes);
  }
});
