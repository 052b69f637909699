/**
 * Migration 4060: the rules' `velocity("resolution", …)` count reads the account and creation time copied onto
 * `resolution_nodes` instead of joining `resolutions`. For every node, account and window it counts what the join
 * counted, whichever path wrote the attribution (the live commit of each database, `attributeLinks` as the
 * domain-intelligence job writes it), across accounts sharing the consortium graph, after an erasure unlinks
 * resolutions, after retention deletes old ones, and after the migration fills rows written before it. The plan is
 * one covering range of resolution_nodes_velocity_idx. On SQLite and PostgreSQL.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery, sql } from 'kysely';
import { IdentityGraph, attributeLinks, unlinkResolutions, type Touchpoint } from '../../src/identity/graph.js';
import { CONSORTIUM_SCOPE } from '../../src/identity/scope.js';
import { Resolutions } from '../../src/store/resolutions/index.js';
import { ExplorerRepository } from '../../src/store/admin/index.js';
import { deleteExpired } from '../../src/store/privacy/index.js';
import * as m4060 from '../../src/store/migrations/4060_resolution_nodes_account_time.js';
import { DB_KINDS } from '../helpers/app.js';
import { testStore, type TestStore } from '../helpers/store.js';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T00:00:00.000Z');
const tp = (kind: Touchpoint['kind'], value: string): Touchpoint => ({ kind, value });

for (const kind of DB_KINDS) {
  describe(`resolution velocity from resolution_nodes (${kind})`, () => {
    let t: TestStore;
    let graph: IdentityGraph;
    let resolutions: Resolutions;
    let seq = 0;
    before(async () => {
      t = await testStore(kind, 'idrisk-res-velocity-');
      graph = new IdentityGraph(t.store.db, 'velocity-secret-0123456789');
      resolutions = new Resolutions(t.store);
      const now = new Date().toISOString();
      for (const id of ['acct_a', 'acct_b']) {
        await t.store.db
          .insertInto('accounts')
          .values({ id, name: id, credits: 0, unlimited: 1, products: 'phone', rate_limit: 10, webhook_url: null, disabled: 0, created_at: now, updated_at: now })
          .execute();
      }
    });
    after(() => t.close());

    /** A live call of `account` at `at` linking `tps` in `scope`; `attribute`: also through attributeLinks (the job's path). */
    const commit = async (account: string, scope: string, at: Date, tps: Touchpoint[], attribute = false): Promise<string> => {
      const id = `res_v${String(++seq).padStart(4, '0')}`;
      const rows = graph.rows(tps, scope);
      const refused = await resolutions.commitCall(
        { id, accountId: account, environment: 'live', keyId: 'key_v', operation: 'hub', customerId: id, price: 0, explanation: { scores: {} }, createdAt: at },
        attribute ? undefined : rows,
        attribute ? async (tx) => { await graph.link(tps, scope, at, tx); await attributeLinks(tx, rows, id); } : undefined,
      );
      assert.equal(refused, null);
      return id;
    };

    /** The count as it was made before migration 4060: the join to resolutions. */
    const joined = async (node: string, account: string, since: string): Promise<number> => {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from (select 1 from resolution_nodes n cross join resolutions r
        where r.id = n.resolution_id and n.node_id = ${node} and r.account_id = ${account} and r.created_at >= ${since} limit 1000) x`.execute(t.store.db);
      return Number(rows[0]?.n ?? 0);
    };

    /** Every (node, account, window) of the stored attributions: the new count equals the join's (one at a time and batched). */
    async function compareAll(): Promise<number> {
      const nodes = [...new Set((await t.store.db.selectFrom('resolution_nodes').select('node_id').execute()).map((r) => r.node_id))];
      const windows = [0, 1, 2, 5, 30, 400].map((d) => new Date(NOW.getTime() - d * DAY).toISOString());
      let counted = 0;
      for (const account of ['acct_a', 'acct_b', 'acct_none']) {
        for (const node of nodes) {
          for (const since of windows) {
            const want = await joined(node, account, since);
            assert.equal(await graph.velocityOf(account, node, 'resolution', new Date(since)), want, `${node} ${account} ${since}`);
            if (t.store.sqlite) assert.equal(graph.velocitySync(t.store.sqlite, account, node, 'resolution', new Date(since)), want);
            counted += want;
          }
          if (t.store.sqlite) {
            const reads = windows.map((since) => ({ node, count: 'resolution' as const, since }));
            const want = await Promise.all(windows.map((since) => joined(node, account, since)));
            assert.deepEqual(graph.velocitiesSync(t.store.sqlite, account, reads), want);
          }
        }
      }
      return counted;
    }

    test('the live commit and attributeLinks copy the resolution; counts equal the join across accounts, a shared graph and windows', async () => {
      const phone = tp('phone', '+447700900501');
      const email = tp('email', 'v1@example.com');
      // Account a's own graph, at several ages; account b linking the same values in its own graph.
      for (const days of [0, 1, 3, 10, 40, 500]) await commit('acct_a', 'acct_a', new Date(NOW.getTime() - days * DAY + 1000), [phone, email]);
      await commit('acct_a', 'acct_a', new Date(NOW.getTime() - 2 * DAY), [phone, tp('ip', '192.0.2.5')], true);
      await commit('acct_b', 'acct_b', new Date(NOW.getTime() - DAY), [phone]);
      // Both accounts in the consortium graph: the same nodes, counted per account.
      for (const [account, days] of [['acct_a', 0], ['acct_b', 0], ['acct_b', 2], ['acct_a', 6]] as const) {
        await commit(account, CONSORTIUM_SCOPE, new Date(NOW.getTime() - days * DAY), [phone, tp('name', 'ann lee')]);
      }
      await commit('acct_b', CONSORTIUM_SCOPE, new Date(NOW.getTime() - 4 * DAY), [tp('name', 'ann lee')], true);
      // The row carries exactly its resolution's account and time.
      const rows = await t.store.db
        .selectFrom('resolution_nodes as n')
        .innerJoin('resolutions as r', 'r.id', 'n.resolution_id')
        .select(['n.account_id as na', 'r.account_id as ra', 'n.created_at as nc', 'r.created_at as rc'])
        .execute();
      assert.equal(rows.length, 24);
      for (const r of rows) assert.deepEqual([r.na, r.nc], [r.ra, r.rc]);
      const shared = graph.key(phone, CONSORTIUM_SCOPE);
      assert.equal(await graph.velocityOf('acct_b', shared, 'resolution', new Date(NOW.getTime() - 3 * DAY)), 2);
      assert.equal(await graph.velocityOf('acct_a', shared, 'resolution', new Date(NOW.getTime() - 3 * DAY)), 1);
      assert.equal(await graph.velocityOf('acct_a', graph.key(phone, 'acct_a'), 'resolution', new Date(NOW.getTime() - 5 * DAY)), 4);
      assert.ok((await compareAll()) > 0);
    });

    test('after an erasure unlinks resolutions and retention deletes old ones, the counts still equal the join', async () => {
      const phone = tp('phone', '+447700900502');
      const ids: string[] = [];
      for (const days of [0, 1, 2, 50]) ids.push(await commit('acct_a', 'acct_a', new Date(NOW.getTime() - days * DAY), [phone, tp('email', `e${days}@example.com`)]));
      const node = graph.key(phone, 'acct_a');
      const since = new Date(NOW.getTime() - 100 * DAY);
      assert.equal(await graph.velocityOf('acct_a', node, 'resolution', since), 4);
      await t.store.db.transaction().execute((tx) => unlinkResolutions(tx, [ids[1]!]));
      assert.equal(await graph.velocityOf('acct_a', node, 'resolution', since), 3);
      await t.store.db.transaction().execute((tx) => deleteExpired(tx, new Date(NOW.getTime() - 30 * DAY).toISOString()));
      assert.equal(await graph.velocityOf('acct_a', node, 'resolution', since), 2);
      await compareAll();
    });

    test('the migration fills rows written before it (nulls where the resolution is gone), with the same counts', async () => {
      const db = t.store.db;
      const before = await compareAll();
      await m4060.down(db);
      // Attributions written without the copies (as before 4060), one of them of a resolution that does not exist.
      const rows = graph.rows([tp('phone', '+447700900503'), tp('email', 'legacy@example.com')], 'acct_b');
      const id = `res_v${String(++seq).padStart(4, '0')}`;
      await db.insertInto('resolutions').values({ id, account_id: 'acct_b', environment: 'live', key_id: 'key_v', operation: 'hub', customer_id: id, transaction_id: null, status: 'done', price: 0, score: null, score_cluster: null, reason_codes: null, explanation: null, response: null, created_at: new Date(NOW.getTime() - DAY).toISOString() } as never).execute();
      await sql`insert into resolution_nodes (resolution_id, node_id) values (${id}, ${rows.nodes[0]!.id}), (${id}, ${rows.nodes[1]!.id}), ('res_gone', ${rows.nodes[0]!.id})`.execute(db);
      await m4060.up(db);
      const filled = await db.selectFrom('resolution_nodes').select(['resolution_id', 'account_id', 'created_at']).where('node_id', 'in', rows.nodes.map((n) => n.id)).orderBy('resolution_id').execute();
      assert.deepEqual(filled, [
        { resolution_id: 'res_gone', account_id: null, created_at: null },
        { resolution_id: id, account_id: 'acct_b', created_at: new Date(NOW.getTime() - DAY).toISOString() },
        { resolution_id: id, account_id: 'acct_b', created_at: new Date(NOW.getTime() - DAY).toISOString() },
      ].sort((a, b) => (a.resolution_id < b.resolution_id ? -1 : 1)));
      // Every earlier row kept its values through down/up (the backfill writes what the commit wrote).
      const wrong = await db
        .selectFrom('resolution_nodes as n')
        .innerJoin('resolutions as r', 'r.id', 'n.resolution_id')
        .select('n.resolution_id')
        .where((eb) => eb.or([eb('n.account_id', 'is', null), eb('n.created_at', 'is', null), eb('n.account_id', '<>', eb.ref('r.account_id')), eb('n.created_at', '<>', eb.ref('r.created_at'))]))
        .execute();
      assert.deepEqual(wrong, []);
      // The legacy resolution (a day old) is counted for acct_b, per node, in the five windows of a day or more; res_gone never.
      assert.equal(await compareAll(), before + 2 * 5);
    });

    test('the count is one covering range of resolution_nodes_velocity_idx', async () => {
      if (kind === 'sqlite') {
        const sqlite = t.store.sqlite!;
        const plan = (q: string) => (sqlite.prepare(`explain query plan ${q}`).all('n', 'a', 's', 'n', 'k', 's') as { detail: string }[]).map((r) => r.detail).join(' | ');
        const p = plan(`select (select count(*) from (select 1 from resolution_nodes where node_id = ? and account_id = ? and created_at >= ? limit 1000) x) as v0,
          (select count(*) from (select 1 from identity_edges where a = ? and b_kind = ? and first_seen >= ? limit 1000) x) as v1`);
        assert.match(p, /SEARCH resolution_nodes USING COVERING INDEX resolution_nodes_velocity_idx \(node_id=\? AND account_id=\? AND created_at>\?\)/);
        assert.doesNotMatch(p, /resolutions/);
        // The identity explorer's timeline walks the same index backwards for one node and account, stopping at its
        // limit: no scan of the account's resolutions, no sort.
        const timeline = new ExplorerRepository(t.store.db).timelineQuery('n', 'a', 50).compile();
        const tp = (sqlite.prepare(`explain query plan ${timeline.sql}`).all(...(timeline.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail).join(' | ');
        assert.match(tp, /^SEARCH n USING COVERING INDEX resolution_nodes_velocity_idx \(node_id=\? AND account_id=\?\)/);
        assert.doesNotMatch(tp, /TEMP B-TREE|resolutions_account/);
      } else {
        // A test table is small enough for a sequential scan; with scans of the heap ruled out the planner shows
        // which index answers the count and that its condition is the whole range.
        await t.store.db.transaction().execute(async (tx) => {
          await sql`set local enable_seqscan = off`.execute(tx);
          await sql`set local enable_bitmapscan = off`.execute(tx);
          const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select count(*) as n from (select 1 from resolution_nodes
            where node_id = ${sql.lit('n')} and account_id = ${sql.lit('a')} and created_at >= ${sql.lit('s')} limit 1000) x`.execute(tx);
          const p = rows.map((r) => r['QUERY PLAN']).join('\n');
          assert.match(p, /Index Only Scan using resolution_nodes_velocity_idx on resolution_nodes/);
          assert.match(p, /Index Cond: \(\(node_id = 'n'::text\) AND \(account_id = 'a'::text\) AND \(created_at >= 's'::text\)\)/);
          assert.doesNotMatch(p, /resolutions /);
          const timeline = new ExplorerRepository(t.store.db).timelineQuery('n', 'a', 50).compile();
          const tp = (await tx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${timeline.sql}`, [...timeline.parameters]))).rows.map((r) => r['QUERY PLAN']).join('\n');
          assert.match(tp, /Index Only Scan Backward using resolution_nodes_velocity_idx on resolution_nodes n/);
          assert.doesNotMatch(tp, /Sort/);
        });
      }
    });
  });
}
