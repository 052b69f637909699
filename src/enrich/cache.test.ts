import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryCache } from './cache.js';

test('the memory cache: bounded, oldest written first out (a read does not refresh), expiry per entry, delete', async () => {
  let t = 0;
  const c = new MemoryCache(3, () => t);
  await c.set('a', 1, 60);
  await c.set('b', 2, 60);
  await c.set('c', 3, 1);
  assert.equal(await c.get('a'), 1); // read: a stays the oldest written
  await c.set('d', 4, 60); // full: a goes
  assert.equal(await c.get('a'), undefined);
  assert.deepEqual([await c.get('b'), await c.get('c'), await c.get('d')], [2, 3, 4]);
  await c.set('b', 20, 60); // written again: b is now the newest
  await c.set('e', 5, 60); // c goes, not b
  assert.equal(await c.get('c'), undefined);
  assert.equal(await c.get('b'), 20);
  t += 61_000; // b, d and e were written for 60 s
  assert.equal(await c.get('b'), undefined);
  await c.set('f', 6, 60);
  assert.equal(await c.delete('f'), true);
  assert.equal(await c.delete('f'), false);
  assert.equal(await c.get('f'), undefined);
});

test('the memory cache stays within its bound over many writes of new keys and rewrites of old ones', async () => {
  const c = new MemoryCache(100);
  for (let i = 0; i < 50_000; i++) await c.set(`k${i % 3 === 0 ? i % 90 : i}`, i, 60);
  // The newest keys are there; the key rewritten every third write (k0..k89 cycle) is among the recent ones.
  assert.equal(await c.get('k49999'), 49999);
  assert.equal(await c.get('k1'), undefined);
  let held = 0;
  for (let i = 0; i < 50_000; i++) if ((await c.get(`k${i}`)) !== undefined) held++;
  assert.ok(held <= 100, `held ${held}`);
});
