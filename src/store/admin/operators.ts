/** The operators repository: one aggregate (an operator), one Kysely code for SQLite and PostgreSQL. */
import { sql } from 'kysely';
import { isUniqueViolation, type Db, type Executor } from '../db.js';
import type { OperatorRole, OperatorsTable } from '../schema.js';

export class EmailTaken extends Error {
  constructor(readonly email: string) {
    super(`an operator with email ${email} exists`);
    this.name = 'EmailTaken';
  }
}

export class OperatorRepository {
  constructor(private readonly db: Db) {}

  async insert(row: OperatorsTable, exec: Executor = this.db): Promise<void> {
    try {
      await exec.insertInto('operators').values(row).execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw new EmailTaken(row.email);
      throw err;
    }
  }

  byId(id: string, exec: Executor = this.db): Promise<OperatorsTable | undefined> {
    return exec.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byEmail(email: string, exec: Executor = this.db): Promise<OperatorsTable | undefined> {
    return exec.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async any(exec: Executor = this.db): Promise<boolean> {
    return (await exec.selectFrom('operators').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  /** Oldest first, after the cursor id. */
  page(limit: number, after: string | null, exec: Executor = this.db): Promise<OperatorsTable[]> {
    let q = exec.selectFrom('operators').selectAll().orderBy('id').limit(limit);
    if (after) q = q.where('id', '>', after);
    return q.execute();
  }

  /** Apply a change; with `expectedVersion` only at that version. Returns the updated row or undefined. */
  async update(
    id: string,
    set: Partial<Pick<OperatorsTable, 'role' | 'accounts' | 'password_hash' | 'disabled_at' | 'totp_secret' | 'totp_enabled' | 'recovery_codes' | 'totp_last_step'>>,
    expectedVersion: number | undefined,
    exec: Executor = this.db,
  ): Promise<OperatorsTable | undefined> {
    let q = exec
      .updateTable('operators')
      .set({ ...set, updated_at: new Date().toISOString(), version: sql<number>`version + 1` })
      .where('id', '=', id);
    if (expectedVersion !== undefined) q = q.where('version', '=', expectedVersion);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 0 ? undefined : this.byId(id, exec);
  }

  /** Accept a TOTP time step once: only when it is later than the last accepted one (no replay). */
  async acceptStep(id: string, step: number, exec: Executor = this.db): Promise<boolean> {
    const r = await exec
      .updateTable('operators')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Use a recovery code once: the list changes only if it is still the one read. */
  async useRecoveryCode(id: string, before: string, after: string, exec: Executor = this.db): Promise<boolean> {
    const r = await exec.updateTable('operators').set({ recovery_codes: after }).where('id', '=', id).where('recovery_codes', '=', before).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async countOwners(exec: Executor = this.db): Promise<number> {
    const r = await exec
      .selectFrom('operators')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'owner' satisfies OperatorRole)
      .where('disabled_at', 'is', null)
      .where('accounts', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
