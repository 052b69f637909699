/** Operator sessions (server-side, revocable): the repository. */
import type { Db, Executor } from '../db.js';
import type { OperatorSessionsTable, OperatorsTable } from '../schema.js';

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(row: OperatorSessionsTable, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('operator_sessions').values(row).execute();
  }

  /** The session of a cookie (by hash) and its operator, revoked or not (the caller decides). */
  async byTokenHash(hash: string, exec: Executor = this.db): Promise<{ session: OperatorSessionsTable; operator: OperatorsTable } | undefined> {
    const session = await exec.selectFrom('operator_sessions').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    if (!session) return undefined;
    const operator = await exec.selectFrom('operators').selectAll().where('id', '=', session.operator_id).executeTakeFirst();
    return operator ? { session, operator } : undefined;
  }

  byId(id: string, exec: Executor = this.db): Promise<OperatorSessionsTable | undefined> {
    return exec.selectFrom('operator_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async touch(id: string, at: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('operator_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  }

  /** The operator's sessions that are neither revoked nor past their absolute end, newest first. */
  listActive(operatorId: string, now: string, exec: Executor = this.db): Promise<OperatorSessionsTable[]> {
    return exec
      .selectFrom('operator_sessions')
      .selectAll()
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async revoke(id: string, at: string, exec: Executor = this.db): Promise<number> {
    const r = await exec.updateTable('operator_sessions').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** Revoke every session of an operator (sign out everywhere, disable, password reset); returns how many. */
  async revokeAll(operatorId: string, at: string, exec: Executor = this.db): Promise<number> {
    const r = await exec.updateTable('operator_sessions').set({ revoked_at: at }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(r.numUpdatedRows);
  }
}
