import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callsSince, monthStart } from './month.js';

test('a month read after the month turned counts only the calls made since its start', () => {
  const calls = ['2026-11-30T23:59:59.999Z', '2026-12-01T00:00:00.000Z', '2026-12-01T00:00:00.400Z'];
  assert.equal(callsSince('2026-11-01T00:00:00.000Z', calls), 3);
  assert.equal(callsSince('2026-12-01T00:00:00.000Z', calls), 2);
  assert.equal(monthStart(new Date('2026-12-31T23:59:59.999Z')).toISOString(), '2026-12-01T00:00:00.000Z');
});
