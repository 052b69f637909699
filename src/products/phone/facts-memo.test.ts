import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BreachAggregate } from '../../reference/datasets/breaches.js';
import { factsWeight, PhoneFactsMemo } from './facts-memo.js';
import type { DatasetFacts } from './sources.js';

const facts = (n: number, breaches = 0): DatasetFacts => ({
  mnp: null,
  disposable: null,
  presence: { whatsapp: { present: n % 2 === 0, observed: '2025-01-01', first_name: null, last_name: null, username: null, image_url: null, privacy_status: null } },
  ...(breaches > 0 ? { breaches: { count: breaches } as BreachAggregate } : {}),
});

test('answers only under the counter and the loaded datasets it was filled with', () => {
  const m = new PhoneFactsMemo(10);
  assert.equal(m.get(3, '44', 0b11), undefined, 'empty');
  m.set(3, '44', 0b11, facts(1));
  assert.deepEqual(m.get(3, '44', 0b11), facts(1));
  assert.equal(m.get(3, '44', 0b01), undefined, 'another set of loaded datasets');
  assert.equal(m.get(3, '45', 0b11), undefined, 'another number');
  assert.equal(m.get(4, '44', 0b11), undefined, 'the counter moved');
  assert.equal(m.size, 0, 'a moved counter empties the memo');
  assert.equal(m.get(3, '44', 0b11), undefined, 'nor does it come back under the old counter');
  m.set(4, '44', 0b11, facts(1));
  assert.equal(m.size, 0, 'not kept under a counter other than the last one asked (a read of an older snapshot)');
});

test('known: kept, or seen lately (one number per slot of a bounded table)', () => {
  const m = new PhoneFactsMemo(4);
  m.get(1, 'x', 1);
  assert.equal(m.known('a'), false);
  m.see('a');
  assert.equal(m.known('a'), true, 'seen');
  for (let i = 0; i < 64; i++) m.see(`n${i}`);
  assert.equal(m.known('a'), false, 'its slot taken by another number');
  assert.deepEqual([...Array(64).keys()].filter((i) => m.known(`n${i}`)).length <= 4, true, 'at most one number a slot');
  m.set(1, 'b', 1, facts(0));
  assert.equal(m.known('b'), true, 'kept');
  m.get(2, 'b', 1);
  assert.equal(m.known('b'), false, 'a moved counter forgets what was kept');
});

test('bounded in numbers, oldest first', () => {
  const m = new PhoneFactsMemo(3);
  m.get(1, 'x', 1);
  for (let i = 0; i < 5; i++) m.set(1, `n${i}`, 1, facts(i));
  assert.equal(m.size, 3);
  assert.equal(m.get(1, 'n1', 1), undefined);
  assert.deepEqual(m.get(1, 'n4', 1), facts(4));
  m.set(1, 'n4', 2, facts(5));
  assert.equal(m.size, 3, 'a number kept again replaces its entry');
  assert.deepEqual(m.get(1, 'n4', 2), facts(5));
  assert.ok(m.get(1, 'n2', 1), 'and evicts nothing');
});

test('bounded in the rows behind the entries; a number too heavy is not kept', () => {
  const m = new PhoneFactsMemo(1000, 160);
  m.get(1, 'x', 1);
  assert.equal(factsWeight(facts(0, 9)), 10);
  for (let i = 0; i < 20; i++) m.set(1, `n${i}`, 1, facts(i, 9));
  assert.equal(m.size, 16);
  assert.equal(m.rows, 160);
  assert.equal(m.get(1, 'n3', 1), undefined, 'the oldest went first');
  assert.ok(m.get(1, 'n4', 1));
  m.set(1, 'heavy', 1, facts(0, 10));
  assert.equal(m.get(1, 'heavy', 1), undefined, 'heavier than a sixteenth of the budget');
  assert.equal(m.size, 16);
  m.set(1, 'n19', 1, facts(0, 1));
  assert.equal(m.rows, 152, 'a replaced entry gives its weight back');
});

test('the periodic check: nothing while empty, the memo emptied when the counter moved, stopped when closed', async () => {
  let counter = 7;
  let reads = 0;
  let closed = false;
  const m = new PhoneFactsMemo(10, 1000, {
    intervalMs: 60_000,
    read: () => {
      reads++;
      return counter;
    },
    closed: () => closed,
  });
  await m.check();
  assert.equal(reads, 0, 'an empty memo reads nothing');
  assert.equal(m.watching, false, 'and has no timer');
  m.get(7, 'x', 1);
  m.set(7, '44', 1, facts(1));
  assert.equal(m.watching, true, 'the first entry starts the timer');
  await m.check();
  assert.deepEqual([reads, m.size], [1, 1], 'the same counter: kept');
  counter = 8;
  await m.check();
  assert.equal(m.size, 0, 'a moved counter empties it without a call');
  m.set(7, '44', 1, facts(1));
  assert.equal(m.size, 0, 'nor is anything kept under the old counter afterwards');
  m.get(8, 'x', 1);
  m.set(8, '44', 1, facts(1));
  closed = true;
  await m.check();
  assert.deepEqual([m.size, m.watching], [0, false], 'a closed connection: emptied, and the timer stopped for good');
  m.get(8, 'x', 1);
  m.set(8, '44', 1, facts(1));
  assert.equal(m.watching, false);
});

test('the periodic check: a failed read empties the memo and stops the timer until the next entry', async () => {
  const m = new PhoneFactsMemo(10, 1000, { intervalMs: 60_000, read: () => Promise.reject(new Error('down')) });
  m.get(1, 'x', 1);
  m.set(1, '44', 1, facts(1));
  await m.check();
  assert.deepEqual([m.size, m.watching], [0, false]);
  m.get(1, 'x', 1);
  m.set(1, '44', 1, facts(1));
  assert.equal(m.watching, true);
  m.stop();
});

test('the numbers seen lately leave with the facts: a moved counter read by a call or by the check empties them', async () => {
  let counter = 3;
  const m = new PhoneFactsMemo(16, 1000, { intervalMs: 60_000, read: () => counter });
  m.see('a');
  assert.equal(m.watching, true, 'a number seen starts the check');
  await m.check();
  assert.deepEqual([m.known('a'), m.seenCount], [false, 0], 'marked before the check had a reading: emptied at its first turn');
  m.see('a');
  m.see('b');
  await m.check();
  assert.deepEqual([m.known('a'), m.known('b'), m.seenCount], [true, true, 2], 'the counter stood since the last reading: kept');
  counter = 4;
  await m.check();
  assert.deepEqual([m.known('a'), m.known('b'), m.seenCount], [false, false, 0], 'the counter moved: emptied, no call needed');
  m.see('c');
  await m.check();
  assert.equal(m.known('c'), true, 'marked after a reading of the same counter');

  m.get(4, 'x', 1);
  m.set(4, 'k', 1, facts(1));
  m.see('d');
  m.get(5, 'k', 1);
  assert.deepEqual([m.known('c'), m.known('d'), m.known('k'), m.seenCount], [false, false, false, 0], 'a call reading a moved counter empties them');
  m.see('e');
  m.clear();
  assert.equal(m.seenCount, 0, 'clear forgets them too');
  m.stop();
});

test('the numbers seen lately: a closed connection or a failed read empties them', async () => {
  let closed = false;
  const m = new PhoneFactsMemo(16, 1000, { intervalMs: 60_000, read: () => 1, closed: () => closed });
  m.see('a');
  await m.check();
  m.see('a');
  await m.check();
  assert.equal(m.seenCount, 1);
  closed = true;
  await m.check();
  assert.deepEqual([m.seenCount, m.watching], [0, false]);
  const f = new PhoneFactsMemo(16, 1000, { intervalMs: 60_000, read: () => Promise.reject(new Error('down')) });
  f.see('a');
  await f.check();
  assert.deepEqual([f.seenCount, f.watching], [0, false]);
  f.see('b');
  assert.equal(f.watching, true, 'the next number seen starts it again');
  f.stop();
});
