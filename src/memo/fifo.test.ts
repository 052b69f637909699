import assert from 'node:assert/strict';
import test from 'node:test';
import { FifoMemo, KeyQueue } from './fifo.js';

test('a key queue gives its keys back oldest first, across its compactions', () => {
  const q = new KeyQueue<number>();
  let next = 0;
  for (let i = 0; i < 10_000; i++) {
    q.push(i);
    if (i % 3 === 2) assert.equal(q.shift(), next++);
  }
  assert.equal(q.length, 10_000 - next);
  while (q.length > 0) assert.equal(q.shift(), next++);
  assert.equal(next, 10_000);
  assert.equal(q.shift(), undefined);
});

test('a fifo memo holds at most its bound, forgets its oldest key first, and a key set again keeps its place', () => {
  const memo = new FifoMemo<string, number>(3);
  memo.set('a', 1);
  memo.set('b', 2);
  memo.set('a', 10); // replaced: still the oldest
  memo.set('c', 3);
  assert.equal(memo.size, 3);
  memo.set('d', 4);
  assert.equal(memo.size, 3);
  assert.equal(memo.get('a'), undefined);
  assert.deepEqual(['b', 'c', 'd'].map((k) => memo.get(k)), [2, 3, 4]);
  for (let i = 0; i < 5_000; i++) memo.set(`k${i}`, i);
  assert.equal(memo.size, 3);
  assert.deepEqual(['k4997', 'k4998', 'k4999'].map((k) => memo.get(k)), [4997, 4998, 4999]);
  assert.equal(memo.get('k4996'), undefined);
});
