/** The token bucket in Redis (one hash per key, updated atomically by a Lua script), for many processes. */
import { Redis } from 'ioredis';
import type { RateDecision, RateLimiter } from './ratelimit.js';

const SCRIPT = `
local rate = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local capacity = math.max(1, rate)
local state = redis.call('HMGET', KEYS[1], 't', 'u')
local tokens = tonumber(state[1]) or capacity
local updated = tonumber(state[2]) or now
local elapsed = math.max(0, now - updated) / 1000
tokens = math.min(capacity, tokens + elapsed * rate)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'u', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / rate * 1000) + 1000)
return {allowed, tostring(tokens)}
`;

export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly redis: Redis) {
    redis.defineCommand('idriskBucket', { numberOfKeys: 1, lua: SCRIPT });
  }

  /** A connected client for the limiter and the cache (the composition root owns and closes it). */
  static async connect(url: string): Promise<Redis> {
    const redis = RedisRateLimiter.client(url);
    await redis.connect();
    return redis;
  }

  /** A client not yet connected (call connect(); ioredis reconnects by itself after a failed first attempt). */
  static client(url: string): Redis {
    return new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  }

  async consume(key: string, ratePerSecond: number): Promise<RateDecision> {
    const now = Date.now();
    const [allowed, tokensText] = (await (this.redis as unknown as {
      idriskBucket(k: string, rate: number, now: number): Promise<[number, string]>;
    }).idriskBucket(`idrisk:rl:${key}`, ratePerSecond, now)) as [number, string];
    const t = Number(tokensText);
    const capacity = Math.max(1, ratePerSecond);
    return {
      allowed: allowed === 1,
      remaining: Math.floor(t),
      limit: capacity,
      resetSeconds: Math.ceil((capacity - t) / ratePerSecond),
      retryAfterSeconds: allowed === 1 ? 0 : Math.max(1, Math.ceil((1 - t) / ratePerSecond)),
    };
  }

}
