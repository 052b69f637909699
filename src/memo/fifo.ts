/**
 * Bounded memos, oldest forgotten first, in constant time per call: the sandbox path's, the engines' memos of recent
 * inputs (graph node ids, name pairs and folded names, email local parts).
 *
 * They do not evict through their Map's own order (`map.keys().next()`): V8 leaves a deleted entry of a Map or Set as a
 * hole until the table is rebuilt, and an iterator walks over every hole before the first live entry. A full memo that
 * deletes its oldest entry and adds one per call keeps thousands of holes at the front of its table, so each eviction
 * walks them (docs/decisions.md, issue 33 eighth pass: tens of µs per call at 10,000 entries).
 */

/** Keys in the order they were pushed; the oldest is taken first. */
export class KeyQueue<K> {
  private items: (K | undefined)[] = [];
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  push(key: K): void {
    this.items.push(key);
  }

  /** Drop every key. */
  clear(): void {
    this.items = [];
    this.head = 0;
  }

  /** The oldest key, removed; undefined when empty. */
  shift(): K | undefined {
    if (this.head >= this.items.length) return undefined;
    const key = this.items[this.head];
    this.items[this.head++] = undefined;
    // The taken slots are dropped once they are half of the array: each key is copied at most once on average.
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return key;
  }
}

/** A memo bounded in entries, oldest forgotten first. */
export class FifoMemo<K, V> {
  private readonly map = new Map<K, V>();
  /** The memo's keys, oldest first: exactly the keys of `map` (every key is added and removed through both). */
  private readonly order = new KeyQueue<K>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  /** Forget every entry. */
  clear(): void {
    this.map.clear();
    this.order.clear();
  }

  set(key: K, value: V): void {
    if (!this.map.has(key)) {
      while (this.map.size >= this.max) {
        const oldest = this.order.shift();
        if (oldest === undefined) break;
        this.map.delete(oldest);
      }
      this.order.push(key);
    }
    this.map.set(key, value);
  }
}
