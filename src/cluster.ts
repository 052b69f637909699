/**
 * `idrisk serve --workers N`: N API processes on one port with node:cluster. The primary prepares the database
 * (migrations, the demo account) once, forks the workers, restarts one that dies, and on SIGTERM / SIGINT tells every
 * worker to drain and waits for them. Each worker is a whole API process (src/server.ts) answering the connections
 * the primary hands it in turn (round robin). What each process keeps for itself is in docs/operations.md
 * ("Several processes"): keys and accounts are cached per process and invalidated through the database
 * (src/accounts/auth-cache.ts); rate limits, enrichment caches and sandbox id claims are shared through Redis when
 * REDIS_URL is set and are per process otherwise.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

/** The number of API processes: the request, else one per core. */
export function workerCount(requested: number): number {
  return requested > 0 ? requested : Math.max(1, availableParallelism());
}

export const isClusterWorker = (): boolean => cluster.isWorker;

/** What a worker tells the primary once it listens. */
interface ListeningMessage {
  readonly idrisk: 'listening';
  readonly url: string;
}

export interface Primary {
  /** The URL the workers listen on (one port). */
  readonly url: string;
  readonly workers: () => number[];
  /** Resolves when every worker has exited after stop() or after giving up on a crash loop. */
  readonly done: Promise<number>;
  /** Ask every worker to drain and exit (SIGTERM), then resolve `done`. */
  stop(): void;
}

export interface PrimaryOptions {
  readonly workers: number;
  /** Environment added to the workers' (the primary's own is inherited). */
  readonly env?: Record<string, string>;
  readonly log?: (line: string) => void;
  /** A worker that dies this soon after its start counts towards giving up (a crash loop). */
  readonly crashWindowMs?: number;
  readonly maxQuickCrashes?: number;
}

/**
 * Fork the workers and resolve once every one of them listens. A worker that exits while the primary is not stopping
 * is replaced; more than `maxQuickCrashes` deaths within `crashWindowMs` of their start stop the whole service.
 */
export async function startPrimary(options: PrimaryOptions): Promise<Primary> {
  const log = options.log ?? (() => undefined);
  const crashWindowMs = options.crashWindowMs ?? 10_000;
  const maxQuickCrashes = options.maxQuickCrashes ?? 5;
  const started = new Map<number, number>();
  let stopping = false;
  let quickCrashes = 0;
  let url: string | null = null;
  let resolveDone!: (code: number) => void;
  const done = new Promise<number>((r) => (resolveDone = r));
  let exitCode = 0;

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
  const fork = () => {
    const w = cluster.fork(options.env ?? {});
    started.set(w.id, Date.now());
    return w;
  };

  const firstListen = new Promise<string>((resolve, reject) => {
    let listening = 0;
    cluster.on('message', (_w, msg: ListeningMessage) => {
      if (msg?.idrisk !== 'listening') return;
      url ??= msg.url;
      if (++listening === options.workers) resolve(msg.url);
    });
    cluster.on('exit', (w, code, signal) => {
      const life = Date.now() - (started.get(w.id) ?? 0);
      started.delete(w.id);
      if (stopping) {
        if (alive().length === 0) resolveDone(exitCode);
        return;
      }
      log(`worker ${w.process.pid} exited (${signal ?? code}) after ${life} ms; starting another`);
      if (life < crashWindowMs && ++quickCrashes > maxQuickCrashes) {
        exitCode = 1;
        reject(new Error(`workers keep exiting at start (last: ${signal ?? code})`));
        stop();
        return;
      }
      fork();
    });
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = alive();
    if (workers.length === 0) resolveDone(exitCode);
    for (const w of workers) w.process.kill('SIGTERM');
  };

  for (let i = 0; i < options.workers; i++) fork();
  const first = await firstListen;
  return { url: url ?? first, workers: () => alive().map((w) => w.process.pid!), done, stop };
}

/** In a worker: tell the primary this worker listens on `url`. */
export function reportListening(url: string): void {
  const msg: ListeningMessage = { idrisk: 'listening', url };
  process.send?.(msg);
}

/** In a worker that has closed its server: leave the cluster (the IPC channel would keep the process alive). */
export function leaveCluster(): void {
  if (cluster.isWorker && process.connected) process.disconnect();
}
