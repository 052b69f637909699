/**
 * Bulk scoring's storage on both databases, as the repository states it: the parse's row insert (the one statement
 * whose SQL differs by dialect) hands a repeat of an earlier batch's key to the caller and writes it as it was made,
 * a status change happens only while its guard holds, a scored row only while pending (and its job running when asked).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS } from '../../../test/helpers/app.js';
import { accountRow, testStore, type TestStore } from '../../../test/helpers/store.js';
import type { BulkRowsTable } from '../schema.js';
import { BulkRepository } from './repository.js';

const AT = '2026-11-27T00:00:00.000Z';

function row(jobId: string, line: number, dedupe: string | null, status = 'pending'): BulkRowsTable {
  return {
    job_id: jobId, line, status, input: `{"email":"${line}"}`, dedupe, customer_id: `${jobId}-${line}`, resolution_id: null, price: 0, score: null,
    score_cluster: null, reason_codes: null, decision: null, result: null, error_code: null, error_detail: null,
  };
}

const asDuplicate = (r: BulkRowsTable) => {
  r.status = 'duplicate';
  r.error_code = 'DUPLICATE_ROW';
  r.dedupe = null;
};

for (const kind of DB_KINDS) {
  describe(`store/bulk on ${kind}`, () => {
    let t: TestStore;
    let rows: BulkRepository;
    before(async () => {
      t = await testStore(kind, 'idrisk-store-bulk-');
      rows = new BulkRepository(t.store.db, t.store.kind, t.store.sqlite);
      await t.store.db
        .insertInto('accounts')
        .values(accountRow('acct_x', AT))
        .execute();
      for (const id of ['blk_a', 'blk_b']) {
        await rows.insertJob({
          id, account_id: 'acct_x', environment: 'live', key_id: 'key_x', status: 'parsing', operation: 'email', claims: '["email"]', mapping: '{}',
          fields: '[]', format: 'csv', model_id: null, webhook_url: null, sample: null, bytes: 10, parsed: 0, parse_done: 0, error_code: null,
          error_detail: null, created_at: AT, updated_at: AT, finished_at: null,
        });
      }
    });
    after(async () => {
      await t.close();
    });

    test('insertRows: a key an earlier batch holds goes to the caller and is written as it made it', async () => {
      await rows.transaction((tx) => rows.insertRows(tx, 'blk_a', [row('blk_a', 2, 'k1'), row('blk_a', 3, null, 'invalid')], asDuplicate));
      const seen: number[] = [];
      const batch = [row('blk_a', 4, 'k2'), row('blk_a', 5, 'k1'), row('blk_a', 6, 'k3')];
      await rows.transaction((tx) => rows.insertRows(tx, 'blk_a', batch, (r) => (seen.push(r.line), asDuplicate(r))));
      assert.deepEqual(seen, [5]);
      assert.equal(batch[1]!.status, 'duplicate');
      const stored = await rows.rowsAfter('blk_a', 0, 10);
      assert.deepEqual(stored.map((r) => [Number(r.line), r.status, r.dedupe, r.error_code]), [
        [2, 'pending', 'k1', null], [3, 'invalid', null, null], [4, 'pending', 'k2', null], [5, 'duplicate', null, 'DUPLICATE_ROW'], [6, 'pending', 'k3', null],
      ]);
      assert.equal(await rows.firstPendingLine('blk_a'), 2);
      assert.equal(await rows.lastLine('blk_a'), 6);
      assert.deepEqual((await rows.pendingRows('blk_a', 2, 10)).map((r) => Number(r.line)), [4, 6]);
    });

    test('a status change happens only while its guard holds', async () => {
      assert.equal(await rows.change('blk_b', { status: 'running', updated_at: AT }, { is: 'queued' }), false);
      assert.equal(await rows.change('blk_b', { status: 'running', updated_at: AT }, { is: 'parsing' }), true);
      assert.equal(await rows.change('blk_b', { status: 'paused', updated_at: AT }, { in: ['queued', 'paused'] }), false);
      assert.equal(await rows.change('blk_b', { status: 'paused', updated_at: AT }, { in: ['running', 'paused'] }), true);
      assert.equal(await rows.change('blk_b', { status: 'cancelled', finished_at: AT }, { notIn: ['paused', 'completed'] }), false);
      assert.equal(await rows.change('blk_b', { status: 'cancelled', finished_at: AT }, { notIn: ['completed', 'failed', 'cancelled'] }), true);
      assert.equal(await rows.change('blk_b', { bytes: 11 }, null), true);
      assert.equal(await rows.status('blk_b'), 'cancelled');
      assert.equal(await rows.change('blk_none', { bytes: 11 }, null), false);
    });

    test('a scored row is written only while pending, and with whileRunning only while its job runs', async () => {
      // blk_a is parsing: a live row's outcome is refused; a failure (no job condition) is written.
      assert.equal(await rows.finishRow('blk_a', 2, { status: 'done', price: 3, score: 500 }, true), false);
      assert.equal(await rows.finishRow('blk_a', 2, { status: 'failed', error_code: 'TIMEOUT' }, false), true);
      assert.equal(await rows.finishRow('blk_a', 2, { status: 'failed', error_code: 'TIMEOUT' }, false), false, 'no longer pending');
      await rows.change('blk_a', { status: 'running' }, null);
      assert.equal(await rows.finishRow('blk_a', 4, { status: 'done', price: 3, score: 500, score_cluster: 'medium' }, true), true);
      const groups = (await rows.scored('blk_a', 0, null)).map((g) => [g.status, g.score_cluster, Number(g.n), Number(g.credits)]).sort();
      assert.deepEqual(groups, [['done', 'medium', 1, 3], ['failed', null, 1, 0]]);
      assert.deepEqual((await rows.scored('blk_a', 2, 3)).length, 0);
    });

    test('the prune: jobs by their guard, rows a batch at a time, the job only in the status it was found in', async () => {
      const ended = ['completed', 'failed', 'cancelled'];
      assert.deepEqual(await rows.prunable(null, AT, ended), []);
      assert.deepEqual(await rows.prunable('2026-11-28T00:00:00.000Z', AT, ended), [{ id: 'blk_b', status: 'cancelled' }]);
      assert.equal(await rows.deleteRows('blk_a', 2), 2);
      assert.equal(await rows.deleteRows('blk_a', 5), 3);
      assert.equal(await rows.deleteRows('blk_a', 5), 0);
      await rows.deleteJob('blk_b', 'running');
      assert.equal(await rows.status('blk_b'), 'cancelled', 'another status: kept');
      await rows.deleteJob('blk_b', 'cancelled');
      assert.equal(await rows.job('blk_b'), undefined);
    });
  });
}
