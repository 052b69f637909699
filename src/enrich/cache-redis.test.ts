import assert from 'node:assert/strict';
import test from 'node:test';
import type { Redis } from 'ioredis';
import { createMetrics, suppressedReporter } from '../observability/metrics.js';
import { RedisCache } from './cache-redis.js';

/** A Redis client whose every command fails as ioredis fails when the server is gone and the queue is off. */
const broken = {
  get: async () => Promise.reject(new Error('Connection is closed.')),
  set: async () => Promise.reject(new Error('Connection is closed.')),
} as unknown as Redis;

test('a Redis fault is a cache miss, and it is logged and counted, not swallowed', async () => {
  const metrics = createMetrics();
  const lines: { obj: object; msg: string }[] = [];
  const report = suppressedReporter({ warn: (obj, msg) => lines.push({ obj, msg }) }, metrics.faults);
  const cache = new RedisCache(broken, 'test:', report);
  assert.equal(await cache.get('k'), undefined);
  await cache.set('k', { v: 1 }, 60);
  assert.deepEqual(lines.map((l) => (l.obj as { where: string }).where), ['cache_get', 'cache_set']);
  assert.ok(lines.every((l) => (l.obj as { err: Error }).err.message === 'Connection is closed.'));
  const text = await metrics.registry.metrics();
  assert.match(text, /idrisk_suppressed_errors_total\{where="cache_get"\} 1/);
  assert.match(text, /idrisk_suppressed_errors_total\{where="cache_set"\} 1/);
});
