/**
 * The process's metrics registry and the fault counters an operator's dashboard watches (shed calls, dependency
 * errors by kind, retries). Created once in the composition root; /metrics (http/plugins/metrics.ts) serves it.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { clusterRestarts } from '../cluster.js';

/** Counters of the failure modes of docs/operations.md. */
export interface FaultMetrics {
  /** A call refused at once: `overload` (IDRISK_MAX_INFLIGHT) or `draining` (shutdown). */
  shed(reason: 'overload' | 'draining' | 'key_concurrency'): void;
  /** A dependency failed a call or was bypassed: database (busy, disk_full, unreachable, ...), redis. */
  dependencyError(dependency: string, kind: string): void;
  /** A retried operation: a background job attempt that failed and was rescheduled (kind = the job's name). */
  retry(kind: string): void;
  /** A failure that is not passed on (a cache fault, a best-effort purge or release): counted by where it happened. */
  suppressed(where: string): void;
}

/** Reports a failure that is not passed on: one log line and one count. */
export type ReportSuppressed = (where: string, err: unknown) => void;

/** The reporter of suppressed failures of a process: logged at warn with the place, counted in /metrics. */
export function suppressedReporter(logger: { warn(obj: object, msg: string): void }, faults: Pick<FaultMetrics, 'suppressed'>): ReportSuppressed {
  return (where, err) => {
    faults.suppressed(where);
    logger.warn({ err, where }, 'a failure was suppressed (the call or job went on)');
  };
}

/** What the job runner reports (src/jobs/index.ts subscribes them to every runner). */
export interface JobMetrics {
  /** One finished attempt of a job: succeeded, retry, failed, released or lease-lost. */
  attempt(job: string, outcome: string, seconds: number): void;
}

/** What the decision layer reports (src/decisions). */
export interface DecisionMetrics {
  /** A rule skipped because it failed at run time (reason code rule_failed). */
  ruleFailed(operation: string): void;
}

/** What the call statistics report (src/observability/call-stats.ts). */
export interface CallStatsMetrics {
  /** Calls not counted because the rows waiting in memory were at their bound. */
  dropped(n: number): void;
}

export interface Metrics {
  readonly registry: Registry;
  readonly callStats: CallStatsMetrics;
  readonly faults: FaultMetrics;
  readonly jobs: JobMetrics;
  readonly decisions: DecisionMetrics;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'idrisk_' });
  const shed = new Counter({
    name: 'idrisk_shed_calls_total',
    help: 'Calls refused at once: overload (IDRISK_MAX_INFLIGHT, 503), draining (shutdown, 503) or key_concurrency (IDRISK_MAX_INFLIGHT_PER_KEY, 429)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const dependency = new Counter({
    name: 'idrisk_dependency_errors_total',
    help: 'Dependency failures by dependency and kind (database busy/disk_full/unreachable/timeout/io, redis unavailable)',
    labelNames: ['dependency', 'kind'] as const,
    registers: [registry],
  });
  const retries = new Counter({
    name: 'idrisk_retries_total',
    help: 'Retried operations by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const suppressed = new Counter({
    name: 'idrisk_suppressed_errors_total',
    help: 'Failures not passed on to a caller or job, by where they happened (cache get/set, login record purge, job release, retention audit)',
    labelNames: ['where'] as const,
    registers: [registry],
  });
  const attempts = new Counter({
    name: 'idrisk_job_attempts_total',
    help: 'Finished background job attempts by job and outcome (succeeded, retry, failed, released, lease-lost)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const attemptSeconds = new Histogram({
    name: 'idrisk_job_attempt_duration_seconds',
    help: 'Background job attempt duration by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  const ruleFailures = new Counter({
    name: 'idrisk_rule_failures_total',
    help: 'Rules of decision policies skipped because they failed at run time (reason code RG004), by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const statsDropped = new Counter({
    name: 'idrisk_call_stats_dropped_total',
    help: 'Calls left out of the call statistics (the overview\'s errors and latency) because the rows waiting to be written were at their bound',
    registers: [registry],
  });
  new Gauge({
    name: 'idrisk_cluster_worker_restarts_total',
    help: 'API worker processes the primary of `idrisk serve --workers N` restarted after an unexpected exit (0 in a single process)',
    registers: [registry],
    collect() {
      this.set(clusterRestarts());
    },
  });
  for (const reason of ['overload', 'draining', 'key_concurrency']) shed.inc({ reason }, 0);
  const retry = (kind: string) => retries.inc({ kind });
  return {
    registry,
    jobs: {
      attempt(job, outcome, seconds) {
        attempts.inc({ job, outcome });
        attemptSeconds.observe({ job }, seconds);
        if (outcome === 'retry') retry(job);
      },
    },
    decisions: { ruleFailed: (operation) => ruleFailures.inc({ operation }) },
    callStats: { dropped: (n) => statsDropped.inc(n) },
    faults: {
      shed: (reason) => shed.inc({ reason }),
      dependencyError: (dep, kind) => dependency.inc({ dependency: dep, kind }),
      retry,
      suppressed: (where) => suppressed.inc({ where }),
    },
  };
}

