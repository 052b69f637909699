/**
 * The one job runner: claims due jobs with a lease, runs each entry's handler under its timeout, renews the lease
 * while it runs, then finishes, retries (backoff of the entry) or fails the job. It runs inside `idrisk serve` and as
 * `idrisk worker`; any number of runners share one database.
 *
 * Crash safety: a job's effects are written in the transaction that marks it succeeded, fenced by the lease, so a
 * job whose worker died (kill -9) is claimed again once its lease expires, runs again and ends exactly once.
 * stop() stops claiming, aborts the running handlers and gives their jobs back (release) before it resolves.
 *
 * Recurring entries (`schedule`): at start and whenever a new period begins the runner enqueues the period's job under a
 * dedupe key naming the period, so it runs once per period across every runner on the database. Every finished
 * attempt is recorded in `job_attempts` before the observers hear of it.
 */
import type { Logger } from '../products/types.js';
import type { Tx } from '../store/db.js';
import { backoffDelay, exhausted, LeaseLost, PermanentJobError, type JobContext, type JobInfo } from './define.js';
import type { JobDeps } from './deps.js';
import { workerName, type ClaimedJob, type JobQueue } from './queue.js';

export interface RunnerOptions {
  /** Jobs run at once by this runner. */
  readonly concurrency: number;
  /** How often to look for due jobs when not woken (other processes enqueue, retries fall due). */
  readonly pollMs: number;
  /** Lease length; renewed every third of it while the handler runs. */
  readonly leaseMs: number;
  readonly owner?: string;
}

class Stopped extends Error {
  constructor() {
    super('runner stopped');
    this.name = 'Stopped';
  }
}
class TimedOut extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = 'TimedOut';
  }
}

export class JobRunner {
  readonly owner: string;
  private readonly active = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private stopping = false;
  private loopDone: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private unsubscribe: (() => void) | null = null;
  /** When the recurring entries are next due to be enqueued (ms); null when the catalogue has none. */
  private nextSchedule: number | null = 0;
  /** Observers of finished attempts (tests and metrics await a signal instead of sleeping). */
  private readonly observers = new Set<(e: AttemptEvent) => void>();

  constructor(
    private readonly queue: JobQueue,
    private readonly deps: JobDeps,
    private readonly options: RunnerOptions,
    private readonly logger: Logger = deps.logger,
  ) {
    this.owner = options.owner ?? workerName();
  }

  start(): void {
    if (this.loopDone) return;
    this.unsubscribe = this.queue.onWake(() => this.wake());
    this.loopDone = this.loop();
  }

  /** Stop claiming, abort running handlers, give their jobs back; resolves when every lease is released. */
  async stop(): Promise<void> {
    if (this.stopping) {
      await this.loopDone;
      return;
    }
    this.stopping = true;
    this.unsubscribe?.();
    this.wake();
    for (const { controller } of this.active.values()) controller.abort(new Stopped());
    await this.loopDone;
    await Promise.all([...this.active.values()].map((a) => a.done));
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Called with every finished attempt. */
  onAttempt(observer: (e: AttemptEvent) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  get running(): number {
    return this.active.size;
  }

  /** Enqueue the due period of the recurring entries when a new one began (once per period across processes). */
  private async schedule(): Promise<void> {
    if (this.nextSchedule === null || Date.now() < this.nextSchedule) return;
    try {
      const next = await this.queue.enqueueScheduled();
      this.nextSchedule = next ? next.getTime() : null;
    } catch (err) {
      this.logger.error({ err }, 'could not enqueue the recurring jobs');
      this.nextSchedule = Date.now() + this.options.pollMs;
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      await this.schedule();
      const free = this.options.concurrency - this.active.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const jobs = await this.queue.claim(this.owner, free, this.options.leaseMs);
          claimed = jobs.length;
          for (const job of jobs) this.launch(job);
        } catch (err) {
          this.logger.error({ err }, 'job claim failed');
        }
        if (this.stopping) break;
        if (claimed === free) continue;
      }
      if (this.woken) continue;
      const untilSchedule = this.nextSchedule === null ? Infinity : Math.max(0, this.nextSchedule - Date.now());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(this.options.pollMs, untilSchedule));
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wakeUp = done;
      });
      this.wakeUp = null;
    }
  }

  private launch(job: ClaimedJob): void {
    const controller = new AbortController();
    const done = this.run(job, controller).finally(() => {
      this.active.delete(job.id);
      this.wake();
    });
    this.active.set(job.id, { controller, done });
  }

  private async run(job: ClaimedJob, controller: AbortController): Promise<void> {
    const started = performance.now();
    const def = this.queue.definition(job.name);
    const info: JobInfo = { id: job.id, name: job.name, attempt: job.attempt, createdAt: job.createdAt };
    let outcome: AttemptEvent['outcome'];
    let error: string | undefined;
    if (this.stopping) {
      await this.queue.release(job).catch((err: unknown) => {
        // The lease expires by itself and another worker takes the job then; say why it was not given back now.
        this.deps.report?.('job_release', err);
        return false;
      });
      return;
    }
    if (!def) {
      await this.failNow(job, `no job "${job.name}" in this version's catalogue`);
      await this.emit({ job: info, outcome: 'failed', error: 'unknown job', ms: 0 });
      return;
    }
    try {
      this.queue.check(job.name, job.payload);
    } catch (err) {
      await this.failNow(job, (err as Error).message);
      await this.emit({ job: info, outcome: 'failed', error: (err as Error).message, ms: 0 });
      return;
    }

    const timer = setTimeout(() => controller.abort(new TimedOut(def.timeoutMs)), def.timeoutMs);
    const renewEvery = Math.max(50, Math.floor(this.options.leaseMs / 3));
    const renewer = setInterval(() => {
      this.queue.renew(job, this.options.leaseMs).then(
        (ok) => {
          if (!ok) controller.abort(new LeaseLost(job.id));
        },
        (err: unknown) => this.logger.warn({ err, job: job.id }, 'lease renewal failed'),
      );
    }, renewEvery);
    let finished = false;
    const ctx: JobContext = {
      job: info,
      signal: controller.signal,
      deps: this.deps,
      finish: async (writes?: (tx: Tx) => Promise<void>) => {
        if (controller.signal.aborted) throw controller.signal.reason;
        await this.deps.db.transaction().execute(async (tx) => {
          await this.queue.succeed(tx, job);
          if (writes) await writes(tx);
        });
        finished = true;
      },
    };
    const aborted = new Promise<never>((_, reject) => {
      if (controller.signal.aborted) reject(controller.signal.reason);
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => undefined);
    try {
      await Promise.race([def.handler(job.payload as never, ctx), aborted]);
      if (!finished) await ctx.finish();
      outcome = 'succeeded';
    } catch (err) {
      const reason = controller.signal.aborted ? controller.signal.reason : err;
      error = reason instanceof Error ? reason.message : String(reason);
      outcome = await this.afterFailure(job, def, info, reason, error);
    } finally {
      clearTimeout(timer);
      clearInterval(renewer);
      if (!controller.signal.aborted) controller.abort(new Stopped());
    }
    await this.emit({ job: info, outcome, error, ms: Math.round(performance.now() - started) });
  }

  private async afterFailure(
    job: ClaimedJob,
    def: NonNullable<ReturnType<JobQueue['definition']>>,
    info: JobInfo,
    reason: unknown,
    error: string,
  ): Promise<AttemptEvent['outcome']> {
    try {
      if (reason instanceof Stopped) {
        await this.queue.release(job);
        return 'released';
      }
      if (reason instanceof LeaseLost) return 'lease-lost';
      const now = new Date();
      if (reason instanceof PermanentJobError || exhausted(def.retry, job.attempt, job.createdAt, now)) {
        await this.deps.db.transaction().execute(async (tx) => {
          await this.queue.fail(tx, job, error);
          if (def.onFailure) await def.onFailure(job.payload as never, { job: info, error, deps: this.deps }, tx);
        });
        this.logger.warn({ job: job.id, name: job.name, attempt: job.attempt, error }, 'job failed for good');
        return 'failed';
      }
      const runAt = new Date(now.getTime() + backoffDelay(def.retry.backoff, job.attempt));
      await this.deps.db.transaction().execute(async (tx) => {
        if (!(await this.queue.retry(job, runAt, error, tx))) throw new LeaseLost(job.id);
        if (def.onRetry) await def.onRetry(job.payload as never, { job: info, error, runAt, deps: this.deps }, tx);
      });
      this.logger.info({ job: job.id, name: job.name, attempt: job.attempt, error, retry_at: runAt.toISOString() }, 'job attempt failed; retry scheduled');
      return 'retry';
    } catch (err) {
      if (err instanceof LeaseLost) return 'lease-lost';
      this.logger.error({ err, job: job.id }, 'could not record a job failure');
      return 'lease-lost';
    }
  }

  private async failNow(job: ClaimedJob, error: string): Promise<void> {
    await this.deps.db
      .transaction()
      .execute((tx) => this.queue.fail(tx, job, error))
      .catch((err: unknown) => this.logger.error({ err, job: job.id }, 'could not fail job'));
  }

  /** Log the attempt, record it in the job history, then tell the observers (so they can read the history). */
  private async emit(e: AttemptEvent): Promise<void> {
    this.logger.info({ job: e.job.id, name: e.job.name, attempt: e.job.attempt, outcome: e.outcome, ms: e.ms, ...(e.error ? { error: e.error } : {}) }, 'job attempt');
    await this.queue
      .recordAttempt({ jobId: e.job.id, name: e.job.name, attempt: e.job.attempt, worker: this.owner, outcome: e.outcome, error: e.error ?? null, ms: e.ms, finishedAt: new Date() })
      .catch((err: unknown) => this.logger.warn({ err, job: e.job.id }, 'could not record a job attempt'));
    for (const o of this.observers) o(e);
  }
}

export interface AttemptEvent {
  readonly job: JobInfo;
  /** released: given back on stop; lease-lost: another worker owns it now. */
  readonly outcome: 'succeeded' | 'retry' | 'failed' | 'released' | 'lease-lost';
  readonly error?: string;
  readonly ms: number;
}
