/**
 * The daily retention run inside `idrisk serve`: prune once shortly after start, then every 24 hours. Several server
 * processes on one PostgreSQL database each run it; a prune is idempotent, so that only repeats a cheap delete.
 * (A typed job catalogue, when the service has one, takes this over as one entry: see docs/privacy.md.)
 */
import type { Logger } from '../products/types.js';
import type { Privacy } from './service.js';

export const RETENTION_INTERVAL_MS = 86_400_000;

export interface RetentionTimer {
  stop(): Promise<void>;
}

export function startRetentionTimer(privacy: Privacy, logger: Logger, options: { firstRunMs?: number; intervalMs?: number } = {}): RetentionTimer | null {
  if (privacy.retentionDays <= 0) return null;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = privacy
      .runRetention()
      .then((r) => {
        if (r) logger.info({ retention: { cutoff: r.cutoff, resolutions: r.resolutions, identity_edges: r.identityEdges, identity_nodes: r.identityNodes } }, 'retention prune');
        else logger.error({ failures: privacy.retention.failures }, 'retention prune failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, options.firstRunMs ?? 60_000);
  const every = setInterval(run, options.intervalMs ?? RETENTION_INTERVAL_MS);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
