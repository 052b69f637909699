import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BoundedLru } from './lru.js';

test('evicts the least recently used entry when full', () => {
  const lru = new BoundedLru<string, number>(2);
  lru.set('a', 1);
  lru.set('b', 2);
  assert.equal(lru.get('a'), 1); // a is now the most recent
  lru.set('c', 3); // evicts b
  assert.equal(lru.get('b'), undefined);
  assert.equal(lru.get('a'), 1);
  assert.equal(lru.get('c'), 3);
  assert.equal(lru.size, 2);
});

test('entries expire after the ttl and hit/miss counts are kept', () => {
  let t = 1000;
  const lru = new BoundedLru<string, string>(10, 50, () => t);
  lru.set('k', 'v');
  assert.equal(lru.get('k'), 'v');
  t += 51;
  assert.equal(lru.get('k'), undefined);
  assert.equal(lru.hits, 1);
  assert.equal(lru.misses, 1);
  assert.equal(lru.hitRate(), 0.5);
});

test('rejects a non-positive size', () => {
  assert.throws(() => new BoundedLru(0), /positive integer/);
});
