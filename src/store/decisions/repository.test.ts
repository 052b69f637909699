/**
 * The decision layer's storage on both databases, for the outcomes the services take as values: a list name taken
 * (false, nothing written), membership read the same two ways (a promise; at once on SQLite, several lookups in one
 * statement) and each list's items_version,
 * a conditional publish and a conditional review claim.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS } from '../../../test/helpers/app.js';
import { accountRow, testStore, type TestStore } from '../../../test/helpers/store.js';
import { LIVE_FOREVER, ListsRepository, PoliciesRepository, ReviewsRepository } from './index.js';

const AT = '2026-11-27T00:00:00.000Z';
const LATER = '2026-11-28T00:00:00.000Z';

for (const kind of DB_KINDS) {
  describe(`store/decisions on ${kind}`, () => {
    let t: TestStore;
    before(async () => {
      t = await testStore(kind, 'idrisk-store-decisions-');
      await t.store.db
        .insertInto('accounts')
        .values(accountRow('acct_x', AT))
        .execute();
    });
    after(async () => {
      await t.close();
    });

    test('lists: a taken name is false; membership reads agree, expired items excluded', async () => {
      const lists = new ListsRepository(t.store.db, t.store.sqlite);
      assert.equal(lists.sync, kind === 'sqlite');
      const list = { id: 'lst_1', account_id: 'acct_x', name: 'blocked', kind: 'email', description: null, created_at: AT, updated_at: AT };
      assert.equal(await lists.insert(list), true);
      assert.equal(await lists.insert({ ...list, id: 'lst_2' }), false);
      assert.deepEqual((await lists.all('acct_x')).map((l) => l.id), ['lst_1']);
      const item = (value: string, expires: string | null) => ({ value, expires_at: expires, author: 'cli:x', comment: null, created_at: AT, updated_at: AT });
      await lists.upsertItems('lst_1', [item('a@x.test', null), item('old@x.test', AT)]);
      // Until when any of the keys is an item: '~' (one never expires), the latest expiry, or null; the same read
      // through a promise and (SQLite) at once for several lookups.
      const cases: [string[], string | null][] = [[['a@x.test'], LIVE_FOREVER], [['old@x.test'], AT], [['b@x.test', 'a@x.test'], LIVE_FOREVER], [['b@x.test'], null], [[], null]];
      for (const [keys, want] of cases) assert.equal(await lists.liveUntil('lst_1', keys), want, keys.join());
      if (lists.sync) assert.deepEqual(lists.liveUntilManySync(cases.map(([keys]) => ({ listId: 'lst_1', keys }))), cases.map(([, want]) => want));
      await lists.upsertItems('lst_1', [item('later@x.test', LATER), item('old2@x.test', AT)]);
      assert.equal(await lists.liveUntil('lst_1', ['old@x.test', 'later@x.test', 'old2@x.test']), LATER, 'the latest expiry of the keys');
      if (lists.sync) assert.deepEqual(lists.liveUntilManySync([{ listId: 'lst_1', keys: ['old@x.test', 'later@x.test'] }]), [LATER]);
      assert.equal(await lists.count('lst_1'), 4);
      // items_version moves with every change of the items (what the membership caches poll), not with a no-op.
      const version = async () => (await lists.versions(['lst_1', 'lst_gone'])).get('lst_1');
      assert.equal(await version(), 2, 'two upserts');
      assert.equal(await lists.deleteItems('lst_1', ['a@x.test', 'none@x.test']), 1);
      assert.equal(await version(), 3);
      assert.equal(await lists.deleteItems('lst_1', ['none@x.test']), 0);
      assert.equal(await version(), 3, 'nothing deleted: unchanged');
      await lists.bumpVersions(['lst_1']);
      assert.equal(await version(), 4);
      assert.deepEqual([...(await lists.versions(['lst_gone'])).keys()], []);
      await lists.remove('lst_1');
      assert.equal(await lists.byName('acct_x', 'blocked'), undefined);
    });

    test('policies: a publish conditional on the version read changes nothing once another came first', async () => {
      const policies = new PoliciesRepository(t.store.db);
      await policies.insertPolicy({ id: 'pol_1', account_id: 'acct_x', operation: 'hub', name: 'hub policy', published_version: null, created_at: AT, updated_at: AT });
      const version = (v: number) => ({ policy_id: 'pol_1', version: v, status: 'draft', document: `{"rules":[],"v":${v}}`, hash: `h${v}`, author: 'x', created_at: AT, published_at: null });
      await policies.insertVersion(version(1));
      await policies.insertVersion(version(2));
      await assert.rejects(policies.insertVersion(version(2)), 'a taken version number is the driver error the service turns into VersionMismatch');
      assert.equal(await policies.active('acct_x', 'hub'), null);
      assert.equal(await policies.setPublished('pol_1', 1, AT, undefined, null), true);
      assert.equal(await policies.setPublished('pol_1', 2, AT, undefined, null), false, 'version 1 is published now, not none');
      assert.deepEqual(await policies.active('acct_x', 'hub'), { policyId: 'pol_1', version: 1, hash: 'h1', document: { rules: [], v: 1 } });
      assert.deepEqual((await policies.versions('pol_1')).map((v) => v.version), [1, 2]);
    });

    test('reviews: a live claim of another holder refuses a claim and a close; a stale one does not', async () => {
      const reviews = new ReviewsRepository(t.store.db);
      const entry = {
        resolution_id: 'res_1', account_id: 'acct_x', operation: 'hub', customer_id: null, policy_version: 'pol_1@1', rules: '[]', created_at: AT, status: 'open',
        claimed_by: null, claimed_at: null, outcome: null, note: null, decided_by: null, decided_at: null,
      };
      await reviews.transaction((tx) => reviews.insert(tx, entry));
      assert.equal(await reviews.claim('res_1', 'operator:a', AT, '2026-11-26T00:00:00.000Z'), true);
      assert.equal(await reviews.claim('res_1', 'operator:b', AT, '2026-11-26T00:00:00.000Z'), false);
      assert.equal(await reviews.close('res_1', { outcome: 'approve', note: 'n', by: 'operator:b', at: AT }, '2026-11-26T00:00:00.000Z'), false);
      assert.equal(await reviews.close('res_1', { outcome: 'approve', note: 'n', by: 'operator:b', at: LATER }, LATER), true, 'the claim has lapsed');
      const row = await reviews.get('res_1');
      assert.equal(row?.status, 'decided');
      assert.equal(row?.claimed_by, null);
      assert.equal(row?.score, null, 'no resolution behind it');
      assert.deepEqual(await reviews.page({ status: 'open', accounts: null, after: null, limit: 10 }), []);
      assert.equal((await reviews.page({ status: 'decided', accounts: ['acct_x'], after: null, limit: 10 })).length, 1);
      assert.equal((await reviews.page({ status: 'decided', accounts: [], after: null, limit: 10 })).length, 0);
    });
  });
}
