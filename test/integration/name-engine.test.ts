/**
 * The name engine on real components: a SQLite file or a PostgreSQL database with every migration and the identity
 * graph; then `POST /1.0/name` through the app with a live key. Cases that only judge names run once, on the first
 * database.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config/index.js';
import { NamePayload } from '../../src/contract/payloads/name.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { createNameEngine } from '../../src/products/name/engine.js';
import type { EngineContext, ProductEngine } from '../../src/products/types.js';
import { CATALOGUE } from '../../src/scoring/catalogue.js';
import { testAjv } from '../helpers/ajv.js';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { testStore, type TestStore } from '../helpers/store.js';
import { createBundledReference } from '../../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const validate = testAjv().compile(NamePayload);
const valid = (p: unknown) => validate(p) === true;
const silent = { info() {}, warn() {}, error() {}, debug() {} };
const NOW = new Date('2025-06-01T12:00:00Z');
const ctx = (now = NOW): EngineContext => ({ deadline: new Deadline(5000), now, accountId: 'acct_test', given: {} });

for (const kind of DB_KINDS) {
  describe(`name (${kind})`, () => {
    let t: TestStore;
    let graph: IdentityGraph;
    let engine: ProductEngine<'name', NamePayload>;

    before(async () => {
      t = await testStore(kind, 'idrisk-name-');
      graph = new IdentityGraph(t.store.db, 'name-test-secret-0123456789');
      const config = loadConfig({ DATABASE_URL: t.url, IDRISK_DATA_DIR: t.dir });
      engine = await createNameEngine({ config, db: t.store.db, graph, cache: new MemoryCache(), logger: silent, reference: BUNDLED });
    });

    after(() => t.close());

    describe('name engine', () => {
      if (kind === DB_KINDS[0]) test('a real name: valid, gendered, high score, every payload field present and schema-valid', async () => {
        const { payload, scored, touchpoints, providers } = await engine.analyze({ first_name: ' José ', last_name: 'García' }, ctx());
        assert.ok(valid(payload), JSON.stringify(validate.errors));
        assert.deepEqual(Object.keys(payload).sort(), Object.keys(NamePayload.properties).sort());
        assert.equal(payload.value, 'José,García');
        assert.equal(payload.is_valid, true);
        assert.equal(payload.risk_type, null);
        assert.equal(payload.gender, 'M');
        assert.equal(payload.has_facebook, null);
        assert.equal(payload.facebook_avatar_url, null);
        assert.ok(scored && payload.score === scored.score && payload.score >= 800, `score ${payload.score}`);
        assert.equal(payload.score_cluster, 'very_high');
        assert.deepEqual(touchpoints, [{ kind: 'name', value: 'jose garcia' }]);
        assert.deepEqual(providers, []);
        for (const c of (payload.reason_codes ?? '').split(',').filter(Boolean)) assert.ok(CATALOGUE.has(c), c);
      });

      if (kind === DB_KINDS[0]) test('each risk type scores low and names its reason code', async () => {
        const cases: [string, string, string, string][] = [
          ['Jоhn', 'Smith', 'INVALID_CHARACTERS', 'RN001'],
          ['test', 'test', 'PLACEHOLDER', 'RN002'],
          ['Mr', 'Smith', 'PLACEHOLDER_TITLE', 'RN003'],
          ['Anna', 'Anna', 'STRING_SIMILARITY', 'RN004'],
          ['sdfkjh', 'lkjsdf', 'RANDOM_TYPING', 'RN005'],
          ['Fuck', 'You', 'VULGAR', 'RN006'],
          ['Harry', 'Potter', 'FICTIONAL', 'RN007'],
          ['Elon', 'Musk', 'FAMOUS', 'RN008'],
          ['Ben', 'Dover', 'HUMOROUS', 'RN009'],
          ['J.', 'K.', 'INVALID', 'RN010'],
          ['Acme', 'Ltd', 'OTHER', 'RN011'],
        ];
        for (const [first, last, risk, code] of cases) {
          const { payload } = await engine.analyze({ first_name: first, last_name: last }, ctx());
          assert.equal(payload.is_valid, false, `${first} ${last}`);
          assert.equal(payload.risk_type, risk, `${first} ${last}`);
          assert.ok(payload.reason_codes?.split(',').includes(code), `${first} ${last}: ${payload.reason_codes}`);
          assert.ok((payload.score ?? 1000) < 400, `${first} ${last}: score ${payload.score}`);
          assert.ok(valid(payload));
        }
      });

      if (kind === DB_KINDS[0]) test('both parts empty: nothing to judge, validity and score are null', async () => {
        const { payload, scored, touchpoints } = await engine.analyze({ first_name: ' ', last_name: '' }, ctx());
        assert.equal(payload.is_valid, null);
        assert.equal(payload.score, null);
        assert.equal(scored, null);
        assert.deepEqual(touchpoints, []);
        assert.ok(valid(payload));
      });

      test('identity counts come from the graph, keyed by the folded name', async () => {
        const before = await engine.analyze({ first_name: 'Zoë', last_name: 'Lefèvre' }, ctx());
        assert.equal(before.payload.identity_email_count, 0);
        await graph.link([...before.touchpoints, { kind: 'email', value: 'zoe@example.com' }, { kind: 'phone', value: '+33612345678' }], 'acct_test', NOW);
        await graph.link([{ kind: 'name', value: 'zoe lefevre' }, { kind: 'email', value: 'z.lefevre@example.org' }, { kind: 'ip', value: '192.0.2.7' }], 'acct_test', NOW);
        const afterLink = await engine.analyze({ first_name: 'ZOE', last_name: 'LEFEVRE' }, ctx());
        assert.equal(afterLink.payload.identity_email_count, 2);
        assert.equal(afterLink.payload.identity_msisdn_count, 1);
        assert.equal(afterLink.payload.identity_ip_count, 1);
        assert.equal(afterLink.payload.identity_device_count, 0);
      });
    });

    describe(`POST /1.0/name (${kind})`, () => {
      let t: TestApp;
      let live: string;
      before(async () => {
        t = await testApp(kind);
        live = (await t.account({ credits: 1000 })).live;
      });
      after(() => t.close());

      test('answers with the name payload on a live key', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/1.0/name',
          headers: { 'x-api-key': live, 'content-type': 'application/json' },
          payload: JSON.stringify({ customer_id: uniqueId(), claims: ['name'], first_name: 'Dick', last_name: 'Van Dyke' }),
        });
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json() as Record<string, unknown>;
        const name = (body.name ?? body) as Record<string, unknown>;
        assert.equal(name.value, 'Dick,Van Dyke');
        assert.equal(name.is_valid, true);
        assert.equal(name.gender, 'M');
        assert.equal(name.risk_type, null);
        assert.equal(typeof name.score, 'number');
      });
    });
  });
}
