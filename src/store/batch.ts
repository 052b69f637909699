import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Executor } from './db.js';

/**
 * Reads that concurrent calls share (PostgreSQL). Every live call reads a few rows by key before its work (is this
 * customer_id taken? what does the graph know of this phone? is it in the breach data?); on PostgreSQL each read is a
 * round trip. A ReadGroup sends the keys asked for while none of its statements is in flight at once, and while one is
 * in flight it collects the next keys, of every kind of read, sent together in one statement when it returns: under
 * load one statement answers many reads of many calls (the read-side counterpart of SQLite's group commit), with no
 * added wait when the process is idle. No caching: every key asked for is read from the database after it was asked
 * for. A failed statement fails every read that waited on it.
 *
 * A kind of read is a part of the group: `part.get(key)`. The group turns the keys of every part that has some into
 * one fragment each (`fragment(keys)`) and runs them together (`run(fragments)`, one result per fragment); each part
 * reads the values of its keys from its result (`collect(result, keys)`).
 */
export class ReadGroup<F, R> {
  private readonly parts: ReadPart<unknown, unknown, F, R>[] = [];
  private inFlight = false;

  /**
   * @param run runs the fragments of one flush together (one statement); one result per fragment, in order.
   * @param maxKeys the most keys of one part that one statement carries; more wait for the next.
   */
  constructor(
    private readonly run: (fragments: readonly F[]) => Promise<readonly R[]>,
    private readonly maxKeys = 256,
  ) {}

  /** A kind of read of this group. */
  part<K, V>(spec: PartSpec<K, V, F, R>): ReadPart<K, V, F, R> {
    const part = new ReadPart<K, V, F, R>(spec, () => this.schedule());
    this.parts.push(part as unknown as ReadPart<unknown, unknown, F, R>);
    return part;
  }

  private schedule(): void {
    if (this.inFlight) return;
    this.inFlight = true;
    // The rest of this turn of the event loop (other calls parsed in the same read) joins the first statement.
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const taken = this.parts.map((p) => ({ part: p, batch: p.take(this.maxKeys) })).filter((t) => t.batch.size > 0);
    try {
      const results = await this.run(taken.map((t) => t.part.spec.fragment([...t.batch.values()].map((e) => e.key))));
      taken.forEach((t, i) => t.part.settle(t.batch, results[i]!));
    } catch (err) {
      for (const t of taken) t.part.fail(t.batch, err);
    }
    if (this.parts.some((p) => p.pending())) void this.flush();
    else this.inFlight = false;
  }
}

export interface PartSpec<K, V, F, R> {
  /** The identity of a key (keys with equal ids are read once). */
  id(key: K): string;
  /** The read of these keys, as the group's runner takes it. */
  fragment(keys: readonly K[]): F;
  /** The value of each key found, by its id, from the result of the fragment. */
  collect(result: R, keys: readonly K[]): ReadonlyMap<string, V>;
}

type Waiter<V> = { resolve: (v: V | undefined) => void; reject: (err: unknown) => void };
type Batch<K, V> = Map<string, { key: K; waiters: Waiter<V>[] }>;

export class ReadPart<K, V, F, R> {
  private queued: Batch<K, V> = new Map();

  constructor(
    readonly spec: PartSpec<K, V, F, R>,
    private readonly schedule: () => void,
  ) {}

  /** The value of one key (undefined when the statement found none). */
  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const k = this.spec.id(key);
      const entry = this.queued.get(k);
      if (entry) entry.waiters.push({ resolve, reject });
      else this.queued.set(k, { key, waiters: [{ resolve, reject }] });
      this.schedule();
    });
  }

  pending(): boolean {
    return this.queued.size > 0;
  }

  take(max: number): Batch<K, V> {
    const batch: Batch<K, V> = new Map();
    for (const [k, e] of this.queued) {
      if (batch.size >= max) break;
      batch.set(k, e);
      this.queued.delete(k);
    }
    return batch;
  }

  settle(batch: Batch<K, V>, result: R): void {
    let found: ReadonlyMap<string, V>;
    try {
      found = this.spec.collect(result, [...batch.values()].map((e) => e.key));
    } catch (err) {
      this.fail(batch, err);
      return;
    }
    for (const [k, e] of batch) for (const w of e.waiters) w.resolve(found.get(k));
  }

  fail(batch: Batch<K, V>, err: unknown): void {
    for (const e of batch.values()) for (const w of e.waiters) w.reject(err);
  }
}

/** A group of one kind of read: `load` reads many keys in one go (unit tests, and reads outside a database). */
export class ReadBatcher<K, V> {
  private readonly part: ReadPart<K, V, readonly K[], ReadonlyMap<string, V>>;
  constructor(load: (keys: readonly K[]) => Promise<ReadonlyMap<string, V>>, id: (key: K) => string, maxKeys = 256) {
    const group = new ReadGroup<readonly K[], ReadonlyMap<string, V>>(async ([keys]) => [await load(keys!)], maxKeys);
    this.part = group.part<K, V>({ id, fragment: (keys) => keys, collect: (found) => found });
  }

  get(key: K): Promise<V | undefined> {
    return this.part.get(key);
  }
}

/**
 * A row of a shared PostgreSQL read: `k` the key it answers (text), `v` the row as jsonb (every part's rows travel in
 * one `union all`, so each part's columns are packed into one value: `to_jsonb(t)` of a table row keeps its text and
 * integer columns as they are).
 */
export interface SharedRow {
  readonly k: string;
  readonly v: unknown;
}
/** A part of a database's shared reads: a fragment selecting `k` (text) and `v` (jsonb) for these keys. */
export type SharedPart<K, V> = ReadPart<K, V, RawBuilder<SharedRow>, SharedRow[]>;
export type SharedPartSpec<K, V> = PartSpec<K, V, RawBuilder<SharedRow>, SharedRow[]>;

const groups = new WeakMap<Executor, ReadGroup<RawBuilder<SharedRow>, SharedRow[]>>();

/** One statement: `select 0 as p, k, v from (fragment 0) union all select 1, ...`, its rows split back by p. */
function sharedGroup(db: Executor): ReadGroup<RawBuilder<SharedRow>, SharedRow[]> {
  let g = groups.get(db);
  if (!g) {
    g = new ReadGroup<RawBuilder<SharedRow>, SharedRow[]>(async (fragments) => {
      const selects = fragments.map((f, i) => sql`select ${sql.lit(i)} as p, x.k, x.v from (${f}) x`);
      const { rows } = await sql<SharedRow & { p: number }>`${sql.join(selects, sql` union all `)}`.execute(db);
      const out = fragments.map(() => [] as SharedRow[]);
      for (const r of rows) out[r.p]!.push(r);
      return out;
    });
    groups.set(db, g);
  }
  return g;
}

/**
 * A kind of read shared by the calls on one PostgreSQL database handle, built on first use; `of(exec)` is null where
 * reads are not shared: on SQLite (no round trip to save) and inside a transaction (its reads belong to it alone).
 * Every kind of read of a database joins the same ReadGroup: the reads of one flush (a phone call's five datasets, its
 * graph profile, another call's duplicate pre-check, a hub's cross-product facts) are one statement.
 */
export class SharedRead<K, V> {
  private readonly parts = new WeakMap<Executor, SharedPart<K, V>>();
  constructor(private readonly spec: SharedPartSpec<K, V>) {}

  of(exec: Executor): SharedPart<K, V> | null {
    if (exec.isTransaction || !(exec.getExecutor().adapter instanceof PostgresAdapter)) return null;
    let p = this.parts.get(exec);
    if (!p) {
      p = sharedGroup(exec).part(this.spec);
      this.parts.set(exec, p);
    }
    return p;
  }
}

/** Groups SharedRow values by key (`k`): the rows of each key found. */
export function rowsByKey<T>(rows: readonly SharedRow[]): Map<string, T[]> {
  const byKey = new Map<string, T[]>();
  for (const r of rows) {
    const list = byKey.get(r.k);
    if (list) list.push(r.v as T);
    else byKey.set(r.k, [r.v as T]);
  }
  return byKey;
}

/** Maps rows keyed by the 1-based position of their key in `keys` (`with ordinality`) back to the keys' ids. */
export function rowsByPosition<K, T>(rows: readonly SharedRow[], keys: readonly K[], id: (key: K) => string): Map<string, T[]> {
  const byKey = new Map<string, T[]>();
  for (const r of rows) {
    const key = keys[Number(r.k) - 1];
    if (key === undefined) continue;
    const k = id(key);
    const list = byKey.get(k);
    if (list) list.push(r.v as T);
    else byKey.set(k, [r.v as T]);
  }
  return byKey;
}
