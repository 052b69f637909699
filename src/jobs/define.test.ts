import { test } from 'node:test';
import assert from 'node:assert/strict';
import { backoffDelay, exhausted } from './define.js';
import { webhookDeliveryJob } from './webhook-delivery.js';

const HOUR = 3_600_000;

test('backoff grows exponentially to its ceiling; jitter only shortens it', () => {
  const b = { baseMs: 1000, factor: 2, maxMs: 10_000, jitter: 0.5 };
  assert.deepEqual([1, 2, 3, 4, 5, 9].map((n) => backoffDelay(b, n, () => 0)), [1000, 2000, 4000, 8000, 10_000, 10_000]);
  assert.equal(backoffDelay(b, 3, () => 1), 2000);
  for (let i = 0; i < 100; i++) {
    const d = backoffDelay(b, 3);
    assert.ok(d >= 2000 && d <= 4000, String(d));
  }
});

test('retry policies end by attempts or by age', () => {
  const created = new Date('2026-01-01T00:00:00Z');
  const at = (h: number) => new Date(created.getTime() + h * HOUR);
  const backoff = { baseMs: 1, factor: 1, maxMs: 1, jitter: 0 };
  assert.equal(exhausted({ maxAttempts: 3, backoff }, 2, created, at(0)), false);
  assert.equal(exhausted({ maxAttempts: 3, backoff }, 3, created, at(0)), true);
  assert.equal(exhausted({ retryForMs: 24 * HOUR, backoff }, 50, created, at(23.9)), false);
  assert.equal(exhausted({ retryForMs: 24 * HOUR, backoff }, 2, created, at(24)), true);
  assert.equal(exhausted({ backoff }, 1, created, at(0)), true, 'no policy: no retry');
});

test('webhook deliveries are retried for at least 24 hours, even with the most jitter', () => {
  const policy = webhookDeliveryJob.retry;
  for (const jitter of [0, 1]) {
    const created = new Date(0);
    let now = 0;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      if (exhausted(policy, attempts, created, new Date(now))) break;
      now += backoffDelay(policy.backoff, attempts, () => jitter);
    }
    assert.ok(now >= 24 * HOUR, `last attempt at ${now / HOUR} h`);
    assert.ok(now <= 29 * HOUR && attempts <= 20, `${attempts} attempts over ${now / HOUR} h`);
  }
});
