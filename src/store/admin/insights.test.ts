/**
 * The resolution search on SQLite: each shape's statement prepared once and run at once on the connection, its page
 * size written into the SQL (a bound LIMIT makes SQLite prepare the statement again on every run), its rows read as
 * their JSON text; inside a transaction the same rows through Kysely.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { accountRow, testStore, type TestStore } from '../../../test/helpers/store.js';
import { prepareOwn, type SqliteDatabase } from '../db.js';
import { InsightRepository } from './insights.js';
import type { SearchBound } from './types.js';

const AT = '2026-11-27T00:00:00.000Z';

describe('the resolution search on sqlite', () => {
  let t: TestStore;
  const prepared: string[] = [];
  let rows: InsightRepository;
  before(async () => {
    t = await testStore('sqlite', 'idrisk-insights-');
    await t.store.db.insertInto('accounts').values(accountRow('acct_a', AT)).execute();
    for (let i = 0; i < 5; i++) {
      await t.store.db
        .insertInto('resolutions')
        .values({
          id: `res_${i}`, account_id: 'acct_a', environment: 'live', key_id: 'key_x', operation: 'phone', customer_id: `c${i}`, transaction_id: null, status: 'done', price: 1,
          score: 100 * i, score_cluster: 'low', reason_codes: 'R101', explanation: null, response: null, created_at: AT,
        } as never)
        .execute();
    }
    // The connection, with the statements the repository prepares written down.
    const sqlite = t.store.sqlite!;
    const spy = new Proxy(sqlite, {
      get(target, prop) {
        // prepareOwn reaches the connection under the statement cache through a symbol: the spy hides it.
        if (typeof prop === 'symbol') return undefined;
        if (prop === 'prepare') return (text: string) => (prepared.push(text), prepareOwn(target, text));
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }) as SqliteDatabase;
    rows = new InsightRepository(t.store.db, 'sqlite', spy);
  });
  after(() => t?.close());

  const search = (b: Partial<SearchBound>) => rows.search({ limit: 3, bothEnvironments: false, ...b } as SearchBound);

  test('one statement per shape and page size, the size in its text, run again without preparing', async () => {
    assert.deepEqual(await search({ limit: 3 }), await search({ limit: 3 }));
    assert.equal((await search({ limit: 3, accountId: 'acct_a' })).length, 3);
    assert.equal((await search({ limit: 2, accountId: 'acct_a' })).length, 2);
    assert.equal((await search({ limit: 2, accountId: 'acct_a', after: 'res_4' })).length, 2);
    assert.equal(prepared.length, 4, prepared.join('\n'));
    assert.match(prepared[0]!, / limit 3$/);
    assert.match(prepared[2]!, / limit 2$/);
    for (const text of prepared) assert.doesNotMatch(text, /limit \?/);
  });

  test('rows as their JSON text, newest first; the same through Kysely inside a transaction', async () => {
    const now = await search({ limit: 5, accountId: 'acct_a' });
    assert.deepEqual(now.map((r) => (JSON.parse(r as string) as string[])[0]), ['res_4', 'res_3', 'res_2', 'res_1', 'res_0']);
    const count = prepared.length;
    const sqlite = t.store.sqlite!;
    sqlite.exec('BEGIN');
    try {
      assert.ok(sqlite.inTransaction);
      assert.deepEqual(await search({ limit: 5, accountId: 'acct_a' }), now);
    } finally {
      sqlite.exec('ROLLBACK');
    }
    assert.equal(prepared.length, count, 'not run on the connection at once inside a transaction');
  });

  test('a page size that is not a positive integer is refused', async () => {
    await assert.rejects(search({ limit: 1.5 }), /not a positive integer/);
    await assert.rejects(search({ limit: 0 }), /not a positive integer/);
  });
});
