/**
 * `idrisk reviews`: the review queue (docs/rules.md#review-queue) from the command line, through the same service as
 * the admin API's review routes (src/decisions/reviews.ts). The CLI acts as `cli:<user>` on every account (it holds
 * the database): claims, releases and decisions carry that label, and the audit trail records the command (its
 * --note redacted, as the admin API keeps the note out of the trail).
 */
import { cliActor } from '../../privacy/audit.js';
import { DecisionError } from '../../decisions/errors.js';
import { REVIEW_STATUSES, type ReviewEntry, type ReviewStatus, type Reviewer } from '../../decisions/reviews.js';
import { intArg, parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';

const SUBCOMMANDS = ['list', 'show', 'claim', 'release', 'decide'] as const;

export const reviewsCommand: CliCommand = {
  name: 'reviews',
  summary: 'The review queue: calls a policy decided `review`; list, show, claim, release, approve or decline them',
  usage: [
    'idrisk reviews list [--account ID] [--status open|decided] [--limit N] [--cursor C] [--json]',
    'idrisk reviews show RESOLUTION_ID [--json]',
    'idrisk reviews claim RESOLUTION_ID [--json]',
    'idrisk reviews release RESOLUTION_ID [--json]',
    'idrisk reviews decide RESOLUTION_ID --outcome approve|decline --note TEXT [--tag TAG] [--json]',
    '  list: oldest first, 50 a page by default (the next page: --cursor with the printed next cursor).',
    '  decide: approve labels the call not_fraud; decline labels it fraud, or --tag chargeback | suspected_fraud |',
    '  spam_or_abuse; the label, the resolution.reviewed webhook and the closing of the entry are one transaction.',
    '  A claim holds an entry for 30 minutes. The CLI acts as cli:<user> (the audit trail records it; not the note).',
  ].join('\n'),
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    if (!(SUBCOMMANDS as readonly string[]).includes(sub ?? '')) throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    const { values, positionals } = parse(
      rest,
      { account: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' }, cursor: { type: 'string' }, outcome: { type: 'string' }, note: { type: 'string' }, tag: { type: 'string' } },
      sub === 'list' ? 0 : 1,
    );
    const allowed: Record<string, readonly string[]> = { list: ['account', 'status', 'limit', 'cursor'], decide: ['outcome', 'note', 'tag'] };
    for (const k of ['account', 'status', 'limit', 'cursor', 'outcome', 'note', 'tag']) {
      if (values[k] !== undefined && !(allowed[sub!] ?? []).includes(k)) throw new UsageError(`--${k} does not apply to reviews ${sub}`);
    }
    const json = values.json === true;
    const who: Reviewer = { label: cliActor(ctx.env), accounts: null };
    if (sub === 'list') {
      const status = values.status as string | undefined;
      if (status !== undefined && !(REVIEW_STATUSES as readonly string[]).includes(status)) throw new UsageError(`--status must be one of ${REVIEW_STATUSES.join(', ')}, got "${status}"`);
      const limit = values.limit === undefined ? 50 : intArg(values.limit, '--limit', 1, 1000);
      return withService(ctx, async (s) => {
        const accountId = values.account as string | undefined;
        if (accountId !== undefined && !(await s.accounts.get(accountId))) throw new UsageError(`no account ${accountId}`);
        const page = await s.decisions.reviews.list(who, { accountId, status: status as ReviewStatus | undefined, limit, cursor: values.cursor as string | undefined });
        if (json) ctx.io.out(JSON.stringify({ data: page.items, next_cursor: page.nextCursor }));
        else {
          ctx.io.out(page.items.length === 0 ? `no ${status ?? 'open'} reviews` : page.items.map(line).join('\n'));
          if (page.nextCursor) ctx.io.out(`next page: --cursor ${page.nextCursor}`);
        }
        return 0;
      });
    }
    const id = requireString(positionals[0], 'RESOLUTION_ID');
    return withService(ctx, async (s) => {
      const reviews = s.decisions.reviews;
      if (sub === 'show') {
        const e = await reviews.get(who, id);
        ctx.io.out(json ? JSON.stringify(e) : detail(e));
      } else if (sub === 'claim' || sub === 'release') {
        const e = sub === 'claim' ? await reviews.claim(who, id) : await reviews.release(who, id);
        ctx.auditDetail?.({ account_id: e.account_id });
        ctx.io.out(json ? JSON.stringify(e) : sub === 'claim' ? `claimed ${id} until ${e.claim_expires_at}` : `released ${id}`);
      } else {
        const outcome = requireString(values.outcome, '--outcome');
        if (outcome !== 'approve' && outcome !== 'decline') throw new UsageError(`--outcome must be approve or decline, got "${outcome}"`);
        const note = requireString(values.note, '--note');
        const out = await reviews.decide(who, id, { outcome, note, tag: values.tag as string | undefined });
        if (out.eventId) s.jobs.wake();
        ctx.auditDetail?.({ account_id: out.entry.account_id, label_id: out.labelId, webhook_event_id: out.eventId });
        ctx.io.out(
          json
            ? JSON.stringify({ review: out.entry, label_id: out.labelId, webhook_event_id: out.eventId })
            : `${outcome === 'approve' ? 'approved' : 'declined'} ${id}: label ${out.labelId}${out.eventId ? `, webhook ${out.eventId}` : ' (the account has no webhook URL)'}`,
        );
      }
      return 0;
    });
  },
};

/** Open the services, run, close; a refusal of the queue (no such entry, held by another, a bad tag) exits 1 with its message. */
async function withService(ctx: Parameters<CliCommand['run']>[1], fn: (s: Awaited<ReturnType<typeof ctx.services>>) => Promise<number>): Promise<number> {
  const s = await ctx.services();
  try {
    return await fn(s);
  } catch (err) {
    if (err instanceof DecisionError) {
      ctx.io.err(`idrisk reviews: ${err.message}${err.code === 'CONFLICT' ? ' (conflict)' : ''}`);
      return 1;
    }
    throw err;
  } finally {
    await s.close();
  }
}

const score = (e: ReviewEntry) => (e.score === null ? 'score n/a' : `score ${e.score} ${e.score_cluster ?? ''}`.trim());

function line(e: ReviewEntry): string {
  const state = e.status === 'decided' ? `${e.outcome} by ${e.decided_by}` : e.claimed_by ? `claimed by ${e.claimed_by}` : 'unclaimed';
  return `${e.resolution_id}  ${e.created_at}  ${e.account_id}  ${e.operation}  ${score(e)}  ${e.rules.map((r) => r.id).join(',')}  ${state}`;
}

function detail(e: ReviewEntry): string {
  return [
    `${e.resolution_id}  ${e.status}`,
    `account ${e.account_id}, ${e.operation}, customer ${e.customer_id ?? 'n/a'}, ${score(e)}, created ${e.created_at}`,
    `policy ${e.policy_version}: ${e.rules.map((r) => `${r.id} (${r.name})`).join(', ')}`,
    e.status === 'decided'
      ? `decided ${e.outcome} by ${e.decided_by} at ${e.decided_at}: ${e.note ?? ''}`
      : e.claimed_by
        ? `claimed by ${e.claimed_by} until ${e.claim_expires_at}`
        : 'unclaimed',
  ].join('\n');
}
