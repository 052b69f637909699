/**
 * The review queue (docs/rules.md#review-queue): every live call a published policy decided `review` waits here,
 * oldest first, until an analyst approves or declines it. An analyst claims an entry (a claim lapses after CLAIM_TTL_MS,
 * so an entry left open by someone gone is not stuck), then decides it with a note: that writes the resolution's label
 * (approve: `not_fraud`; decline: `fraud` or another fraud tag), records the `resolution.reviewed` webhook (Standard
 * Webhooks, signed by the existing delivery job) and closes the entry, all in one transaction. No HTTP here: the admin
 * API's review routes call this service with the operator's label and account scope. The rows are
 * src/store/decisions/reviews.ts's (ReviewRows); no SQL here.
 */
import { newId } from '../accounts/ids.js';
import type { Executor, Tx } from '../store/db.js';
import type { LabelRows, ReviewRow, ReviewRows } from '../store/decisions/index.js';
import type { ReviewQueueTable } from '../store/schema.js';
import { FRAUD_TAGS } from './labels.js';
import { DecisionError, InvalidInput, NotFound } from './errors.js';

/** How long a claim holds an entry for its analyst: 30 minutes. */
export const CLAIM_TTL_MS = 30 * 60_000;
export const REVIEW_STATUSES = ['open', 'decided'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface ReviewEntry {
  readonly resolution_id: string;
  readonly account_id: string;
  readonly operation: string;
  readonly customer_id: string | null;
  readonly policy_version: string;
  /** The rules that sent the call to review (their id and name). */
  readonly rules: readonly { id: string; name: string }[];
  readonly created_at: string;
  readonly status: ReviewStatus;
  /** Who holds the entry now (a lapsed claim reads null). */
  readonly claimed_by: string | null;
  readonly claimed_at: string | null;
  readonly claim_expires_at: string | null;
  readonly outcome: 'approve' | 'decline' | null;
  readonly note: string | null;
  readonly decided_by: string | null;
  readonly decided_at: string | null;
  /** The resolution's score and cluster (null once erased). */
  readonly score: number | null;
  readonly score_cluster: string | null;
}

/** Another analyst holds the entry, or it was decided already: 409. */
export class ReviewConflict extends DecisionError {
  constructor(message: string) {
    super('CONFLICT', message, 'resolution_id');
  }
}

/** Who acts on the queue: the audit label of the operator or token, and the accounts it may see (null: all). */
export interface Reviewer {
  readonly label: string;
  readonly accounts: readonly string[] | null;
}

export interface ReviewDecision {
  readonly outcome: 'approve' | 'decline';
  readonly note: string;
  /** The label written: approve -> not_fraud (the only one allowed); decline -> fraud unless another fraud tag is given. */
  readonly tag?: string;
}

export interface ReviewDeps {
  readonly rows: ReviewRows;
  readonly labels: LabelRows;
  /** Record the `resolution.reviewed` webhook and enqueue its delivery in the transaction; the event id or null. */
  reviewed(tx: Tx, accountId: string, data: unknown): Promise<string | null>;
}

const claimLive = (r: Pick<ReviewQueueTable, 'claimed_by' | 'claimed_at' | 'status'>, now: Date) =>
  r.status === 'open' && r.claimed_by !== null && r.claimed_at !== null && Date.parse(r.claimed_at) + CLAIM_TTL_MS > now.getTime();

function toEntry(r: ReviewRow, now: Date): ReviewEntry {
  const live = claimLive(r, now);
  return {
    resolution_id: r.resolution_id,
    account_id: r.account_id,
    operation: r.operation,
    customer_id: r.customer_id,
    policy_version: r.policy_version,
    rules: JSON.parse(r.rules) as { id: string; name: string }[],
    created_at: r.created_at,
    status: r.status as ReviewStatus,
    claimed_by: live ? r.claimed_by : null,
    claimed_at: live ? r.claimed_at : null,
    claim_expires_at: live ? new Date(Date.parse(r.claimed_at!) + CLAIM_TTL_MS).toISOString() : null,
    outcome: r.outcome as ReviewEntry['outcome'],
    note: r.note,
    decided_by: r.decided_by,
    decided_at: r.decided_at,
    score: r.score === null || r.score === undefined ? null : Number(r.score),
    score_cluster: r.score_cluster ?? null,
  };
}

export class ReviewQueue {
  constructor(private readonly deps: ReviewDeps) {}

  /** The queue entry written in the commit of a call decided `review` (src/decisions/index.ts), in its transaction. */
  enqueue(
    tx: Tx,
    e: { resolutionId: string; accountId: string; operation: string; customerId: string | null; policyVersion: string; rules: readonly { id: string; name: string }[]; createdAt: Date },
  ): Promise<void> {
    return this.deps.rows.insert(tx, {
      resolution_id: e.resolutionId, account_id: e.accountId, operation: e.operation, customer_id: e.customerId, policy_version: e.policyVersion,
      rules: JSON.stringify(e.rules.map((r) => ({ id: r.id, name: r.name }))), created_at: e.createdAt.toISOString(), status: 'open',
      claimed_by: null, claimed_at: null, outcome: null, note: null, decided_by: null, decided_at: null,
    });
  }

  /**
   * Entries of one state (default open), oldest first, `limit` a page; `cursor` is the previous page's next_cursor.
   * `accountId` narrows to one account; an actor limited to some accounts sees only theirs.
   */
  async list(
    who: Pick<Reviewer, 'accounts'>,
    q: { accountId?: string; status?: ReviewStatus; limit: number; cursor?: string },
    now = new Date(),
  ): Promise<{ items: ReviewEntry[]; nextCursor: string | null }> {
    let after: { at: string; id: string } | null = null;
    if (q.cursor !== undefined) {
      const [at, id] = Buffer.from(q.cursor, 'base64url').toString('utf8').split('\u0000');
      if (!at || !id) throw new InvalidInput('invalid cursor', 'cursor');
      after = { at, id };
    }
    if (q.accountId !== undefined && who.accounts !== null && !who.accounts.includes(q.accountId)) return { items: [], nextCursor: null };
    const rows = await this.deps.rows.page({ status: q.status ?? 'open', accountId: q.accountId, accounts: who.accounts, after, limit: q.limit + 1 });
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => toEntry(r, now)),
      nextCursor: rows.length > q.limit && last ? Buffer.from(`${last.created_at}\u0000${last.resolution_id}`, 'utf8').toString('base64url') : null,
    };
  }

  /** One entry; NotFound outside the reviewer's accounts. */
  async get(who: Pick<Reviewer, 'accounts'>, resolutionId: string, now = new Date(), exec?: Executor): Promise<ReviewEntry> {
    const r = await this.deps.rows.get(resolutionId, exec);
    if (!r || (who.accounts !== null && !who.accounts.includes(r.account_id))) throw new NotFound(`no review of ${resolutionId}`, 'resolution_id');
    return toEntry(r, now);
  }

  /**
   * Claim an open entry for the reviewer (or renew its own claim). Conflict when another reviewer's claim is live or
   * the entry was decided. The update is conditional, so two analysts claiming at once cannot both win.
   */
  async claim(who: Reviewer, resolutionId: string, now = new Date()): Promise<ReviewEntry> {
    const entry = await this.get(who, resolutionId, now);
    if (entry.status !== 'open') throw new ReviewConflict(`the review of ${resolutionId} was decided already`);
    if (entry.claimed_by !== null && entry.claimed_by !== who.label) throw new ReviewConflict(`${entry.claimed_by} holds the review of ${resolutionId} until ${entry.claim_expires_at}`);
    const stale = new Date(now.getTime() - CLAIM_TTL_MS).toISOString();
    if (!(await this.deps.rows.claim(resolutionId, who.label, now.toISOString(), stale))) throw new ReviewConflict(`another reviewer claimed ${resolutionId} first`);
    return this.get(who, resolutionId, now);
  }

  /** Give a claimed entry back to the queue (only its holder can). */
  async release(who: Reviewer, resolutionId: string, now = new Date()): Promise<ReviewEntry> {
    const entry = await this.get(who, resolutionId, now);
    if (entry.status !== 'open') throw new ReviewConflict(`the review of ${resolutionId} was decided already`);
    if (entry.claimed_by !== null && entry.claimed_by !== who.label) throw new ReviewConflict(`${entry.claimed_by} holds the review of ${resolutionId}`);
    await this.deps.rows.release(resolutionId, who.label);
    return this.get(who, resolutionId, now);
  }

  /**
   * Approve or decline an open entry that the reviewer holds or that nobody holds: the label, the webhook and the
   * closing of the entry in one transaction (all or nothing). Returns the closed entry, the label id and the event id
   * (null when the account has no webhook URL).
   */
  async decide(who: Reviewer, resolutionId: string, d: ReviewDecision, now = new Date()): Promise<{ entry: ReviewEntry; labelId: string; eventId: string | null }> {
    const tag = d.tag ?? (d.outcome === 'approve' ? 'not_fraud' : 'fraud');
    if (d.outcome === 'approve' && tag !== 'not_fraud') throw new InvalidInput('an approval labels the call not_fraud', 'tag');
    if (d.outcome === 'decline' && !FRAUD_TAGS.has(tag)) throw new InvalidInput(`a decline labels the call with a fraud tag: ${[...FRAUD_TAGS].join(', ')}`, 'tag');
    const note = d.note.trim();
    if (note === '') throw new InvalidInput('a decision needs a note', 'note');
    const at = now.toISOString();
    const stale = new Date(now.getTime() - CLAIM_TTL_MS).toISOString();
    return this.deps.rows.transaction(async (tx) => {
      const entry = await this.get(who, resolutionId, now, tx);
      if (entry.status !== 'open') throw new ReviewConflict(`the review of ${resolutionId} was decided already`);
      if (entry.claimed_by !== null && entry.claimed_by !== who.label) throw new ReviewConflict(`${entry.claimed_by} holds the review of ${resolutionId} until ${entry.claim_expires_at}`);
      if (!(await this.deps.rows.close(resolutionId, { outcome: d.outcome, note, by: who.label, at }, stale, tx))) throw new ReviewConflict(`another reviewer acted on ${resolutionId} first`);
      // The resolution must still be there to be labelled (an erased one keeps no personal data, labels included).
      const res = await this.deps.rows.unerased(resolutionId, tx);
      if (!res) throw new NotFound(`the resolution ${resolutionId} was erased`, 'resolution_id');
      const labelId = newId('lbl');
      await this.deps.labels.write(
        [{ resolution_id: resolutionId, account_id: entry.account_id, label_id: labelId, customer_id: res.customer_id, tag, occurred_at: null, notes: note, author: `review:${who.label}`, created_at: at }],
        tx,
      );
      const eventId = await this.deps.reviewed(tx, entry.account_id, {
        resolution_id: resolutionId,
        customer_id: res.customer_id,
        operation: entry.operation,
        policy_version: entry.policy_version,
        outcome: d.outcome,
        label: { label_id: labelId, tag },
        note,
        reviewed_by: who.label,
        reviewed_at: at,
      });
      return { entry: await this.get(who, resolutionId, now, tx), labelId, eventId };
    });
  }
}
