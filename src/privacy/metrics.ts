/**
 * Retention in /metrics: the configured period, and the runs of the daily retention job with what they deleted.
 * The job runs in whichever process (serve or worker) claims the day's `privacy.retention` job, so the figures come
 * from the audit trail (every run is recorded there, actor `system:retention`), the same in every process.
 */
import { Gauge, type Registry } from 'prom-client';
import type { Privacy } from './service.js';

export function registerPrivacyMetrics(registry: Registry, privacy: Privacy): void {
  type Totals = Awaited<ReturnType<Privacy['retentionTotals']>>;
  let inflight: Promise<Totals | null> | null = null;
  /**
   * One audit-trail read shared by the gauges of one scrape (prom-client collects them concurrently): a read in flight
   * is reused, a finished one never. Null when the database cannot answer (the gauges keep their value).
   */
  const totals = () =>
    (inflight ??= privacy
      .retentionTotals()
      .catch(() => null)
      .finally(() => {
        inflight = null;
      }));
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
    help: 'Unix time of the last successful retention prune of the job runners (0: none yet)',
    registers: [registry],
    async collect() {
      const t = await totals();
      if (t) this.set(t.lastRunAt ? t.lastRunAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: 'idrisk_retention_runs_total',
    help: 'Runs of the daily retention job (any process), by outcome, from the audit trail',
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      const t = await totals();
      if (!t) return;
      this.set({ outcome: 'ok' }, t.runs);
      this.set({ outcome: 'failed' }, t.failures);
    },
  });
  new Gauge({
    name: 'idrisk_retention_deleted_total',
    help: 'Rows deleted by the retention job (any process), by store, from the audit trail',
    labelNames: ['store'] as const,
    registers: [registry],
    async collect() {
      const t = await totals();
      if (t) for (const [store, n] of Object.entries(t.deletedTotal)) this.set({ store }, n);
    },
  });
}
