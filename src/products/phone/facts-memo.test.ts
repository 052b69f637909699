import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PhoneFactsMemo } from './facts-memo.js';
import type { DatasetFacts } from './sources.js';

const facts = (n: number): DatasetFacts => ({ mnp: null, disposable: null, presence: { whatsapp: { present: n % 2 === 0, observed: '2025-01-01', first_name: null, last_name: null, username: null, image_url: null, privacy_status: null } } });

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

test('bounded, oldest first', () => {
  const m = new PhoneFactsMemo(3);
  m.get(1, 'x', 1);
  for (let i = 0; i < 5; i++) m.set(1, `n${i}`, 1, facts(i));
  assert.equal(m.size, 3);
  assert.equal(m.get(1, 'n1', 1), undefined);
  const kept = m.get(1, 'n4', 1)!;
  assert.deepEqual(kept, facts(4));
});
