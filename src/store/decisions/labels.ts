/** Labels (tables labels, label_events) over Kysely: the same statements on SQLite and PostgreSQL. */
import type { Db, Executor, Tx } from '../db.js';
import type { LabelEventsTable, LabelsTable } from '../schema.js';
import type { LabelRows, LabelTarget } from './types.js';

export class LabelsRepository implements LabelRows {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async targets(accountId: string, ids: readonly string[], customers: readonly string[], exec: Executor = this.db): Promise<LabelTarget[]> {
    const rows: { id: string; customer_id: string | null }[] = [];
    const base = () => exec.selectFrom('resolutions').select(['id', 'customer_id']).where('account_id', '=', accountId).where('environment', '=', 'live').where('erased_at', 'is', null);
    for (let i = 0; i < ids.length; i += 500) rows.push(...(await base().where('id', 'in', ids.slice(i, i + 500)).execute()));
    for (let i = 0; i < customers.length; i += 500) rows.push(...(await base().where('customer_id', 'in', customers.slice(i, i + 500)).execute()));
    return rows;
  }

  async write(rows: readonly LabelsTable[], exec: Executor): Promise<void> {
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

  page(accountId: string, before: { at: string; id: string } | null, limit: number, exec: Executor = this.db): Promise<LabelsTable[]> {
    let q = exec.selectFrom('labels').selectAll().where('account_id', '=', accountId);
    if (before) q = q.where((eb) => eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('resolution_id', '<', before.id)])]));
    return q.orderBy('created_at', 'desc').orderBy('resolution_id', 'desc').limit(limit).execute();
  }

  history(accountId: string, resolutionId: string, exec: Executor = this.db): Promise<LabelEventsTable[]> {
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
