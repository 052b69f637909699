/**
 * A small bounded LRU map (a Map keeps insertion order; a hit re-inserts the key at the end, eviction removes
 * the first key). Entries may carry an expiry. Counts hits and misses so benchmarks can report the hit rate.
 */
export class BoundedLru<K, V> {
  private readonly map = new Map<K, { value: V; expires: number }>();
  hits = 0;
  misses = 0;

  constructor(
    readonly maxEntries: number,
    private readonly ttlMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error('BoundedLru: maxEntries must be a positive integer');
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const e = this.map.get(key);
    if (e === undefined) {
      this.misses++;
      return undefined;
    }
    if (e.expires <= this.now()) {
      this.map.delete(key);
      this.misses++;
      return undefined;
    }
    this.map.delete(key);
    this.map.set(key, e);
    this.hits++;
    return e.value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    if (this.map.size >= this.maxEntries) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
    this.map.set(key, { value, expires: this.ttlMs === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : this.now() + this.ttlMs });
  }

  clear(): void {
    this.map.clear();
  }

  hitRate(): number {
    const total = this.hits + this.misses;
    return total === 0 ? 0 : this.hits / total;
  }

  resetStats(): void {
    this.hits = 0;
    this.misses = 0;
  }
}
