import { test } from 'node:test';
import assert from 'node:assert/strict';
import { base62, ID_TIME_CHARS, idTime, newId, pooledBase62 } from './ids.js';

test('ids: prefix, length and alphabet', () => {
  assert.match(newId('res'), /^res_[0-9A-Za-z]{20}$/);
  assert.match(newId('txn', 24), /^txn_[0-9A-Za-z]{24}$/);
  assert.match(newId('key', 8), /^key_[0-9A-Za-z]{8}$/);
  assert.match(base62(32), /^[0-9A-Za-z]{32}$/);
});

test('ids: the time part sorts like the time, and ids made later sort after', () => {
  const times = [0, 1, 61, 62, 3843, 1_700_000_000_000, Date.now(), 62 ** 7 - 1];
  const parts = times.map(idTime);
  for (const p of parts) assert.equal(p.length, ID_TIME_CHARS);
  assert.deepEqual([...parts].sort(), parts, 'binary order of the text = numeric order of the time');
  assert.equal(idTime(61), '000000z');
  assert.equal(idTime(62), '0000010');
  // The last millisecond's text is reused: the same time twice, then another, each gives its own text.
  assert.equal(idTime(62), '0000010');
  assert.equal(idTime(61.9), '000000z');
  assert.equal(idTime(3843), '00000zz');
  const before = newId('res');
  const at = Date.now();
  while (Date.now() === at) {
    /* the next millisecond */
  }
  const after = newId('res');
  assert.ok(before < after, `${before} < ${after}`);
  assert.equal(after.slice(4, 4 + ID_TIME_CHARS) >= idTime(at + 1), true);
});

test('ids: the pool never hands out the same bytes twice (distinct ids across many refills)', () => {
  // 20,000 ids use ~80 refills of the 4 KB pool; a reused or unrefilled pool repeats ids made in one millisecond.
  const seen = new Set<string>();
  for (let i = 0; i < 20_000; i++) seen.add(newId('use'));
  assert.equal(seen.size, 20_000);
});

test('ids: pooled characters are uniform over the 62 symbols (no modulo bias)', () => {
  const counts = new Map<string, number>();
  const text = pooledBase62(310_000);
  assert.match(text, /^[0-9A-Za-z]+$/);
  assert.equal(text.length, 310_000);
  for (const n of [1, 13, 255, 256, 257, 513]) assert.match(pooledBase62(n), new RegExp(`^[0-9A-Za-z]{${n}}$`));
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  assert.equal(counts.size, 62);
  // Expected 5,000 each; byte % 62 without rejection would give the first 8 symbols ~+3% (~14 sigma over 8 cells).
  let chi = 0;
  for (const n of counts.values()) chi += (n - 5000) ** 2 / 5000;
  // 61 degrees of freedom: p = 1e-6 at ~117.
  assert.ok(chi < 117, `chi-square ${chi.toFixed(1)}`);
});
