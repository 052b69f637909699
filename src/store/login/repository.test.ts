/**
 * Login tracking's and the accounts' storage on both databases: the outcomes the services rely on as values (a
 * second record or enrolment of a session, a stale account version, an unknown account) and the origin probe.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS } from '../../../test/helpers/app.js';
import { testStore, type TestStore } from '../../../test/helpers/store.js';
import { AccountsRepository, ApiKeysRepository } from '../accounts/index.js';
import { LoginAppsRepository, LoginRecordsRepository } from './index.js';

const AT = '2026-11-27T00:00:00.000Z';
const account = { id: 'acct_1', name: 'one', credits: 5, unlimited: 0, products: 'phone', rate_limit: 10, webhook_url: null, disabled: 0, created_at: AT, updated_at: AT };

function record(id: string, sessionId: string) {
  return { id, account_id: 'acct_1', app_id: 'app_1', session_id: sessionId, username_hash: 'u1', device_id: null, ip: '192.0.2.1', origin: 'https://a.example', data: '{}', created_at: AT };
}

function enrolment(id: string, sessionId: string, collectedAt: string) {
  return { id, account_id: 'acct_1', username_hash: 'u1', session_id: sessionId, device_id: null, reference: '{}', ip_country_code: null, ip_lat: null, ip_lon: null, collected_at: collectedAt, created_at: AT };
}

for (const kind of DB_KINDS) {
  describe(`store/login and store/accounts on ${kind}`, () => {
    let t: TestStore;
    before(async () => {
      t = await testStore(kind, 'idrisk-store-login-');
      await new AccountsRepository(t.store.db).insert(account);
    });
    after(async () => {
      await t.close();
    });

    test('an account update at a stale version and a credit change of an unknown account change nothing', async () => {
      const rows = new AccountsRepository(t.store.db);
      assert.equal(await rows.update('acct_1', { name: 'renamed' }, 1, undefined), true);
      assert.equal(await rows.update('acct_1', { name: 'lost update' }, 1, undefined), false, 'version 1 is gone');
      const row = await rows.byId('acct_1');
      assert.deepEqual([row?.name, Number(row?.version)], ['renamed', 2]);
      assert.equal(await rows.addCredits('acct_none', 5, AT), false);
      assert.equal(await rows.addCredits('acct_1', -2, AT), true);
      assert.equal(Number((await rows.byId('acct_1'))?.credits), 3);
    });

    test('a key is read by hash with its account; revoking twice keeps the first time', async () => {
      const keys = new ApiKeysRepository(t.store.db);
      await keys.insert({ id: 'key_1', account_id: 'acct_1', environment: 'live', hash: 'ab'.repeat(32), prefix: 'idr_live_x…', created_at: AT, revoked_at: null });
      const row = await keys.withAccountByHash('ab'.repeat(32));
      assert.deepEqual([row?.key_id, row?.id, row?.name, row?.environment], ['key_1', 'acct_1', 'renamed', 'live']);
      assert.equal(await keys.withAccountByHash('cd'.repeat(32)), undefined);
      await keys.revoke('key_1', '2026-11-27T01:00:00.000Z');
      await keys.revoke('key_1', '2026-11-27T02:00:00.000Z');
      assert.equal((await keys.byId('key_1'))?.revoked_at, '2026-11-27T01:00:00.000Z');
    });

    test('an origin is allowed while an app lists it and is not revoked', async () => {
      const apps = new LoginAppsRepository(t.store.db);
      await apps.insert({ id: 'app_1', account_id: 'acct_1', app_key: 'idr_app_1', origins: '["https://a.example"]', created_at: AT, revoked_at: null }, ['https://a.example']);
      assert.equal(await apps.originAllowed('https://a.example'), true);
      assert.equal(await apps.originAllowed('https://b.example'), false);
      assert.equal((await apps.byKeyWithAccount('idr_app_1'))?.app_id, 'app_1');
      await apps.revoke('app_1', AT);
      assert.equal(await apps.originAllowed('https://a.example'), false);
    });

    test('a second record or enrolment of a session is a value, and nothing is written', async () => {
      const rows = new LoginRecordsRepository(t.store.db);
      assert.equal(await rows.insertIfAbsent(record('lr_1', 's1')), true);
      assert.equal(await rows.insertIfAbsent({ ...record('lr_2', 's1'), ip: '192.0.2.2' }), false);
      assert.equal((await rows.record('acct_1', 's1', AT))?.ip, '192.0.2.1', 'the first record stays');
      assert.equal(await rows.insertEnrollment(enrolment('le_1', 's1', '2026-11-27T00:00:01.000Z')), null);
      assert.equal(await rows.insertEnrollment(enrolment('le_2', 's1', '2026-11-27T00:00:02.000Z')), 'duplicate');
      assert.equal(await rows.isEnrolled('acct_1', 's1'), true);
      assert.equal(await rows.insertEnrollment(enrolment('le_3', 's2', '2026-11-27T00:00:03.000Z')), null);
      assert.deepEqual((await rows.references('acct_1', 'u1', AT, 1)).map((r) => r.id), ['le_3'], 'newest first, at most the limit');
      assert.deepEqual(await rows.purge('2026-11-27T00:00:00.500Z', '2026-11-27T00:00:02.000Z'), { records: 1, enrollments: 1 });
    });
  });
}
