import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Deadline, lookupDeadline } from './deadline.js';

test('the lookups of a call stop the answer reserve before its timeout', () => {
  const d = lookupDeadline(2, 250);
  try {
    const left = d.remainingMs();
    assert.ok(left <= 1750 && left > 1700, `${left} ms`);
  } finally {
    d.dispose();
  }
});

test('the reserve never takes more than half of the timeout, and 0 keeps the whole timeout', () => {
  const half = lookupDeadline(1.7, 5000);
  const whole = lookupDeadline(1.7, 0);
  try {
    assert.ok(half.remainingMs() <= 850 && half.remainingMs() > 800, `${half.remainingMs()} ms`);
    assert.ok(whole.remainingMs() <= 1700 && whole.remainingMs() > 1650, `${whole.remainingMs()} ms`);
  } finally {
    half.dispose();
    whole.dispose();
  }
});

test('a deadline aborts its signal when it fires, and cancel() ends it at once', async () => {
  const d = new Deadline(20);
  const hold = setTimeout(() => {}, 5000); // the deadline's own timer does not hold the process open
  await new Promise<void>((resolve) => d.signal.addEventListener('abort', () => resolve()));
  clearTimeout(hold);
  assert.equal(d.signal.aborted, true);
  const c = new Deadline(60_000);
  c.cancel();
  assert.equal(c.signal.aborted, true);
  assert.equal(c.signal.reason?.name, 'DeadlineExceeded');
});
