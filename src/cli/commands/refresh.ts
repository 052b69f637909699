/**
 * `idrisk refresh email-lists [--json]`: fetch the disposable lists of IDRISK_EMAIL_LISTS_URLS through the outbound
 * guard and store them, merged with provenance, in IDRISK_DATA_DIR (src/reference/email/refresh.ts). Running email
 * engines pick the result up within a minute. Exit 0 when every list was stored (or unchanged), 1 when one failed or
 * was refused (the stored version of that list is kept).
 */
import { createFetchGuard, fetchGuardOptions } from '../../enrich/guard.js';
import { loadEmailReference } from '../../reference/email/index.js';
import { refreshEmailLists, type ListReport } from '../../reference/email/refresh.js';
import { UsageError, type CliCommand } from '../types.js';

const USAGE = 'idrisk refresh email-lists [--json]';

export function formatReport(r: ListReport): string {
  const counts = r.fetched === null ? '' : `: ${r.fetched} domains (stored before: ${r.previous ?? 'none'}; +${r.added} -${r.removed}${r.keptOut ? `; ${r.keptOut} allowed providers or organisations left out` : ''})`;
  return `${r.outcome.toUpperCase().padEnd(9)} ${r.name} ${r.url}${counts}${r.reason ? `\n          ${r.reason}` : ''}`;
}

export const refreshCommand: CliCommand = {
  name: 'refresh',
  summary: 'Fetch the configured upstream disposable-email lists (IDRISK_EMAIL_LISTS_URLS) into the data folder',
  usage: [
    USAGE,
    '',
    'Fetches each name=url of IDRISK_EMAIL_LISTS_URLS through the outbound guard and stores it in',
    'IDRISK_DATA_DIR/email-lists.json beside the bundled lists, with the lists that hold each domain.',
    'A list that would drop more than IDRISK_EMAIL_LISTS_MAX_DROP (default 0.2) of its stored domains is refused;',
    'allowed providers and organisations are never stored. See docs/email.md.',
  ].join('\n'),
  async run(argv, ctx) {
    const json = argv.includes('--json');
    const rest = argv.filter((a) => a !== '--json');
    if (rest.length !== 1 || rest[0] !== 'email-lists') throw new UsageError(rest.length === 0 ? 'what to refresh? (email-lists)' : `unknown list set "${rest.join(' ')}" (email-lists)`);
    const config = ctx.config();
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
