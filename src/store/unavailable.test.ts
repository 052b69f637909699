import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbUnavailable } from './unavailable.js';

const err = (code: string | undefined, message = 'x') => Object.assign(new Error(message), code ? { code } : {});

test('driver errors that mean the database cannot serve now, by kind', () => {
  assert.equal(dbUnavailable(err('SQLITE_BUSY')), 'busy');
  assert.equal(dbUnavailable(err('SQLITE_BUSY_SNAPSHOT')), 'busy');
  assert.equal(dbUnavailable(err('SQLITE_FULL')), 'disk_full');
  assert.equal(dbUnavailable(err('SQLITE_IOERR_WRITE')), 'io');
  assert.equal(dbUnavailable(err('ECONNREFUSED')), 'unreachable');
  assert.equal(dbUnavailable(err('57P01', 'terminating connection due to administrator command')), 'unreachable');
  assert.equal(dbUnavailable(err('08006')), 'unreachable');
  assert.equal(dbUnavailable(err('53300')), 'resources');
  assert.equal(dbUnavailable(err('53100')), 'disk_full');
  assert.equal(dbUnavailable(err('57014')), 'timeout');
  assert.equal(dbUnavailable(err(undefined, 'Connection terminated unexpectedly')), 'unreachable');
  assert.equal(dbUnavailable(err(undefined, 'timeout exceeded when trying to connect')), 'timeout');
  assert.equal(dbUnavailable(Object.assign(new Error('wrapped'), { cause: err('SQLITE_FULL') })), 'disk_full');
});

test('faults of ours and caller errors are not unavailability', () => {
  assert.equal(dbUnavailable(err('SQLITE_CONSTRAINT_UNIQUE')), null);
  assert.equal(dbUnavailable(err('23505')), null);
  assert.equal(dbUnavailable(err('42P01', 'relation does not exist')), null);
  assert.equal(dbUnavailable(new TypeError('x is undefined')), null);
  assert.equal(dbUnavailable(null), null);
  assert.equal(dbUnavailable('SQLITE_BUSY'), null);
});
