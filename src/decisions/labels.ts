/**
 * Labels (docs/labels.md): what a call turned out to be (fraud, chargeback, ...), given by the account after the fact.
 * One current label per resolution (a new one replaces it) and every label ever given kept as history. Labels are
 * personal data: erasure and retention remove them with their resolution (src/privacy). No HTTP here, and no SQL: the
 * rows are src/store/decisions/labels.ts's (LabelRows).
 */
import { newId } from '../accounts/ids.js';
import type { LabelRows } from '../store/decisions/index.js';
import type { LabelsTable } from '../store/schema.js';
import { InvalidInput, NotFound } from './errors.js';
import { LABEL_TAG_VALUES, LABEL_BATCH } from '../contract/decisions.js';

export const LABEL_TAGS = LABEL_TAG_VALUES;
export type LabelTag = (typeof LABEL_TAGS)[number];
/** The tags that count as fraud in the reports (docs/labels.md#what-counts-as-fraud). */
export const FRAUD_TAGS: ReadonlySet<string> = new Set(['fraud', 'chargeback', 'suspected_fraud', 'spam_or_abuse']);
export const MAX_LABEL_BATCH = LABEL_BATCH;

export interface NewLabel {
  readonly resolution_id?: string;
  readonly customer_id?: string;
  readonly tag: LabelTag;
  readonly occurred_at?: string;
  readonly notes?: string;
}

export interface Label {
  readonly label_id: string;
  readonly resolution_id: string;
  readonly customer_id: string | null;
  readonly tag: LabelTag;
  readonly occurred_at: string | null;
  readonly notes: string | null;
  readonly created_at: string;
}

const toLabel = (r: LabelsTable): Label => ({
  label_id: r.label_id,
  resolution_id: r.resolution_id,
  customer_id: r.customer_id,
  tag: r.tag as LabelTag,
  occurred_at: r.occurred_at,
  notes: r.notes,
  created_at: r.created_at,
});

export class Labels {
  constructor(readonly repo: LabelRows) {}

  /**
   * Label up to MAX_LABEL_BATCH live resolutions at once, all or nothing: a label naming a resolution (or customer_id)
   * the account does not have refuses the batch with NotFound naming it. Returns the labels as stored.
   */
  async add(accountId: string, labels: readonly NewLabel[], author: string, now = new Date()): Promise<Label[]> {
    if (labels.length === 0 || labels.length > MAX_LABEL_BATCH) throw new InvalidInput(`1..${MAX_LABEL_BATCH} labels per call`, 'labels');
    const problems: { field: string; message: string }[] = [];
    labels.forEach((l, i) => {
      if ((l.resolution_id === undefined) === (l.customer_id === undefined)) problems.push({ field: `/labels/${i}`, message: 'give resolution_id or customer_id (one of them)' });
      if (l.occurred_at !== undefined && Number.isNaN(Date.parse(l.occurred_at))) problems.push({ field: `/labels/${i}/occurred_at`, message: 'not an ISO-8601 time' });
    });
    if (problems.length > 0) throw new InvalidInput(`${problems.length} invalid label(s); nothing was stored`, 'labels', problems);
    const ids = [...new Set(labels.flatMap((l) => (l.resolution_id !== undefined ? [l.resolution_id] : [])))];
    const customers = [...new Set(labels.flatMap((l) => (l.customer_id !== undefined ? [l.customer_id] : [])))];
    const found = await this.repo.targets(accountId, ids, customers);
    const byId = new Map(found.map((r) => [r.id, r]));
    const byCustomer = new Map(found.filter((r) => r.customer_id !== null).map((r) => [r.customer_id!, r]));
    const at = now.toISOString();
    const rows: LabelsTable[] = [];
    labels.forEach((l, i) => {
      const target = l.resolution_id !== undefined ? byId.get(l.resolution_id) : byCustomer.get(l.customer_id!);
      if (!target) {
        const field = l.resolution_id !== undefined ? 'resolution_id' : 'customer_id';
        throw new NotFound(`label ${i}: no live resolution with this ${field} for this account`, `/labels/${i}/${field}`);
      }
      rows.push({
        resolution_id: target.id,
        account_id: accountId,
        label_id: newId('lbl'),
        customer_id: target.customer_id,
        tag: l.tag,
        occurred_at: l.occurred_at === undefined ? null : new Date(Date.parse(l.occurred_at)).toISOString(),
        notes: l.notes ?? null,
        author,
        created_at: at,
      });
    });
    // The same resolution twice in one batch: the later label is the current one, both are history.
    await this.repo.transaction((tx) => this.repo.write(rows, tx));
    return rows.map(toLabel);
  }

  /** The account's current labels, newest first, `limit` per page. */
  async list(accountId: string, cursor: string | null, limit: number): Promise<{ labels: Label[]; next_cursor: string | null }> {
    let before: { at: string; id: string } | null = null;
    if (cursor !== null) {
      const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('\u0000');
      if (!at || !id) throw new InvalidInput('invalid cursor', 'cursor');
      before = { at, id };
    }
    const rows = await this.repo.page(accountId, before, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      labels: page.map(toLabel),
      next_cursor: rows.length > limit && last ? Buffer.from(`${last.created_at}\u0000${last.resolution_id}`, 'utf8').toString('base64url') : null,
    };
  }

  async history(accountId: string, resolutionId: string): Promise<Label[]> {
    const rows = await this.repo.history(accountId, resolutionId);
    return rows.map((r) => toLabel({ ...r, label_id: r.id }));
  }
}
