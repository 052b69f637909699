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

test('answers as a map kept in recency order would, over a long mixed run with expiry, compactions and clears', () => {
  // The reference: a Map whose insertion order is the recency order (a hit re-inserts its key).
  let t = 0;
  const ttl = 3_000;
  const lru = new BoundedLru<string, number>(50, ttl, () => t);
  const ref = new Map<string, { value: number; expires: number }>();
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  for (let i = 0; i < 200_000; i++) {
    t += rand(3);
    // Stretches of hits on a hot set (stale queue entries pile up: compactions) between stretches that also draw
    // from a wide set (evictions).
    const key = Math.floor(i / 5_000) % 2 === 1 && rand(4) === 0 ? `w${rand(5_000)}` : `h${rand(40)}`;
    if (i % 50_000 === 49_999) {
      lru.clear();
      ref.clear();
    }
    const r = ref.get(key);
    let expected: number | undefined;
    if (r && r.expires > t) {
      ref.delete(key);
      ref.set(key, r);
      expected = r.value;
    } else if (r) ref.delete(key);
    assert.equal(lru.get(key), expected, `get ${key} at step ${i}`);
    if (expected === undefined) {
      lru.set(key, i);
      if (ref.size >= 50) ref.delete(ref.keys().next().value!);
      ref.set(key, { value: i, expires: t + ttl });
    }
    assert.equal(lru.size, ref.size);
  }
  assert.ok(lru.hits > 50_000 && lru.misses > 20_000, `a mixed run: ${lru.hits} hits, ${lru.misses} misses`);
});
