/**
 * What the imported datasets know of recent numbers, kept in memory (docs/decisions.md, "Issue 33, ninth pass"). The
 * phone engine's one read transaction (SQLite) reads the datasets' change counter first (`phone_datasets_version`,
 * moved by triggers in the transaction of every change of the five tables, whichever process or path makes it: an
 * import, an erasure, a change by hand); while the counter it reads is the one the memo was filled under, the rows of a
 * number are the rows the memo read, so the memo answers instead of the five reads. A counter that moved empties the
 * memo. An entry also keeps which datasets were taken as loaded when it was read (the process learns that a dataset
 * holds rows up to a few seconds after its import: src/reference/datasets/loaded.ts), and answers only under the same.
 *
 * A number's facts are kept from the second time it is read among about the memo's worth of recent numbers: a number
 * met once (most of a stream of new numbers) costs a slot in `seen` and no read of the counter, not its facts kept
 * until evicted (a memo of every number read slowed a stream that seldom repeats; docs/decisions.md).
 *
 * Bounded twice, oldest forgotten first: in numbers, and in the rows behind them (a number found in hundreds of
 * breaches weighs hundreds; one heavier than a sixteenth of the budget is not kept). Every call that meets an entry
 * shares its objects: the engine only reads them (./payload.ts copies what it keeps into the payload). They are not
 * frozen: a deep freeze of one number's facts cost about as much as the reads it saves (docs/decisions.md).
 *
 * A periodic check bounds how long the facts of a subject erased meanwhile stay here (docs/privacy.md): while the memo
 * holds anything, every `intervalMs` (IDRISK_CACHE_POLL_MS) it reads the counter and empties itself when the counter is
 * not the one it was filled under, whether or not a call of a number it holds comes. The timer is unref'd (it keeps no
 * process alive), does nothing while the memo is empty, and stops for good when the connection is closed; a failed read
 * empties the memo and stops the timer until the memo keeps something again.
 *
 * The numbers seen lately are personal data too, and leave with the facts: a moved counter (read by a call or by the
 * check) empties them as well. They are marked without a read of the counter, so the check keeps its own baseline
 * while any is held: the counter it read at its previous turn. Numbers marked before the first baseline (the first
 * turn after the list was empty with no check running) cannot be placed before or after an erasure, and that turn
 * empties them whatever it reads: it costs at most one number kept a turn later, never an erased number kept.
 */
import { KeyQueue } from '../../memo/fifo.js';
import type { DatasetFacts } from './sources.js';

/** How the memo checks the counter by itself: its interval, the read, and whether the connection is closed. */
export interface MemoWatch {
  readonly intervalMs: number;
  read(): number | Promise<number>;
  closed?(): boolean;
}

interface Entry {
  readonly loaded: number;
  readonly facts: DatasetFacts;
  readonly weight: number;
}

/** About the rows behind a number's facts: each breach, each name list's entries, one for the rest. */
export function factsWeight(f: DatasetFacts): number {
  let w = 1 + (f.breaches?.count ?? 0);
  if (f.names) w += f.names.names.length + f.names.names_cities.length + f.names.names_with_dobs.length + f.names.names_with_addresses.length;
  return w;
}

export class PhoneFactsMemo {
  private version = -1;
  private map = new Map<string, Entry>();
  /** The memo's keys, oldest first: exactly the keys of `map`. */
  private order = new KeyQueue<string>();
  private weight = 0;
  /**
   * Numbers read lately (whatever the counter), one slot per hash of the number: the second read of one keeps its
   * facts. A plain array: a Map with a queue here (one insertion and one eviction for nearly every call of a stream of
   * new numbers) cost more than the reads it let the memo skip; two numbers of one slot forget each other, which only
   * delays the keeping of one.
   */
  private readonly seen: (string | undefined)[];
  /** Whether `seen` may hold a number (set by `see`, unset when emptied). */
  private seenAny = false;
  /**
   * The counter the periodic check read at its previous turn, while it has been running since: every number marked
   * after it was read is placed after that counter. Undefined while no check has read one since the timer started.
   */
  private seenBase: number | undefined = undefined;

  private timer: ReturnType<typeof setInterval> | null = null;
  private checking = false;
  private stopped = false;

  constructor(
    private readonly maxEntries = 4096,
    private readonly maxWeight = 32_768,
    private readonly watch?: MemoWatch,
  ) {
    this.seen = new Array<string | undefined>(maxEntries).fill(undefined);
  }

  /** The counter the memo was filled under (-1: none yet, or emptied by the periodic check). */
  get filledUnder(): number {
    return this.version;
  }

  /**
   * Forget every kept number's facts and every number seen lately; a `set` under the counter it had is refused until a
   * `get` reads the next one.
   */
  clear(): void {
    this.map = new Map();
    this.order = new KeyQueue();
    this.weight = 0;
    this.version = -1;
    this.forgetSeen();
  }

  private forgetSeen(): void {
    if (!this.seenAny) return;
    this.seen.fill(undefined);
    this.seenAny = false;
  }

  /** How many slots of the numbers seen lately hold one. */
  get seenCount(): number {
    let n = 0;
    for (const d of this.seen) if (d !== undefined) n++;
    return n;
  }

  /** Whether the periodic check's timer runs. */
  get watching(): boolean {
    return this.timer !== null;
  }

  /** Stop the periodic check for good (the store is closing). */
  stop(): void {
    this.stopped = true;
    this.halt();
  }

  private halt(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.seenBase = undefined;
  }

  private startWatch(): void {
    if (this.timer !== null || this.stopped || !this.watch) return;
    this.timer = setInterval(() => void this.check(), this.watch.intervalMs);
    this.timer.unref();
  }

  /**
   * One periodic check: nothing while empty; the counter read, and the memo emptied when it moved (the kept facts
   * against the counter they were read under, the numbers seen against the check's previous read).
   */
  async check(): Promise<void> {
    const watch = this.watch;
    if (!watch || (this.map.size === 0 && !this.seenAny) || this.checking) return;
    if (watch.closed?.()) {
      this.clear();
      this.stop();
      return;
    }
    this.checking = true;
    const under = this.version;
    const base = this.seenBase;
    try {
      const now = await watch.read();
      // A get or clear meanwhile already dealt with the counter it read.
      if (this.map.size > 0 && now !== under && this.version === under) this.clear();
      if (base === undefined || now !== base) this.forgetSeen();
      if (this.timer !== null) this.seenBase = now;
    } catch {
      this.clear();
      this.halt();
    } finally {
      this.checking = false;
    }
  }

  private slot(digits: string): number {
    let h = 0;
    for (let i = 0; i < digits.length; i++) h = (Math.imul(h, 31) + digits.charCodeAt(i)) | 0;
    return (h >>> 0) % this.seen.length;
  }

  get size(): number {
    return this.map.size;
  }

  /** The rows behind the kept entries (factsWeight summed). */
  get rows(): number {
    return this.weight;
  }

  /**
   * Whether `digits` was read lately (kept, or seen once): only then is the counter worth reading, for `get` and `set`.
   * A number not known is read without it, and `see` marks it.
   */
  known(digits: string): boolean {
    return this.seen[this.slot(digits)] === digits || this.map.has(digits);
  }

  /** Mark a number read (not kept): its next read keeps its facts. */
  see(digits: string): void {
    this.seen[this.slot(digits)] = digits;
    if (!this.seenAny) {
      this.seenAny = true;
      this.startWatch();
    }
  }

  /**
   * The facts of `digits` read under counter `version` with the datasets of bit mask `loaded` taken as loaded;
   * undefined when not held. A counter other than the memo's empties it first.
   */
  get(version: number, digits: string, loaded: number): DatasetFacts | undefined {
    if (version !== this.version) {
      if (this.map.size > 0) {
        this.map = new Map();
        this.order = new KeyQueue();
        this.weight = 0;
      }
      // The datasets changed (an import or an erasure): the numbers seen under the previous counter go with its facts.
      if (this.version !== -1) this.forgetSeen();
      this.version = version;
      return undefined;
    }
    const e = this.map.get(digits);
    return e !== undefined && e.loaded === loaded ? e.facts : undefined;
  }

  /**
   * Keep the facts of `digits` read in the same read transaction as `version` (which get was asked with); the engine
   * keeps only numbers `known` (the second read).
   */
  set(version: number, digits: string, loaded: number, facts: DatasetFacts): void {
    if (version !== this.version) return;
    const weight = factsWeight(facts);
    if (weight * 16 > this.maxWeight) return;
    const held = this.map.get(digits);
    if (held !== undefined) this.weight -= held.weight;
    else {
      while (this.map.size > 0 && (this.map.size >= this.maxEntries || this.weight + weight > this.maxWeight)) {
        const oldest = this.order.shift();
        if (oldest === undefined) break;
        this.weight -= this.map.get(oldest)!.weight;
        this.map.delete(oldest);
      }
      this.order.push(digits);
    }
    this.map.set(digits, { loaded, facts, weight });
    this.weight += weight;
    this.startWatch();
  }
}
