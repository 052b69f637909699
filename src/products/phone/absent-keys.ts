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
 * counter has stood still for `settleMs` (an import moves it with every batch: no rebuild per batch). A dataset with more
 * than `maxKeys` keys gets no filter (its reads stay as they are), which bounds the scan and the memory
 * (about 2 bytes per key).
 */
import type { SqliteDatabase } from '../../store/db.js';

export type SideDataset = 'mnp' | 'presence' | 'disposable-phones';
export const SIDE_DATASETS: readonly SideDataset[] = ['mnp', 'presence', 'disposable-phones'];

/** A Bloom filter of strings: 4 probes from two 32-bit hashes, 16 bits per key (about 0.2 % false "maybe"). */
export class KeyFilter {
  private readonly bits: Uint32Array;
  private readonly mask: number;

  constructor(keys: readonly string[]) {
    let size = 1024;
    while (size < keys.length * 16) size *= 2;
    this.bits = new Uint32Array(size / 32);
    this.mask = size - 1;
    for (const k of keys) this.add(k);
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

  private add(key: string): void {
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
  /** At most `max` + 1 keys of the dataset, read at once on the connection. */
  keysSync(dataset: SideDataset, max: number, sqlite: SqliteDatabase): string[];
}

export class AbsentKeys {
  private version = -1;
  private filters: Partial<Record<SideDataset, KeyFilter>> = {};
  private planned: ReturnType<typeof setTimeout> | null = null;
  private builds = 0;

  constructor(
    private readonly sqlite: SqliteDatabase,
    private readonly source: AbsentKeysSource,
    private readonly maxKeys = 262_144,
    private readonly settleMs = 1000,
  ) {}

  /** How many times the filters were built (tests). */
  get built(): number {
    return this.builds;
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
    if (version < 0 || this.planned !== null) return;
    this.plan(version);
  }

  private plan(seen: number): void {
    this.planned = setTimeout(() => {
      this.planned = null;
      this.rebuild(seen);
    }, this.settleMs);
    this.planned.unref();
  }

  /** Build the filters when the counter is still `seen`; else wait for it to stand still again. */
  rebuild(seen: number): void {
    const sqlite = this.sqlite;
    if (!sqlite.open) return;
    try {
      // Not inside another transaction of this connection (the group commit's): its uncommitted rows are not the counter's.
      if (sqlite.inTransaction) {
        this.plan(seen);
        return;
      }
      const built = sqlite.transaction(() => {
        const version = this.source.versionSync(sqlite);
        if (version !== seen) return { version, filters: null };
        const filters: Partial<Record<SideDataset, KeyFilter>> = {};
        for (const name of SIDE_DATASETS) {
          const keys = this.source.keysSync(name, this.maxKeys, sqlite);
          if (keys.length <= this.maxKeys) filters[name] = new KeyFilter(keys);
        }
        return { version, filters };
      })();
      if (built.filters === null) {
        if (built.version >= 0) this.plan(built.version);
        return;
      }
      this.filters = built.filters;
      this.version = built.version;
      this.builds++;
    } catch {
      // A failed read leaves no filter: every read goes to the database, as without this.
    }
  }

  /** Stop a planned rebuild (the store is closing). */
  stop(): void {
    if (this.planned !== null) clearTimeout(this.planned);
    this.planned = null;
  }
}
