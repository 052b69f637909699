/**
 * The phone engine over a real store (SQLite and PostgreSQL) with imported datasets and a real identity graph: each
 * reason code fires.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { PhonePayload } from '../../src/contract/payloads/phone.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { IdentityGraph, type Touchpoint } from '../../src/identity/graph.js';
import { createPhoneEngine } from '../../src/products/phone/engine.js';
import type { EngineContext, GivenTouchpoints, ProductEngine } from '../../src/products/types.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { datasetByName } from '../../src/reference/datasets/registry.js';
import { PHONE_CODES } from '../../src/scoring/codes/phone.js';
import { DB_KINDS } from '../helpers/app.js';
import { testAjv } from '../helpers/ajv.js';
import { testStore, type TestStore } from '../helpers/store.js';
import { createBundledReference } from '../../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const validatePayload = testAjv().compile(PhonePayload);
const NOW = new Date('2025-06-01T12:00:00Z');
const logger = { info() {}, warn() {}, error() {}, debug() {} };
/** Reason codes fired in any case on either database: every one must fire. */
const fired = new Set<string>();

// Numbers (valid UK mobiles unless said otherwise), chosen so that no suspicious rule fires by accident.
const RICH = '447983614752'; // breaches, names, presence, ported long ago
const PORTED = '447983614753'; // recently ported, many times
const DISPOSABLE = '447520635790';
const LINKED = '447983614754';
const ABSENT = '447983614755'; // checked on 3 platforms, present on none
const VOIP = '445603614752'; // UK 056 VoIP range
const TOLLFREE = '448081584752'; // UK 0808 freephone

for (const kind of DB_KINDS) {
  describe(`phone engine (${kind})`, () => {
    let t: TestStore;
    let graph: IdentityGraph;
    let engine: ProductEngine<'phone', PhonePayload>;
    /** SQLite: the engine's one-transaction reads taken (the connection's transaction functions called). */
    let oneTransactionReads = 0;
    let asyncEngine: ProductEngine<'phone', PhonePayload>;

    async function load(name: string, rows: unknown[]): Promise<void> {
      const def = datasetByName(name);
      assert.ok(def);
      const file = join(t.dir, `${name}.jsonl`);
      writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
      const s = await importDataset(def, file, t.store.db);
      assert.equal(s.bad, 0, JSON.stringify(s.badRows));
    }

    before(async () => {
      t = await testStore(kind, 'idrisk-phone-engine-');
      const store = t.store;
      graph = new IdentityGraph(store.db, 'test-secret-0123456789');
      await load('breaches', [
        { phone: RICH, email: 'anna.rossi@example.com', breach_id: 'canva-2019', title: 'Canva', date: '2019-05-24', first_name: 'Anna', last_name: 'Rossi', phones: ['447983000001'] },
        { phone: RICH, breach_id: 'linkedin-2012', title: 'LinkedIn', date: '2012-06-05', first_name: 'Anna', last_name: 'Rossi', emails: ['a.rossi@example.org'] },
      ]);
      await load('phone-names', [
        { phone: RICH, first_name: 'Anna', last_name: 'Rossi', dob: '1988-04-12', sources: 6 },
        { phone: RICH, first_name: 'Ann', last_name: 'Rossi', sources: 1 },
      ]);
      await load('mnp', [
        { phone: RICH, current_network_name: 'Vodafone', current_network_code: '23415', ported_times: 1, first_ported: '2020-01-01', last_ported: '2020-01-01' },
        { phone: PORTED, current_network_name: 'Three', ported_times: 4, first_ported: '2019-01-01', last_ported: '2025-05-20' },
      ]);
      await load('disposable-phones', [{ number: DISPOSABLE, provider: 'receive-smss.com' }]);
      await load('presence', [
        ...['whatsapp', 'telegram', 'amazon', 'facebook'].map((platform) => ({ phone: RICH, platform, present: true, observed: '2025-01-01', ...(platform === 'telegram' ? { username: 'annar', first_name: 'Anna', image_url: 'https://t.me/i/annar.jpg', privacy_status: 'public' } : {}) })),
        ...['amazon', 'google', 'apple'].map((platform) => ({ phone: ABSENT, platform, present: false, observed: '2025-01-01' })),
      ]);
      const config = loadConfig({ DATABASE_URL: t.url });
      // As composed: on SQLite the engine gets the connection and reads a valid number's datasets and profile in one
      // read transaction; counted through a wrapper of the connection's transaction().
      const sqlite = store.sqlite
        ? new Proxy(store.sqlite, {
            get(target, prop) {
              if (prop === 'transaction') {
                return (fn: (...a: never[]) => unknown) => {
                  const tx = target.transaction(fn);
                  return (...a: never[]) => {
                    oneTransactionReads++;
                    return tx(...a);
                  };
                };
              }
              const v = Reflect.get(target, prop) as unknown;
              return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
            },
          })
        : undefined;
      engine = await createPhoneEngine({ config, db: store.db, sqlite, graph, cache: new MemoryCache(), logger, reference: BUNDLED });
      asyncEngine = await createPhoneEngine({ config, db: store.db, graph, cache: new MemoryCache(), logger, reference: BUNDLED });
    });
    after(() => t.close());

    async function analyze(phone_number: string, given: GivenTouchpoints = {}, now = NOW) {
      const deadline = new Deadline(2000);
      const ctx: EngineContext = { deadline, now, accountId: 'acct_test', given };
      try {
        const out = await engine.analyze({ phone_number }, ctx);
        assert.ok(validatePayload(out.payload), JSON.stringify(validatePayload.errors?.slice(0, 3)));
        assert.deepEqual(Object.keys(out.payload).sort(), Object.keys(PhonePayload.properties).sort(), 'every field present');
        for (const c of (out.payload.reason_codes ?? '').split(',').filter(Boolean)) fired.add(c);
        return out;
      } finally {
        deadline.dispose();
      }
    }

    test('SQLite: the one-transaction reads answer as the asynchronous reads do, for every kind of number', async () => {
      // Whether each dataset is loaded is checked by a query the first time (then known): the first call reads the
      // asynchronous way, the others in one transaction.
      await analyze(`+${RICH}`);
      const before = oneTransactionReads;
      let valid = 0;
      const numbers = [RICH, PORTED, DISPOSABLE, LINKED, ABSENT, VOIP, TOLLFREE, '447700900123', '12', '999123'];
      const given = { first_name: 'Anna', last_name: 'Rossi', email: 'anna.rossi@example.com' };
      for (const n of numbers) {
        const ctx = (deadline: Deadline): EngineContext => ({ deadline, now: NOW, accountId: 'acct_test', given });
        const d1 = new Deadline(2000);
        const d2 = new Deadline(2000);
        try {
          const a = await engine.analyze({ phone_number: `+${n}` }, ctx(d1));
          const b = await asyncEngine.analyze({ phone_number: `+${n}` }, ctx(d2));
          assert.deepEqual(a.payload, b.payload, n);
          assert.deepEqual([a.scored, a.touchpoints, a.signals], [b.scored, b.touchpoints, b.signals], n);
          const names = (o: typeof a) => o.providers.map((p) => `${p.provider} ${p.ok}`).sort();
          assert.deepEqual(names(a), names(b), n);
          if (b.payload.is_valid_format) valid++;
        } finally {
          d1.dispose();
          d2.dispose();
        }
      }
      // A valid number's reads take one transaction on SQLite; an invalid one reads no dataset.
      assert.ok(valid >= 7, `${valid} valid numbers`);
      assert.equal(oneTransactionReads - before, kind === 'sqlite' ? valid : 0);
    });

    test('a number with every dataset fed: payload, consistency, trust codes', async () => {
      const { payload: p, scored, touchpoints, providers } = await analyze(`+44 7983 614752`, { first_name: 'Anna', last_name: 'Rossi', email: 'Anna.Rossi@example.com' });
      assert.equal(p.value, '+44 7983 614752');
      assert.deepEqual([p.is_valid_format, p.is_suspicious_format, p.country_code, p.number_type, p.type], [true, false, 'GB', 'MOBILE', 'MOBILE']);
      assert.equal(p.original_network, 'EE');
      assert.deepEqual([p.is_ported, p.current_network, p.current_mno_code, p.ported_times], [true, 'Vodafone', '23415', 1]);
      assert.equal(p.is_disposable, false);
      assert.deepEqual([p.data_breaches_count, p.data_breaches_first_breach, p.data_breaches_last_breach], [2, '2012-06-05', '2019-05-24']);
      assert.equal(p.data_breaches_list, 'LinkedIn,2012-06-05|Canva,2019-05-24');
      const data = JSON.parse(p.data_breaches_data ?? '[]');
      assert.deepEqual(data.map((e: { id: string }) => e.id), ['linkedin-2012', 'canva-2019']);
      assert.deepEqual(JSON.parse(p.data_breaches_data_lists ?? '{}').names, [{ first_name: 'Anna', last_name: 'Rossi', count: 2 }]);
      assert.equal(p.data_breaches_name_consistency, 'MATCH');
      assert.equal(p.data_breaches_email_consistency, 'MATCH');
      assert.deepEqual([p.phone_partials_count, p.phone_partials_list], [1, '44********01']);
      assert.equal(p.email_partials_count, 2);
      assert.equal(p.email_partials_list, 'a******@example.org,a*********@example.com');
      assert.deepEqual([p.first_name, p.last_name, p.birth_date], ['Anna', 'Rossi', '1988-04-12']);
      assert.deepEqual(JSON.parse(p.to_name ?? '{}'), { first_name: 'Anna', last_name: 'Rossi', confidence: 'HIGH' });
      assert.deepEqual([p.has_whatsapp, p.has_telegram, p.has_amazon, p.has_facebook, p.has_google], [true, true, true, true, null]);
      assert.deepEqual([p.telegram_username, p.telegram_first_name, p.telegram_image, p.telegram_privacy_status], ['annar', 'Anna', 'https://t.me/i/annar.jpg', 'public']);
      assert.deepEqual(JSON.parse(p.to_username ?? '{}'), { value: 'annar', confidence: 'HIGH' });
      assert.equal(p.has_to_email, true);
      // No source: null.
      assert.deepEqual([p.caller_type, p.image_source, p.face1_labels, p.skype_city, p.original_mno_code], [null, null, null, null, null]);
      assert.ok(scored && scored.score > 800, `score ${scored?.score}`);
      for (const c of ['TP001', 'TP002', 'TP003', 'TP005', 'TP006', 'TP007', 'TP008', 'TP009']) assert.ok(p.reason_codes?.includes(c), c);
      assert.deepEqual(touchpoints, [{ kind: 'phone', value: '+447983614752' }]);
      assert.ok(providers.some((x) => x.provider === 'dataset:breaches' && x.ok));
    });

    test('breach consistency: PARTIAL_MATCH and NO_MATCH; null when nothing is given', async () => {
      const partial = await analyze(RICH, { first_name: 'Maria', last_name: 'Rossi', email: 'anna.rossi@other.net' });
      assert.equal(partial.payload.data_breaches_name_consistency, 'PARTIAL_MATCH');
      assert.equal(partial.payload.data_breaches_email_consistency, 'PARTIAL_MATCH');
      const no = await analyze(RICH, { first_name: 'John', last_name: 'Smith', email: 'john@smith.io' });
      assert.equal(no.payload.data_breaches_name_consistency, 'NO_MATCH');
      assert.equal(no.payload.data_breaches_email_consistency, 'NO_MATCH');
      assert.ok(no.payload.reason_codes?.includes('RP011') && no.payload.reason_codes.includes('RP012'));
      const none = await analyze(RICH);
      assert.equal(none.payload.data_breaches_name_consistency, null);
      assert.equal(none.payload.data_breaches_email_consistency, null);
    });

    // Format checks never read the store: once is enough.
    if (kind === DB_KINDS[0]) test('invalid and suspicious formats', async () => {
      const bad = await analyze('+44 12');
      assert.equal(bad.payload.is_valid_format, false);
      assert.equal(bad.payload.number_type, 'UNKNOWN');
      assert.equal(bad.payload.data_breaches_count, null, 'datasets are not read for an invalid number');
      assert.ok(bad.payload.reason_codes?.includes('RP001'));
      assert.ok((bad.scored?.score ?? 1000) < 400);
      const garbage = await analyze('not a number');
      assert.equal(garbage.payload.is_valid_format, false);
      assert.deepEqual(garbage.touchpoints, []);
      const fiction = await analyze('+1 202 555 0142');
      assert.equal(fiction.payload.is_suspicious_format, true);
      assert.ok(fiction.payload.reason_codes?.includes('RP002'));
    });

    test('line types: VoIP and non-personal lines', async () => {
      const voip = await analyze(VOIP);
      assert.equal(voip.payload.number_type, 'VOIP');
      assert.ok(voip.payload.reason_codes?.includes('RP003'));
      const free = await analyze(TOLLFREE);
      assert.equal(free.payload.number_type, 'TOLL_FREE');
      assert.ok(free.payload.reason_codes?.includes('RP005'));
    });

    test('disposable, recently ported, ported many times, absent from every platform checked', async () => {
      const d = await analyze(DISPOSABLE);
      assert.deepEqual([d.payload.is_disposable, d.payload.disposable_provider_name], [true, 'receive-smss.com']);
      assert.ok(d.payload.reason_codes?.includes('RP004'));
      const p = await analyze(PORTED);
      assert.deepEqual([p.payload.is_ported, p.payload.ported_times, p.payload.last_ported], [true, 4, '2025-05-20']);
      assert.ok(p.payload.reason_codes?.includes('RP006') && p.payload.reason_codes.includes('RP007'));
      assert.equal(p.payload.data_breaches_count, 0, 'breaches imported, number in none: 0');
      assert.equal(p.payload.data_breaches_list, null);
      assert.equal(p.payload.has_whatsapp, null, 'a platform never observed stays null');
      const a = await analyze(ABSENT);
      assert.deepEqual([a.payload.has_amazon, a.payload.has_google, a.payload.has_apple], [false, false, false]);
      assert.ok(a.payload.reason_codes?.includes('RP013'));
    });

    test('identity graph: linked emails, names, IPs and first seen', async () => {
      const e164 = '+447983614754';
      const link = (tps: Touchpoint[], at: Date) => graph.link([{ kind: 'phone', value: e164 }, ...tps], 'acct_test', at);
      const first = new Date('2024-06-01T00:00:00Z');
      for (let i = 0; i < 5; i++) await link([{ kind: 'email', value: `u${i}@example.com` }], first);
      for (let i = 0; i < 3; i++) await link([{ kind: 'name', value: `name ${i}` }], first);
      for (let i = 0; i < 20; i++) await link([{ kind: 'ip', value: `192.0.2.${i}` }], first);
      const { payload: p } = await analyze(LINKED);
      assert.deepEqual([p.identity_email_count, p.identity_name_count, p.identity_ip_count], [5, 3, 20]);
      assert.equal(p.first_seen, '2024-06-01');
      assert.equal(p.first_seen_days, 365);
      for (const c of ['RP008', 'RP009', 'RP010', 'TP004']) assert.ok(p.reason_codes?.includes(c), c);
      const fresh = await analyze('447983614759');
      assert.deepEqual([fresh.payload.identity_email_count, fresh.payload.first_seen, fresh.payload.first_seen_days], [0, null, null]);
    });
  });
}

after(() => {
  const missing = PHONE_CODES.map((c) => c.code).filter((c) => !fired.has(c));
  assert.deepEqual(missing, [], 'every phone reason code fired in some case');
});
