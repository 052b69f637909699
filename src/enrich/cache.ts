/**
 * Enrichment cache. In-process by default (bounded, TTL); a Redis implementation is chosen in the
 * composition root when REDIS_URL is set.
 */
import { BoundedLru } from '../memo/lru.js';

export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  /** Forget one entry (erasure of a data subject); true when there was one. */
  delete?(key: string): Promise<boolean>;
}

export class MemoryCache implements Cache {
  /**
   * Oldest written first out when full (a read does not refresh an entry; writing it again does). Not the Map's own
   * order: src/memo/lru.ts says why.
   */
  private readonly entries: BoundedLru<string, unknown>;
  constructor(maxEntries = 100_000, now: () => number = Date.now) {
    this.entries = new BoundedLru<string, unknown>(maxEntries, Number.POSITIVE_INFINITY, now, false);
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.getSync<T>(key);
  }

  getSync<T>(key: string): T | undefined {
    return this.entries.get(key) as T | undefined;
  }

  async delete(key: string): Promise<boolean> {
    return this.entries.delete(key);
  }

  async set<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
    this.entries.set(key, value, ttlSeconds * 1000);
  }
}
