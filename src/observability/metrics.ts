/**
 * The process's metrics registry and the fault counters an operator's dashboard watches (shed calls, dependency
 * errors by kind, retries). Created once in the composition root; /metrics (http/plugins/metrics.ts) serves it.
 */
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

/** Counters of the failure modes of docs/operations.md. */
export interface FaultMetrics {
  /** A call refused at once: `overload` (IDRISK_MAX_INFLIGHT) or `draining` (shutdown). */
  shed(reason: 'overload' | 'draining'): void;
  /** A dependency failed a call or was bypassed: database (busy, disk_full, unreachable, ...), redis. */
  dependencyError(dependency: string, kind: string): void;
  /** A retried operation (webhook delivery, job attempt). */
  retry(kind: string): void;
}

export interface Metrics {
  readonly registry: Registry;
  readonly faults: FaultMetrics;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'idrisk_' });
  const shed = new Counter({
    name: 'idrisk_shed_calls_total',
    help: 'Calls refused at once with 503: overload (IDRISK_MAX_INFLIGHT) or draining (shutdown)',
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
  for (const reason of ['overload', 'draining']) shed.inc({ reason }, 0);
  return {
    registry,
    faults: {
      shed: (reason) => shed.inc({ reason }),
      dependencyError: (dep, kind) => dependency.inc({ dependency: dep, kind }),
      retry: (kind) => retries.inc({ kind }),
    },
  };
}

