import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Deadline, lookupDeadline } from './deadline.js';

/**
 * The deadline's length in ms, exactly: its end minus the clock read just before and just after it was made (not its
 * remainingMs() against a fixed 50 ms window, which a machine that stalls between two lines broke).
 */
function made(make: () => Deadline): { readonly min: number; readonly max: number; readonly d: Deadline } {
  const before = Date.now();
  const d = make();
  const after = Date.now();
  return { min: d.at - after, max: d.at - before, d };
}

test('the lookups of a call stop the answer reserve before its timeout', () => {
  const { min, max, d } = made(() => lookupDeadline(2, 250));
  try {
    assert.ok(min <= 1750 && max >= 1750, `${min}-${max} ms`);
    assert.ok(d.remainingMs() <= 1750);
  } finally {
    d.dispose();
  }
});

test('the reserve never takes more than half of the timeout, and 0 keeps the whole timeout', () => {
  const half = made(() => lookupDeadline(1.7, 5000));
  const whole = made(() => lookupDeadline(1.7, 0));
  try {
    assert.ok(half.min <= 850 && half.max >= 850, `${half.min}-${half.max} ms`);
    assert.ok(whole.min <= 1700 && whole.max >= 1700, `${whole.min}-${whole.max} ms`);
  } finally {
    half.d.dispose();
    whole.d.dispose();
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
