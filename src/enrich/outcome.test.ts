import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Deadline } from './deadline.js';
import { ProviderFailure, runProvider } from './outcome.js';

/**
 * A lookup that never settles and holds no handle of its own. The deadline's timer does not hold the process open
 * (deadline.test.ts) and a real lookup waits on a socket or a timer that does; `underDeadline` holds a timer for that here.
 */
const never = () => new Promise<never>(() => {});

/** Runs `body` under a deadline of `ms`, with a timer that holds the process open meanwhile (see `never`). */
async function underDeadline(ms: number, body: (d: Deadline) => Promise<void>): Promise<void> {
  const d = new Deadline(ms);
  const held = setTimeout(() => {}, 10_000);
  try {
    await body(d);
  } finally {
    d.dispose();
    clearTimeout(held);
  }
}

test('a lookup answers its value; a typed failure keeps its reason; any other error is unavailable', async () => {
  await underDeadline(5000, async (d) => {
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
  });
});

test('with no timeout of its own, a lookup that ignores its signal ends as a timeout when the deadline passes', async () => {
  await underDeadline(30, async (d) => {
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
  });
});

test('a lookup that stops on its signal at the deadline is a timeout, not unavailable', async () => {
  await underDeadline(30, async (d) => {
    const o = await runProvider(
      (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })),
      d,
    );
    assert.equal(!o.ok && o.reason, 'timeout');
  });
});

test('a lookup with its own timeout stops at it; its signal aborts and the call deadline does not', async () => {
  await underDeadline(5000, async (d) => {
    let seen: AbortSignal | undefined;
    const o = await runProvider((signal) => {
      seen = signal;
      return never();
    }, d, 20);
    assert.equal(!o.ok && o.reason, 'timeout');
    assert.equal(seen?.aborted, true);
    assert.equal(d.signal.aborted, false);
  });
});

test('cancelling the deadline ends a lookup at once as a timeout', async () => {
  const d = new Deadline(60_000);
  const pending = runProvider(() => never(), d);
  d.cancel();
  const o = await pending;
  assert.equal(!o.ok && o.reason, 'timeout');
});
