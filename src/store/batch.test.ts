import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ReadBatcher } from './batch.js';

test('keys asked for together share one load; equal keys are read once; missing keys are undefined', async () => {
  const loads: string[][] = [];
  const b = new ReadBatcher<string, number>(async (keys) => {
    loads.push([...keys]);
    return new Map(keys.filter((k) => k !== 'none').map((k) => [k, k.length]));
  }, (k) => k);
  const got = await Promise.all([b.get('a'), b.get('bb'), b.get('a'), b.get('none')]);
  assert.deepEqual(got, [1, 2, 1, undefined]);
  assert.deepEqual(loads, [['a', 'bb', 'none']]);
});

test('keys asked for while a load is in flight go together in the next one; an idle batcher loads at once', async () => {
  const loads: string[][] = [];
  let release: () => void = () => {};
  const b = new ReadBatcher<string, string>(async (keys) => {
    loads.push([...keys]);
    if (loads.length === 1) await new Promise<void>((r) => (release = r));
    return new Map(keys.map((k) => [k, k.toUpperCase()]));
  }, (k) => k);
  const first = b.get('x');
  await new Promise((r) => setImmediate(r)); // the first load is in flight
  const later = [b.get('y'), b.get('z')];
  assert.deepEqual(loads, [['x']]);
  release();
  assert.deepEqual(await Promise.all([first, ...later]), ['X', 'Y', 'Z']);
  assert.deepEqual(loads, [['x'], ['y', 'z']]);
  assert.equal(await b.get('w'), 'W');
  assert.deepEqual(loads.at(-1), ['w']);
});

test('a failed load fails every call that waited on it, and the next load runs', async () => {
  let fail = true;
  const b = new ReadBatcher<string, number>(async (keys) => {
    if (fail) throw new Error('database unavailable');
    return new Map(keys.map((k) => [k, 1]));
  }, (k) => k);
  const results = await Promise.allSettled([b.get('a'), b.get('b')]);
  assert.deepEqual(results.map((r) => r.status), ['rejected', 'rejected']);
  fail = false;
  assert.equal(await b.get('a'), 1);
});

test('at most maxKeys per load; the rest follow in the next', async () => {
  const sizes: number[] = [];
  const b = new ReadBatcher<number, number>(async (keys) => {
    sizes.push(keys.length);
    return new Map(keys.map((k) => [String(k), k * 2]));
  }, String, 3);
  const got = await Promise.all([1, 2, 3, 4, 5].map((k) => b.get(k)));
  assert.deepEqual(got, [2, 4, 6, 8, 10]);
  assert.deepEqual(sizes, [3, 2]);
});
