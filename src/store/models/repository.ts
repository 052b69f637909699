/** The scoring models' and the active models' rows over Kysely: the same statements on SQLite and PostgreSQL. */
import type { Executor } from '../db.js';
import type { ActiveModelsTable, ScoringModelsTable } from '../schema.js';
import type { ActiveModelRows, ScoringModelRows } from './types.js';

export class ScoringModelsRepository implements ScoringModelRows {
  constructor(private readonly db: Executor) {}

  async insert(row: ScoringModelsTable, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('scoring_models').values(row).execute();
  }

  byId(accountId: string, id: string, exec: Executor = this.db): Promise<ScoringModelsTable | undefined> {
    return exec.selectFrom('scoring_models').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  ofAccount(accountId: string, exec: Executor = this.db): Promise<ScoringModelsTable[]> {
    return exec.selectFrom('scoring_models').selectAll().where('account_id', '=', accountId).execute();
  }

  async delete(accountId: string, id: string, exec: Executor = this.db): Promise<boolean> {
    const r = await exec.deleteFrom('scoring_models').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}

export class ActiveModelsRepository implements ActiveModelRows {
  constructor(private readonly db: Executor) {}

  async get(accountId: string, product: string, exec: Executor = this.db): Promise<string | null> {
    const r = await exec.selectFrom('active_models').select('model_id').where('account_id', '=', accountId).where('product', '=', product).executeTakeFirst();
    return r?.model_id ?? null;
  }

  list(accountId: string, exec: Executor = this.db): Promise<Omit<ActiveModelsTable, 'account_id'>[]> {
    return exec.selectFrom('active_models').select(['product', 'model_id', 'activated_at']).where('account_id', '=', accountId).execute();
  }

  async set(accountId: string, product: string, modelId: string, activated_at: string, exec: Executor = this.db): Promise<void> {
    await exec
      .insertInto('active_models')
      .values({ account_id: accountId, product, model_id: modelId, activated_at })
      .onConflict((oc) => oc.columns(['account_id', 'product']).doUpdateSet({ model_id: modelId, activated_at }))
      .execute();
  }

  async clear(accountId: string, product: string, exec: Executor = this.db): Promise<boolean> {
    const r = await exec.deleteFrom('active_models').where('account_id', '=', accountId).where('product', '=', product).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
