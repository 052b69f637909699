import { PostgresAdapter } from 'kysely';
import type { Executor } from './db.js';

/**
 * Reads that concurrent calls share (PostgreSQL). Every live call reads a few rows by key before its work (is this
 * customer_id taken? what does the graph know of this phone?); on PostgreSQL each read is a round trip. A ReadBatcher
 * sends the keys asked for while no statement of its kind is in flight at once, and while one is in flight it collects
 * the next keys, sent together when it returns: under load, one statement answers many calls (the read-side
 * counterpart of SQLite's group commit), with no added wait when the process is idle. No caching: every key asked for
 * is read from the database after it was asked for. A failed statement fails every call that waited on it.
 */
export class ReadBatcher<K, V> {
  private queued = new Map<string, { key: K; waiters: { resolve: (v: V | undefined) => void; reject: (err: unknown) => void }[] }>();
  private inFlight = false;

  /**
   * @param load reads the rows of many keys in one statement; returns the value of each key found, by its id.
   * @param id the identity of a key (keys with equal ids are read once).
   * @param maxKeys the most keys one statement carries; more wait for the next.
   */
  constructor(
    private readonly load: (keys: readonly K[]) => Promise<ReadonlyMap<string, V>>,
    private readonly id: (key: K) => string,
    private readonly maxKeys = 256,
  ) {}

  /** The value of one key (undefined when the statement found none). */
  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const k = this.id(key);
      const entry = this.queued.get(k);
      if (entry) entry.waiters.push({ resolve, reject });
      else this.queued.set(k, { key, waiters: [{ resolve, reject }] });
      if (!this.inFlight) {
        this.inFlight = true;
        // The rest of this turn of the event loop (other calls parsed in the same read) joins the first statement.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = new Map<string, { key: K; waiters: { resolve: (v: V | undefined) => void; reject: (err: unknown) => void }[] }>();
    for (const [k, e] of this.queued) {
      if (batch.size >= this.maxKeys) break;
      batch.set(k, e);
      this.queued.delete(k);
    }
    try {
      const found = await this.load([...batch.values()].map((e) => e.key));
      for (const [k, e] of batch) for (const w of e.waiters) w.resolve(found.get(k));
    } catch (err) {
      for (const e of batch.values()) for (const w of e.waiters) w.reject(err);
    }
    if (this.queued.size > 0) void this.flush();
    else this.inFlight = false;
  }
}

/**
 * One ReadBatcher per PostgreSQL database handle, built on first use by `make(exec)`; `of(exec)` is null where reads
 * are not shared: on SQLite (no round trip to save) and inside a transaction (its reads belong to it alone).
 */
export class BatcherPerDatabase<K, V> {
  private readonly batchers = new WeakMap<Executor, ReadBatcher<K, V>>();
  constructor(private readonly make: (exec: Executor) => ReadBatcher<K, V>) {}

  of(exec: Executor): ReadBatcher<K, V> | null {
    if (exec.isTransaction || !(exec.getExecutor().adapter instanceof PostgresAdapter)) return null;
    let b = this.batchers.get(exec);
    if (!b) {
      b = this.make(exec);
      this.batchers.set(exec, b);
    }
    return b;
  }
}
