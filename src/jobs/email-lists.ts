/**
 * The daily refresh of the disposable-email lists (issue 32) as a catalogue entry: with IDRISK_EMAIL_LISTS_REFRESH=on,
 * whichever runner (`idrisk serve` or `idrisk worker`) claims the day's job fetches IDRISK_EMAIL_LISTS_URLS through the
 * outbound guard into the data folder (src/reference/email/refresh.ts); every email engine re-reads the stored lists
 * when they change. Off by default: the job then does nothing. A list that failed or was refused fails the attempt
 * (retried later); the lists that were stored stay stored.
 */
import { createFetchGuard, fetchGuardOptions } from '../enrich/guard.js';
import { refreshEmailLists } from '../reference/email/refresh.js';
import { defineJob } from './define.js';
import { ScheduledPayload } from './prune.js';

const DAY = 86_400_000;

export const emailListsJob = defineJob({
  name: 'email.lists-refresh',
  payload: ScheduledPayload,
  schedule: { everyMs: DAY },
  retry: { maxAttempts: 3, backoff: { baseMs: 10 * 60_000, factor: 3, maxMs: 2 * 60 * 60_000, jitter: 0.3 } },
  timeoutMs: 15 * 60_000,
  async handler(_p, ctx) {
    const { config, logger } = ctx.deps;
    const { refresh, upstreams, maxDrop } = config.emailLists;
    if (!refresh || upstreams.length === 0) {
      logger.info({ email_lists_refresh: refresh, lists: upstreams.length }, 'email lists refresh off (IDRISK_EMAIL_LISTS_REFRESH, IDRISK_EMAIL_LISTS_URLS): nothing fetched');
      return;
    }
    const guard = createFetchGuard(fetchGuardOptions(config));
    const r = await refreshEmailLists({ guard, lists: upstreams, maxDrop, dataDir: config.dataDir, ref: await ctx.deps.reference.email(), signal: ctx.signal });
    logger.info({ email_lists: r.reports.map((x) => ({ name: x.name, outcome: x.outcome, fetched: x.fetched, added: x.added, removed: x.removed, reason: x.reason })), domains: r.domains }, 'email lists refresh');
    const bad = r.reports.filter((x) => x.outcome === 'failed' || x.outcome === 'refused');
    if (bad.length > 0) throw new Error(`email lists refresh: ${bad.map((x) => `${x.name} ${x.outcome} (${x.reason})`).join('; ')}`);
  },
});
