/**
 * The management layer's storage on both databases, for the conditional writes its services rely on: an upload's
 * failure only while it is pending, an interrupted upload only while it is uploading, the sweep's orphan chunks, a
 * redelivery's reopen only from the status read, the cache epoch's bump inside a transaction, an account scope's ids.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS } from '../../../test/helpers/app.js';
import { accountRow, testStore, type TestStore } from '../../../test/helpers/store.js';
import type { DatasetImportsTable } from '../schema.js';
import { AccountsRepository, bumpCacheEpoch, readCacheEpoch } from '../accounts/index.js';
import { DatasetImportRepository, OpsRepository } from './index.js';

const AT = '2026-11-27T00:00:00.000Z';
const LATER = '2026-11-27T01:00:00.000Z';

function dsi(id: string, status: string): DatasetImportsTable {
  return {
    id, dataset: 'breaches', file_name: 'f.jsonl', format: 'jsonl', strict: 1, status, actor: 'cli:test', job_id: null, rows: 0, bytes: 0, total_bytes: 30,
    summary: null, error: null, created_at: AT, started_at: null, finished_at: null, updated_at: AT,
  };
}

for (const kind of DB_KINDS) {
  describe(`store/admin on ${kind}`, () => {
    let t: TestStore;
    before(async () => {
      t = await testStore(kind, 'idrisk-store-admin-');
      await t.store.db
        .insertInto('accounts')
        .values([
          accountRow('acct_a', AT),
          accountRow('acct_b', AT),
        ])
        .execute();
    });
    after(async () => {
      await t.close();
    });

    test('an import fails when pending only; an upload is interrupted while uploading only; chunks are read and deleted', async () => {
      const db = t.store.db;
      const rows = new DatasetImportRepository(db);
      for (const [id, status] of [['dsi_queued', 'queued'], ['dsi_done', 'succeeded'], ['dsi_up', 'uploading'], ['dsi_run', 'running']] as const) await rows.insert(dsi(id, status));
      for (let seq = 0; seq < 5; seq++) await rows.putChunk('dsi_up', seq, `c${seq}`);
      await rows.putChunk('dsi_done', 0, 'left');
      await rows.putChunk('dsi_gone', 0, 'unknown import');
      await rows.putChunk('dsi_run', 0, 'still read');

      assert.deepEqual(await rows.chunks('dsi_up', 2, 2), [{ seq: 2, data: 'c2' }, { seq: 3, data: 'c3' }]);
      // Chunks of an import that ended or is unknown are orphans; a running or uploading import's are not.
      assert.deepEqual((await rows.orphanChunkImports()).map((r) => r.import_id).sort(), ['dsi_done', 'dsi_gone']);

      await db.transaction().execute(async (tx) => {
        await rows.failedIfPending('dsi_queued', 'gave up', LATER, tx);
        await rows.failedIfPending('dsi_done', 'gave up', LATER, tx);
        await rows.interrupted('dsi_up', 'interrupted', LATER, tx);
        await rows.interrupted('dsi_queued', 'interrupted', LATER, tx);
      });
      const status = async (id: string) => {
        const r = await rows.byId(id);
        return r && { status: r.status, error: r.error, finished_at: r.finished_at };
      };
      assert.deepEqual(await status('dsi_queued'), { status: 'failed', error: 'gave up', finished_at: LATER });
      assert.deepEqual(await status('dsi_done'), { status: 'succeeded', error: null, finished_at: null });
      assert.deepEqual(await status('dsi_up'), { status: 'failed', error: 'interrupted', finished_at: LATER });
      assert.deepEqual(await rows.staleUploads(LATER), []);
      assert.equal(await rows.status('dsi_missing'), undefined);

      assert.equal(await rows.deleteChunks('dsi_up'), 5);
      assert.equal(await rows.deleteChunks('dsi_up'), 0);

      // The end of a run: the bytes read are the file's size, whatever the last progress said.
      await rows.progress('dsi_run', { rows: 2, bytes: 10, totalBytes: 30 }, AT);
      await rows.ended('dsi_run', 'succeeded', 3, '{"rows":3}', LATER);
      const ended = await rows.requireById('dsi_run');
      assert.deepEqual([ended.status, Number(ended.rows), Number(ended.bytes), ended.summary], ['succeeded', 3, 30, '{"rows":3}']);
      await assert.rejects(rows.requireById('dsi_missing'));
    });

    test('a redelivery reopens an event only from the status it read', async () => {
      const db = t.store.db;
      await db.insertInto('webhook_events').values({ id: 'msg_1', account_id: 'acct_a', type: 't', body: '{}', status: 'failed', attempts: 3, created_at: AT, delivered_at: null }).execute();
      const ops = new OpsRepository(db);
      assert.equal(await ops.reopen('msg_1', 'delivered'), false);
      assert.equal(await ops.reopen('msg_1', 'failed'), true);
      assert.equal(await ops.reopen('msg_1', 'failed'), false);
      assert.equal((await db.selectFrom('webhook_events').select('status').where('id', '=', 'msg_1').executeTakeFirstOrThrow()).status, 'pending');
    });

    test('the cache epoch moves with the transaction that bumps it; an account scope names the accounts that exist', async () => {
      const db = t.store.db;
      const start = await readCacheEpoch(db);
      await db
        .transaction()
        .execute(async (tx) => {
          await bumpCacheEpoch(tx);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      assert.equal(await readCacheEpoch(db), start);
      await db.transaction().execute((tx) => bumpCacheEpoch(tx));
      assert.equal(await readCacheEpoch(db), start + 1);

      const found = await new AccountsRepository(db).idsIn(['acct_b', 'acct_none', 'acct_a']);
      assert.deepEqual(found.map((r) => r.id).sort(), ['acct_a', 'acct_b']);
    });
  });
}
