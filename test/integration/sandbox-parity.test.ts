/**
 * The sandbox validates like live: the same inputs through a live key (network off) and a sandbox key give the same
 * validity fields — libphonenumber's verdict on phones, the email syntax (internationalised domains included), the
 * bundled lists (role accounts, disposable and free domains, typos) and the account analysis, the IP parser and its special-purpose ranges (192.0.2.0/24 and friends), the name checker
 * (and its score: names have no enrichment), the user-agent parser and robot rules, the domain input parser.
 * Customer ids hold no scenario keyword, so the sandbox answers with the live engines' own scores.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { testApp, type TestApp } from '../helpers/app.js';
import { testAjv } from '../helpers/ajv.js';
import { HubResponse } from '../../src/contract/responses.js';
import { hubStandardModel } from '../../src/onboarding/models.js';
import { pickScenario } from '../../src/sandbox/index.js';
import { ScoringModels } from '../../src/scoring/models/repository.js';
import { applyScorecard, type Scorecard } from '../../src/scoring/scorecard.js';

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
  // role accounts, disposable-list domains (and their subdomains), typos of popular domains, subdomains, punycode
  'admin@example.com', 'postmaster@bücher.de', 'Sales.Team@company.co.uk', 'x@mailinator.com', 'someone@sub.mailinator.com',
  'bob@gmial.com', 'jane@hotmial.com', 'a.b@mail.shop.example.co.uk', 'user@xn--80ak6aa92e.com', 'ana@correo.españa.es',
  'user@xn--bcher-kva.de.', 'user@xn--.com',
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

const UAS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'x',
  'Mozilla/5.0 (Windows NT 6.1; rv:40.0) Gecko/20100101 Firefox/40.0',
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
];
const DOMAINS = [
  'example.com', 'https://www.example.co.uk/about', 'bücher.de', 'xn--bcher-kva.de', 'shop.tienda.es', 'co.uk', 'localhost',
  '192.0.2.1', 'not a domain', 'a..b.com', `${'a'.repeat(64)}.com`, 'EXAMPLE.ORG.',
  // subdomains, IDN and punycode, disposable-list domains, malformed names
  'a.b.shop.example.co.uk', 'пример.рф', 'xn--e1afmkfd.xn--p1ai', 'mailinator.com', 'sub.mailinator.com', '-bad-.com',
  'exa_mple.com', 'http://', 'xn--.com', 'https://user:pw@shop.example.de:8443/x?y=1',
];

/** Customer ids without a scenario keyword (docs/sandbox.md), so no answer's score is forced. */
let seq = 0;
const plainId = () => `parity-${process.pid}-${++seq}`;

describe('sandbox and live agree on validity', () => {
  let t: TestApp;
  let live: string;
  let sandbox: string;
  let accountId: string;
  before(async () => {
    t = await testApp('sqlite');
    const a = await t.account({ credits: 1_000_000, unlimited: true });
    live = a.live;
    sandbox = a.sandbox;
    accountId = a.account.id;
  });
  after(() => t.close());

  async function both(url: string, body: Record<string, unknown>, product: string): Promise<[Record<string, unknown>, Record<string, unknown>]> {
    const call = async (key: string) => {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: plainId(), ...body }) });
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

  test('emails: syntax verdict, domain (IDN to ASCII), the lists (role, disposable, free, typo) and the account analysis', async () => {
    const local = ['value', 'domain', 'is_role', 'is_disposable', 'disposable_provider_name', 'is_free', 'did_you_mean', 'has_stop_words', 'parsed_first_name', 'parsed_last_name', 'parsed_name_is_valid', 'parsed_name_risk_type',
      'account_length', 'account_dots_count', 'account_numbers_count', 'account_letters_count', 'account_symbols_count',
      'account_vowels_count', 'account_consonants_count', 'account_dots_ratio', 'account_numbers_ratio', 'account_letters_ratio',
      'account_symbols_ratio', 'account_vowels_ratio', 'account_consonants_ratio', 'contains_first_name', 'contains_last_name'];
    let invalid = 0;
    let roles = 0;
    let disposable = 0;
    let typos = 0;
    for (const email of EMAILS) {
      const [l, s] = await both('/1.0/email', { claims: ['email'], email }, 'email');
      assert.equal(s.status === 'syntax_error', l.status === 'syntax_error', `${email}: live ${String(l.status)}, sandbox ${String(s.status)}`);
      if (l.status === 'syntax_error') {
        invalid++;
        // Nothing of a malformed address is enriched: the sandbox's answer is live's, score included (unless the
        // input holds a scenario keyword, which sets the score block: `user@-bad-.com`).
        if (pickScenario([email]) === null) assert.deepEqual(s, l, email);
      }
      assert.deepEqual(pick(s, local), pick(l, local), email);
      if (l.is_role) roles++;
      if (l.is_disposable) disposable++;
      if (l.did_you_mean) typos++;
    }
    assert.ok(invalid >= 5 && invalid < EMAILS.length, `${invalid} invalid addresses: the set holds both kinds`);
    assert.ok(roles >= 3 && disposable >= 2 && typos >= 2, `roles ${roles}, disposable ${disposable}, typos ${typos}`);
  });

  test('ips: format and special-purpose ranges (documentation ranges are internal)', async () => {
    // Special-purpose addresses get no geolocation or ASN, in live and in the sandbox's live engine alike.
    const fields = ['value', 'is_valid_format', 'is_private_internal_address'];
    for (const ip of IPS) {
      const [l, s] = await both('/1.0/ip', { claims: ['ip'], ip }, 'ip');
      assert.deepEqual(pick(s, fields), pick(l, fields), ip);
      if (l.is_private_internal_address) assert.equal(s.connection_type, l.connection_type, ip);
    }
  });

  test('names: validity, risk type and gender of the name checker', async () => {
    // A name has no enrichment in its score: the sandbox's score is the live one.
    const fields = ['value', 'is_valid', 'risk_type', 'gender', 'score', 'score_cluster', 'reason_codes'];
    for (const [first_name, last_name] of NAMES) {
      const [l, s] = await both('/1.0/name', { claims: ['name'], first_name, last_name }, 'name');
      assert.deepEqual(pick(s, fields), pick(l, fields), `${first_name} ${last_name}`);
    }
  });

  test('devices: the user-agent parser, device detector data and robot rules', async () => {
    const fields = ['value', 'brand', 'model', 'category', 'browser_name', 'browser_version', 'operating_system', 'is_robot', 'age', 'screen_size_height', 'screen_size_width'];
    let robots = 0;
    for (const user_agent of UAS) {
      const [l, s] = await both('/1.0/device', { claims: ['device'], user_agent }, 'device');
      assert.deepEqual(pick(s, fields), pick(l, fields), user_agent);
      if (l.is_robot) robots++;
    }
    assert.ok(robots >= 2 && robots < UAS.length, `${robots} robots: the set holds both kinds`);
  });

  test('domains: the input parser (URL, IDN, public suffixes) and the country of the TLD', async () => {
    let invalid = 0;
    for (const value of DOMAINS) {
      const [l, s] = await both('/1.0/domain', { claims: ['domain'], domain: { value } }, 'domain');
      assert.deepEqual(pick(s, ['value', 'country_code']), pick(l, ['value', 'country_code']), value);
      // Live (network off) leaves every enrichment field of a valid name null, and gives RD… codes for an invalid one.
      const liveInvalid = String(l.reason_codes ?? '').split(',').includes('RD001');
      const sandboxInvalid = Object.entries(s).every(([k, v]) => v === null || ['value', 'score', 'score_cluster', 'reason_codes'].includes(k));
      assert.equal(sandboxInvalid, liveInvalid, `${value}: live ${String(l.reason_codes)}`);
      if (liveInvalid) {
        invalid++;
        // A value the parser refuses gets live's answer, score included (unless a scenario keyword sets the score).
        if (pickScenario([value]) === null) assert.deepEqual(s, l, value);
      } else assert.notEqual(s.registrar ?? s.dns_records_count, null, `${value}: the sandbox enriches a valid name`);
    }
    assert.ok(invalid >= 6 && invalid < DOMAINS.length - 6, `${invalid} invalid names: the set holds both kinds`);
  });

  test('data lookups: the same validity verdict (rule 9/10) and answer shape from the one lookup code', async () => {
    const call = async (key: string, path: string, body: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url: `/data/1.0/${path}`, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ transaction_id: plainId(), ...body }) });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as Record<string, unknown>;
    };
    // Digits-only numbers, valid and not (999123456789 has no numbering plan), and inputs rule 9 refuses.
    const numbers = ['447911123456', '34600123456', '14155552671', '8613800138000', '999123456789', '447700900123', '+447911123456', '0044 7911 123456', '4412', 'abc'];
    let valid = 0;
    for (const phone_number of numbers) {
      for (const path of ['phone-data-breaches', 'phone-to-name', 'phone-mnp']) {
        const [l, s] = [await call(live, path, { phone_number }), await call(sandbox, path, { phone_number })];
        assert.equal(s.is_valid_format, l.is_valid_format, `${path} ${phone_number}`);
        assert.deepEqual(Object.keys(s).sort(), Object.keys(l).sort(), `${path} ${phone_number}: the same fields`);
        // The country of a number both found a name for is libphonenumber's; with no name (rule 11) it is null.
        if (path === 'phone-to-name' && s.has_phone_to_name_match && l.has_phone_to_name_match) assert.equal(s.country_code, l.country_code, phone_number);
        if (!l.is_valid_format) assert.deepEqual(s, l, `${path} ${phone_number}: an invalid input's answer is the same`);
        else if (path === 'phone-mnp') valid++;
      }
    }
    assert.ok(valid >= 4 && valid < numbers.length, `${valid} valid numbers: the set holds both kinds`);
    for (const ip of IPS) {
      const [l, s] = [await call(live, 'ip-proxy', { ip }), await call(sandbox, 'ip-proxy', { ip })];
      assert.equal(s.is_valid_format, l.is_valid_format, ip);
      if (!l.is_valid_format) assert.deepEqual(s, l, ip);
    }
  });

  test('hub: the same verdicts inside the onboarding call', async () => {
    const body = { claims: ['phone', 'email', 'ip', 'name'], phone_number: '12345', email: 'josé@bücher.de', ip: '192.0.2.10', first_name: 'test', last_name: 'test' };
    const call = async (key: string) => (await t.app.inject({ method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: plainId(), ...body }) })).json();
    const [l, s] = [await call(live), await call(sandbox)];
    assert.equal(s.phone.is_valid_format, l.phone.is_valid_format);
    assert.equal(s.email.domain, l.email.domain);
    assert.equal(s.ip.is_private_internal_address, l.ip.is_private_internal_address);
    assert.equal(s.name.is_valid, l.name.is_valid);
  });

  const validHub = testAjv().compile(HubResponse);
  /** A hub call through a key: 200, a schema-valid body. */
  async function hub(key: string, body: Record<string, unknown>): Promise<Record<string, any>> {
    const res = await t.app.inject({ method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: plainId(), ...body }) });
    assert.equal(res.statusCode, 200, res.body);
    const json = res.json();
    assert.ok(validHub(json), JSON.stringify(validHub.errors));
    return json;
  }
  const codesOf = (r: Record<string, any>): string[] => (r.score.reason_codes as string).split(',').filter(Boolean);

  /**
   * Consistency codes the inputs alone decide: the name against the email's account name, the phone country against
   * the email's ccTLD and the name's script, and the combinations of codes both sides compute from local rules and
   * lists (disposable domain + VoIP range; random typing + an email neither side has seen). Left out: the codes that
   * read enrichment live and the sandbox source differently (names the phone is known under, the IP's country and
   * time zone, the graph).
   */
  const LOCAL = ['TO001', 'TO002', 'RO001', 'RO004', 'RO005', 'TO005', 'RO011', 'RO013'];
  const HUB_CASES: readonly { given: Record<string, string>; expect: readonly string[] }[] = [
    { given: { first_name: 'Maria', last_name: 'Rossi', email: 'maria.rossi87@example.it', phone_number: '+393478261945' }, expect: ['TO001', 'TO005'] },
    { given: { first_name: 'Maria', last_name: 'Rossi', email: 'rossi1987@example.it', phone_number: '+393478261946' }, expect: ['TO002', 'TO005'] },
    { given: { first_name: 'Maria', last_name: 'Rossi', email: 'mk7qz@example.de', phone_number: '+393478261947' }, expect: ['RO001', 'RO004'] },
    { given: { first_name: 'Мария', last_name: 'Иванова', email: 'masha.i@example.com', phone_number: '+393478261948' }, expect: ['RO005'] },
    { given: { email: 'x7@mailinator.com', phone_number: '+445603614752' }, expect: ['RO011'] },
    // An address the sandbox's synthetic graph and breaches have never seen (asserted below), nor has live.
    { given: { first_name: 'Xqzvb', last_name: 'Kjhgfd', email: 'xk7qz17@example.net' }, expect: ['RO013', 'RO001'] },
  ];
  const claimsOf = (given: Record<string, string>) => [
    ...(given.phone_number ? ['phone'] : []), ...(given.email ? ['email'] : []), ...(given.first_name ? ['name'] : []), 'score',
  ];

  test('hub: the live score step in the sandbox fires the consistency codes live fires where the inputs decide them', async () => {
    for (const { given, expect } of HUB_CASES) {
      const body = { claims: claimsOf(given), ...given };
      const [l, s] = [await hub(live, body), await hub(sandbox, body)];
      const where = JSON.stringify(given);
      const local = (r: Record<string, any>) => codesOf(r).filter((c) => LOCAL.includes(c)).sort();
      assert.deepEqual(local(s), local(l), `${where}: live ${l.score.reason_codes}; sandbox ${s.score.reason_codes}`);
      for (const code of expect) assert.ok(local(s).includes(code), `${where}: ${code} in ${s.score.reason_codes}`);
      // Every code a product fired counts in the score, in the sandbox as in live.
      for (const p of ['phone', 'email', 'name'] as const) {
        for (const c of String(s[p]?.reason_codes ?? '').split(',').filter(Boolean)) assert.ok(codesOf(s).includes(c), `${where}: ${p} code ${c}`);
      }
      // The sandbox reads no graph: the seen-together and multi-accounting codes never fire there.
      assert.ok(!codesOf(s).some((c) => ['TO006', 'TO007', 'RO008', 'RO009', 'RO010'].includes(c)), s.score.reason_codes);
      if (expect.includes('RO013')) assert.ok(s.email.first_seen_days === null && !s.email.data_breaches_count, 'the sandbox email is new');
    }
  });

  test('hub: the standard models and an account scorecard score the sandbox call as live; an unknown model is 400', async () => {
    const custom = await new ScoringModels(t.services.store.db).create(accountId, { name: 'no-free-penalty', product: 'onboarding', base: 150, points: { RE015: 40, TO001: 200 } });
    const cards: Scorecard[] = [hubStandardModel('digital_score')!, hubStandardModel('business_onboarding')!, hubStandardModel('igaming')!, { id: custom.id, base: 150, points: { RE015: 40, TO001: 200 } }];
    let n = 0;
    for (const key of [live, sandbox]) {
      const scores: Record<string, number> = {};
      for (const card of cards) {
        // Live: a new free-mail address each call, so its graph has not seen it (a first-seen day would change the
        // codes). The sandbox reads no graph: one address, one synthetic world, for every model.
        const email = key === live ? `maria.rossi${++n}@gmail.com` : 'maria.rossi@gmail.com';
        const r = await hub(key, { claims: ['email', 'name', 'score'], model_id: card.id, email, first_name: 'Maria', last_name: 'Rossi' });
        assert.equal(r.model_id, card.id);
        const codes = codesOf(r);
        assert.ok(codes.includes('RE015') && codes.includes('TO001'), `${card.id}: ${r.score.reason_codes}`);
        // The block is the named scorecard applied to the call's codes: its points, its base.
        const again = applyScorecard(codes, card);
        assert.deepEqual(r.score, { score: again.score, score_cluster: again.score_cluster, reason_codes: again.reason_codes }, card.id);
        scores[card.id] = r.score.score;
      }
      // business_onboarding gives a free email provider no points; digital_score counts it against the applicant.
      assert.ok(scores.business_onboarding! > scores.digital_score!, `${key === live ? 'live' : 'sandbox'}: ${JSON.stringify(scores)}`);
    }
    for (const key of [live, sandbox]) {
      for (const model_id of ['ip_score', 'nope', 'mdl_doesnotexist']) {
        const res = await t.app.inject({ method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': key }, payload: { customer_id: plainId(), claims: ['email', 'name', 'score'], email: 'a.b@example.com', first_name: 'A', last_name: 'B', model_id } });
        assert.equal(res.statusCode, 400, model_id);
        assert.equal(res.json().code, 'UNKNOWN_MODEL');
      }
    }
  });
});
