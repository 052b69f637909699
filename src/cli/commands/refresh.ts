/**
 * `idrisk refresh email-lists [--json]`: fetch the disposable lists of IDRISK_EMAIL_LISTS_URLS through the outbound
 * guard and store them, merged with provenance, in IDRISK_DATA_DIR (src/reference/email/refresh.ts). Running email
 * engines pick the result up within a minute. Exit 0 when every list was stored (or unchanged), 1 when one failed or
 * was refused (the stored version of that list is kept).
 *
 * `idrisk refresh ip-lists [--json]`: fetch the public IP lists (Tor exits, the cloud providers' published ranges,
 * iCloud Private Relay; IDRISK_IP_LISTS_SOURCES) through the outbound guard into the `ip-lists` dataset, each source's
 * rows replaced by what it publishes today (src/reference/ip/refresh.ts). Same exit codes.
 */
import { createFetchGuard, fetchGuardOptions } from '../../enrich/guard.js';
import { loadEmailReference } from '../../reference/email/index.js';
import { refreshEmailLists, type ListReport } from '../../reference/email/refresh.js';
import { configuredSources } from '../../reference/ip/list-sources.js';
import { refreshIpLists, type IpListReport } from '../../reference/ip/refresh.js';
import { UsageError, type CliCommand } from '../types.js';

const USAGE = 'idrisk refresh email-lists|ip-lists [--json]';

export function formatReport(r: ListReport): string {
  const counts = r.fetched === null ? '' : `: ${r.fetched} domains (stored before: ${r.previous ?? 'none'}; +${r.added} -${r.removed}${r.keptOut ? `; ${r.keptOut} allowed providers or organisations left out` : ''})`;
  return `${r.outcome.toUpperCase().padEnd(9)} ${r.name} ${r.url}${counts}${r.reason ? `\n          ${r.reason}` : ''}`;
}

export function formatIpReport(r: IpListReport): string {
  const counts = r.fetched === null ? '' : `: ${r.fetched} ranges (stored before: ${r.previous}; +${r.added} -${r.removed}${r.skipped ? `; ${r.skipped} unreadable skipped` : ''})`;
  return `${r.outcome.toUpperCase().padEnd(9)} ${r.name} ${r.url}${counts}${r.reason ? `\n          ${r.reason}` : ''}`;
}

export const refreshCommand: CliCommand = {
  name: 'refresh',
  summary: 'Fetch the upstream disposable-email lists (IDRISK_EMAIL_LISTS_URLS) or the public IP lists (Tor, cloud ranges)',
  usage: [
    USAGE,
    '',
    'Fetches each name=url of IDRISK_EMAIL_LISTS_URLS through the outbound guard and stores it in',
    'IDRISK_DATA_DIR/email-lists.json beside the bundled lists, with the lists that hold each domain.',
    'A list that would drop more than IDRISK_EMAIL_LISTS_MAX_DROP (default 0.2) of its stored domains is refused;',
    'allowed providers and organisations are never stored. See docs/email.md.',
    '',
    'ip-lists: fetches the public IP lists (IDRISK_IP_LISTS_SOURCES, default all: tor, aws, google-cloud, oracle,',
    'cloudflare-v4, cloudflare-v6, icloud-private-relay; azure with IDRISK_IP_LISTS_AZURE_URL) through the outbound',
    'guard into the ip-lists dataset, each source\'s ranges replaced by what it publishes today. A source that would',
    'lose more than IDRISK_IP_LISTS_MAX_DROP (default 0.3) of its stored ranges is refused. See docs/ip.md.',
  ].join('\n'),
  async run(argv, ctx) {
    const json = argv.includes('--json');
    const rest = argv.filter((a) => a !== '--json');
    if (rest.length !== 1 || (rest[0] !== 'email-lists' && rest[0] !== 'ip-lists')) {
      throw new UsageError(rest.length === 0 ? 'what to refresh? (email-lists, ip-lists)' : `unknown list set "${rest.join(' ')}" (email-lists, ip-lists)`);
    }
    const config = ctx.config();
    if (rest[0] === 'ip-lists') {
      const sources = configuredSources(config.ip);
      const services = await ctx.services();
      try {
        const result = await refreshIpLists({ guard: createFetchGuard(fetchGuardOptions(config)), db: services.store.db, sources, maxDrop: config.ip.listsMaxDrop, dataDir: config.dataDir });
        ctx.auditDetail?.({ lists: result.reports.map((r) => ({ name: r.name, outcome: r.outcome, fetched: r.fetched })) });
        if (json) ctx.io.out(JSON.stringify(result));
        else {
          for (const r of result.reports) ctx.io.out(formatIpReport(r));
          ctx.io.out(`provenance in ${result.file}`);
        }
        return result.reports.every((r) => r.outcome === 'updated' || r.outcome === 'unchanged') ? 0 : 1;
      } finally {
        await services.close();
      }
    }
    if (config.emailLists.upstreams.length === 0) {
      ctx.io.err('idrisk refresh: IDRISK_EMAIL_LISTS_URLS names no list (name=url,...): nothing to fetch; the bundled lists stay in use');
      return 1;
    }
    const guard = createFetchGuard(fetchGuardOptions(config));
    const result = await refreshEmailLists({
      guard, lists: config.emailLists.upstreams, maxDrop: config.emailLists.maxDrop, dataDir: config.dataDir, ref: await loadEmailReference(),
    });
    ctx.auditDetail?.({ lists: result.reports.map((r) => ({ name: r.name, outcome: r.outcome, fetched: r.fetched })) });
    if (json) ctx.io.out(JSON.stringify(result));
    else {
      for (const r of result.reports) ctx.io.out(formatReport(r));
      ctx.io.out(`${result.domains} domains stored in ${result.file}`);
    }
    return result.reports.every((r) => r.outcome === 'updated' || r.outcome === 'unchanged') ? 0 : 1;
  },
};
