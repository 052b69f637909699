/** The three phone data lookups over a real store (SQLite and PostgreSQL): valid, invalid, unknown and partially known numbers. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PhoneDataBreachesResponse, PhoneMnpResponse, PhoneToNameResponse } from '../../src/contract/payloads/lookups.js';
import { phoneDataBreaches, phoneMnp, phoneToName } from '../../src/lookups/phone/index.js';
import { DbPhoneDatasets } from '../../src/products/phone/sources.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { breachesDataset } from '../../src/reference/datasets/breaches.js';
import { phoneNamesDataset } from '../../src/reference/datasets/phone-names.js';
import { mnpDataset } from '../../src/reference/datasets/mnp.js';
import { DB_KINDS } from '../helpers/app.js';
import { testAjv } from '../helpers/ajv.js';
import { testStore, type TestStore } from '../helpers/store.js';
import { loadCarrierIndex } from '../../src/products/phone/carrier.js';

/** The carrier prefixes, loaded once for this file. */
const CARRIERS = loadCarrierIndex();

const ajv = testAjv();
const valid = {
  breaches: ajv.compile(PhoneDataBreachesResponse),
  toName: ajv.compile(PhoneToNameResponse),
  mnp: ajv.compile(PhoneMnpResponse),
};
const EXAMPLES = join(import.meta.dirname, '..', '..', 'docs', 'examples');
const KNOWN = '447911123456';
const UNKNOWN = '447983614752';
const INVALID = ['+447911123456', '07911123456', '44 7911 123456', '4412', '447000000000000', 'abc'];
for (const kind of DB_KINDS) {
  describe(`phone lookups (${kind})`, () => {
    let t: TestStore;
    let store: TestStore['store'];

    before(async () => {
      t = await testStore(kind, 'idrisk-phone-lookups-');
      store = t.store;
    });
    after(() => t.close());

    test('before any import: valid numbers get null fields, not invented zeros', async () => {
      const b = await phoneDataBreaches(KNOWN, new DbPhoneDatasets(store.db));
      assert.ok(valid.breaches(b));
      assert.deepEqual(b, { is_valid_format: true, data_breaches_count: null, data_breaches_first_breach: null, data_breaches_last_breach: null, data_breaches_data: null, data_breaches_data_lists: null });
      const n = await phoneToName(KNOWN, new DbPhoneDatasets(store.db));
      assert.ok(valid.toName(n));
      // Rule 11 before an import too: no name, so every field other than is_valid_format is null.
      assert.deepEqual(Object.entries(n).filter(([k, v]) => k !== 'is_valid_format' && v !== null), []);
      const m = await phoneMnp(KNOWN, new DbPhoneDatasets(store.db), CARRIERS);
      assert.ok(valid.mnp(m));
      assert.equal(m.is_ported, null);
      assert.equal(m.original_network_name, 'JT', 'original network from Google carrier prefixes (JT, Guernsey)');
    });

    // Invalid input never reaches the store: once is enough.
    if (kind === DB_KINDS[0]) test('invalid input (rules 9-10): breaches and mnp answer only is_valid_format; phone-to-name every field null', async () => {
      for (const v of INVALID) {
        assert.deepEqual(await phoneDataBreaches(v, new DbPhoneDatasets(store.db)), { is_valid_format: false }, v);
        assert.deepEqual(await phoneMnp(v, new DbPhoneDatasets(store.db), CARRIERS), { is_valid_format: false }, v);
        const n = await phoneToName(v, new DbPhoneDatasets(store.db));
        assert.ok(valid.toName(n));
        assert.equal(n.is_valid_format, false);
        assert.deepEqual(Object.keys(n).sort(), Object.keys(PhoneToNameResponse.properties).sort());
        for (const [k, val] of Object.entries(n)) if (k !== 'is_valid_format') assert.equal(val, null, `${v} ${k}`);
      }
    });

    test('known numbers: breaches with lists, names with confidence, porting', async () => {
      for (const def of [breachesDataset, phoneNamesDataset, mnpDataset]) {
        const s = await importDataset(def, join(EXAMPLES, `${def.name}.jsonl`), store.db);
        assert.equal(s.bad, 0);
      }
      const b = await phoneDataBreaches(KNOWN, new DbPhoneDatasets(store.db));
      assert.ok(valid.breaches(b), JSON.stringify(valid.breaches.errors));
      assert.equal(b.data_breaches_count, 2);
      assert.equal(b.data_breaches_first_breach, '2012-06-05');
      assert.deepEqual(b.data_breaches_data?.[1], { id: 'canva-2019', date: '2019-05-24', title: 'Canva', names: [{ first_name: 'Anna', last_name: 'Rossi' }], emails: ['anna.rossi@example.com'], cities: ['London'], dob: '1988-04-12' });
      assert.deepEqual(b.data_breaches_data_lists?.emails, [{ value: 'a.rossi@example.org', count: 1 }, { value: 'anna.rossi@example.com', count: 1 }]);

      const n = await phoneToName(KNOWN, new DbPhoneDatasets(store.db));
      assert.ok(valid.toName(n), JSON.stringify(valid.toName.errors));
      assert.deepEqual([n.first_name, n.last_name, n.confidence, n.has_phone_to_name_match, n.country_code], ['Anna', 'Rossi', 'HIGH', true, 'GG']);
      assert.deepEqual(n.names?.map((x) => x.count), [7, 1]);
      assert.deepEqual(n.cities, [{ value: 'London', count: 6 }, { value: 'Leeds', count: 1 }]);
      assert.deepEqual(n.names_dobs, [{ value: '1988-04-12', count: 6 }]);
      assert.deepEqual(n.names_with_dobs, [{ first_name: 'Anna', last_name: 'Rossi', value: '1988-04-12', count: 6 }]);

      const m = await phoneMnp(KNOWN, new DbPhoneDatasets(store.db), CARRIERS);
      assert.ok(valid.mnp(m));
      assert.deepEqual(m, {
        is_valid_format: true, is_ported: true, original_network_name: 'O2', original_network_code: '23410',
        current_network_name: 'Vodafone', current_network_code: '23415', ported_times: 1, first_ported: '2021-03-01', last_ported: '2021-03-01',
      });
    });

    test('unknown numbers after import: count 0, no name match (rule 11), porting unknown', async () => {
      const b = await phoneDataBreaches(UNKNOWN, new DbPhoneDatasets(store.db));
      assert.equal(b.data_breaches_count, 0);
      assert.equal(b.data_breaches_data, null);
      const n = await phoneToName(UNKNOWN, new DbPhoneDatasets(store.db));
      // Rule 11: every field other than is_valid_format null, has_phone_to_name_match and country_code included.
      assert.deepEqual(Object.entries(n).filter(([k, v]) => k !== 'is_valid_format' && v !== null), []);
      assert.equal(n.is_valid_format, true);
      const m = await phoneMnp(UNKNOWN, new DbPhoneDatasets(store.db), CARRIERS);
      assert.deepEqual([m.is_ported, m.current_network_name, m.original_network_name], [null, null, 'EE']);
    });

    test('partially known numbers: a name without cities, dates or addresses leaves those lists null', async () => {
      const file = join(t.dir, 'partial.jsonl');
      writeFileSync(file, JSON.stringify({ phone: '447983614753', first_name: 'Li', last_name: 'Wei', sources: 2 }) + '\n' + JSON.stringify({ phone: '447983614753', first_name: 'Wei', last_name: 'Li', sources: 2 }) + '\n');
      await importDataset(phoneNamesDataset, file, store.db);
      const n = await phoneToName('447983614753', new DbPhoneDatasets(store.db));
      assert.ok(valid.toName(n));
      assert.equal(n.has_phone_to_name_match, true);
      assert.equal(n.names?.length, 2);
      assert.equal(n.confidence, 'MEDIUM');
      assert.deepEqual([n.cities, n.names_cities, n.names_dobs, n.names_addresses], [null, null, null, null]);
      const m = await phoneMnp('447700123123', new DbPhoneDatasets(store.db), CARRIERS);
      assert.deepEqual([m.is_ported, m.current_network_name, m.ported_times, m.first_ported], [false, 'EE', 0, null]);
    });
  });
}
