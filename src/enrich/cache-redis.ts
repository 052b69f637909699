/**
 * The enrichment cache in Redis, shared by every process. Values are JSON; a Redis fault is a cache miss (and a
 * skipped write), never a failed request.
 */
import type { Redis } from 'ioredis';
import type { ReportSuppressed } from '../observability/metrics.js';
import type { Cache } from './cache.js';

export class RedisCache implements Cache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'idrisk:cache:',
    private readonly report: ReportSuppressed = () => undefined,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    try {
      const text = await this.redis.get(this.prefix + key);
      return text === null ? undefined : (JSON.parse(text) as T);
    } catch (err) {
      this.report('cache_get', err);
      return undefined;
    }
  }

  async set<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
    try {
      await this.redis.set(this.prefix + key, JSON.stringify(value), 'EX', Math.max(1, Math.round(ttlSeconds)));
    } catch (err) {
      // A cache that cannot be written is a cache that misses.
      this.report('cache_set', err);
    }
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(this.prefix + key)) > 0;
  }
}
