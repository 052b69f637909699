/**
 * Migration 3300: each identity node's link counts by kind, kept by the database as edges are written, equal a count
 * over the node's edges whichever path writes them (the live commit of each database, graph.link, deletes as retention
 * and erasure make them, a node pruned before its edges and seen again, an edge changing kind) and after the
 * migration fills an existing graph. On SQLite and PostgreSQL.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { IdentityGraph, type Touchpoint } from '../../src/identity/graph.js';
import * as m3300 from '../../src/store/migrations/3300_identity_link_counts.js';
import * as m4200 from '../../src/store/migrations/4200_identity_edges_hot.js';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';

const tp = (kind: Touchpoint['kind'], value: string): Touchpoint => ({ kind, value });
const KINDS = m3300.LINK_KINDS;

for (const kind of DB_KINDS) {
  describe(`identity link counts (${kind})`, () => {
    let t: TestApp;
    let graph: IdentityGraph;
    before(async () => {
      t = await testApp(kind);
      graph = t.services.graph;
    });
    after(() => t.close());

    /** Nodes whose stored counts differ from a count over their edges, and how many nodes were compared. */
    async function mismatches(): Promise<{ wrong: unknown[]; nodes: number; linked: number }> {
      const db = t.services.store.db;
      const stored = await db.selectFrom('identity_nodes').selectAll().execute();
      const edges = await sql<{ a: string; b_kind: string; n: number | string }>`select a, b_kind, count(*) as n from identity_edges group by a, b_kind`.execute(db);
      const counted = new Map<string, number>();
      for (const e of edges.rows) counted.set(`${e.a} ${e.b_kind}`, Number(e.n));
      const wrong: unknown[] = [];
      let linked = 0;
      for (const n of stored) {
        const row = n as unknown as Record<string, unknown>;
        for (const k of KINDS) {
          const want = counted.get(`${n.id} ${k}`) ?? 0;
          if (want > 0) linked++;
          if (Number(row[`links_${k}`]) !== want) wrong.push({ node: n.id, kind: k, stored: Number(row[`links_${k}`]), counted: want });
        }
      }
      return { wrong, nodes: stored.length, linked };
    }

    test('the live commit (hub calls) and graph.link keep every node equal to a count of its edges', async () => {
      const { live } = await t.account({ unlimited: true });
      const call = (i: number, phone: string) =>
        t.app.inject({
          method: 'POST',
          url: '/1.0/hub',
          headers: { 'x-api-key': live, 'content-type': 'application/json' },
          payload: { customer_id: uniqueId(), claims: ['phone', 'email', 'ip', 'name'], phone_number: phone, email: `c${i % 3}@example.com`, ip: `192.0.2.${i % 2}`, first_name: 'Ann', last_name: `Lee${i % 4}` },
        });
      // Concurrent calls (one group commit on SQLite, one statement per call on PostgreSQL) sharing identifiers.
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call(i, `+4477009000${String(10 + (i % 5))}`)));
      for (const r of answers) assert.equal(r.statusCode, 200, r.body);
      await graph.link([tp('phone', '+447700900010'), tp('email', 'other@example.com'), tp('device', 'sig-1')], 'acct_x', new Date());
      const m = await mismatches();
      assert.deepEqual(m.wrong, []);
      assert.ok(m.linked > 20, `nodes with links compared: ${m.linked}`);
      // The profile reads the stored counts: the phone of calls 0, 5 and 10 met three emails and two IPs.
      const account = (await t.services.store.db.selectFrom('resolutions').select('account_id').executeTakeFirstOrThrow()).account_id;
      const p = await graph.profile(tp('phone', '+447700900010'), account);
      assert.deepEqual([p.counts.email, p.counts.ip, p.counts.name], [3, 2, 3]);
    });

    test('deletes, a node pruned before its edges and seen again, and an edge changing kind keep the counts exact', async () => {
      const db = t.services.store.db;
      const S = 'acct_prune';
      const old = new Date('2025-01-01T00:00:00Z');
      await graph.link([tp('phone', '+447700900201'), tp('email', 'p1@example.com'), tp('ip', '192.0.2.201')], S, old);
      await graph.link([tp('phone', '+447700900201'), tp('email', 'p2@example.com')], S, new Date('2025-02-01T00:00:00Z'));
      const phoneId = graph.key(tp('phone', '+447700900201'), S);
      // Retention-like: the node goes, its newest edge stays (edges may be up to LAST_SEEN_STEP_MS newer than nodes).
      await db.deleteFrom('identity_nodes').where('id', '=', phoneId).execute();
      await db.deleteFrom('identity_edges').where('a', '=', phoneId).where('b', '=', graph.key(tp('email', 'p1@example.com'), S)).execute();
      assert.deepEqual((await mismatches()).wrong, []);
      // Seen again: the node comes back with the edge left from before plus the call's own.
      await graph.link([tp('phone', '+447700900201'), tp('name', 'ann lee')], S, new Date('2025-03-01T00:00:00Z'));
      assert.deepEqual((await mismatches()).wrong, []);
      const p = await graph.profile(tp('phone', '+447700900201'), S);
      assert.deepEqual([p.counts.email, p.counts.ip, p.counts.name], [1, 1, 1]);
      // An edge changing kind, then an erasure-like delete of every edge touching a node.
      await db.updateTable('identity_edges').set({ b_kind: 'domain' }).where('a', '=', phoneId).where('b_kind', '=', 'ip').execute();
      assert.deepEqual((await mismatches()).wrong, []);
      const emailId = graph.key(tp('email', 'p2@example.com'), S);
      await db.deleteFrom('identity_edges').where((eb) => eb.or([eb('a', '=', emailId), eb('b', '=', emailId)])).execute();
      await db.deleteFrom('identity_nodes').where('id', '=', emailId).execute();
      assert.deepEqual((await mismatches()).wrong, []);
      assert.equal((await graph.profile(tp('phone', '+447700900201'), S)).counts.email, 0);
      // Retention by date over the whole graph.
      await db.deleteFrom('identity_edges').where('last_seen', '<', '2025-02-15T00:00:00Z').execute();
      assert.deepEqual((await mismatches()).wrong, []);
    });

    test('the migration fills the counts of an existing graph', async () => {
      const db = t.services.store.db;
      // 4200's triggers read the counts: it goes down first and up again after (migrations in their order).
      await m4200.down(db);
      await m3300.down(db);
      // Links written while the counts did not exist.
      await graph.link([tp('phone', '+447700900301'), tp('email', 'm1@example.com'), tp('name', 'mo re')], 'acct_m', new Date());
      await graph.link([tp('phone', '+447700900301'), tp('email', 'm2@example.com')], 'acct_m', new Date());
      await m3300.up(db);
      await m4200.up(db);
      const m = await mismatches();
      assert.deepEqual(m.wrong, []);
      assert.equal((await graph.profile(tp('phone', '+447700900301'), 'acct_m')).counts.email, 2);
      // And the triggers are back.
      await graph.link([tp('phone', '+447700900301'), tp('email', 'm3@example.com')], 'acct_m', new Date());
      assert.deepEqual((await mismatches()).wrong, []);
      assert.equal((await graph.profile(tp('phone', '+447700900301'), 'acct_m')).counts.email, 3);
    });
  });
}
