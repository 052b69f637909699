/** The scoring models' rows over Kysely: the same statements on SQLite and PostgreSQL. */
import type { Executor } from '../db.js';
import type { ScoringModelsTable } from '../schema.js';
import type { ScoringModelRows } from './types.js';

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
