/** The identity graph on SQLite and PostgreSQL: counts, first seen, and concurrent links that cross. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { IdentityGraph, type Touchpoint } from '../../src/identity/graph.js';
import { DB_KINDS } from '../helpers/app.js';
import { testStore, type TestStore } from '../helpers/store.js';

const tp = (kind: Touchpoint['kind'], value: string): Touchpoint => ({ kind, value });

for (const kind of DB_KINDS) {
  describe(`identity graph (${kind})`, () => {
    let t: TestStore;
    let graph: IdentityGraph;
    before(async () => {
      t = await testStore(kind, 'idrisk-graph-');
      graph = new IdentityGraph(t.store.db, 'graph-test-secret-0123456789');
    });
    after(() => t.close());

    test('counts linked identifiers per kind; first seen stays, empty values are ignored', async () => {
      const phone = tp('phone', '+447700900001');
      const none = await graph.profile(phone);
      assert.deepEqual(none, { counts: { phone: 0, email: 0, ip: 0, name: 0, device: 0, domain: 0 }, first_seen: null, first_seen_days: null });

      await graph.link([phone, tp('email', 'a@example.com'), tp('ip', '192.0.2.1'), tp('name', '')], new Date('2025-01-10T08:00:00Z'));
      await graph.link([tp('email', 'b@example.com'), phone, tp('email', 'a@example.com')], new Date('2025-03-01T08:00:00Z'));
      const p = await graph.profile(phone, new Date('2025-03-11T08:00:00Z'));
      assert.deepEqual(p.counts, { phone: 0, email: 2, ip: 1, name: 0, device: 0, domain: 0 });
      assert.equal(typeof p.counts.email, 'number');
      assert.deepEqual([p.first_seen, p.first_seen_days], ['2025-01-10', 60]);
      const email = await graph.profile(tp('email', 'a@example.com'));
      assert.deepEqual([email.counts.phone, email.counts.email, email.counts.ip], [1, 1, 1]);
    });

    test('transactions linking the same identifiers in crossing orders all commit', async () => {
      // Like live calls committing at once (the link runs in the call's transaction), with the touch points in
      // different orders: written in the given order, two transactions lock shared rows in opposite orders and
      // PostgreSQL aborts one with "deadlock detected".
      const set = [tp('phone', '+447700900099'), tp('email', 'x@example.com'), tp('ip', '192.0.2.99'), tp('name', 'x y'), tp('device', 'sig'), tp('domain', 'example.com')];
      const rotate = (n: number) => [...set.slice(n % set.length), ...set.slice(0, n % set.length)];
      const at = new Date('2025-05-01T00:00:00Z');
      for (let round = 0; round < 5; round++) {
        const results = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) =>
            t.store.db.transaction().execute(async (tx) => {
              await graph.link(i % 2 ? rotate(i) : rotate(i).reverse(), at, tx);
            }),
          ),
        );
        const failed = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
        assert.deepEqual(failed, [], `round ${round}`);
      }
      const p = await graph.profile(set[0]);
      assert.deepEqual(p.counts, { phone: 0, email: 1, ip: 1, name: 1, device: 1, domain: 1 });
    });
  });
}
