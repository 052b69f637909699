import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FifoMemo } from './fifo.js';
import { forgetPersonalMemos, forgottenOnErasure, personalMemoEntries } from './personal.js';

test('registered memos are emptied together; others are left alone', () => {
  const a = forgottenOnErasure(new FifoMemo<string, number>(4));
  const b = forgottenOnErasure(new Map<string, boolean>());
  const other = new FifoMemo<string, number>(4);
  a.set('maria.rossi', 1);
  a.set('anna', 2);
  b.set('rossi', true);
  other.set('x', 1);
  assert.ok(personalMemoEntries() >= 3);
  assert.ok(forgetPersonalMemos() >= 2);
  assert.deepEqual([a.size, a.get('anna'), b.size, personalMemoEntries()], [0, undefined, 0, 0]);
  assert.equal(other.get('x'), 1, 'a memo not registered keeps its entries');
  // An emptied FIFO memo goes on bounded, oldest first.
  for (let i = 0; i < 6; i++) a.set(`k${i}`, i);
  assert.deepEqual([a.size, a.get('k1'), a.get('k2'), a.get('k5')], [4, undefined, 2, 5]);
});
