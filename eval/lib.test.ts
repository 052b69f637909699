import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freemailDomains } from '../scripts/email-lists-lib.js';
import { EVAL_SEED, partOf, perLabel, precisionRecall, split } from './lib.js';

test('the split is deterministic, seeded, grouped and close to the asked share', () => {
  const keys = Array.from({ length: 4000 }, (_, i) => `item-${i}`);
  const a = split(keys, (k) => k, 0.3, 'names');
  const b = split(keys, (k) => k, 0.3, 'names');
  assert.deepEqual(a, b, 'same inputs, same parts');
  assert.equal(a.tuning.length + a.heldOut.length, keys.length);
  assert.ok(Math.abs(a.heldOut.length / keys.length - 0.3) < 0.03, `held-out share ${a.heldOut.length / keys.length}`);
  // Another seed or group moves items between parts; the part of an item never depends on the other items.
  const other = split(keys, (k) => k, 0.3, 'names', `${EVAL_SEED}-x`);
  assert.notDeepEqual(other.heldOut, a.heldOut);
  assert.notDeepEqual(split(keys, (k) => k, 0.3, 'email').heldOut, a.heldOut);
  assert.deepEqual(split(keys.slice(0, 100), (k) => k, 0.3, 'names').heldOut, a.heldOut.filter((k) => Number(k.slice(5)) < 100));
  // Pinned: a change of the hash or of the key layout changes which items are held out, and fails here.
  assert.equal(partOf('Peter Parker', 0.3, 'fictional'), partOf('Peter Parker', 0.3, 'fictional'));
  assert.deepEqual(keys.slice(0, 12).map((k) => partOf(k, 0.5, 'pin')), PINNED);
  assert.equal(partOf('x', 0), 'tuning');
  assert.equal(partOf('x', 1), 'held-out');
});
const PINNED = ['tuning', 'held-out', 'tuning', 'held-out', 'tuning', 'held-out', 'tuning', 'tuning', 'held-out', 'tuning', 'tuning', 'tuning'];

test('precision and recall per label, with none as a null label', () => {
  const pairs = [
    { actual: 'A', predicted: 'A' }, { actual: 'A', predicted: 'A' }, { actual: 'A', predicted: null },
    { actual: null, predicted: 'A' }, { actual: 'B', predicted: 'A' }, { actual: 'B', predicted: 'B' }, { actual: null, predicted: null },
  ];
  const a = precisionRecall(pairs, 'A');
  assert.deepEqual({ tp: a.tp, fp: a.fp, fn: a.fn, support: a.support }, { tp: 2, fp: 2, fn: 1, support: 3 });
  assert.equal(a.precision, 0.5);
  assert.equal(a.recall, 2 / 3);
  const b = precisionRecall(pairs, 'B');
  assert.equal(b.precision, 1);
  assert.equal(b.recall, 0.5);
  const none = precisionRecall(pairs, 'C');
  assert.equal(none.precision, null);
  assert.equal(none.recall, null);
  assert.deepEqual(perLabel(pairs).map((c) => c.label), ['A', 'B']);
});

test('free providers of the false-positive check: the domains every list names, sorted', async () => {
  const { agreedFreeProviders } = await import('./sources.js');
  assert.deepEqual(agreedFreeProviders([['b.com', 'a.com', 'x.org'], ['a.com', 'b.com', 'c.net'], ['b.com', 'a.com', '']]), ['a.com', 'b.com']);
  assert.deepEqual(agreedFreeProviders([['a.com'], []]), []);
});

test('SpamAssassin freemail_domains lines: exact domains only, lower-cased, other directives ignored', () => {
  const cf = ['# comment freemail_domains nope.com', 'ifplugin Mail::SpamAssassin::Plugin::FreeMail', 'freemail_domains Hush.com dr.com yahoo.* mail2*.com', '  freemail_domains   techie.com', 'header FREEMAIL_FROM eval:check_freemail_from()'].join('\n');
  assert.deepEqual(freemailDomains(cf), ['dr.com', 'hush.com', 'techie.com']);
});
