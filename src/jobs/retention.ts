/**
 * The daily retention prune as a catalogue entry (issue 14's retention, docs/privacy.md): resolutions and
 * identity-graph links older than IDRISK_RETENTION_DAYS are deleted once a day, by whichever runner (`idrisk serve`
 * or `idrisk worker`) claims the day's job: once across processes. `Privacy.runRetention` records each run in the
 * audit trail (actor `system:retention`), which /metrics reads. IDRISK_RETENTION_DAYS=0 keeps everything: the job
 * then does nothing.
 */
import { defineJob } from './define.js';
import { ScheduledPayload } from './prune.js';

const DAY = 86_400_000;

export const retentionJob = defineJob({
  name: 'privacy.retention',
  payload: ScheduledPayload,
  schedule: { everyMs: DAY },
  retry: { maxAttempts: 3, backoff: { baseMs: 5 * 60_000, factor: 3, maxMs: 60 * 60_000, jitter: 0.3 } },
  timeoutMs: 60 * 60_000,
  async handler(_p, ctx) {
    const { privacy, logger } = ctx.deps;
    if (privacy.retentionDays <= 0) {
      logger.info({ retention_days: 0 }, 'retention off (IDRISK_RETENTION_DAYS=0): nothing pruned');
      return;
    }
    const r = await privacy.runRetention();
    // runRetention never throws; its failure (recorded in the audit trail) fails the attempt so the runner retries.
    if (!r) throw new Error('retention prune failed (see the audit trail, action prune, actor system:retention)');
    logger.info({ retention: { cutoff: r.cutoff, resolutions: r.resolutions, identity_edges: r.identityEdges, identity_nodes: r.identityNodes } }, 'retention prune');
  },
});
