/**
 * Labels (docs/labels.md): what a call turned out to be (fraud, chargeback, ...), given by the account after the fact.
 * One current label per resolution (a new one replaces it) and every label ever given kept as history. Labels are
 * personal data: erasure and retention remove them with their resolution (src/privacy). No HTTP here.
 */
import { newId } from '../accounts/ids.js';
import type { Db, Executor } from '../store/db.js';
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

type LabelRow = { resolution_id: string; account_id: string; label_id: string; customer_id: string | null; tag: string; occurred_at: string | null; notes: string | null; author: string; created_at: string };

const toLabel = (r: LabelRow): Label => ({
  label_id: r.label_id,
  resolution_id: r.resolution_id,
  customer_id: r.customer_id,
  tag: r.tag as LabelTag,
  occurred_at: r.occurred_at,
  notes: r.notes,
  created_at: r.created_at,
});

export class LabelsRepository {
  constructor(readonly db: Db) {}

  /** The account's live, unerased resolutions among `ids` or with a customer_id among `customers`. */
  async targets(accountId: string, ids: readonly string[], customers: readonly string[], exec: Executor = this.db) {
    const rows: { id: string; customer_id: string | null }[] = [];
    const base = () => exec.selectFrom('resolutions').select(['id', 'customer_id']).where('account_id', '=', accountId).where('environment', '=', 'live').where('erased_at', 'is', null);
    for (let i = 0; i < ids.length; i += 500) rows.push(...(await base().where('id', 'in', ids.slice(i, i + 500)).execute()));
    for (let i = 0; i < customers.length; i += 500) rows.push(...(await base().where('customer_id', 'in', customers.slice(i, i + 500)).execute()));
    return rows;
  }

  async write(rows: readonly LabelRow[], exec: Executor): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200);
      await exec.insertInto('label_events').values(chunk.map(({ label_id, ...r }) => ({ ...r, id: label_id }))).execute();
      // One row per resolution in one upsert (PostgreSQL refuses to update a row twice in one statement): the last wins.
      const current = [...new Map(chunk.map((r) => [r.resolution_id, r])).values()];
      await exec
        .insertInto('labels')
        .values(current)
        .onConflict((oc) =>
          oc.column('resolution_id').doUpdateSet((eb) => ({
            label_id: eb.ref('excluded.label_id'),
            tag: eb.ref('excluded.tag'),
            occurred_at: eb.ref('excluded.occurred_at'),
            notes: eb.ref('excluded.notes'),
            author: eb.ref('excluded.author'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
        .execute();
    }
  }

  /** Newest first by (created_at, resolution_id), after the cursor. */
  async page(accountId: string, before: { at: string; id: string } | null, limit: number, exec: Executor = this.db): Promise<LabelRow[]> {
    let q = exec.selectFrom('labels').selectAll().where('account_id', '=', accountId);
    if (before) q = q.where((eb) => eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('resolution_id', '<', before.id)])]));
    return q.orderBy('created_at', 'desc').orderBy('resolution_id', 'desc').limit(limit).execute();
  }

  async history(accountId: string, resolutionId: string, exec: Executor = this.db) {
    return exec.selectFrom('label_events').selectAll().where('account_id', '=', accountId).where('resolution_id', '=', resolutionId).orderBy('created_at').orderBy('id').execute();
  }
}

/** Erasure (src/privacy): the labels of these resolutions, current and past; how many resolutions had one. */
export async function deleteLabels(exec: Executor, resolutionIds: readonly string[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < resolutionIds.length; i += 500) {
    const ids = resolutionIds.slice(i, i + 500);
    await exec.deleteFrom('label_events').where('resolution_id', 'in', ids).execute();
    n += Number((await exec.deleteFrom('labels').where('resolution_id', 'in', ids).executeTakeFirst()).numDeletedRows);
  }
  return n;
}

export class Labels {
  constructor(readonly repo: LabelsRepository) {}

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
    const rows: LabelRow[] = [];
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
    await this.repo.db.transaction().execute((tx) => this.repo.write(rows, tx));
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
