/**
 * The resolution search on SQLite: each shape's statement prepared once and run at once on the connection, its page
 * size written into the SQL (a bound LIMIT makes SQLite prepare the statement again on every run), its rows read as
 * their JSON text; inside a transaction the same rows through Kysely. On PostgreSQL each shape is a named prepared
 * statement.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { accountRow, testDatabase, testStore, type TestDatabase, type TestStore } from '../../../test/helpers/store.js';
import type { DatabaseConfig } from '../../config/index.js';
import { openStore, prepareOwn, type Db, type SqliteDatabase, type Store } from '../db.js';
import { migrateToLatest } from '../migrations/index.js';
import { InsightRepository } from './insights.js';
import type { SearchBound } from './types.js';

const AT = '2026-11-27T00:00:00.000Z';


/** An account and five resolutions of it (res_0..res_4, scores 0..400), as both databases' tests read them. */
async function seedFive(db: Db): Promise<void> {
  await db.insertInto('accounts').values(accountRow('acct_a', AT)).execute();
  for (let i = 0; i < 5; i++) {
    await db
      .insertInto('resolutions')
      .values({
        id: `res_${i}`, account_id: 'acct_a', environment: 'live', key_id: 'key_x', operation: 'phone', customer_id: `c${i}`, transaction_id: null, status: 'done', price: 1,
        score: 100 * i, score_cluster: 'low', reason_codes: 'R101', explanation: null, response: null, created_at: AT,
      })
      .execute();
  }
}

describe('the resolution search on sqlite', () => {
  let t: TestStore;
  const prepared: string[] = [];
  let rows: InsightRepository;
  before(async () => {
    t = await testStore('sqlite', 'idrisk-insights-');
    await seedFive(t.store.db);
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

describe('the resolution search on postgres', () => {
  let db: TestDatabase;
  let store: Store;
  before(async () => {
    db = await testDatabase('postgres', 'idrisk-insights-pg-');
    // One connection: the prepared statements read below are that connection's.
    store = await openStore({ ...(db.config as Extract<DatabaseConfig, { kind: 'postgres' }>), poolSize: 1 });
    await migrateToLatest(store.db);
    await seedFive(store.db);
  });
  after(async () => {
    await store?.close();
    await db?.drop();
  });

  test('each shape a named prepared statement, parsed once per connection, with the same rows', async () => {
    const rows = new InsightRepository(store.db, 'postgres');
    const search = (b: Partial<SearchBound>) => rows.search({ limit: 3, bothEnvironments: false, ...b } as SearchBound);
    const first = await search({ accountId: 'acct_a' });
    const ids = (rows: unknown[]) => rows.map((r) => (JSON.parse(r as string) as string[])[0]);
    assert.deepEqual(ids(first), ['res_4', 'res_3', 'res_2'], 'each row as its JSON text');
    assert.deepEqual(await search({ accountId: 'acct_a' }), first);
    assert.deepEqual(ids(await search({ accountId: 'acct_a', after: 'res_3' })), ['res_2', 'res_1', 'res_0']);
    const prepared = (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(store.db)).rows;
    assert.equal(prepared.length, 2, JSON.stringify(prepared));
    for (const p of prepared) {
      assert.match(p.name, /^idr_\d+$/);
      assert.match(p.statement, /from "resolutions" as "r"/);
      assert.match(p.statement, / limit 3$/);
    }
  });
});
