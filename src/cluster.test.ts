import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SQLITE_DEFAULT_WORKERS, workerCount } from './cluster.js';

test('the default API process count: one per core on PostgreSQL, at most two on the embedded SQLite database', () => {
  assert.equal(SQLITE_DEFAULT_WORKERS, 2);
  assert.equal(workerCount(0, 'postgres', 8), 8);
  assert.equal(workerCount(0, 'postgres', 1), 1);
  assert.equal(workerCount(0, 'sqlite', 8), 2);
  assert.equal(workerCount(0, 'sqlite', 2), 2);
  assert.equal(workerCount(0, 'sqlite', 1), 1);
  // An explicit count (--workers N, IDRISK_WORKERS) is kept as asked, on either database.
  assert.equal(workerCount(6, 'sqlite', 8), 6);
  assert.equal(workerCount(1, 'postgres', 8), 1);
});
