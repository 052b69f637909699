/**
 * The identity graph per account (issue 25 finding 1, docs/privacy.md "Identity graph scope"), on SQLite and
 * PostgreSQL: one account's live calls are invisible to another's (counts, first seen, the onboarding "seen together"
 * trust codes); accounts that opted into the consortium share one graph; an operator's export and erasure cover every
 * scope; migration 2500 moves an existing unscoped graph into per-account scopes.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Migrator, type Migration } from 'kysely';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { testDatabase } from '../helpers/store.js';
import { runCliCaptured } from '../helpers/cli.js';
import { CONSORTIUM_SCOPE, IdentityGraph } from '../../src/identity/graph.js';
import { writeLinks } from '../../src/store/identity/links.js';
import { openStore } from '../../src/store/db.js';
import { MIGRATIONS, migrateToLatest } from '../../src/store/migrations/index.js';

const SECRET = 'test-secret-0123456789abcdef';

for (const kind of DB_KINDS) {
  describe(`identity graph scope (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await testApp(kind);
    });
    after(() => t.close());

    const post = (url: string, key: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload: body });
    const hub = async (key: string, phone: string, email: string) => {
      const r = await post('/1.0/hub', key, { customer_id: uniqueId(), claims: ['phone', 'email', 'score'], phone_number: phone, email });
      assert.equal(r.statusCode, 200, r.body);
      return r.json();
    };
    const phoneCall = async (key: string, phone: string) => {
      const r = await post('/1.0/phone', key, { customer_id: uniqueId(), claims: ['phone'], phone_number: phone });
      assert.equal(r.statusCode, 200, r.body);
      return r.json().phone;
    };
    const seenTogether = (body: { score?: { reason_codes?: string } }) => /TO006|TO007/.test(body.score?.reason_codes ?? '');

    test("an account's live calls are invisible to another account (the review's reproduction)", async () => {
      const a = await t.account({ credits: 10_000 });
      const b = await t.account({ credits: 10_000 });
      const phone = '+447911123611';
      const email = 'kim.park@example.com';
      await hub(a.live, phone, email);

      const seenByB = await phoneCall(b.live, phone);
      assert.equal(seenByB.identity_email_count, 0, "B does not learn of A's email");
      assert.equal(seenByB.first_seen, null, "B does not learn when A first saw the number");
      const guess = await hub(b.live, phone, email);
      assert.equal(seenTogether(guess), false, `B's guess is not confirmed: ${guess.score?.reason_codes}`);

      // The same calls within A's own graph do see the link.
      const seenByA = await phoneCall(a.live, phone);
      assert.equal(seenByA.identity_email_count, 1);
      assert.notEqual(seenByA.first_seen, null);
      assert.equal(seenTogether(await hub(a.live, phone, email)), true, 'A sees its own earlier call');
    });

    test('accounts that opted into the consortium share one graph; the others stay out of it', async () => {
      const c = await t.account({ credits: 10_000, graphSharing: true });
      const d = await t.account({ credits: 10_000, graphSharing: true });
      const solo = await t.account({ credits: 10_000 });
      const phone = '+447911123622';
      await hub(c.live, phone, 'lee.ming@example.com');
      await hub(solo.live, phone, 'solo.user@example.com');
      const seenByD = await phoneCall(d.live, phone);
      assert.equal(seenByD.identity_email_count, 1, "D sees C's link (consortium), not the non-member's");
      assert.equal((await phoneCall(solo.live, phone)).identity_email_count, 1, 'the non-member sees only its own link');
      assert.equal(seenTogether(await hub(d.live, phone, 'lee.ming@example.com')), true);

      // Opting out takes effect on the next call: the account reads its own graph again.
      await t.services.accounts.update(d.account.id, { graphSharing: false });
      assert.equal((await phoneCall(d.live, phone)).identity_email_count, 0);
    });

    test("an operator's export and erasure cover the subject in every scope", async () => {
      const a = await t.account({ credits: 10_000 });
      const b = await t.account({ credits: 10_000, graphSharing: true });
      const phone = '+447911123633';
      await hub(a.live, phone, 'ana.one@example.com');
      await hub(b.live, phone, 'ana.two@example.com');
      const env = { DATABASE_URL: t.config.database.url, IDRISK_DATA_DIR: t.dir, IDRISK_SECRET: SECRET, IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent' };
      const exported = await runCliCaptured(['export-subject', '--phone', phone], env);
      assert.equal(exported.code, 0, exported.err);
      const scopes = (JSON.parse(exported.out).stores.identity_graph as { scope: string }[]).map((r) => r.scope).sort();
      assert.deepEqual(scopes, [a.account.id, CONSORTIUM_SCOPE].sort());
      const erased = await runCliCaptured(['erase', '--phone', phone, '--json'], env);
      assert.equal(erased.code, 0, erased.err);
      assert.equal(JSON.parse(erased.out).stores.identity_graph, 2);
      assert.equal((await phoneCall(a.live, phone)).first_seen, null);
      assert.equal((await phoneCall(b.live, phone)).first_seen, null);
    });
  });

  describe(`migration 2500_graph_per_account (${kind})`, () => {
    /** A database migrated up to (not including) 2500, with an unscoped graph written the way the code before it did. */
    async function legacy(accounts: string[], calls: { id: string; account: string; at: string; tps: [string, string][] }[], unattributed: [string, string][] = []) {
      const database = await testDatabase(kind, 'idrisk-m2500-');
      const store = await openStore(database.config);
      const before2500 = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '2500')) as Record<string, Migration>;
      const migrator = new Migrator({
        db: store.db,
        provider: { getMigrations: async () => before2500 },
        allowUnorderedMigrations: true,
        migrationTableName: 'idrisk_migrations',
        migrationLockTableName: 'idrisk_migrations_lock',
      });
      const r = await migrator.migrateToLatest();
      if (r.error) throw r.error;
      const graph = new IdentityGraph(store.db, SECRET);
      const now = '2026-01-01T00:00:00.000Z';
      for (const id of accounts) {
        await store.db.insertInto('accounts').values({ id, name: id, credits: 0, unlimited: 1, products: 'phone', rate_limit: 10, webhook_url: null, disabled: 0, created_at: now, updated_at: now }).execute();
      }
      const unscoped = (tps: [string, string][]) => {
        const ids = tps.map(([k, v]) => ({ id: graph.keyedHash(k, v), kind: k as 'phone' }));
        return { nodes: ids, edges: ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => ({ a: a.id, b: b.id, kind: b.kind }))) };
      };
      // Links older than migration 1400 (no attribution), then the attributed calls.
      if (unattributed.length > 0) await writeLinks(unscoped(unattributed), new Date('2024-06-01T00:00:00Z'), store.db);
      for (const c of calls) {
        await store.db
          .insertInto('resolutions')
          .values({ id: c.id, account_id: c.account, environment: 'live', key_id: 'key_x', operation: 'hub', customer_id: c.id, transaction_id: null, status: 'ok', price: 0, score: null, score_cluster: null, reason_codes: null, created_at: c.at } as never)
          .execute();
        const rows = unscoped(c.tps);
        await writeLinks(rows, new Date(c.at), store.db);
        await store.db.insertInto('resolution_nodes').values(rows.nodes.map((n) => ({ resolution_id: c.id, node_id: n.id }))).execute();
      }
      return { database, store, graph };
    }

    test('one account: the whole graph (older unattributed links included) becomes its own, times unchanged', async () => {
      const { database, store, graph } = await legacy(
        ['acct_one'],
        [{ id: 'res_1', account: 'acct_one', at: '2025-03-01T00:00:00.000Z', tps: [['phone', '+447700900701'], ['email', 'a@example.com']] }],
        [['phone', '+447700900701'], ['ip', '192.0.2.70']],
      );
      try {
        await migrateToLatest(store.db);
        const p = await graph.profile({ kind: 'phone', value: '+447700900701' }, 'acct_one', new Date('2025-06-01T00:00:00Z'));
        assert.deepEqual([p.counts.email, p.counts.ip, p.first_seen], [1, 1, '2024-06-01']);
        const nodes = await store.db.selectFrom('identity_nodes').select('id').execute();
        assert.equal(nodes.length, 3, 'the unscoped nodes are gone');
        const attributed = await store.db.selectFrom('resolution_nodes').select('node_id').where('resolution_id', '=', 'res_1').execute();
        assert.deepEqual(attributed.map((r) => r.node_id).sort(), [graph.key({ kind: 'phone', value: '+447700900701' }, 'acct_one'), graph.key({ kind: 'email', value: 'a@example.com' }, 'acct_one')].sort());
        const acct = await store.db.selectFrom('accounts').select('graph_sharing').executeTakeFirstOrThrow();
        assert.equal(acct.graph_sharing, 0, 'nobody is opted in by the migration');
      } finally {
        await store.close();
        await database.drop();
      }
    });

    test('several accounts: each keeps what its own calls linked; unattributed links are dropped', async () => {
      const { database, store, graph } = await legacy(
        ['acct_a', 'acct_b'],
        [
          { id: 'res_a', account: 'acct_a', at: '2025-01-10T00:00:00.000Z', tps: [['phone', '+447700900702'], ['email', 'a@example.com']] },
          { id: 'res_b', account: 'acct_b', at: '2025-02-20T00:00:00.000Z', tps: [['phone', '+447700900702'], ['email', 'b@example.com']] },
        ],
        [['phone', '+447700900702'], ['ip', '192.0.2.71']],
      );
      try {
        await migrateToLatest(store.db);
        const now = new Date('2025-06-01T00:00:00Z');
        const inA = await graph.profile({ kind: 'phone', value: '+447700900702' }, 'acct_a', now);
        const inB = await graph.profile({ kind: 'phone', value: '+447700900702' }, 'acct_b', now);
        assert.deepEqual([inA.counts.email, inA.counts.ip, inA.first_seen], [1, 0, '2025-01-10']);
        assert.deepEqual([inB.counts.email, inB.counts.ip, inB.first_seen], [1, 0, '2025-02-20'], "B's first seen is its own call's, not A's");
        const bEmailInA = await graph.profile({ kind: 'email', value: 'b@example.com' }, 'acct_a', now);
        assert.equal(bEmailInA.first_seen, null);
        const consortium = await graph.profile({ kind: 'phone', value: '+447700900702' }, CONSORTIUM_SCOPE, now);
        assert.equal(consortium.first_seen, null, 'the consortium starts empty');
        assert.equal((await store.db.selectFrom('identity_nodes').select('id').execute()).length, 4);
        assert.equal((await store.db.selectFrom('identity_edges').select('a').execute()).length, 4);
      } finally {
        await store.close();
        await database.drop();
      }
    });
  });
}
