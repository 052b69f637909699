/**
 * The imported IP lists held in memory: the interval index is built once from the database at engine creation
 * and rebuilt in the background when an import moves `ip_list_state.generation` (checked every `refreshMs`).
 * Requests always read the current index; a rebuild swaps it in whole. Each built index is kept as a binary
 * snapshot `<snapshotDir>/index-<generation>.bin`, so a restart with unchanged lists loads in milliseconds
 * instead of re-reading and re-sweeping every stored range.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../../store/db.js';
import { ipListGeneration, loadIpListColumns } from '../datasets/ip-lists.js';
import type { ParsedIp } from './address.js';
import { IntervalIndex, type ListKind, type ListMatch } from './interval-index.js';

export interface ListSource {
  lookup(ip: ParsedIp): ListMatch | null;
  /** List kinds with at least one imported entry (a kind never imported leaves its fields null). */
  readonly kinds: ReadonlySet<ListKind>;
}

export class IpListStore implements ListSource {
  private index: IntervalIndex = IntervalIndex.empty();
  private generation = -1;
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | null = null;

  private constructor(
    private readonly db: Executor,
    private readonly snapshotDir: string | null,
    private readonly onError?: (err: unknown) => void,
  ) {}

  static async open(db: Executor, refreshMs: number, onError?: (err: unknown) => void, snapshotDir: string | null = null): Promise<IpListStore> {
    const store = new IpListStore(db, snapshotDir, onError);
    await store.refresh();
    if (refreshMs > 0) {
      store.timer = setInterval(() => {
        store.refresh().catch((err) => onError?.(err));
      }, refreshMs);
      store.timer.unref();
    }
    return store;
  }

  get kinds(): ReadonlySet<ListKind> {
    return this.index.kindsPresent;
  }

  get size(): number {
    return this.index.size;
  }

  lookup(ip: ParsedIp): ListMatch | null {
    return this.index.lookup(ip);
  }

  /** Rebuild the index when the stored generation moved. */
  async refresh(): Promise<void> {
    if (this.refreshing) return this.refreshing;
    this.refreshing = (async () => {
      try {
        const gen = await ipListGeneration(this.db);
        if (gen === this.generation) return;
        this.index = gen === 0 ? IntervalIndex.empty() : (this.readSnapshot(gen) ?? (await this.build(gen)));
        this.generation = gen;
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  private async build(gen: number): Promise<IntervalIndex> {
    const index = IntervalIndex.fromColumns(await loadIpListColumns(this.db));
    this.writeSnapshot(gen, index);
    return index;
  }

  private readSnapshot(gen: number): IntervalIndex | null {
    if (!this.snapshotDir) return null;
    const file = join(this.snapshotDir, `index-${gen}.bin`);
    if (!existsSync(file)) return null;
    try {
      return IntervalIndex.fromBuffer(readFileSync(file));
    } catch (err) {
      this.onError?.(err);
      return null;
    }
  }

  /** Best effort: a failed write only costs a rebuild at the next start. Older snapshots are removed. */
  private writeSnapshot(gen: number, index: IntervalIndex): void {
    if (!this.snapshotDir) return;
    try {
      mkdirSync(this.snapshotDir, { recursive: true });
      const file = join(this.snapshotDir, `index-${gen}.bin`);
      const tmp = `${file}.${process.pid}.tmp`;
      // Piece by piece: no second copy of the index in memory (a 36 MB buffer at 10^6 entries).
      const fd = openSync(tmp, 'w');
      try {
        for (const part of index.snapshotParts()) {
          for (let done = 0; done < part.byteLength; ) done += writeSync(fd, part, done);
        }
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, file);
      for (const f of readdirSync(this.snapshotDir)) {
        if (/^index-\d+\.bin$/.test(f) && f !== `index-${gen}.bin`) rmSync(join(this.snapshotDir, f), { force: true });
      }
    } catch (err) {
      this.onError?.(err);
    }
  }

  close(): void {
    clearInterval(this.timer);
  }
}
