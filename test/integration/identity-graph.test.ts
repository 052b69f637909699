/** The identity graph on SQLite and PostgreSQL: counts, first seen, and concurrent links that cross. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CONSORTIUM_SCOPE, IdentityGraph, NODE_ID_MEMO_ENTRIES, RECENT_CAP, scopedNodeId, type Touchpoint } from '../../src/identity/graph.js';
import { DB_KINDS } from '../helpers/app.js';
import { testStore, type TestStore } from '../helpers/store.js';

const tp = (kind: Touchpoint['kind'], value: string): Touchpoint => ({ kind, value });
/** The account scope the tests link and read in (identity/scope.ts). */
const S = 'acct_graph';

for (const kind of DB_KINDS) {
  describe(`identity graph (${kind})`, () => {
    let t: TestStore;
    let graph: IdentityGraph;
    before(async () => {
      t = await testStore(kind, 'idrisk-graph-');
      graph = new IdentityGraph(t.store.db, 'graph-test-secret-0123456789', t.store.kind);
    });
    after(() => t.close());

    test('counts linked identifiers per kind; first seen stays, empty values are ignored', async () => {
      const phone = tp('phone', '+447700900001');
      const none = await graph.profile(phone, S);
      assert.deepEqual(none, { counts: { phone: 0, email: 0, ip: 0, name: 0, device: 0, domain: 0 }, first_seen: null, first_seen_days: null });

      await graph.link([phone, tp('email', 'a@example.com'), tp('ip', '192.0.2.1'), tp('name', '')], S, new Date('2025-01-10T08:00:00Z'));
      await graph.link([tp('email', 'b@example.com'), phone, tp('email', 'a@example.com')], S, new Date('2025-03-01T08:00:00Z'));
      const p = await graph.profile(phone, S, new Date('2025-03-11T08:00:00Z'));
      assert.deepEqual(p.counts, { phone: 0, email: 2, ip: 1, name: 0, device: 0, domain: 0 });
      assert.equal(typeof p.counts.email, 'number');
      assert.deepEqual([p.first_seen, p.first_seen_days], ['2025-01-10', 60]);
      const email = await graph.profile(tp('email', 'a@example.com'), S);
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
              await graph.link(i % 2 ? rotate(i) : rotate(i).reverse(), S, at, tx);
            }),
          ),
        );
        const failed = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
        assert.deepEqual(failed, [], `round ${round}`);
      }
      const p = await graph.profile(set[0], S);
      assert.deepEqual(p.counts, { phone: 0, email: 1, ip: 1, name: 1, device: 1, domain: 1 });
    });

    test('profiles read by concurrent calls (one statement on PostgreSQL) equal one-by-one reads', async () => {
      const tps = [tp('phone', '+447700900001'), tp('email', 'a@example.com'), tp('phone', '+447700900099'), tp('email', 'nobody@example.com'), tp('phone', '+447700900001')];
      const now = new Date('2025-06-01T00:00:00Z');
      const oneByOne = [];
      for (const x of tps) oneByOne.push(await graph.profile(x, S, now));
      const before = t.store.roundTrips();
      assert.deepEqual(await Promise.all(tps.map((x) => graph.profile(x, S, now))), oneByOne);
      if (kind === 'postgres') assert.equal(t.store.roundTrips() - before, 1);
      assert.ok(oneByOne[0]!.counts.email > 0 && oneByOne[3]!.first_seen === null, 'known and unknown identifiers');
    });

    test('cross facts: seen together, and links since a date to others than the call\'s own, counted up to the cap', async () => {
      const phone = tp('phone', '+447700900555');
      const email = tp('email', 'own@example.com');
      const ip = tp('ip', '198.51.100.5');
      const name = tp('name', 'jane doe');
      const since = new Date('2025-06-01T00:00:00Z');
      // Before `since`: the phone with an old email (together, not recent); the call's own email and phone linked.
      await graph.link([phone, tp('email', 'old@example.com')], S, new Date('2025-05-01T00:00:00Z'));
      await graph.link([phone, email], S, new Date('2025-05-20T00:00:00Z'));
      // Since: the phone with 6 other emails, the email with 2 other phones, the IP with 3 other emails.
      for (let i = 0; i < 6; i++) await graph.link([phone, tp('email', `e${i}@example.com`)], S, new Date('2025-06-02T00:00:00Z'));
      for (let i = 0; i < 2; i++) await graph.link([email, tp('phone', `+44770090070${i}`)], S, new Date('2025-06-03T00:00:00Z'));
      for (let i = 0; i < 3; i++) await graph.link([ip, tp('email', `i${i}@example.com`), name], S, new Date('2025-06-04T00:00:00Z'));
      const f = await graph.cross([phone, email, ip, name], S, since, new Date('2025-06-10T00:00:00Z'));
      // Edges among the call's own: phone<->email (2) and ip<->name (2); the earliest of them first seen on 2025-05-20.
      assert.deepEqual([f.togetherEdges, f.togetherFirstSeen, f.togetherDays], [4, '2025-05-20', 21]);
      assert.deepEqual(f.recent, { phoneEmails: 6, emailPhones: 2, ipEmails: 3 });
      // Touch points the call does not have are null, not 0.
      const alone = await graph.cross([name], S, since);
      assert.deepEqual(alone.recent, { phoneEmails: null, emailPhones: null, ipEmails: null });
      assert.equal(alone.togetherEdges, 0);
      // A node with more links than the cap counts to the cap.
      const shared = tp('ip', '198.51.100.200');
      const at = new Date('2025-06-05T00:00:00Z');
      const emails = Array.from({ length: RECENT_CAP + 5 }, (_, i) => tp('email', `nat${i}@example.com`));
      await t.store.db.transaction().execute(async (tx) => {
        for (let i = 0; i < emails.length; i += 50) await graph.link([shared, ...emails.slice(i, i + 50)].slice(0, 51), S, at, tx);
      });
      assert.equal((await graph.cross([shared], S, since)).recent.ipEmails, RECENT_CAP);
    });
  });
}

test('keys: SHA-256 of the scope and the HMAC-SHA256 of kind and value under the secret (unchanged by the key object and the memo)', async () => {
  const { createHash, createHmac } = await import('node:crypto');
  const secret = 'sëcret-0123456789abcdef';
  const t = await testStore('sqlite');
  try {
    const graph = new IdentityGraph(t.store.db, secret);
    const tp: Touchpoint = { kind: 'phone', value: '+447700900123' };
    const plain = createHmac('sha256', secret).update('phone\u0000+447700900123').digest('base64url');
    const inA = createHash('sha256').update(`acct_a\u0000${plain}`).digest('base64url');
    assert.equal(graph.keyedHash('phone', '+447700900123'), plain);
    assert.equal(scopedNodeId('acct_a', plain), inA, 'what migration 2500 computes from a stored key');
    assert.equal(graph.key(tp, 'acct_a'), inA);
    assert.equal(graph.key(tp, 'acct_a'), inA, 'memoized for the same object');
    assert.equal(graph.key({ kind: 'phone', value: '+447700900123' }, 'acct_a'), inA, 'an equal touch point, another object');
    assert.notEqual(graph.key(tp, 'acct_b'), inA, 'the scope is part of the key, also for a memoized object');
    assert.equal(graph.key(tp, 'acct_a'), inA);
    assert.notEqual(graph.key({ kind: 'email', value: '+447700900123' }, 'acct_a'), inA, 'the kind is part of the key');
    assert.equal(graph.key(tp, CONSORTIUM_SCOPE), scopedNodeId('consortium', plain));
    assert.deepEqual(graph.keysIn(tp, ['acct_a', 'acct_b']).map((k) => k.id), [inA, graph.key(tp, 'acct_b')]);
    assert.equal(graph.keyedHash('username', 'grace'), createHmac('sha256', secret).update('username\u0000grace').digest('base64url'));
  } finally {
    await t.close();
  }
});

test('keys across calls: an equal touch point is hashed once while recent; every answer is the hashes\' (beyond the bound too)', async () => {
  const { createHash, createHmac } = await import('node:crypto');
  const secret = 'memo-secret-0123456789abcdef';
  const t = await testStore('sqlite');
  try {
    const graph = new IdentityGraph(t.store.db, secret);
    const hashed: string[] = [];
    const keyedHash = graph.keyedHash.bind(graph);
    graph.keyedHash = (namespace: string, value: string) => {
      hashed.push(`${namespace}:${value}`);
      return keyedHash(namespace, value);
    };
    const expect = (scope: string, kind: string, value: string) =>
      createHash('sha256').update(`${scope}\u0000${createHmac('sha256', secret).update(`${kind}\u0000${value}`).digest('base64url')}`).digest('base64url');
    assert.equal(graph.key({ kind: 'ip', value: '192.0.2.7' }, 'acct_a'), expect('acct_a', 'ip', '192.0.2.7'));
    assert.equal(graph.key({ kind: 'ip', value: '192.0.2.7' }, 'acct_a'), expect('acct_a', 'ip', '192.0.2.7'));
    assert.deepEqual(hashed, ['ip:192.0.2.7'], 'the second call (another object) is answered from the memo');
    assert.equal(graph.key({ kind: 'ip', value: '192.0.2.7' }, 'acct_b'), expect('acct_b', 'ip', '192.0.2.7'));
    assert.equal(graph.key({ kind: 'email', value: '192.0.2.7' }, 'acct_a'), expect('acct_a', 'email', '192.0.2.7'));
    assert.equal(hashed.length, 3, 'another scope or kind is another entry');
    const long = 'x'.repeat(300);
    assert.equal(graph.key({ kind: 'name', value: long }, 'acct_a'), expect('acct_a', 'name', long));
    assert.equal(graph.key({ kind: 'name', value: long }, 'acct_a'), expect('acct_a', 'name', long));
    assert.equal(hashed.length, 5, 'a long value is not kept');
    // Past the bound the oldest entries go and come back with the same answers.
    const values = Array.from({ length: NODE_ID_MEMO_ENTRIES + 500 }, (_, i) => `user${i}@example.com`);
    for (let round = 0; round < 2; round++) {
      for (const v of values) assert.equal(graph.key({ kind: 'email', value: v }, CONSORTIUM_SCOPE), expect(CONSORTIUM_SCOPE, 'email', v));
    }
  } finally {
    await t.close();
  }
});

test('SQLite: the cross read from the profiles the products read at once equals the one statement, and reads again after a write', async () => {
  const t = await testStore('sqlite');
  try {
    const sqlite = t.store.sqlite!;
    const graph = new IdentityGraph(t.store.db, 'graph-test-secret-0123456789', 'sqlite');
    // Another Kysely instance on the same connection: `cross` with it is always the one statement.
    const oneStatement = t.store.db.withoutPlugins();
    const rows = graph as unknown as { rowsOf: { cross: (...a: unknown[]) => unknown } };
    const statements = { n: 0 };
    const cross = rows.rowsOf.cross.bind(rows.rowsOf);
    rows.rowsOf.cross = (...a: unknown[]) => {
      statements.n++;
      return cross(...a);
    };
    const since = new Date('2025-06-01T00:00:00Z');
    const now = new Date('2025-06-10T00:00:00Z');
    const call = (i: number): Touchpoint[] => [tp('phone', `+4477009002${i % 7}`), tp('email', `c${i % 5}@example.com`), tp('ip', `192.0.2.${i % 9}`), tp('name', `n ${i % 3}`)];
    // Products read the profiles of the call's own objects at once, then the score step reads the cross facts.
    const profiled = (tps: Touchpoint[]) => tps.forEach((x) => graph.profileSync(x, S, now, sqlite));
    let read = 0;
    const seen = { together: 0, recent: 0 };
    for (let i = 0; i < 60; i++) {
      const tps = call(i * 11);
      profiled(tps);
      const before = statements.n;
      const facts = await graph.cross(tps, S, since, now);
      read += statements.n - before;
      // A fresh object of each touch point has no profile: the one statement.
      const again = await graph.cross(tps.map((x) => ({ ...x })), S, since, now, oneStatement);
      assert.deepEqual(facts, again, `call ${i}`);
      if (facts.togetherEdges > 0) seen.together++;
      if (facts.recent.phoneEmails! + facts.recent.emailPhones! + facts.recent.ipEmails! > 0) seen.recent++;
      await graph.link(tps, S, new Date(Date.UTC(2025, 4, 20 + (i % 20))));
    }
    assert.equal(read, 0, 'every call answered from its profiles and the parts they leave open');
    assert.ok(seen.together > 10 && seen.recent > 10, `calls seen together before and with recent links: ${JSON.stringify(seen)}`);
    // Never seen: no statement at all.
    const fresh = [tp('phone', '+447700900999'), tp('email', 'new@example.com')];
    profiled(fresh);
    const before = statements.n;
    assert.deepEqual(await graph.cross(fresh, S, since, now), { togetherEdges: 0, togetherFirstSeen: null, togetherDays: null, recent: { phoneEmails: 0, emailPhones: 0, ipEmails: null } });
    assert.equal(statements.n, before);
    // A write by the connection after the profiles were read (another call's commit): the one statement sees it.
    profiled(fresh);
    await graph.link(fresh, S, new Date('2025-06-05T00:00:00Z'));
    const after = await graph.cross(fresh, S, since, now);
    assert.deepEqual([after.togetherEdges, after.togetherFirstSeen, after.recent.phoneEmails], [2, '2025-06-05', 0]);
    assert.equal(statements.n, before + 1);
    // Inside a transaction (the group commit holds one): the one statement, after it.
    profiled(fresh);
    sqlite.exec('begin');
    const inside = graph.cross(fresh, S, since, now);
    sqlite.exec('commit');
    assert.equal((await inside).togetherEdges, 2);
    assert.equal(statements.n, before + 2);
  } finally {
    await t.close();
  }
});

test('SQLite: a profile read at once (the row read as its values) equals the one read through Kysely, node seen or not', async () => {
  const t = await testStore('sqlite');
  try {
    const sqlite = t.store.sqlite!;
    const graph = new IdentityGraph(t.store.db, 'graph-test-secret-0123456789', 'sqlite');
    const now = new Date('2025-06-10T00:00:00Z');
    const kinds = ['phone', 'email', 'ip', 'name', 'device', 'domain'] as const;
    // Each kind linked a different number of times, so a column read into the wrong count shows.
    const hub = tp('name', 'ada lovelace');
    for (const [i, kind] of kinds.entries()) {
      for (let n = 0; n <= i; n++) await graph.link([hub, tp(kind, `${kind}-${n}`)], S, new Date(Date.UTC(2025, 0, 1 + i, n)));
    }
    const probes = [hub, tp('phone', 'phone-0'), tp('domain', 'domain-5'), tp('email', 'never@example.com')];
    for (const p of probes) {
      const sync = graph.profileSync({ ...p }, S, now, sqlite);
      assert.deepEqual(sync, await graph.profile({ ...p }, S, now), p.value);
    }
    assert.deepEqual(graph.profileSync({ ...hub }, S, now, sqlite).counts, { phone: 1, email: 2, ip: 3, name: 4, device: 5, domain: 6 });
  } finally {
    await t.close();
  }
});
