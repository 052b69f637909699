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

/**
 * The most API processes the default starts on the embedded SQLite database. SQLite takes one writer at a time and
 * every live call writes (its resolution, debit and usage row), while each process holds its own ~270 MB (engines,
 * reference data): measured in docs/decisions.md (issue 33), a second process adds about 1.4-1.5x throughput on two
 * cores for about 2.7x the memory, and more processes than that add memory and lock waits, not writes.
 */
export const SQLITE_DEFAULT_WORKERS = 2;

/** The number of API processes: the request, else one per core (on SQLite, at most SQLITE_DEFAULT_WORKERS). */
export function workerCount(requested: number, database: 'sqlite' | 'postgres' = 'postgres', cores = availableParallelism()): number {
  if (requested > 0) return requested;
  const perCore = Math.max(1, cores);
  return database === 'sqlite' ? Math.min(SQLITE_DEFAULT_WORKERS, perCore) : perCore;
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
  /** Workers restarted after an unexpected exit so far. */
  readonly restarts: () => number;
  /** Resolves when every worker has exited after stop(). */
  readonly done: Promise<number>;
  /** Ask every worker to drain and exit (SIGTERM), then resolve `done`. */
  stop(): void;
}

export interface PrimaryOptions {
  readonly workers: number;
  /** Environment added to the workers' (the primary's own is inherited). */
  readonly env?: Record<string, string>;
  readonly log?: (line: string) => void;
  /** A worker that dies this soon after its start is replaced after a back-off (a crash loop); later, at once. */
  readonly crashWindowMs?: number;
  /** The first back-off after a quick death; it doubles with each further quick death up to `maxBackoffMs`. */
  readonly backoffMs?: number;
  readonly maxBackoffMs?: number;
}

/**
 * Fork the workers and resolve once every one of them listens. A worker that exits while the primary is not stopping
 * is replaced, always: the primary never gives up, since a worker that keeps dying at start most likely waits for
 * something outside it (and a worker no longer exits because its database is down: it starts in standby,
 * src/standby.ts). A death within `crashWindowMs` of the worker's start delays its replacement by a back-off that
 * doubles up to `maxBackoffMs` (1 s .. 30 s by default) and returns to the first step once a worker lives longer.
 * Each restart is logged with its reason (exit code or signal) and counted (idrisk_cluster_worker_restarts_total
 * on every worker's /metrics).
 */
export async function startPrimary(options: PrimaryOptions): Promise<Primary> {
  const log = options.log ?? (() => undefined);
  const crashWindowMs = options.crashWindowMs ?? 10_000;
  const firstBackoff = options.backoffMs ?? 1000;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  const started = new Map<number, number>();
  let stopping = false;
  let quickCrashes = 0;
  let restarts = 0;
  const pending = new Set<NodeJS.Timeout>();
  const replacements = new Set<number>();
  let url: string | null = null;
  let resolveDone!: (code: number) => void;
  const done = new Promise<number>((r) => (resolveDone = r));

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
  const tellRestarts = (w: Worker) => {
    if (w.isConnected()) w.send({ idrisk: 'restarts', count: restarts } satisfies RestartsMessage, undefined, () => undefined);
  };
  const fork = () => {
    const w = cluster.fork(options.env ?? {});
    started.set(w.id, Date.now());
    // A worker whose IPC channel breaks as it dies must not take the primary with it.
    w.on('error', (err) => log(`worker ${w.process.pid ?? '?'}: ${err.message}`));
    return w;
  };

  const firstListen = new Promise<string>((resolve) => {
    let listening = 0;
    cluster.on('message', (w, msg: ListeningMessage) => {
      if (msg?.idrisk !== 'listening') return;
      url ??= msg.url;
      tellRestarts(w);
      // A replacement serves again: the end of the gap its predecessor's death left.
      if (replacements.delete(w.id)) log(`worker ${w.process.pid} listening (restart ${restarts})`);
      if (++listening === options.workers) resolve(msg.url);
    });
    cluster.on('exit', (w, code, signal) => {
      const life = Date.now() - (started.get(w.id) ?? 0);
      started.delete(w.id);
      if (stopping) {
        if (alive().length === 0 && pending.size === 0) resolveDone(0);
        return;
      }
      restarts += 1;
      const reason = signal ? `signal ${signal}` : `code ${code}`;
      let delay = 0;
      if (life < crashWindowMs) {
        quickCrashes += 1;
        delay = Math.min(maxBackoff, firstBackoff * 2 ** (quickCrashes - 1));
      } else quickCrashes = 0;
      log(`worker ${w.process.pid} exited (${reason}) after ${life} ms; restart ${restarts}${delay ? `, in ${delay} ms (${quickCrashes} quick exit${quickCrashes === 1 ? '' : 's'} in a row)` : ''}`);
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (stopping) {
          if (alive().length === 0 && pending.size === 0) resolveDone(0);
          return;
        }
        replacements.add(fork().id);
        for (const other of alive()) tellRestarts(other);
      }, delay);
      pending.add(timer);
    });
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    const workers = alive();
    if (workers.length === 0) resolveDone(0);
    for (const w of workers) w.process.kill('SIGTERM');
  };

  for (let i = 0; i < options.workers; i++) fork();
  const first = await firstListen;
  return { url: url ?? first, workers: () => alive().map((w) => w.process.pid!), restarts: () => restarts, done, stop };
}

/** What the primary tells each worker: the restarts so far (served as a metric by every worker). */
interface RestartsMessage {
  readonly idrisk: 'restarts';
  readonly count: number;
}

let restartsSeen = 0;
if (cluster.isWorker) {
  process.on('message', (msg: RestartsMessage) => {
    if (msg?.idrisk === 'restarts' && typeof msg.count === 'number') restartsSeen = msg.count;
  });
}

/** In a worker: the restarts of workers the primary reported (0 outside a cluster). */
export const clusterRestarts = (): number => restartsSeen;

/** In a worker: tell the primary this worker listens on `url`. */
export function reportListening(url: string): void {
  const msg: ListeningMessage = { idrisk: 'listening', url };
  process.send?.(msg);
}

/** In a worker that has closed its server: leave the cluster (the IPC channel would keep the process alive). */
export function leaveCluster(): void {
  if (cluster.isWorker && process.connected) process.disconnect();
}
