import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Deadline } from './deadline.js';
import { ProviderFailure, runProvider } from './outcome.js';

/**
 * A lookup that never settles and holds no handle of its own. The deadline's timer does not hold the process open
 * (deadline.test.ts) and a real lookup waits on a socket or a timer that does; `hold` stands for that here.
 */
const never = () => new Promise<never>(() => {});
let held: NodeJS.Timeout | undefined;
const hold = () => (held = setTimeout(() => {}, 10_000));
const release = () => clearTimeout(held);

test('a lookup answers its value; a typed failure keeps its reason; any other error is unavailable', async () => {
  const d = new Deadline(5000);
  try {
    const ok = await runProvider(async () => 42, d);
    assert.equal(ok.ok, true);
    assert.equal(ok.ok && ok.value, 42);
    const bad = await runProvider(async () => {
      throw new ProviderFailure('bad_input', 'no such number');
    }, d);
    assert.deepEqual({ ...bad, ms: 0 }, { ok: false, reason: 'bad_input', ms: 0, error: 'no such number' });
    const broken = await runProvider(async () => {
      throw new Error('socket closed');
    }, d);
    assert.deepEqual({ ...broken, ms: 0 }, { ok: false, reason: 'unavailable', ms: 0, error: 'socket closed' });
  } finally {
    d.dispose();
    release();
  }
});

test('with no timeout of its own, a lookup that ignores its signal ends as a timeout when the deadline passes', async () => {
  const d = new Deadline(30);
  hold();
  try {
    let seen: AbortSignal | undefined;
    const o = await runProvider((signal) => {
      seen = signal;
      return never();
    }, d);
    assert.equal(o.ok, false);
    assert.equal(!o.ok && o.reason, 'timeout');
    assert.equal(seen?.aborted, true, 'the lookup was told to stop');
    // Several lookups of one call share the deadline: each ends as a timeout, and a later one does not start.
    const later = await runProvider(async () => 1, d);
    assert.deepEqual(later, { ok: false, reason: 'timeout', ms: 0 });
  } finally {
    d.dispose();
    release();
  }
});

test('a lookup that stops on its signal at the deadline is a timeout, not unavailable', async () => {
  const d = new Deadline(30);
  hold();
  try {
    const o = await runProvider(
      (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })),
      d,
    );
    assert.equal(!o.ok && o.reason, 'timeout');
  } finally {
    d.dispose();
    release();
  }
});

test('a lookup with its own timeout stops at it; its signal aborts and the call deadline does not', async () => {
  const d = new Deadline(5000);
  hold();
  try {
    let seen: AbortSignal | undefined;
    const o = await runProvider((signal) => {
      seen = signal;
      return never();
    }, d, 20);
    assert.equal(!o.ok && o.reason, 'timeout');
    assert.equal(seen?.aborted, true);
    assert.equal(d.signal.aborted, false);
  } finally {
    d.dispose();
    release();
  }
});

test('cancelling the deadline ends a lookup at once as a timeout', async () => {
  const d = new Deadline(60_000);
  const pending = runProvider(() => never(), d);
  d.cancel();
  const o = await pending;
  assert.equal(!o.ok && o.reason, 'timeout');
});
