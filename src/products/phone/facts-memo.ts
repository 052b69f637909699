/**
 * What the imported datasets know of recent numbers, kept in memory (docs/decisions.md, "Issue 33, ninth pass"). The
 * phone engine's one read transaction (SQLite) reads the datasets' change counter first (`phone_datasets_version`,
 * moved by triggers in the transaction of every change of the five tables, whichever process or path makes it: an
 * import, an erasure, a change by hand); while the counter it reads is the one the memo was filled under, the rows of a
 * number are the rows the memo read, so the memo answers instead of the five reads. A counter that moved empties the
 * memo. An entry also keeps which datasets were taken as loaded when it was read (the process learns that a dataset
 * holds rows up to a few seconds after its import: src/reference/datasets/loaded.ts), and answers only under the same.
 * Bounded in numbers, oldest forgotten first. Every call that meets an entry shares its objects: the engine only reads
 * them (src/products/phone/payload.ts copies what it keeps into the payload). They are not frozen: a deep freeze of one
 * number's facts cost about as much as the reads it saves (docs/decisions.md).
 */
import { FifoMemo } from '../../memo/fifo.js';
import type { DatasetFacts } from './sources.js';

interface Entry {
  readonly loaded: number;
  readonly facts: DatasetFacts;
}

export class PhoneFactsMemo {
  private version = -1;
  private entries: FifoMemo<string, Entry>;

  constructor(private readonly max = 4096) {
    this.entries = new FifoMemo(max);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The facts of `digits` read under counter `version` with the datasets of bit mask `loaded` taken as loaded;
   * undefined when not held. A counter other than the memo's empties it first.
   */
  get(version: number, digits: string, loaded: number): DatasetFacts | undefined {
    if (version !== this.version) {
      if (this.entries.size > 0) this.entries = new FifoMemo(this.max);
      this.version = version;
      return undefined;
    }
    const e = this.entries.get(digits);
    return e !== undefined && e.loaded === loaded ? e.facts : undefined;
  }

  /** Keep the facts of `digits` read in the same read transaction as `version` (which get was asked with). */
  set(version: number, digits: string, loaded: number, facts: DatasetFacts): void {
    if (version !== this.version) return;
    this.entries.set(digits, { loaded, facts });
  }
}
