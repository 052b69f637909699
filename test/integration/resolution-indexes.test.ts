/**
 * Migration 4100: `resolutions` without `resolutions_created_idx` (a prefix of `resolutions_overview_idx`), and its
 * two unique indexes partial (`customer_id` / `transaction_id` is not null). A call without one of those identifiers
 * writes no entry for it; the same identifiers are refused as duplicates; and every statement of the service that
 * read these three indexes still reads an index (the plans, recorded from the repositories' own statements as they
 * run). Down and up again keeps the rows and the refusals. On SQLite and PostgreSQL.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { Resolutions } from '../../src/store/resolutions/index.js';
import { ResolutionsRepository } from '../../src/store/resolutions/repository.js';
import { resolutionStatements } from '../../src/store/resolutions/statements.js';
import { LabelsRepository } from '../../src/store/decisions/index.js';
import { InsightRepository } from '../../src/store/admin/index.js';
import { countExpired, deleteExpired, resolutionOfCustomer } from '../../src/store/privacy/index.js';
import { rollupResolutions } from '../../src/store/stats.js';
import * as m4100 from '../../src/store/migrations/4100_resolutions_write_indexes.js';
import type { Database } from '../../src/store/schema.js';
import { DB_KINDS } from '../helpers/app.js';
import { testStore, type TestStore } from '../helpers/store.js';

const AT = new Date('2026-06-01T00:00:00.000Z');

for (const kind of DB_KINDS) {
  describe(`the indexes a stored call writes (${kind})`, () => {
    let t: TestStore;
    let resolutions: Resolutions;
    let seq = 0;
    before(async () => {
      t = await testStore(kind, 'idrisk-res-indexes-');
      resolutions = new Resolutions(t.store);
      const now = new Date().toISOString();
      await t.store.db
        .insertInto('accounts')
        .values({ id: 'acct_i', name: 'acct_i', credits: 0, unlimited: 1, products: 'phone', rate_limit: 10, webhook_url: null, disabled: 0, created_at: now, updated_at: now })
        .execute();
    });
    after(() => t.close());

    /** A live call with these identifiers (null: none); the commit's refusal or null. */
    const commit = (customerId: string | null, transactionId: string | null, environment: 'live' | 'sandbox' = 'live') =>
      resolutions.commitCall({ id: `res_i${String(++seq).padStart(4, '0')}`, accountId: 'acct_i', environment, keyId: 'key_i', operation: 'phone', customerId, transactionId, price: 0, createdAt: new Date(AT.getTime() + seq) });

    /** What the identifier indexes hold: SQLite, the cells of each index's leaves; PostgreSQL, each index's definition. */
    const entries = async (index: string): Promise<number> => {
      const [row] = t.store.sqlite!.prepare(`select coalesce(sum(ncell), 0) as n from dbstat where name = ? and pagetype = 'leaf'`).all(index) as { n: number }[];
      return Number(row!.n);
    };

    test('a call without an identifier writes no entry for it; duplicates are refused as before', async () => {
      for (let i = 0; i < 5; i++) assert.equal(await commit(`c${i}`, null), null);
      for (let i = 0; i < 3; i++) assert.equal(await commit(null, `t${i}`), null);
      assert.equal(await commit(null, null), null);
      assert.equal(await commit(null, null), null);
      assert.deepEqual(await commit('c1', null), { refused: 'duplicate', field: 'customer_id' });
      assert.deepEqual(await commit(null, 't2'), { refused: 'duplicate', field: 'transaction_id' });
      assert.deepEqual(await commit('c9', 't0'), { refused: 'duplicate', field: 'transaction_id' });
      // The other environment is its own namespace, as before.
      assert.equal(await commit('c1', 't2', 'sandbox'), null);
      if (kind === 'sqlite') {
        assert.equal(await entries('resolutions_customer_uq'), 6);
        assert.equal(await entries('resolutions_transaction_uq'), 4);
        const names = (t.store.sqlite!.prepare(`select name from sqlite_master where type = 'index' and tbl_name = 'resolutions'`).all() as { name: string }[]).map((r) => r.name);
        assert.ok(!names.includes('resolutions_created_idx'), names.join(' '));
      } else {
        const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where tablename = 'resolutions'`.execute(t.store.db);
        const def = new Map(rows.map((r) => [r.indexname, r.indexdef]));
        assert.match(def.get('resolutions_customer_uq') ?? '', /UNIQUE INDEX .*\(account_id, environment, customer_id\) WHERE \(customer_id IS NOT NULL\)/);
        assert.match(def.get('resolutions_transaction_uq') ?? '', /UNIQUE INDEX .*\(account_id, environment, transaction_id\) WHERE \(transaction_id IS NOT NULL\)/);
        assert.ok(!def.has('resolutions_created_idx'));
      }
      const stored = await t.store.db.selectFrom('resolutions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      assert.equal(Number(stored.n), 11);
    });

    test('every statement that read the changed indexes still reads an index', async () => {
      // The repositories' own statements, recorded as they run on a Kysely that logs them.
      const recorded: { sql: string; parameters: readonly unknown[] }[] = [];
      const log = (e: LogEvent) => {
        if (e.level === 'query') recorded.push({ sql: e.query.sql, parameters: e.query.parameters });
      };
      const pool = kind === 'postgres' ? new pg.Pool({ connectionString: t.url, max: 2 }) : null;
      const db = new Kysely<Database>({ dialect: pool ? new PostgresDialect({ pool }) : new SqliteDialect({ database: t.store.sqlite! }), log });
      try {
        const repo = new ResolutionsRepository(db, kind, resolutionStatements(db));
        const labels = new LabelsRepository(db);
        // Without its SQLite connection the search runs through `db` (the same statement), so it is recorded.
        const insights = new InsightRepository(db, kind);
        const run = async (name: string, fn: () => Promise<unknown>) => {
          const from = recorded.length;
          await fn();
          assert.ok(recorded.length > from, `${name}: no statement recorded`);
          return recorded.slice(from).map((q) => ({ name, ...q }));
        };
        const customer = [
          ...(await run('isTaken customer_id', () => repo.isTaken('acct_i', 'live', 'customer_id', 'c1'))),
          ...(await run('byCustomerId', () => repo.byCustomerId('acct_i', 'live', 'c1'))),
          ...(await run('resolutionOfCustomer', () => resolutionOfCustomer(db, 'acct_i', 'live', 'c1'))),
          ...(await run('label targets by customer', () => labels.targets('acct_i', [], ['c1', 'c2']))),
          ...(await run('admin search by customer_id', () => insights.search({ accountId: 'acct_i', environment: 'live', customerId: 'c1', bothEnvironments: false, limit: 51 }))),
          ...(await run('admin search by customer_id, both environments', () => insights.search({ accountId: 'acct_i', customerId: 'c1', bothEnvironments: true, limit: 51 }))),
        ];
        const transaction = [
          ...(await run('isTaken transaction_id', () => repo.isTaken('acct_i', 'live', 'transaction_id', 't1'))),
          ...(await run('byTransactionId', () => repo.byTransactionId('acct_i', 'live', 't1'))),
        ];
        const created = [
          ...(await run('countExpired', () => countExpired(db, '2026-01-01T00:00:00.000Z'))),
          ...(await run('deleteExpired', () => db.transaction().execute((tx) => deleteExpired(tx, '2026-01-01T00:00:00.000Z')))),
          ...(await run('rollup first hour', () => rollupResolutions(db, { now: AT.getTime() - 86_400_000 }))),
        ].filter((q) => /"resolutions"/.test(q.sql) && /created_at/.test(q.sql));
        const byId = await run('label targets by id', () => labels.targets('acct_i', ['res_i0001', 'res_i0002'], []));
        assert.ok(created.length >= 6, `${created.length} statements by created_at`);

        if (kind === 'sqlite') {
          const plan = (q: { sql: string; parameters: readonly unknown[] }) =>
            (t.store.sqlite!.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail).join(' | ');
          for (const q of customer) assert.match(plan(q), /SEARCH (resolutions|r) USING INDEX resolutions_customer_uq \(account_id=\? AND environment=\? AND customer_id=\?\)/, q.name);
          for (const q of transaction) assert.match(plan(q), /SEARCH resolutions USING INDEX resolutions_transaction_uq \(account_id=\? AND environment=\? AND transaction_id=\?\)/, q.name);
          for (const q of created) {
            const p = plan(q);
            assert.match(p, /SEARCH resolutions USING (COVERING )?INDEX resolutions_overview_idx/, `${q.name}: ${q.sql}`);
            assert.doesNotMatch(p, /SCAN resolutions/, q.name);
          }
          // Ids of one account: one index search per id (before 4100 SQLite walked the account's rows in
          // resolutions_transaction_uq, whose (account_id, environment) prefix it preferred without statistics).
          for (const q of byId) assert.match(plan(q), /SEARCH resolutions USING INDEX (resolutions_account_id_idx \(account_id=\? AND id=\?\)|sqlite_autoindex_resolutions_1 \(id=\?\))/, q.name);
        } else {
          // PostgreSQL plans by statistics: with a handful of rows it would walk the account's rows newest first for the
          // search. 2,000 more resolutions (a third without a customer_id), analyzed, as a table with some history.
          await sql`insert into resolutions (id, account_id, environment, key_id, operation, customer_id, transaction_id, status, price, created_at)
            select 'res_g' || g, 'acct_i', 'live', 'key_i', 'phone', case when g % 3 = 0 then null else 'g' || g end, null, 'done', 0, '2026-05-01T00:00:00.000Z'
            from generate_series(1, 2000) g`.execute(t.store.db);
          await sql`analyze resolutions`.execute(t.store.db);
          // Sequential scans ruled out: the planner shows which index it reads.
          const plan = (q: { sql: string; parameters: readonly unknown[] }) =>
            t.store.db.transaction().execute(async (tx) => {
              await sql`set local enable_seqscan = off`.execute(tx);
              const { rows } = await tx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]));
              return rows.map((r) => r['QUERY PLAN']).join('\n');
            });
          for (const q of customer) assert.match(await plan(q), /Index (Only )?Scan using resolutions_customer_uq on resolutions|Bitmap Index Scan on resolutions_customer_uq/, q.name);
          for (const q of transaction) assert.match(await plan(q), /Index (Only )?Scan using resolutions_transaction_uq on resolutions|Bitmap Index Scan on resolutions_transaction_uq/, q.name);
          for (const q of created) assert.match(await plan(q), /resolutions_overview_idx/, `${q.name}: ${q.sql}`);
        }
      } finally {
        if (pool) await db.destroy();
      }
    });

    test('down and up again keep the rows and the refusals', async () => {
      const count = async () => Number((await t.store.db.selectFrom('resolutions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const n = await count();
      await t.store.db.transaction().execute((tx) => m4100.down(tx));
      assert.equal(await count(), n);
      assert.deepEqual(await commit('c2', null), { refused: 'duplicate', field: 'customer_id' });
      await t.store.db.transaction().execute((tx) => m4100.up(tx));
      assert.equal(await count(), n);
      assert.deepEqual(await commit('c3', null), { refused: 'duplicate', field: 'customer_id' });
      assert.deepEqual(await commit(null, 't1'), { refused: 'duplicate', field: 'transaction_id' });
      assert.equal(await commit('c-new', 't-new'), null);
    });
  });
}
