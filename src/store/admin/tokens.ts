/** Admin tokens `idr_admin_…` (hashed at rest like API keys): the repository. */
import type { Db, Executor } from '../db.js';
import type { AdminTokensTable } from '../schema.js';

export class AdminTokenRepository {
  constructor(private readonly db: Db) {}

  async insert(row: AdminTokensTable, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('admin_tokens').values(row).execute();
  }

  byHash(hash: string, exec: Executor = this.db): Promise<AdminTokensTable | undefined> {
    return exec.selectFrom('admin_tokens').selectAll().where('hash', '=', hash).executeTakeFirst();
  }

  byId(id: string, exec: Executor = this.db): Promise<AdminTokensTable | undefined> {
    return exec.selectFrom('admin_tokens').selectAll().where('id', '=', id).executeTakeFirst();
  }

  page(limit: number, after: string | null, exec: Executor = this.db): Promise<AdminTokensTable[]> {
    let q = exec.selectFrom('admin_tokens').selectAll().orderBy('id').limit(limit);
    if (after) q = q.where('id', '>', after);
    return q.execute();
  }

  async revoke(id: string, at: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('admin_tokens').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  async used(id: string, at: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('admin_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
  }
}
