/**
 * The personal-data commands (docs/privacy.md): `erase` and `export-subject` (one data subject everywhere), `prune`
 * (retention), `audit` (the audit trail).
 */
import { BadSelector, SUBJECT_KINDS, parseSubject, type Subject, type SubjectKind } from '../../privacy/subject.js';
import type { ErasureReport, PruneReport } from '../../privacy/service.js';
import { pruneDetail } from '../../privacy/service.js';
import type { AuditEntry } from '../../privacy/audit.js';
import { intArg, parse, type Options } from '../args.js';
import { UsageError, type CliCommand, type CliContext } from '../types.js';
import { withAdmin } from '../admin.js';

const SELECTORS: Options = { phone: { type: 'string' }, email: { type: 'string' }, ip: { type: 'string' }, name: { type: 'string' } };
const SELECTOR_USAGE = '--phone N | --email E | --ip A | --name "FIRST LAST"';

function subjectOf(values: Record<string, unknown>): Subject {
  const given = SUBJECT_KINDS.filter((k) => values[k] !== undefined);
  if (given.length !== 1) throw new UsageError(`give exactly one of ${SELECTOR_USAGE}`);
  const kind: SubjectKind = given[0];
  try {
    return parseSubject(kind, String(values[kind]));
  } catch (err) {
    if (err instanceof BadSelector) throw new UsageError(err.message);
    throw err;
  }
}

async function withServices<T>(ctx: CliContext, fn: (s: Awaited<ReturnType<CliContext['services']>>) => Promise<T>): Promise<T> {
  const s = await ctx.services();
  try {
    return await fn(s);
  } finally {
    await s.close();
  }
}

function erasureText(r: ErasureReport): string {
  const width = Math.max(...r.stores.map((s) => s.store.length));
  const verb = r.dryRun ? 'would erase' : 'erased';
  const lines = [`${r.dryRun ? 'dry run: nothing was erased' : 'erasure complete'} (subject: ${r.subject})`];
  for (const s of r.stores) lines.push(`  ${s.store.padEnd(width)}  ${verb} ${s.records}`);
  lines.push(`  ${'total'.padEnd(width)}  ${r.total}`);
  if (r.walTruncated === false) lines.push('warning: the SQLite WAL could not be truncated (another process is reading); run the same erase again when no other process is reading (it finds nothing and truncates the WAL)');
  return lines.join('\n');
}

const erasureJson = (r: ErasureReport) => ({
  subject: r.subject,
  dry_run: r.dryRun,
  stores: Object.fromEntries(r.stores.map((s) => [s.store, s.records])),
  total: r.total,
  wal_truncated: r.walTruncated,
});

export const eraseCommand: CliCommand = {
  name: 'erase',
  summary: 'Erase one data subject everywhere (datasets, identity graph, stored resolutions)',
  usage: `idrisk erase ${SELECTOR_USAGE} [--dry-run] [--json]`,
  async run(argv, ctx) {
    const { values } = parse(argv, { ...SELECTORS, 'dry-run': { type: 'boolean' } });
    const subject = subjectOf(values);
    const report = await withAdmin(ctx, (s, actor) => s.admin.ops.eraseSubject(actor, subject, values['dry-run'] === true));
    ctx.auditDetail?.({ subject: report.subject, ...erasureJson(report).stores, total: report.total });
    ctx.io.out(values.json ? JSON.stringify(erasureJson(report)) : erasureText(report));
    return 0;
  },
};

export const exportSubjectCommand: CliCommand = {
  name: 'export-subject',
  summary: 'Print everything held on one data subject as JSON (access requests)',
  usage: `idrisk export-subject ${SELECTOR_USAGE}`,
  async run(argv, ctx) {
    const { values } = parse(argv, SELECTORS);
    const subject = subjectOf(values);
    const stores = await withAdmin(ctx, (s, actor) => s.admin.ops.exportSubject(actor, subject));
    ctx.auditDetail?.({ subject: subject.kind, records: Object.values(stores).reduce((n, r) => n + r.length, 0) });
    ctx.io.out(JSON.stringify({ subject: { kind: subject.kind }, exported_at: new Date().toISOString(), stores }, null, 2));
    return 0;
  },
};

function pruneText(r: PruneReport): string {
  return [
    `${r.dryRun ? 'dry run: would delete' : 'deleted'} data older than ${r.retentionDays} day(s) (before ${r.cutoff}):`,
    `  resolutions     ${r.resolutions}`,
    `  identity edges  ${r.identityEdges}`,
    `  identity nodes  ${r.identityNodes}`,
    'usage (billing) rows are kept.',
  ].join('\n');
}

export const pruneCommand: CliCommand = {
  name: 'prune',
  summary: 'Delete resolutions and identity-graph links older than the retention period',
  usage: 'idrisk prune [--days D] [--dry-run] [--json]\n(default D: IDRISK_RETENTION_DAYS)',
  async run(argv, ctx) {
    const { values } = parse(argv, { days: { type: 'string' }, 'dry-run': { type: 'boolean' } });
    const days = values.days !== undefined ? intArg(values.days, '--days', 0, 36_500) : ctx.config().retentionDays;
    if (values.days === undefined && days === 0) {
      ctx.io.out(values.json ? JSON.stringify({ retention_days: 0, pruned: false }) : 'IDRISK_RETENTION_DAYS=0: data is kept forever; nothing to prune');
      return 0;
    }
    const r = await withServices(ctx, (s) => s.privacy.prune({ days, dryRun: values['dry-run'] === true }));
    ctx.auditDetail?.({ dry_run: r.dryRun, ...pruneDetail(r) });
    ctx.io.out(values.json ? JSON.stringify({ retention_days: r.retentionDays, dry_run: r.dryRun, ...pruneDetail(r), wal_truncated: r.walTruncated }) : pruneText(r));
    return 0;
  },
};

/** `24h`, `30m`, `7d`, `90s`, `0` -> milliseconds. */
export function durationMs(text: string, name: string): number {
  const m = /^(\d{1,6})(s|m|h|d)?$/.exec(text.trim());
  if (!m) throw new UsageError(`${name} must be a duration like 90s, 30m, 24h or 7d, got "${text}"`);
  const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

function sinceArg(text: string, now: Date): Date {
  if (/^\d+[smhd]$/.test(text.trim())) return new Date(now.getTime() - durationMs(text, '--since'));
  const t = Date.parse(text);
  if (Number.isNaN(t)) throw new UsageError(`--since must be a date/time (2026-01-31, 2026-01-31T12:00:00Z) or a duration (24h, 7d), got "${text}"`);
  return new Date(t);
}

const auditJson = (e: AuditEntry) => ({ id: e.id, at: e.at, actor: e.actor, action: e.action, args: e.args, outcome: e.outcome, detail: e.detail });

export const auditCommand: CliCommand = {
  name: 'audit',
  summary: 'Show the audit trail of administrative actions',
  usage: 'idrisk audit [--since DATE|DURATION] [--limit N] [--json]',
  async run(argv, ctx) {
    const { values } = parse(argv, { since: { type: 'string' }, limit: { type: 'string' } });
    const since = typeof values.since === 'string' ? sinceArg(values.since, new Date()) : undefined;
    const limit = values.limit !== undefined ? intArg(values.limit, '--limit', 1, 1_000_000) : undefined;
    const entries = await withServices(ctx, (s) => s.audit.list({ since, limit }));
    if (values.json) ctx.io.out(JSON.stringify(entries.map(auditJson)));
    else
      ctx.io.out(
        entries.length === 0
          ? 'no audit entries'
          : entries.map((e) => `${e.at}  ${e.actor}  ${e.action}  ${JSON.stringify(e.args)}  ${e.outcome}${e.detail ? `  ${JSON.stringify(e.detail)}` : ''}`).join('\n'),
      );
    return 0;
  },
};
