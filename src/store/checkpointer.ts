/**
 * SQLite: the WAL's checkpoints taken off the event loop. A checkpoint copies the pages of the WAL into the database
 * file and syncs it; run as SQLite's automatic checkpoint, it runs inside the COMMIT that crossed the threshold, on the
 * serving process's only thread, and every call in flight waits for it (docs/decisions.md, issue 33 eighth and ninth
 * passes). Here a worker thread of the process holds a connection of its own to the same file and runs a PASSIVE
 * checkpoint every `intervalMs`: it copies what the writers have appended since its last one, without taking the
 * write lock (writers and readers go on meanwhile; a checkpoint already running elsewhere makes it return at once).
 *
 * The bound on the WAL stays with the serving connections' own automatic checkpoint (`wal_autocheckpoint` in
 * db.ts): a PASSIVE checkpoint from another connection seldom finds the moment when the whole WAL is copied and no
 * writer has appended since, which is when SQLite starts the WAL over, so under sustained writes the WAL reaches the
 * bound and the serving connection's automatic checkpoint runs as before — but it finds nearly every frame copied by
 * the thread already and has only the last ones to copy, and the WAL restarts at its next write. If the thread cannot
 * run (it failed to open, it died), the automatic checkpoint does all the work, as it did without the thread.
 *
 * The thread's code is plain CommonJS evaluated in the worker (no TypeScript loader, no module graph: the smallest
 * isolate), given the path of better-sqlite3 as this module resolves it. It is unref'd: it never keeps a process alive.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface CheckpointerOptions {
  /** How often the thread runs a PASSIVE checkpoint (ms). */
  readonly intervalMs?: number;
}

/** What the thread has done so far (for tests and benches). */
export interface CheckpointerStats {
  /** PASSIVE checkpoints run. */
  readonly runs: number;
  /** Of them, those that found another checkpoint running (SQLITE_BUSY) and returned at once. */
  readonly busy: number;
  /** Frames copied into the database file by the thread. */
  readonly frames: number;
  /** Wall time spent in checkpoints by the thread (ms). */
  readonly ms: number;
  /** The last error the thread met (its connection failed to open, a checkpoint failed), or null. */
  readonly error: string | null;
}

export const DEFAULT_CHECKPOINT_INTERVAL_MS = 200;

/** The worker's source: `workerData` is `{ file, intervalMs, driver }`. */
const WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const stats = { runs: 0, busy: 0, frames: 0, ms: 0, error: null };
let db = null;
let timer = null;
let stopped = false;
try {
  const Database = require(workerData.driver);
  db = new Database(workerData.file, { fileMustExist: true });
  // No waiting: a checkpoint that finds another one running skips this turn.
  db.pragma('busy_timeout = 0');
  // The syncs of a checkpoint follow the connection's setting: the same as the serving connections'.
  db.pragma('synchronous = NORMAL');
} catch (err) {
  stats.error = String(err && err.message || err);
  db = null;
}
let last = 0;
function tick() {
  timer = null;
  if (stopped || db === null) return;
  const t = performance.now();
  try {
    const row = db.pragma('wal_checkpoint(PASSIVE)')[0];
    stats.runs++;
    if (row.busy) stats.busy++;
    // checkpointed: the frames copied so far since the WAL last restarted (a restart starts it again from 0).
    const done = Number(row.checkpointed);
    if (done > last) stats.frames += done - last;
    else if (done < last) stats.frames += Math.max(0, done);
    last = Math.max(0, done);
  } catch (err) {
    stats.error = String(err && err.message || err);
  }
  stats.ms += performance.now() - t;
  if (!stopped) timer = setTimeout(tick, workerData.intervalMs);
}
if (db !== null) timer = setTimeout(tick, workerData.intervalMs);
parentPort.on('message', (m) => {
  if (m === 'stats') parentPort.postMessage({ stats });
  else if (m === 'stop') {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    try { if (db !== null) db.close(); } catch (err) { stats.error = String(err && err.message || err); }
    parentPort.postMessage({ stats, stopped: true });
    parentPort.close();
  }
});
`;

export class WalCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;
  private stopping: Promise<CheckpointerStats> | null = null;
  private lastStats: CheckpointerStats = { runs: 0, busy: 0, frames: 0, ms: 0, error: null };
  private pending: ((s: CheckpointerStats) => void)[] = [];
  private alive = true;

  constructor(file: string, options: CheckpointerOptions = {}) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const intervalMs = Math.max(1, Math.trunc(options.intervalMs ?? DEFAULT_CHECKPOINT_INTERVAL_MS));
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, intervalMs, driver }, stdout: false, stderr: false });
    this.worker.unref();
    this.worker.on('message', (m: { stats: CheckpointerStats }) => {
      this.lastStats = m.stats;
      for (const resolve of this.pending.splice(0)) resolve(m.stats);
      if (this.stopping === null) this.worker.unref();
    });
    // A thread that dies leaves the serving connections' automatic checkpoint to bound the WAL: nothing to do here.
    this.worker.on('error', (err) => {
      this.lastStats = { ...this.lastStats, error: err.message };
    });
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        this.alive = false;
        for (const r of this.pending.splice(0)) r(this.lastStats);
        resolve();
      }),
    );
  }

  /** Whether the thread is still running (false once stopped, or if it died). */
  get running(): boolean {
    return this.alive;
  }

  /** What the thread has done so far. */
  stats(): Promise<CheckpointerStats> {
    if (!this.alive) return Promise.resolve(this.lastStats);
    return new Promise((resolve) => {
      this.pending.push(resolve);
      // Held while an answer is awaited (the thread is unref'd otherwise).
      this.worker.ref();
      this.worker.postMessage('stats');
    });
  }

  /**
   * Stops the thread: it finishes the checkpoint it is running, if any, closes its connection and exits. Resolves
   * when the thread has exited (ended after 5 s if it has not).
   */
  stop(): Promise<CheckpointerStats> {
    this.stopping ??= (async () => {
      if (this.alive) {
        this.worker.ref();
        this.worker.postMessage('stop');
        const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, 5000, 'timeout').unref());
        if ((await Promise.race([this.exited, timeout])) === 'timeout') await this.worker.terminate();
        await this.exited;
      }
      return this.lastStats;
    })();
    return this.stopping;
  }
}
