import { test } from 'node:test';
import assert from 'node:assert/strict';
import { monthAt } from './credits.js';

test('monthAt: the UTC month of an instant, made again when the time leaves it (forwards, backwards, across a year)', () => {
  const at = (iso: string) => monthAt(Date.parse(iso));
  assert.deepEqual([at('2026-11-30T23:59:59.999Z').month, at('2026-11-30T23:59:59.999Z').since], ['2026-11', '2026-11-01T00:00:00.000Z']);
  assert.deepEqual([at('2026-12-01T00:00:00.000Z').month, at('2026-12-01T00:00:00.000Z').since], ['2026-12', '2026-12-01T00:00:00.000Z']);
  assert.equal(at('2026-12-31T23:59:59.999Z').month, '2026-12');
  assert.deepEqual([at('2027-01-01T00:00:00.000Z').month, at('2027-01-01T00:00:00.000Z').since], ['2027-01', '2027-01-01T00:00:00.000Z']);
  // A clock set back (NTP) reads the earlier month again, not the one last made.
  assert.equal(at('2026-11-15T12:00:00.000Z').month, '2026-11');
  assert.equal(at('2026-02-28T23:59:59.999Z').month, '2026-02');
  assert.equal(at('2026-03-01T00:00:00.000Z').month, '2026-03');
});
