/**
 * Each phone-area dataset on SQLite and PostgreSQL: the docs/examples files import (JSONL and CSV give the same
 * rows), bad and duplicate rows, reads.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DB_KINDS } from '../../../test/helpers/app.js';
import { testStore, type TestStore } from '../../../test/helpers/store.js';
import { importDataset } from './import.js';
import { breachesDataset, breachesFor } from './breaches.js';
import { phoneNamesDataset, phoneNamesFor, nameConfidence } from './phone-names.js';
import { mnpDataset, mnpFor, isPorted } from './mnp.js';
import { disposablePhonesDataset, disposableFor } from './disposable-phones.js';
import { presenceDataset, presenceFor } from './presence.js';
import { DATASETS, datasetByName } from './registry.js';
import type { DatasetDef } from './types.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'docs', 'examples');

test('the registry lists the five phone datasets', () => {
  for (const n of ['breaches', 'phone-names', 'mnp', 'disposable-phones', 'presence']) assert.ok(datasetByName(n), n);
  assert.equal(new Set(DATASETS.map((d) => d.name)).size, DATASETS.length);
});

for (const kind of DB_KINDS) {
  describe(`phone datasets (${kind})`, () => {
    let t: TestStore;
    before(async () => {
      t = await testStore(kind, 'idrisk-phone-ds-');
    });
    after(() => t.close());

    /** Imports the example JSONL, then the CSV (same rows: nothing changes), then the JSONL again. */
    async function importExamples(def: DatasetDef): Promise<number> {
      const first = await importDataset(def, join(EXAMPLES, `${def.name}.jsonl`), t.store.db);
      assert.equal(first.bad, 0, JSON.stringify(first.badRows));
      assert.equal(first.changed, first.valid);
      const csv = await importDataset(def, join(EXAMPLES, `${def.name}.csv`), t.store.db);
      assert.equal(csv.bad, 0, JSON.stringify(csv.badRows));
      assert.equal(csv.valid, first.valid);
      assert.equal(csv.changed, 0, 'the CSV example holds the same rows as the JSONL one');
      assert.equal((await importDataset(def, join(EXAMPLES, `${def.name}.jsonl`), t.store.db)).changed, 0);
      return first.valid;
    }

    async function importLines(def: DatasetDef, rows: unknown[]) {
      const file = join(t.dir, `${def.name}-${Math.random().toString(36).slice(2)}.jsonl`);
      writeFileSync(file, rows.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n');
      return importDataset(def, file, t.store.db);
    }

    test('breaches: example import, merge per breach, aggregated lists, lookup by phone and by email', async () => {
      assert.equal(await importExamples(breachesDataset), 3);
      const byPhone = await breachesFor({ phone: '+447911123456' }, t.store.db);
      assert.equal(byPhone.count, 2);
      assert.equal(byPhone.first_breach, '2012-06-05');
      assert.equal(byPhone.last_breach, '2019-05-24');
      assert.deepEqual(byPhone.entries.map((e) => e.id), ['linkedin-2012', 'canva-2019']);
      assert.deepEqual(byPhone.lists.names, [{ first_name: 'Anna', last_name: 'Rossi', count: 2 }]);
      assert.deepEqual(byPhone.lists.names_cities, [{ first_name: 'Anna', last_name: 'Rossi', city: 'London', count: 1 }]);
      assert.deepEqual(byPhone.lists.dobs, [{ value: '1988-04-12', count: 1 }]);
      const byEmail = await breachesFor({ email: 'ANNA.ROSSI@example.com' }, t.store.db);
      assert.deepEqual(byEmail.entries.map((e) => e.id), ['adobe-2013', 'canva-2019']);
      assert.deepEqual(byEmail.entries[0].phones, ['447911123456']);
      assert.equal(byEmail.entries[0].address, '1 High Street, London');
      const both = await breachesFor({ phone: '447911123456', email: 'anna.rossi@example.com' }, t.store.db);
      assert.equal(both.count, 3);
      assert.equal((await breachesFor({ phone: '447911000000' }, t.store.db)).count, 0);
      // Same date: ties by id in code-unit order, whatever the database collation.
      await importLines(breachesDataset, ['ab1', 'AB2', 'ab-1'].map((breach_id) => ({ phone: '447911000001', breach_id, title: breach_id, date: '2020-02-02' })));
      assert.deepEqual((await breachesFor({ phone: '447911000001' }, t.store.db)).entries.map((e) => e.id), ['AB2', 'ab-1', 'ab1']);
    });

    test('phone-names: bad and duplicate rows, lists sorted by count, confidence thresholds', async () => {
      assert.equal(await importExamples(phoneNamesDataset), 3);
      const s = await importLines(phoneNamesDataset, [
        { phone: '447911123456', first_name: 'Anna', last_name: 'Rossi', city: 'London', dob: '1988-04-12', sources: 6 },
        { phone: '447911123456', first_name: 'Anna' },
        { phone: '447911123456', first_name: 'Anna', last_name: 'Rossi', sources: 0 },
      ]);
      assert.deepEqual([s.valid, s.changed, s.bad], [1, 0, 2]);
      const n = await phoneNamesFor('447911123456', t.store.db);
      assert.ok(n);
      assert.equal(n.total, 8);
      assert.deepEqual(n.names, [
        { first_name: 'Anna', last_name: 'Rossi', count: 7 },
        { first_name: 'A', last_name: 'Rossi', count: 1 },
      ]);
      assert.deepEqual(n.cities, [{ value: 'London', count: 6 }, { value: 'Leeds', count: 1 }]);
      assert.deepEqual(n.names_with_addresses, [{ first_name: 'A', last_name: 'Rossi', value: '1 High Street, London', count: 1 }]);
      assert.equal(nameConfidence(n.names[0], n.total), 'HIGH');
      assert.equal(nameConfidence({ first_name: 'a', last_name: 'b', count: 2 }, 3), 'MEDIUM');
      assert.equal(nameConfidence({ first_name: 'a', last_name: 'b', count: 1 }, 3), 'LOW');
      assert.equal(await phoneNamesFor('447911000000', t.store.db), null);
    });

    test('mnp: porting history, bad rows, ported decision', async () => {
      assert.equal(await importExamples(mnpDataset), 2);
      const s = await importLines(mnpDataset, [
        { phone: '447911999999', ported_times: 2, first_ported: '2022-01-01', last_ported: '2021-01-01' },
        { phone: '447911999999', ported_times: 0, last_ported: '2021-01-01' },
        { phone: '447911999999', current_network_name: 'Three', ported_times: -1 },
      ]);
      assert.equal(s.bad, 3);
      const r = await mnpFor('447911123456', t.store.db);
      assert.deepEqual(r, {
        original_network_name: 'O2', original_network_code: '23410', current_network_name: 'Vodafone', current_network_code: '23415',
        ported_times: 1, first_ported: '2021-03-01', last_ported: '2021-03-01',
      });
      assert.equal(isPorted(r, null), true);
      const ee = await mnpFor('447700123123', t.store.db);
      assert.ok(ee);
      assert.equal(isPorted(ee, 'EE'), false);
      assert.equal(isPorted({ ...ee, ported_times: null }, 'O2'), true, 'current operator differs from the original one');
      assert.equal(await mnpFor('447911000000', t.store.db), null);
    });

    test('disposable-phones: exact numbers and ranges, exactly one of them per row', async () => {
      assert.equal(await importExamples(disposablePhonesDataset), 2);
      const s = await importLines(disposablePhonesDataset, [
        { provider: 'x' },
        { number: '447520635700', range: '4475', provider: 'x' },
        { number: '447520635700', provider: 'receive-smss.com' },
      ]);
      assert.deepEqual([s.bad, s.changed], [2, 0]);
      assert.deepEqual(await disposableFor('447520635700', t.store.db), { provider: 'receive-smss.com', pattern: '447520635700', is_range: false });
      assert.deepEqual(await disposableFor('447911234567', t.store.db), { provider: 'example-temp-sms', pattern: '4479112', is_range: true });
      assert.equal(await disposableFor('447520635701', t.store.db), null);
      assert.equal(await disposableFor('447', t.store.db), null, 'too short for a range prefix: no empty IN list');
    });

    test('presence: latest observation per platform wins; older ones never replace newer', async () => {
      assert.equal(await importExamples(presenceDataset), 4);
      const bad = await importLines(presenceDataset, [
        { phone: '447911123456', platform: 'myspace', present: true, observed: '2024-01-01' },
        { phone: '447911123456', email: 'a@b.co', platform: 'amazon', present: true, observed: '2024-01-01' },
        { phone: '447911123456', platform: 'amazon', present: 'yes', observed: '2024-01-01' },
      ]);
      assert.equal(bad.bad, 3);
      const older = await importLines(presenceDataset, [{ phone: '447911123456', platform: 'amazon', present: true, observed: '2023-01-01' }]);
      assert.equal(older.changed, 0, 'an older observation does not replace a newer one');
      const newer = await importLines(presenceDataset, [{ phone: '447911123456', platform: 'amazon', present: true, observed: '2024-06-01' }]);
      assert.equal(newer.changed, 1);
      const p = await presenceFor({ phone: '447911123456' }, t.store.db);
      assert.equal(p.amazon?.present, true);
      assert.equal(p.telegram?.username, 'annar');
      assert.equal(p.whatsapp?.privacy_status, 'private');
      assert.equal(p.facebook, undefined, 'a platform never observed is absent');
      const e = await presenceFor({ email: 'Anna.Rossi@example.com' }, t.store.db);
      assert.deepEqual(Object.keys(e), ['github']);
    });

    test('reads of concurrent calls (one batched statement on PostgreSQL) answer exactly what one-by-one reads answer', async () => {
      // The rows the tests above imported: found and missing numbers, exact and range disposables, an email.
      const phones = ['447911123456', '447911000001', '447911000000', '447520635700', '447911234567', '447520635701', '447', '447911123456'];
      const read = (p: string) =>
        Promise.all([breachesFor({ phone: p }, t.store.db), phoneNamesFor(p, t.store.db), mnpFor(p, t.store.db), disposableFor(p, t.store.db), presenceFor({ phone: p }, t.store.db)]);
      const oneByOne = [];
      for (const p of phones) oneByOne.push(await read(p));
      const before = t.store.roundTrips();
      const together = await Promise.all(phones.map(read));
      assert.deepEqual(together, oneByOne);
      // PostgreSQL: one shared statement for all eight numbers and five datasets, not one per number and dataset (40).
      if (kind === 'postgres') assert.equal(t.store.roundTrips() - before, 1);
      assert.ok(oneByOne[0]![0].count > 0 && oneByOne[3]![3] !== null && oneByOne[4]![3]?.is_range === true, 'the set has hits of every kind');
      const emails = ['ANNA.ROSSI@example.com', 'nobody@example.com'];
      const emailsOneByOne = [];
      for (const e of emails) emailsOneByOne.push(await Promise.all([breachesFor({ email: e }, t.store.db), presenceFor({ email: e }, t.store.db)]));
      assert.deepEqual(await Promise.all(emails.map((e) => Promise.all([breachesFor({ email: e }, t.store.db), presenceFor({ email: e }, t.store.db)]))), emailsOneByOne);
    });
  });
}
