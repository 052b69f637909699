/**
 * Migration 4200: the (a, b_kind, first_seen) index of the edges holds only the edges of nodes with HOT_LINKS links or
 * more (`hot = 1`, kept by triggers). Every edge of such a node is marked, through the live commit (hub calls, one
 * group commit on SQLite, the commit's one statement on PostgreSQL) and graph.link, and no edge of another node; a
 * node pruned and seen again, or one whose links are deleted, keeps the reads' answers exact. The recent-link counts
 * (the cross read, velocity one at a time and several at once) equal a count over the node's edges below and above
 * HOT_LINKS; a hot node's count reads the partial index (SQLite's plan). Down and up again. On SQLite and PostgreSQL.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { IdentityGraph, type Touchpoint } from '../../src/identity/graph.js';
import * as m4200 from '../../src/store/migrations/4200_identity_edges_hot.js';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';

const tp = (kind: Touchpoint['kind'], value: string): Touchpoint => ({ kind, value });
const T = m4200.HOT_LINKS;
const DAY = 86_400_000;

for (const kind of DB_KINDS) {
  describe(`identity edges of nodes with many links (${kind})`, () => {
    let t: TestApp;
    let graph: IdentityGraph;
    before(async () => {
      t = await testApp(kind);
      graph = t.services.graph;
    });
    after(() => t.close());

    /** Edges marked and not marked of nodes at or above HOT_LINKS links, and marked edges of nodes below it. */
    async function marks(): Promise<{ hotNodes: number; unmarked: number; marked: number; coldMarked: number }> {
      const r = await sql<{ hot_nodes: number; unmarked: number; marked: number; cold_marked: number }>`select
          (select count(*) from identity_nodes where ${sql.raw(TOTAL)} >= ${T}) as hot_nodes,
          (select count(*) from identity_edges e join identity_nodes n on n.id = e.a where ${sql.raw(TOTAL_N)} >= ${T} and e.hot = 0) as unmarked,
          (select count(*) from identity_edges where hot = 1) as marked,
          (select count(*) from identity_edges e join identity_nodes n on n.id = e.a where ${sql.raw(TOTAL_N)} < ${T} and e.hot = 1) as cold_marked`.execute(t.services.store.db);
      const row = r.rows[0]!;
      return { hotNodes: Number(row.hot_nodes), unmarked: Number(row.unmarked), marked: Number(row.marked), coldMarked: Number(row.cold_marked) };
    }

    /** A node's links of a kind first seen since a time, counted over all its edges (what the reads must answer). */
    async function counted(node: string, linkKind: string, since: Date, except: readonly string[] = []): Promise<number> {
      let q = t.services.store.db.selectFrom('identity_edges').select((eb) => eb.fn.countAll<number>().as('n')).where('a', '=', node).where('b_kind', '=', linkKind).where('first_seen', '>=', since.toISOString());
      if (except.length > 0) q = q.where('b', 'not in', except);
      return Math.min(1000, Number((await q.executeTakeFirstOrThrow()).n));
    }

    test('the live commit marks every edge of a node from HOT_LINKS links on, and no other; the counts stay exact', async () => {
      const { live } = await t.account({ unlimited: true });
      const ip = '192.0.2.77';
      const call = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/1.0/hub',
          headers: { 'x-api-key': live, 'content-type': 'application/json' },
          payload: { customer_id: uniqueId(), claims: ['phone', 'email', 'ip', 'name'], phone_number: `+4477009${String(10000 + i)}`, email: `h${i}@example.com`, ip, first_name: 'Ann', last_name: `Hot${i}` },
        });
      // Three links of the IP per call (its email, phone, name): below HOT_LINKS, then across it in one group.
      const before = Math.floor((T - 1) / 3);
      for (let i = 0; i < before; i += 6) {
        const answers = await Promise.all(Array.from({ length: Math.min(6, before - i) }, (_, j) => call(i + j)));
        for (const r of answers) assert.equal(r.statusCode, 200, r.body);
      }
      const stored = (await t.services.store.db.selectFrom('resolutions').select('account_id').executeTakeFirstOrThrow()).account_id;
      const ipNode = graph.key(tp('ip', ip), stored);
      let m = await marks();
      assert.equal(m.marked, 0, 'no node has HOT_LINKS links yet: nothing marked');
      const answers = await Promise.all(Array.from({ length: 6 }, (_, j) => call(before + j)));
      for (const r of answers) assert.equal(r.statusCode, 200, r.body);
      m = await marks();
      assert.ok(m.hotNodes >= 1, `nodes at HOT_LINKS: ${m.hotNodes}`);
      assert.equal(m.unmarked, 0);
      assert.equal(m.coldMarked, 0);
      const ipEdges = Number((await t.services.store.db.selectFrom('identity_edges').select((eb) => eb.fn.countAll<number>().as('n')).where('a', '=', ipNode).executeTakeFirstOrThrow()).n);
      assert.ok(ipEdges >= T, `the IP's edges: ${ipEdges}`);
      // The reads' answers equal a count over the node's edges (cross read, velocity one at a time and at once).
      const since = new Date(Date.now() - 7 * DAY);
      const own = [tp('ip', ip), tp('email', 'h0@example.com')];
      const facts = await graph.cross(own, stored, since);
      assert.equal(facts.recent.ipEmails, await counted(ipNode, 'email', since, own.map((x) => graph.key(x, stored))));
      assert.equal(await graph.velocity(stored, stored, tp('ip', ip), 'email', since), await counted(ipNode, 'email', since));
      assert.equal(await graph.velocity(stored, stored, tp('ip', ip), 'phone', since), await counted(ipNode, 'phone', since));
      const nameNode = graph.key(tp('name', 'ann hot1'), stored);
      assert.equal(await graph.velocity(stored, stored, tp('name', 'ann hot1'), 'ip', since), await counted(nameNode, 'ip', since));
      if (kind === 'sqlite') {
        const sqlite = t.services.store.sqlite!;
        const reads = [
          { node: ipNode, count: 'email' as const, since: since.toISOString() },
          { node: nameNode, count: 'ip' as const, since: since.toISOString() },
          { node: ipNode, count: 'resolution' as const, since: since.toISOString() },
          { node: ipNode, count: 'name' as const, since: new Date().toISOString() },
        ];
        const at = graph.velocitiesSync(sqlite, stored, reads);
        assert.deepEqual(at.slice(0, 2), [await counted(ipNode, 'email', since), await counted(nameNode, 'ip', since)]);
        assert.equal(at[2], await graph.velocity(stored, stored, tp('ip', ip), 'resolution', since));
        assert.equal(at[3], 0);
        assert.equal(graph.velocitySync(sqlite, stored, ipNode, 'phone', since), await counted(ipNode, 'phone', since));
        // The hot node's count reads the partial index; a cold node's the key's range (one statement, both branches).
        const plan = (sqlite.prepare(`explain query plan select count(*) from identity_edges where a = ? and b_kind = ? and first_seen >= ? and hot = 1`).all(ipNode, 'email', since.toISOString()) as { detail: string }[]).map((r) => r.detail).join('; ');
        assert.match(plan, /identity_edges_hot_idx \(a=\? AND b_kind=\? AND first_seen>\?\)/);
        // Only the marked edges have entries (the index's cells: an index B-tree holds an entry in a leaf or an interior page).
        const [cells] = sqlite.prepare(`select coalesce(sum(ncell), 0) as n from dbstat where name = 'identity_edges_hot_idx'`).all() as { n: number }[];
        assert.equal(Number(cells!.n), m.marked);
        assert.equal((sqlite.prepare(`select count(*) as n from sqlite_master where name = 'identity_edges_a_kind_seen_idx'`).get() as { n: number }).n, 0);
      }
    });

    test('graph.link, deletes below HOT_LINKS, and a node pruned and seen again keep every count exact', async () => {
      const db = t.services.store.db;
      const S = 'acct_hot_link';
      const phone = tp('phone', '+447700900999');
      const node = graph.key(phone, S);
      const t0 = Date.now() - 40 * DAY;
      for (let i = 0; i < T / 2 + 2; i++) await graph.link([phone, tp('email', `l${i}@example.com`), tp('ip', `198.51.100.${i}`)], S, new Date(t0 + i * DAY / 2));
      let m = await marks();
      assert.equal(m.unmarked, 0);
      assert.equal(m.coldMarked, 0);
      assert.ok(m.marked >= T, `marked: ${m.marked}`);
      const since = new Date(t0 + 10 * DAY);
      assert.equal(await graph.velocity(S, S, phone, 'email', since), await counted(node, 'email', since));
      // Deletes (an erasure of some of its neighbours) take it below HOT_LINKS: its edges stay marked, answers exact.
      const gone = Array.from({ length: 10 }, (_, i) => graph.key(tp('email', `l${i + 20}@example.com`), S));
      await db.deleteFrom('identity_edges').where((eb) => eb.or([eb('a', 'in', gone), eb('b', 'in', gone)])).execute();
      await db.deleteFrom('identity_nodes').where('id', 'in', gone).execute();
      assert.equal(await graph.velocity(S, S, phone, 'email', since), await counted(node, 'email', since));
      assert.equal(await graph.velocity(S, S, phone, 'ip', since), await counted(node, 'ip', since));
      m = await marks();
      assert.ok(m.coldMarked > 0, 'below HOT_LINKS again, its edges stay marked (an entry too many, never an answer)');
      // Pruned (its row goes, its edges stay; the marks cleared to see them come back), then seen again: 3300 counts
      // the old edges into the new row, the new links take it to HOT_LINKS, and every edge is marked again.
      await db.updateTable('identity_edges').set({ hot: 0 }).where('a', '=', node).execute();
      await db.deleteFrom('identity_nodes').where('id', '=', node).execute();
      assert.equal(await graph.velocity(S, S, phone, 'email', since), await counted(node, 'email', since), 'no node row: the key range');
      for (let i = 0; i < 4; i++) await graph.link([phone, tp('email', `back${i}@example.com`), tp('ip', `198.51.100.${200 + i}`)], S, new Date());
      const total = Number((await sql<{ n: number }>`select ${sql.raw(TOTAL)} as n from identity_nodes where id = ${node}`.execute(db)).rows[0]!.n);
      assert.ok(total >= T, `links after: ${total}`);
      m = await marks();
      assert.equal(m.unmarked, 0, 'the node seen again with HOT_LINKS links has every edge marked');
      assert.equal(await graph.velocity(S, S, phone, 'email', since), await counted(node, 'email', since));
    });

    test('down and up again: the old index back, then the marks of an existing graph', async () => {
      const db = t.services.store.db;
      await m4200.down(db);
      const S = 'acct_hot_down';
      const ip = tp('ip', '203.0.113.9');
      for (let i = 0; i < T / 2 + 1; i++) await graph.link([ip, tp('email', `d${i}@example.com`), tp('name', `dee ${i}`)], S, new Date(Date.now() - i * 1000));
      await m4200.up(db);
      const m = await marks();
      assert.equal(m.unmarked, 0);
      assert.equal(m.coldMarked, 0);
      const since = new Date(Date.now() - DAY);
      assert.equal(await graph.velocity(S, S, ip, 'email', since), await counted(graph.key(ip, S), 'email', since));
    });
  });
}

const TOTAL = 'links_phone + links_email + links_ip + links_name + links_device + links_domain';
const TOTAL_N = TOTAL.split(' + ').map((c) => `n.${c}`).join(' + ');
