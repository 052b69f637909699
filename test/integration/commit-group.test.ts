/**
 * Concurrent commits in one group (SQLite's group commit; PostgreSQL's group statement, store/resolutions/
 * commit-postgres.ts): each call keeps its own outcome. A call refused for credits or for a duplicate identifier, or
 * failing on an error of its own, writes and bills nothing, and the other calls of its group are committed and billed.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { echoEngines } from '../helpers/echo-engine.js';
import { PRICES } from '../../src/accounts/prices.js';
import { newId } from '../../src/accounts/ids.js';
import { Resolutions, type NewResolution } from '../../src/store/resolutions/index.js';
import { openStore } from '../../src/store/db.js';

const phone = (key: string, customerId: string) => ({
  method: 'POST' as const,
  url: '/1.0/phone',
  headers: { 'x-api-key': key, 'content-type': 'application/json' },
  payload: JSON.stringify({ customer_id: customerId, claims: ['phone'], phone_number: '+447700900123' }),
});

for (const kind of DB_KINDS) {
  describe(`commits of concurrent calls in one group (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await testApp(kind, {}, { engines: echoEngines(5) });
    });
    after(() => t.close());

    const call = (a: { account: { id: string }; liveKeyId: string }, customerId: string, extra: Partial<NewResolution> = {}): NewResolution => ({
      id: newId('res'),
      accountId: a.account.id,
      environment: 'live',
      keyId: a.liveKeyId,
      operation: 'phone',
      customerId,
      price: PRICES.phone,
      score: 500,
      createdAt: new Date(),
      ...extra,
    });

    test('refusals in a group: a short balance and a duplicate identifier bill nothing, the others are billed', async () => {
      const limited = await t.account({ credits: PRICES.phone * 2 });
      const unlimited = await t.account({ credits: 0, unlimited: true });
      const dup = uniqueId();
      // Made in one turn of the event loop: they join one group.
      const calls = [
        call(limited, uniqueId()),
        call(unlimited, dup),
        call(limited, uniqueId()),
        call(unlimited, dup),
        call(limited, uniqueId()),
        call(unlimited, uniqueId()),
        call(limited, uniqueId()),
      ];
      const outcomes = await Promise.all(calls.map((c) => t.services.resolutions.commitCall(c)));
      const limitedOutcomes = outcomes.filter((_, i) => calls[i]!.accountId === limited.account.id);
      assert.equal(limitedOutcomes.filter((o) => o === null).length, 2, JSON.stringify(outcomes));
      for (const o of limitedOutcomes) if (o !== null) assert.deepEqual(o, { refused: 'credits', balance: 0, price: PRICES.phone });
      assert.deepEqual([outcomes[1], outcomes[3]].map((o) => (o === null ? 'stored' : o.refused)).sort(), ['duplicate', 'stored']);
      assert.deepEqual(outcomes[1] ?? outcomes[3], { refused: 'duplicate', field: 'customer_id' });
      assert.equal(outcomes[5], null);

      assert.equal((await t.services.accounts.require(limited.account.id)).credits, 0);
      for (const [a, n] of [[limited, 2], [unlimited, 2]] as const) {
        const usage = await t.services.resolutions.usage(a.account.id, new Date(0));
        assert.equal(usage.calls, n);
        assert.equal(usage.credits, n * PRICES.phone);
        const month = await t.services.resolutions.month(a.account.id, new Date());
        assert.equal(month.calls, n);
      }
      // A refused call left no resolution: its customer_id is free.
      for (const [i, c] of calls.entries()) {
        if (c.accountId !== limited.account.id) continue;
        assert.equal(await t.services.resolutions.isTaken(c.accountId, 'live', 'customer_id', c.customerId!), outcomes[i] === null);
        assert.equal(Boolean(await t.services.resolutions.byId(c.id)), outcomes[i] === null);
      }
    });

    test('concurrent live calls over HTTP: exactly the calls the balance covers are answered and billed', async () => {
      const a = await t.account({ credits: PRICES.phone * 7 });
      const before = t.services.store.roundTrips();
      const results = await Promise.all(Array.from({ length: 30 }, () => t.app.inject(phone(a.live, uniqueId()))));
      const trips = t.services.store.roundTrips() - before;
      assert.equal(results.filter((r) => r.statusCode === 200).length, 7, results.map((r) => r.statusCode).join(','));
      for (const r of results) if (r.statusCode !== 200) assert.equal(r.statusCode, 402, r.body);
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 0);
      assert.equal((await t.services.resolutions.usage(a.account.id, new Date(0))).calls, 7);
      // PostgreSQL: the 30 commits did not take a round trip each (reads are shared too).
      if (kind === 'postgres') assert.ok(trips < 30, `${trips} round trips for 30 calls`);
    });

    if (kind === 'postgres') {
      test('a call failing on an error of its own in a group is rejected with its SQLSTATE; the others are committed', async () => {
        const a = await t.account({ credits: PRICES.phone * 10 });
        // A score past PostgreSQL's integer range fails that call's statement alone (22003), as it would fail alone.
        const calls = [call(a, uniqueId()), call(a, uniqueId(), { score: 2 ** 40 }), call(a, uniqueId()), call(a, uniqueId())];
        const outcomes = await Promise.allSettled(calls.map((c) => t.services.resolutions.commitCall(c)));
        assert.equal(outcomes[1]!.status, 'rejected');
        assert.equal(((outcomes[1] as PromiseRejectedResult).reason as { code?: string }).code, '22003');
        for (const i of [0, 2, 3]) assert.deepEqual(outcomes[i], { status: 'fulfilled', value: null });
        assert.equal((await t.services.accounts.require(a.account.id)).credits, PRICES.phone * 7);
        assert.equal((await t.services.resolutions.usage(a.account.id, new Date(0))).calls, 3);
        assert.equal(await t.services.resolutions.isTaken(a.account.id, 'live', 'customer_id', calls[1]!.customerId!), false);
        assert.equal(Boolean(await t.services.resolutions.byId(calls[1]!.id)), false);
      });

      test('a role without the TEMP privilege commits each call alone, with the same outcomes', async () => {
        const url = new URL(t.config.database.kind === 'postgres' ? t.config.database.url : '');
        const dbName = url.pathname.slice(1);
        const role = `idr_notemp_${Math.random().toString(36).slice(2, 10)}`;
        const { sql } = await import('kysely');
        const db = t.services.store.db;
        await sql.raw(`create role ${role} login`).execute(db);
        await sql.raw(`grant all on all tables in schema public to ${role}`).execute(db);
        await sql.raw(`revoke temporary on database "${dbName}" from public`).execute(db);
        url.username = role;
        const store = await openStore({ kind: 'postgres', url: url.toString() });
        try {
          const resolutions = new Resolutions(store);
          const a = await t.account({ credits: PRICES.phone * 2 });
          const calls = [call(a, uniqueId()), call(a, uniqueId()), call(a, uniqueId())];
          const outcomes = await Promise.all(calls.map((c) => resolutions.commitCall(c)));
          assert.equal(outcomes.filter((o) => o === null).length, 2, JSON.stringify(outcomes));
          // Alone, concurrent statements each read the balance of their own snapshot: the refusal's balance may predate
          // the other calls' debits (as it always has for calls committed one statement each).
          assert.equal(outcomes.find((o) => o !== null)?.refused, 'credits');
          assert.equal((await t.services.accounts.require(a.account.id)).credits, 0);
          assert.equal((await t.services.resolutions.usage(a.account.id, new Date(0))).calls, 2);
        } finally {
          await store.close();
          await sql.raw(`grant temporary on database "${dbName}" to public`).execute(db);
        }
      });
    }
  });
}
