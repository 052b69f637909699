/**
 * Enrichment cache. In-process by default (bounded, TTL); a Redis implementation is chosen in the
 * composition root when REDIS_URL is set.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  /** Forget one entry (erasure of a data subject); true when there was one. */
  delete?(key: string): Promise<boolean>;
}

export class MemoryCache implements Cache {
  private readonly map = new Map<string, { value: unknown; expires: number }>();
  constructor(
    private readonly maxEntries = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    return this.getSync<T>(key);
  }

  getSync<T>(key: string): T | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expires <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e.value as T;
  }

  async delete(key: string): Promise<boolean> {
    return this.map.delete(key);
  }

  async set<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
    if (this.map.size >= this.maxEntries) {
      // Evict the oldest insertion (Map keeps insertion order).
      const first = this.map.keys().next();
      if (!first.done) this.map.delete(first.value);
    }
    this.map.delete(key);
    this.map.set(key, { value, expires: this.now() + ttlSeconds * 1000 });
  }
}
