/**
 * The device engine end to end on real components: a SQLite file or a PostgreSQL database with every migration,
 * the identity graph, the `devices` dataset written through its DatasetDef, and the labelled real user agents of
 * test/fixtures/device/user-agents.ts. Cases that only parse user agents run once, on the first database.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config/index.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { createDeviceEngine, type DeviceEngine } from '../../src/products/device/engine.js';
import type { EngineContext } from '../../src/products/types.js';
import { devicesDataset } from '../../src/reference/datasets/devices.js';
import { dbCatalogueRows, DeviceCatalogue, EMPTY_ENTRY } from '../../src/reference/device/catalogue.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { datasetByName } from '../../src/reference/datasets/registry.js';
import { CATALOGUE } from '../../src/scoring/catalogue.js';
import { LABELLED, NOW } from '../fixtures/device/user-agents.js';
import { DB_KINDS } from '../helpers/app.js';
import { testStore, type TestStore } from '../helpers/store.js';
import { createBundledReference } from '../../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const silent = { info() {}, warn() {}, error() {}, debug() {} };

function ctx(now = NOW): EngineContext {
  return { deadline: new Deadline(5000), now, accountId: 'acct_test', given: {} };
}

for (const kind of DB_KINDS) {
  describe(`device (${kind})`, () => {
    let t: TestStore;
    let graph: IdentityGraph;
    let engine: DeviceEngine;

    before(async () => {
      t = await testStore(kind, 'idrisk-device-');
      graph = new IdentityGraph(t.store.db, 'device-test-secret-0123456789');
      const config = loadConfig({ DATABASE_URL: t.url, IDRISK_DATA_DIR: t.dir });
      engine = await createDeviceEngine({ config, db: t.store.db, graph, cache: new MemoryCache(), logger: silent, reference: BUNDLED });
    });

    after(() => t.close());

    // Parsing and scoring of user agents: once is enough.
    if (kind === DB_KINDS[0]) describe('device engine on labelled real user agents', () => {
      for (const l of LABELLED) {
        test(l.name, async () => {
          const { payload, scored } = await engine.analyze({ user_agent: l.ua }, ctx());
          const codes = (payload.reason_codes ?? '').split(',').filter(Boolean);
          assert.equal(payload.value, l.ua);
          assert.equal(payload.is_robot, l.robot, `is_robot for ${l.name}`);
          if (l.category !== undefined) assert.equal(payload.category, l.category, `category for ${l.name}`);
          if (l.brand !== undefined) assert.equal(payload.brand, l.brand);
          if (l.model !== undefined) assert.equal(payload.model, l.model);
          for (const c of l.codes ?? []) assert.ok(codes.includes(c), `${l.name}: expected ${c} in ${payload.reason_codes}`);
          for (const c of l.notCodes ?? []) assert.ok(!codes.includes(c), `${l.name}: did not expect ${c} in ${payload.reason_codes}`);
          for (const c of codes) assert.ok(CATALOGUE.has(c), `${c} is in the catalogue`);
          assert.ok(scored !== null && payload.score === scored.score);
        });
      }

      test('every spec category is reached by at least one labelled user agent', async () => {
        const { DEVICE_CATEGORIES } = await import('../../src/contract/payloads/device.js');
        const reached = new Set<string>();
        for (const l of LABELLED) {
          const { payload } = await engine.analyze({ user_agent: l.ua }, ctx());
          if (payload.category) reached.add(payload.category);
        }
        assert.deepEqual([...DEVICE_CATEGORIES].filter((c) => !reached.has(c)), []);
      });

      test('robots score very low, a common current device scores high', async () => {
        const bot = await engine.analyze({ user_agent: 'curl/8.4.0' }, ctx());
        const phone = await engine.analyze({ user_agent: LABELLED[0].ua }, ctx());
        assert.equal(bot.payload.score_cluster, 'very_low');
        assert.ok(phone.payload.score !== null && phone.payload.score >= 700, `score ${phone.payload.score}`);
      });
    });

    describe('device catalogue fields', () => {
      const S23 = LABELLED[0].ua;

      test('without an imported row the detector knows no Galaxy S23 Ultra: catalogue fields are null', async () => {
        const { payload } = await engine.analyze({ user_agent: S23 }, ctx());
        assert.equal(payload.model, 'Galaxy S23 Ultra');
        assert.equal(payload.price_usd, null);
        assert.equal(payload.price_cluster, null);
      });

      test('the devices dataset fills age, screen and price; a generic "iPhone" stays null', async () => {
        assert.equal(datasetByName('devices'), devicesDataset);
        const rows = [
          { brand: 'Samsung', model: 'Galaxy S23 Ultra', release_year: 2023, screen_width: 1440, screen_height: 3088, price_usd: 1199.99 },
          { brand: 'Apple', model: 'iPhone', release_year: 2007, screen_width: 320, screen_height: 480, price_usd: 499 },
        ];
        const first = await t.store.db.transaction().execute((tx) => devicesDataset.write(rows, tx));
        assert.equal(first.changed, 2);
        const again = await t.store.db.transaction().execute((tx) => devicesDataset.write(rows, tx));
        assert.equal(again.changed, 0, 'a re-import of the same rows changes nothing');

        // A fresh engine: the catalogue cache of the first one still holds the pre-import answer (5 minutes).
        const fresh = await createDeviceEngine({ config: loadConfig({}), db: t.store.db, graph, cache: new MemoryCache(), logger: silent, reference: BUNDLED });
        const s23 = await fresh.analyze({ user_agent: S23 }, ctx());
        assert.equal(s23.payload.age, 2023);
        assert.equal(s23.payload.screen_size_width, 1440);
        assert.equal(s23.payload.screen_size_height, 3088);
        assert.equal(s23.payload.price_usd, '1199.99');
        assert.equal(s23.payload.price_cluster, 'very_high');
        assert.ok((s23.payload.reason_codes ?? '').includes('TV002'), 'a 2023 model is recent in 2025');

        const iphone = await fresh.analyze({ user_agent: LABELLED[1].ua }, ctx());
        assert.equal(iphone.payload.model, 'iPhone');
        assert.equal(iphone.payload.age, null, 'never the 2007 year of the first iPhone for a generic model');
        assert.equal(iphone.payload.screen_size_width, null);
        assert.equal(iphone.payload.price_usd, null);
      });

      test('a name with a NUL character finds no row and does not fail', async () => {
        const catalogue = new DeviceCatalogue(dbCatalogueRows(t.store.db), () => null);
        assert.deepEqual(await catalogue.lookup('Samsung', 'Galaxy S23 Ultra\u0000'), EMPTY_ENTRY);
        assert.deepEqual((await catalogue.lookup('Samsung', 'galaxy  s23_ultra')).sources, ['dataset'], 'names match case- and space-insensitively');
      });

      test('the detector device-info data gives release year and screen for a model it knows', async () => {
        const ua = 'Mozilla/5.0 (Linux; Android 7.1.1; ASUS_Z01KD) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
        const { payload } = await engine.analyze({ user_agent: ua }, ctx());
        assert.equal(payload.brand, 'Asus');
        assert.ok(payload.age !== null && payload.age >= 2016 && payload.age <= 2018, `age ${payload.age} of ${payload.model}`);
        assert.ok(payload.screen_size_width !== null && payload.screen_size_height !== null);
        assert.equal(payload.price_usd, null, 'the detector data has no prices');
      });
    });

    describe('devices dataset import', () => {
      test('the documented example files import, and a second import changes nothing', async () => {
        for (const example of ['docs/examples/devices.csv', 'docs/examples/devices.jsonl']) {
          const fresh = await testStore(kind, 'idrisk-device-import-');
          const s = fresh.store;
          try {
            const first = await importDataset(devicesDataset, example, s.db);
            assert.equal(first.bad, 0, JSON.stringify(first.badRows));
            assert.equal(first.changed, 5);
            const second = await importDataset(devicesDataset, example, s.db);
            assert.equal(second.changed, 0);
            const row = await s.db.selectFrom('device_catalogue').selectAll().where('model_key', '=', 'pixel 8').executeTakeFirstOrThrow();
            assert.equal(row.release_year, 2023);
            assert.equal(row.price_usd, 699);
          } finally {
            await fresh.close();
          }
        }
      });
    });

    describe('identity counts', () => {
      test('counts identities linked to the device signature', async () => {
        const ua = 'Mozilla/5.0 (Linux; Android 15; Pixel 9 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.7151.61 Mobile Safari/537.36';
        const before = await engine.analyze({ user_agent: ua }, ctx());
        assert.equal(before.payload.identity_email_count, 0);
        assert.equal(before.touchpoints.length, 1);
        const tp = before.touchpoints[0];
        assert.equal(tp.kind, 'device');
        assert.equal(tp.value, 'mobile phone|google|pixel 9 pro|android|15|chrome mobile|137');
        await graph.link([tp, { kind: 'email', value: 'a@example.com' }, { kind: 'ip', value: '192.0.2.1' }], 'acct_test', NOW);
        await graph.link([tp, { kind: 'email', value: 'b@example.com' }, { kind: 'phone', value: '+14155550100' }, { kind: 'name', value: 'ann lee' }], 'acct_test', NOW);
        // A patch update of Chrome keeps the same signature.
        const patched = ua.replace('137.0.7151.61', '137.0.7151.119');
        const { payload } = await engine.analyze({ user_agent: patched }, ctx());
        assert.equal(payload.identity_email_count, 2);
        assert.equal(payload.identity_ip_count, 1);
        assert.equal(payload.identity_msisdn_count, 1);
        assert.equal(payload.identity_name_count, 1);
      });
    });

    if (kind === DB_KINDS[0]) describe('caching', () => {
      test('a repeated user agent is served from the parse cache', async () => {
        engine.resetStats();
        const ua = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36';
        const a = await engine.analyze({ user_agent: ua }, ctx());
        const b = await engine.analyze({ user_agent: ua }, ctx());
        assert.equal(a.providers[0].cached, false);
        assert.equal(b.providers[0].cached, true);
        assert.deepEqual(b.payload, a.payload);
        assert.equal(engine.stats().uaCache.hits, 1);
      });

      test('an empty user agent is answered, unrecognized and fake, never thrown', async () => {
        const { payload } = await engine.analyze({ user_agent: '' }, ctx());
        assert.equal(payload.value, '');
        assert.equal(payload.category, null);
        assert.equal(payload.operating_system, null);
        assert.match(payload.reason_codes ?? '', /RV009/);
        assert.match(payload.reason_codes ?? '', /RV008/);
      });
    });
  });
}
