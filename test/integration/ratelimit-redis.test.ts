/**
 * The Redis token bucket (src/accounts/ratelimit-redis.ts) against a real redis-server on loopback: the burst, the
 * refusal with its retry-after, the refill, and one bucket shared by two limiter instances (two server processes).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { RedisRateLimiter } from '../../src/accounts/ratelimit-redis.js';
import { RedisCache } from '../../src/enrich/cache-redis.js';
import { startRedis, type RedisServer } from '../helpers/redis.js';
import { testApp, uniqueId } from '../helpers/app.js';
import { compose } from '../../src/composition.js';
import { buildApp } from '../../src/app.js';

describe('Redis rate limiter and cache', () => {
  let redis: RedisServer;
  let clients: Redis[] = [];
  let a: RedisRateLimiter;
  let b: RedisRateLimiter;
  before(async () => {
    redis = await startRedis();
    clients = [await RedisRateLimiter.connect(redis.url), await RedisRateLimiter.connect(redis.url)];
    a = new RedisRateLimiter(clients[0]);
    b = new RedisRateLimiter(clients[1]);
  });
  after(async () => {
    for (const c of clients) await c.quit();
    await redis?.stop();
  });

  test('the enrichment cache: values shared across processes, expiry, and a dead Redis is a miss', async () => {
    const one = new RedisCache(clients[0]);
    const two = new RedisCache(clients[1]);
    await one.set('mx:example.com', { hosts: ['mx1.example.com'], n: 2 }, 60);
    assert.deepEqual(await two.get('mx:example.com'), { hosts: ['mx1.example.com'], n: 2 });
    assert.equal(await two.get('mx:nothing'), undefined);
    assert.ok((await clients[0].ttl('idrisk:cache:mx:example.com')) > 50);
    const dead = new Redis(`redis://127.0.0.1:1`, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    const broken = new RedisCache(dead);
    assert.equal(await broken.get('mx:example.com'), undefined);
    await broken.set('k', 1, 10);
    dead.disconnect();
  });

  test('two app instances with REDIS_URL share one key\'s rate limit', async () => {
    const one = await testApp('sqlite', { REDIS_URL: redis.url });
    try {
      // A second app on the same database file, as a second process would be.
      // Without products: building the engines takes seconds on a loaded machine and is not what this test is about.
      const twoServices = await compose(one.config, { products: false });
      const two = await buildApp(twoServices);
      try {
        // Ready (schemas compiled) before the clock of the bucket matters: three calls must fit in its refill time.
        await two.ready();
        const acct = await one.account({ rateLimit: 2 });
        const call = (app: typeof two) =>
          app.inject({ method: 'GET', url: '/1.0/credits', headers: { 'x-api-key': acct.live } });
        const codes = [(await call(one.app)).statusCode, (await call(two)).statusCode, (await call(one.app)).statusCode];
        assert.deepEqual(codes, [200, 200, 429]);
      } finally {
        await two.close();
        await twoServices.close();
      }
    } finally {
      await one.close();
    }
  });

  test('a burst of `rate` requests passes, the next is refused with a retry-after, the bucket refills', async () => {
    const key = uniqueId('key');
    const rate = 2;
    const burst = [];
    for (let i = 0; i < rate; i++) burst.push(await a.consume(key, rate));
    assert.deepEqual(burst.map((d) => [d.allowed, d.remaining, d.limit, d.retryAfterSeconds]), [[true, 1, 2, 0], [true, 0, 2, 0]]);
    const refused = await a.consume(key, rate);
    assert.equal(refused.allowed, false);
    assert.equal(refused.remaining, 0);
    assert.ok(refused.retryAfterSeconds >= 1, `retry after ${refused.retryAfterSeconds} s`);
    assert.ok(refused.resetSeconds >= refused.retryAfterSeconds);

    // After the time the refusal names, tokens have flowed back at `rate` per second.
    await delay(refused.retryAfterSeconds * 1000);
    const refilled = await a.consume(key, rate);
    assert.equal(refilled.allowed, true);
    assert.equal(refilled.retryAfterSeconds, 0);
  });

  test('two limiter instances share one bucket per key; other keys are apart', async () => {
    const key = uniqueId('key');
    const rate = 3;
    const decisions = [await a.consume(key, rate), await b.consume(key, rate), await a.consume(key, rate)];
    assert.deepEqual(decisions.map((d) => [d.allowed, d.remaining]), [[true, 2], [true, 1], [true, 0]]);
    const fromB = await b.consume(key, rate);
    assert.equal(fromB.allowed, false, 'the tokens taken through the other instance count');
    assert.ok(fromB.retryAfterSeconds >= 1);
    assert.equal((await a.consume(key, rate)).allowed, false);
    const other = await b.consume(uniqueId('key'), rate);
    assert.deepEqual([other.allowed, other.remaining], [true, 2]);
  });

  test('simultaneous requests from both instances never take more than the burst', async () => {
    const key = uniqueId('key');
    const rate = 5;
    const started = Date.now();
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).consume(key, rate)));
    // The burst, plus whatever refilled while the 20 requests were in flight (nothing, unless the machine stalls).
    const refill = Math.floor(((Date.now() - started) / 1000) * rate);
    const allowed = all.filter((d) => d.allowed).length;
    assert.ok(allowed >= rate && allowed <= rate + refill, `${allowed} allowed`);
  });
});
