/**
 * Which numbers the side datasets (mnp, presence, disposable-phones) hold no row for, answered in memory (issue 33, tenth
 * pass, docs/decisions.md). Most numbers a phone call meets are in none of them (a ported number, a number seen on a
 * messenger, a disposable number are each a small share), yet each read of a key that is not there cost a statement.
 * Per dataset a Bloom filter of its keys (for disposable-phones every pattern: numbers and range prefixes), built in one
 * read transaction with the datasets' change counter (`phone_datasets_version`, moved in the transaction of every change
 * of these tables: an import, an erasure, a change by hand). A call whose read transaction reads that same counter may
 * take the filter's "not there" for the rows' (no false negatives: every key of that snapshot is in the filter); a
 * "maybe" reads as before, and so does every call under another counter.
 *
 * A moved counter drops the filters at once (they describe rows that may be gone: an erased subject's number is not
 * kept here past the first call or periodic check that sees the counter move) and a rebuild is planned for when the
 * counter has stood still for `settleMs` (an import moves it with every batch: no rebuild per batch). A build runs in
 * slices, each a read transaction of its own under the same counter and a turn of the event loop of its own, so it
 * never holds the loop for more than a slice (issue 33, eleventh pass, docs/decisions.md: read at once, tables near
 * the bound held it for a long pause). A dataset with more than `maxKeys` keys gets no filter and is not read, only
 * counted (its reads stay as they are), which bounds the scan and the memory (about 2 bytes per key).
 */
import type { SqliteDatabase } from '../../store/db.js';

export type SideDataset = 'mnp' | 'presence' | 'disposable-phones';
export const SIDE_DATASETS: readonly SideDataset[] = ['mnp', 'presence', 'disposable-phones'];

/** A Bloom filter of strings: 4 probes from two 32-bit hashes, 16 bits per key (about 0.2 % false "maybe"). */
export class KeyFilter {
  private readonly bits: Uint32Array;
  private readonly mask: number;

  /** For `keys`, or for as many keys as given, added then with `add`. */
  constructor(keys: readonly string[] | number) {
    const n = typeof keys === 'number' ? keys : keys.length;
    let size = 1024;
    while (size < n * 16) size *= 2;
    this.bits = new Uint32Array(size / 32);
    this.mask = size - 1;
    if (typeof keys !== 'number') for (const k of keys) this.add(k);
  }

  /**
   * The two hashes of `key`'s first `n` characters are the state after n steps (each character one step): one pass
   * over a number gives the hashes of all its prefixes (mayHavePrefix).
   */
  private static step1(h: number, c: number): number {
    return Math.imul(h ^ c, 0x01000193);
  }

  private static step2(h: number, c: number): number {
    h = Math.imul(h ^ c, 0x5bd1e995);
    return h ^ (h >>> 15);
  }

  add(key: string): void {
    let a = 0x811c9dc5;
    let b = 0x9747b28c;
    for (let i = 0; i < key.length; i++) {
      a = KeyFilter.step1(a, key.charCodeAt(i));
      b = KeyFilter.step2(b, key.charCodeAt(i));
    }
    for (let i = 0; i < 4; i++) {
      const bit = (a + Math.imul(i, b | 1)) & this.mask;
      this.bits[bit >>> 5]! |= 1 << (bit & 31);
    }
  }

  private test(a: number, b: number): boolean {
    for (let i = 0; i < 4; i++) {
      const bit = (a + Math.imul(i, b | 1)) & this.mask;
      if ((this.bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }

  /** False: the key is surely not among those the filter was built from. */
  mayHave(key: string): boolean {
    return this.mayHavePrefix(key, key.length, key.length);
  }

  /** Whether one of `key`'s prefixes of `from` to `to` characters (both included) may be among the keys. */
  mayHavePrefix(key: string, from: number, to: number): boolean {
    let a = 0x811c9dc5;
    let b = 0x9747b28c;
    for (let i = 0; i < to; i++) {
      a = KeyFilter.step1(a, key.charCodeAt(i));
      b = KeyFilter.step2(b, key.charCodeAt(i));
      if (i + 1 >= from && this.test(a, b)) return true;
    }
    return false;
  }
}

export interface AbsentKeysSource {
  /** The datasets' change counter, read at once on the connection (negative: none). */
  versionSync(sqlite: SqliteDatabase): number;
  /** At most `limit` keys of the dataset after `after` (null: from the first), in key order, read at once. */
  keysAfterSync(dataset: SideDataset, after: string | null, limit: number, sqlite: SqliteDatabase): string[];
  /** The key `skip` keys on after `after` (0: the first after it), the keys before it not read out; undefined past the last. */
  keyAtSync(dataset: SideDataset, after: string | null, skip: number, sqlite: SqliteDatabase): string | undefined;
  /** How many keys follow `after`, counted up to `limit`. */
  countAfterSync(dataset: SideDataset, after: string | null, limit: number, sqlite: SqliteDatabase): number;
}

/** How a build is cut into slices, each one read transaction and one turn of the event loop (defaults: the engine's). */
export interface BuildSlices {
  /** Keys walked by one step of the size check (in SQLite, none of them read out). */
  readonly countKeys: number;
  /** Keys read out and added to a filter by one slice. */
  readonly readKeys: number;
}
const SLICES: BuildSlices = { countKeys: 32_768, readKeys: 2_048 };

export class AbsentKeys {
  private version = -1;
  private filters: Partial<Record<SideDataset, KeyFilter>> = {};
  private planned: ReturnType<typeof setTimeout> | null = null;
  private builds = 0;
  /** The build under way: its counter (-1: none) and its number (a newer build or stop() ends an older one). */
  private buildingFor = -1;
  private generation = 0;
  private slicesRun = 0;

  constructor(
    private readonly sqlite: SqliteDatabase,
    private readonly source: AbsentKeysSource,
    private readonly maxKeys = 262_144,
    private readonly settleMs = 1000,
    private readonly slices: BuildSlices = SLICES,
  ) {}

  /** How many times the filters were built (tests). */
  get built(): number {
    return this.builds;
  }

  /** How many read transactions builds ran (tests). */
  get slicesRead(): number {
    return this.slicesRun;
  }

  /**
   * Whether dataset `name` surely holds no row for the number (E.164 digits), given the counter `version` read in the
   * caller's read transaction; false when not known (read the rows). A counter other than the filters' drops them
   * and plans a rebuild.
   */
  absent(version: number, name: SideDataset, digits: string): boolean {
    if (version !== this.version) {
      this.moved(version);
      return false;
    }
    const f = this.filters[name];
    if (f === undefined) return false;
    if (name !== 'disposable-phones') return !f.mayHave(digits);
    // A number is listed by its own row or by a range row of one of its prefixes (3 digits or more).
    return !f.mayHavePrefix(digits, 3, digits.length);
  }

  /** A counter read elsewhere (the memo's periodic check): filters of another counter are dropped at once. */
  observe(version: number): void {
    if (version !== this.version) this.moved(version);
  }

  /** The counter moved (or was never read): forget the filters now, rebuild once it stands still. */
  private moved(version: number): void {
    if (this.version !== -1) {
      this.filters = {};
      this.version = -1;
    }
    // A build of this very counter is under way: it ends with the filters.
    if (version < 0 || this.planned !== null || version === this.buildingFor) return;
    this.plan(version);
  }

  private plan(seen: number): void {
    this.planned = setTimeout(() => {
      this.planned = null;
      void this.rebuild(seen);
    }, this.settleMs);
    this.planned.unref();
  }

  /**
   * Build the filters of the counter `seen`, in slices: each slice is one read transaction that reads the counter
   * first and goes on only when it is still `seen` (the triggers move it in the transaction of every change of the
   * three tables, so every slice of one build reads the rows of one snapshot: the filter holds every key of that
   * snapshot), and each slice runs in its own turn of the event loop (setImmediate between them), so calls are
   * served while a build of hundreds of thousands of keys goes on. First each dataset's size, counted in steps that
   * read no key out; a dataset over `maxKeys` gets no filter and is not read (its reads stay as they are). A moved
   * counter ends the build (a rebuild is planned for when it stands still), and so do a newer build, stop() and a
   * closed connection. Resolves when the build is done or given up.
   */
  async rebuild(seen: number): Promise<void> {
    const run = ++this.generation;
    this.buildingFor = seen;
    try {
      const filters: Partial<Record<SideDataset, KeyFilter>> = {};
      for (const name of SIDE_DATASETS) {
        const size = await this.size(name, seen, run);
        if (size === null) return;
        if (size > this.maxKeys) continue;
        const filter = new KeyFilter(size);
        let after: string | null = null;
        for (let done = false; !done; ) {
          const keys = await this.slice(seen, run, () => this.source.keysAfterSync(name, after, this.slices.readKeys, this.sqlite));
          if (keys === null) return;
          for (const k of keys) filter.add(k);
          done = keys.length < this.slices.readKeys;
          if (!done) after = keys[keys.length - 1]!;
        }
        filters[name] = filter;
      }
      if (run !== this.generation) return;
      this.filters = filters;
      this.version = seen;
      this.builds++;
    } catch {
      // A failed read leaves no filter: every read goes to the database, as without this.
    } finally {
      if (run === this.generation) this.buildingFor = -1;
    }
  }

  /** How many keys the dataset holds, counted up to just over `maxKeys` (null: the build ended). */
  private async size(name: SideDataset, seen: number, run: number): Promise<number | null> {
    const step = this.slices.countKeys;
    let counted = 0;
    let after: string | null = null;
    while (counted <= this.maxKeys) {
      const at = await this.slice(seen, run, () => {
        const key = this.source.keyAtSync(name, after, step - 1, this.sqlite);
        return key !== undefined ? { key, n: step } : { key: null, n: this.source.countAfterSync(name, after, step, this.sqlite) };
      });
      if (at === null) return null;
      counted += at.n;
      if (at.key === null) break;
      after = at.key;
    }
    return counted;
  }

  /**
   * One slice of a build, in its own turn of the event loop and its own read transaction under the counter `seen`;
   * null when the build ends instead (the counter moved, a newer build or stop(), the connection closed).
   */
  private async slice<T>(seen: number, run: number, read: () => T): Promise<T | null> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    // Not inside another transaction of this connection (the group commit's): its uncommitted rows are not the counter's.
    while (run === this.generation && this.sqlite.open && this.sqlite.inTransaction) await new Promise<void>((resolve) => setTimeout(resolve, 5));
    if (run !== this.generation || !this.sqlite.open) return null;
    this.slicesRun++;
    const out = this.sqlite.transaction((): { readonly read: T } | { readonly moved: number } => {
      const version = this.source.versionSync(this.sqlite);
      return version === seen ? { read: read() } : { moved: version };
    })();
    if ('read' in out) return out.read;
    // Wait for the counter to stand still again (unless a rebuild is planned already).
    if (run === this.generation) this.buildingFor = -1;
    if (out.moved >= 0 && this.planned === null) this.plan(out.moved);
    return null;
  }

  /** Stop a planned rebuild and a build under way (the store is closing). */
  stop(): void {
    if (this.planned !== null) clearTimeout(this.planned);
    this.planned = null;
    this.generation++;
    this.buildingFor = -1;
  }
}
