/**
 * The daily refresh of the public IP lists (issue 32) as a catalogue entry: with IDRISK_IP_LISTS_REFRESH=on, whichever
 * runner (`idrisk serve` or `idrisk worker`) claims the day's job fetches the configured sources (Tor exits, the cloud
 * providers' published ranges, iCloud Private Relay; src/reference/ip/list-sources.ts) through the outbound guard
 * into the `ip-lists` dataset (src/reference/ip/refresh.ts); every ip engine picks the change up with its next
 * generation check. Off by default: the job then does nothing. A source that failed or was refused fails the attempt
 * (retried later); the sources that were stored stay stored.
 */
import { createFetchGuard, fetchGuardOptions } from '../enrich/guard.js';
import { configuredSources } from '../reference/ip/list-sources.js';
import { refreshIpLists } from '../reference/ip/refresh.js';
import { defineJob } from './define.js';
import { ScheduledPayload } from './prune.js';

const DAY = 86_400_000;

export const ipListsJob = defineJob({
  name: 'ip.lists-refresh',
  payload: ScheduledPayload,
  schedule: { everyMs: DAY },
  retry: { maxAttempts: 3, backoff: { baseMs: 10 * 60_000, factor: 3, maxMs: 2 * 60 * 60_000, jitter: 0.3 } },
  timeoutMs: 15 * 60_000,
  async handler(_p, ctx) {
    const { config, logger, db } = ctx.deps;
    if (!config.ip.listsRefresh) {
      logger.info({ ip_lists_refresh: false }, 'ip lists refresh off (IDRISK_IP_LISTS_REFRESH): nothing fetched');
      return;
    }
    const guard = createFetchGuard(fetchGuardOptions(config));
    const r = await refreshIpLists({ guard, db, sources: configuredSources(config.ip), maxDrop: config.ip.listsMaxDrop, dataDir: config.dataDir, signal: ctx.signal });
    logger.info({ ip_lists: r.reports.map((x) => ({ name: x.name, outcome: x.outcome, fetched: x.fetched, added: x.added, removed: x.removed, reason: x.reason })) }, 'ip lists refresh');
    const bad = r.reports.filter((x) => x.outcome === 'failed' || x.outcome === 'refused');
    if (bad.length > 0) throw new Error(`ip lists refresh: ${bad.map((x) => `${x.name} ${x.outcome} (${x.reason})`).join('; ')}`);
  },
});
