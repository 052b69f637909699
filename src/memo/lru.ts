import { KeyQueue } from './fifo.js';

/**
 * A bounded LRU map with optional expiry, in constant time per call (amortized). It counts hits and misses so
 * benchmarks can report the hit rate.
 *
 * The recency order is a queue of (key, stamp) pairs, oldest first: a hit gives its entry a new stamp and queues it
 * again, so its earlier pair goes stale; eviction takes pairs from the front and skips the stale ones. The queue is
 * rebuilt from its live pairs when stale ones outnumber the entries. It does not use the Map's own order for
 * eviction: V8 keeps deleted Map entries as holes that an iterator walks over (src/memo/fifo.ts), and a hit that
 * re-inserted its key left one behind every time.
 */
export class BoundedLru<K, V> {
  private readonly map = new Map<K, { value: V; expires: number; stamp: number }>();
  private keys = new KeyQueue<K>();
  private stamps = new KeyQueue<number>();
  private clock = 0;
  hits = 0;
  misses = 0;

  /**
   * @param ttlMs how long an entry lives when `set` is given none
   * @param touchOnGet false: a hit does not make its entry the most recent (the order is of the writes: oldest
   *   written first out, as an expiring cache wants)
   */
  constructor(
    readonly maxEntries: number,
    private readonly ttlMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
    private readonly touchOnGet = true,
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
    if (this.touchOnGet) this.touch(key, e);
    this.hits++;
    return e.value;
  }

  set(key: K, value: V, ttlMs = this.ttlMs): void {
    const expires = ttlMs === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : this.now() + ttlMs;
    const e = this.map.get(key);
    if (e !== undefined) {
      e.value = value;
      e.expires = expires;
      this.touch(key, e);
      return;
    }
    while (this.map.size >= this.maxEntries) {
      const oldest = this.keys.shift();
      const stamp = this.stamps.shift();
      if (oldest === undefined && stamp === undefined) break;
      if (this.map.get(oldest as K)?.stamp === stamp) this.map.delete(oldest as K);
    }
    const made = { value, expires, stamp: 0 };
    this.map.set(key, made);
    this.touch(key, made);
  }

  /** Forget one entry; true when there was one. */
  delete(key: K): boolean {
    return this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
    this.keys = new KeyQueue<K>();
    this.stamps = new KeyQueue<number>();
  }

  hitRate(): number {
    const total = this.hits + this.misses;
    return total === 0 ? 0 : this.hits / total;
  }

  resetStats(): void {
    this.hits = 0;
    this.misses = 0;
  }

  /** The entry becomes the most recent: a new stamp, queued at the back. */
  private touch(key: K, e: { stamp: number }): void {
    e.stamp = ++this.clock;
    this.keys.push(key);
    this.stamps.push(e.stamp);
    if (this.keys.length > 2 * this.map.size + 1024) this.compact();
  }

  /** The queue rebuilt with its live pairs only, in their order. */
  private compact(): void {
    const keys = new KeyQueue<K>();
    const stamps = new KeyQueue<number>();
    for (let key = this.keys.shift(), stamp = this.stamps.shift(); key !== undefined || stamp !== undefined; key = this.keys.shift(), stamp = this.stamps.shift()) {
      if (this.map.get(key as K)?.stamp === stamp) {
        keys.push(key as K);
        stamps.push(stamp as number);
      }
    }
    this.keys = keys;
    this.stamps = stamps;
  }
}
