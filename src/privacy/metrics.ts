/** Retention in /metrics: the configured period, the last run and what it deleted (this process's runs). */
import { Gauge, type Registry } from 'prom-client';
import type { Privacy } from './service.js';

export function registerPrivacyMetrics(registry: Registry, privacy: Privacy): void {
  const stats = privacy.retention;
  new Gauge({
    name: 'idrisk_retention_days',
    help: 'IDRISK_RETENTION_DAYS: days resolutions and identity-graph links are kept (0: forever)',
    registers: [registry],
    collect() {
      this.set(privacy.retentionDays);
    },
  });
  new Gauge({
    name: 'idrisk_retention_last_run_timestamp_seconds',
    help: 'Unix time of the last retention prune of this process (0: none yet)',
    registers: [registry],
    collect() {
      this.set(stats.lastRunAt ? stats.lastRunAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: 'idrisk_retention_runs_total',
    help: 'Retention prunes run by this process, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.set({ outcome: 'ok' }, stats.runs);
      this.set({ outcome: 'failed' }, stats.failures);
    },
  });
  new Gauge({
    name: 'idrisk_retention_deleted_total',
    help: 'Rows deleted by the retention prunes of this process, by store',
    labelNames: ['store'] as const,
    registers: [registry],
    collect() {
      for (const [store, n] of Object.entries(stats.deletedTotal)) this.set({ store }, n);
    },
  });
}
