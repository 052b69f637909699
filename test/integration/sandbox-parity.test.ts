/**
 * The sandbox validates like live: the same inputs through a live key (network off) and a sandbox key give the same
 * validity fields — libphonenumber's verdict on phones, the email syntax (internationalised domains included) and
 * the account analysis, the IP parser and its special-purpose ranges (192.0.2.0/24 and friends), the name checker.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { testApp, uniqueId, type TestApp } from '../helpers/app.js';

const PHONES = [
  '+447700900123', '447700900123', '+44 7700 900123', '0044 7700 900123', '+44 (0) 20 7946 0958', '+14155552671',
  '+1 202-555-0143', '+1 800 555 0199', '+33612345678', '+8613800138000', '+9715012345678', '+61 491 570 156',
  '+4915123456789', '+380501234567', '+79123456789', '+999123456789', '12345', '+1', 'abc', '+44 7700 9001234567',
  '+1 (555) 010-0000', '+35312345', '+800 1234 5678', '+882 1234 5678',
];
const EMAILS = [
  'jane.doe@example.com', 'JANE@Example.COM', 'josé@bücher.de', 'user@xn--bcher-kva.de', 'плохой@почта.рф',
  'info@company.co.uk', 'user+tag@gmail.com', 'jane_doe1990@yahoo.fr', 'test.fake@example.org', 'no-at-sign',
  'a@b', 'john..doe@example.com', '"quoted"@example.com', 'x@example', 'trailing.dot.@example.com', '@example.com',
  'user@-bad-.com', 'user@exa_mple.com', 'qwxzrtpl9942@mail.example',
];
const IPS = [
  '192.0.2.10', '198.51.100.1', '203.0.113.7', '8.8.8.8', '1.1.1.1', '81.2.69.142', '10.1.2.3', '127.0.0.1', '100.64.1.1',
  '169.254.1.1', '0.0.0.0', '224.0.0.1', '192.88.99.1', '255.255.255.255', '::1', '2001:db8::1', 'fe80::1', 'fc00::1',
  '2606:4700:4700::1111', '::ffff:192.168.1.1', '256.1.1.1', '1.2.3', 'abc', '01.02.03.04',
];
const NAMES: readonly [string, string][] = [
  ['Jane', 'Doe'], ['test', 'test'], ['Mr', 'Smith'], ['José', 'García'], ['X Æ A-12', 'Musk'], ['asdfgh', 'qwerty'],
  ['李', '小龙'], ['  Anna ', ' Smith '], ['John1', 'Doe'], ['Mickey', 'Mouse'], ['Ngozi', 'Okonjo-Iweala'], ['a', 'b'],
];

describe('sandbox and live agree on validity', () => {
  let t: TestApp;
  let live: string;
  let sandbox: string;
  before(async () => {
    t = await testApp('sqlite');
    const a = await t.account({ credits: 1_000_000, unlimited: true });
    live = a.live;
    sandbox = a.sandbox;
  });
  after(() => t.close());

  async function both(url: string, body: Record<string, unknown>, product: string): Promise<[Record<string, unknown>, Record<string, unknown>]> {
    const call = async (key: string) => {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: uniqueId(), ...body }) });
      assert.equal(res.statusCode, 200, res.body);
      return res.json()[product] as Record<string, unknown>;
    };
    return [await call(live), await call(sandbox)];
  }
  const pick = (p: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, p[f]]));

  test('phones: libphonenumber validity, region, type and format verdict', async () => {
    const fields = ['value', 'is_valid_format', 'is_suspicious_format', 'country_code', 'number_type', 'type'];
    let valid = 0;
    for (const phone_number of PHONES) {
      const [l, s] = await both('/1.0/phone', { claims: ['phone'], phone_number }, 'phone');
      assert.deepEqual(pick(s, fields), pick(l, fields), phone_number);
      if (l.is_valid_format) valid++;
    }
    assert.ok(valid >= 8 && valid < PHONES.length, `${valid} valid numbers: the set holds both kinds`);
  });

  test('emails: syntax verdict, domain (IDN to ASCII) and the account analysis', async () => {
    const local = ['value', 'domain', 'has_stop_words', 'parsed_first_name', 'parsed_last_name', 'parsed_name_is_valid', 'parsed_name_risk_type',
      'account_length', 'account_dots_count', 'account_numbers_count', 'account_letters_count', 'account_symbols_count',
      'account_vowels_count', 'account_consonants_count', 'account_dots_ratio', 'account_numbers_ratio', 'account_letters_ratio',
      'account_symbols_ratio', 'account_vowels_ratio', 'account_consonants_ratio', 'contains_first_name', 'contains_last_name'];
    let invalid = 0;
    for (const email of EMAILS) {
      const [l, s] = await both('/1.0/email', { claims: ['email'], email }, 'email');
      assert.equal(s.status === 'syntax_error', l.status === 'syntax_error', `${email}: live ${String(l.status)}, sandbox ${String(s.status)}`);
      if (l.status === 'syntax_error') {
        invalid++;
        assert.deepEqual([s.status, s.sub_status], [l.status, l.sub_status], email);
      }
      assert.deepEqual(pick(s, local), pick(l, local), email);
    }
    assert.ok(invalid >= 5 && invalid < EMAILS.length, `${invalid} invalid addresses: the set holds both kinds`);
  });

  test('ips: format and special-purpose ranges (documentation ranges are internal)', async () => {
    const fields = ['value', 'is_valid_format', 'is_private_internal_address'];
    for (const ip of IPS) {
      const [l, s] = await both('/1.0/ip', { claims: ['ip'], ip }, 'ip');
      assert.deepEqual(pick(s, fields), pick(l, fields), ip);
      if (l.is_private_internal_address) assert.equal(s.connection_type, l.connection_type, ip);
    }
  });

  test('names: validity, risk type and gender of the name checker', async () => {
    const fields = ['value', 'is_valid', 'risk_type', 'gender'];
    for (const [first_name, last_name] of NAMES) {
      const [l, s] = await both('/1.0/name', { claims: ['name'], first_name, last_name }, 'name');
      assert.deepEqual(pick(s, fields), pick(l, fields), `${first_name} ${last_name}`);
    }
  });

  test('hub: the same verdicts inside the onboarding call', async () => {
    const body = { claims: ['phone', 'email', 'ip', 'name'], phone_number: '12345', email: 'josé@bücher.de', ip: '192.0.2.10', first_name: 'test', last_name: 'test' };
    const call = async (key: string) => (await t.app.inject({ method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: uniqueId(), ...body }) })).json();
    const [l, s] = [await call(live), await call(sandbox)];
    assert.equal(s.phone.is_valid_format, l.phone.is_valid_format);
    assert.equal(s.email.domain, l.email.domain);
    assert.equal(s.ip.is_private_internal_address, l.ip.is_private_internal_address);
    assert.equal(s.name.is_valid, l.name.is_valid);
  });
});
