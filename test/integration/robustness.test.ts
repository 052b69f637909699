/**
 * Nothing a caller can send gives a 5xx: hostile and odd inputs on every live product and lookup answer 200 (an
 * invalid format is a result, billed) or a 4xx in the one error shape, never a stack trace.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { testApp, uniqueId, type TestApp } from '../helpers/app.js';

const ODD_STRINGS = [
  ' ',
  '0',
  '+',
  '++44',
  '-1',
  '\u202e\u202d',
  '💥'.repeat(50),
  'ä'.repeat(60),
  'a'.repeat(64),
  '1'.repeat(64),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00%ff',
  '::ffff:999.1.1.1',
  '1.2.3.4.5',
  'fe80::1%eth0',
  '@',
  'a@',
  '@b',
  'a@b@c',
  '"quoted"@example.com',
  'user@[127.0.0.1]',
  'user@xn--',
  'user@' + 'a'.repeat(63) + '.' + 'b'.repeat(63) + '.com',
  '\ud800',
];

describe('robustness of live products', () => {
  let t: TestApp;
  let key: string;
  before(async () => {
    t = await testApp('sqlite');
    key = (await t.account({ unlimited: true, rateLimit: 100000 })).live;
  });
  after(() => t.close());

  const bodies = (s: string): [string, Record<string, unknown>][] => [
    ['/1.0/phone', { customer_id: uniqueId(), claims: ['phone'], phone_number: s }],
    ['/1.0/email', { customer_id: uniqueId(), claims: ['email'], email: s, timeout: 1.7 }],
    ['/1.0/ip', { customer_id: uniqueId(), claims: ['ip'], ip: s }],
    ['/1.0/device', { customer_id: uniqueId(), claims: ['device'], user_agent: s }],
    ['/1.0/name', { customer_id: uniqueId(), claims: ['name'], first_name: s, last_name: s }],
    ['/1.0/hub', { customer_id: uniqueId(), claims: ['phone', 'email', 'ip', 'name'], phone_number: s, email: s, ip: s, first_name: s, last_name: s, timeout: 1.7 }],
    ['/data/1.0/phone-data-breaches', { transaction_id: uniqueId(), phone_number: s }],
    ['/data/1.0/phone-to-name', { transaction_id: uniqueId(), phone_number: s }],
    ['/data/1.0/phone-mnp', { transaction_id: uniqueId(), phone_number: s }],
    ['/data/1.0/ip-proxy', { transaction_id: uniqueId(), ip: s }],
  ];

  for (const s of ODD_STRINGS) {
    test(`input ${JSON.stringify(s).slice(0, 40)}`, async () => {
      for (const [url, body] of bodies(s)) {
        const res = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        assert.ok(res.statusCode < 500, `${url} ${JSON.stringify(s)} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
        assert.ok(!/\bat .+\.(ts|js):\d+:\d+/.test(res.body), 'no stack trace');
        if (res.statusCode === 200 && url.startsWith('/data/')) assert.equal(typeof res.json().is_valid_format, 'boolean');
      }
    });
  }

  test('a very long user agent and deeply nested junk are 4xx or 200, never 5xx', async () => {
    const long = { customer_id: uniqueId(), claims: ['device'], user_agent: 'Mozilla/5.0 '.repeat(340) };
    const r1 = await t.app.inject({ method: 'POST', url: '/1.0/device', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify(long) });
    assert.ok(r1.statusCode < 500, r1.body);
    let nested: unknown = 1;
    for (let i = 0; i < 2000; i++) nested = [nested];
    const r2 = await t.app.inject({ method: 'POST', url: '/1.0/phone', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: uniqueId(), claims: ['phone'], phone_number: nested }) });
    assert.equal(r2.statusCode, 400, r2.body);
  });
});
