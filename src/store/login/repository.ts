/** Login tracking's storage (./types.ts): one Kysely code for SQLite and PostgreSQL. */
import { sql } from 'kysely';
import { isUniqueViolation, type Db, type Executor } from '../db.js';
import type { LoginAppsTable, LoginEnrollmentsTable, LoginRecordsTable } from '../schema.js';
import type { AppAccountRow, LoginAppRows, LoginRecordRows } from './types.js';

export class LoginAppsRepository implements LoginAppRows {
  constructor(private readonly db: Db) {}

  async insert(row: LoginAppsTable, origins: readonly string[], exec: Executor = this.db): Promise<void> {
    const write = async (tx: Executor) => {
      await tx.insertInto('login_apps').values(row).execute();
      if (origins.length > 0) await tx.insertInto('login_app_origins').values(origins.map((origin) => ({ origin, app_id: row.id }))).execute();
    };
    if (exec.isTransaction) await write(exec);
    else await (exec as Db).transaction().execute(write);
  }

  list(accountId: string | undefined, exec: Executor = this.db): Promise<LoginAppsTable[]> {
    let q = exec.selectFrom('login_apps').selectAll().orderBy('created_at').orderBy('id');
    if (accountId) q = q.where('account_id', '=', accountId);
    return q.execute();
  }

  byId(id: string, exec: Executor = this.db): Promise<LoginAppsTable | undefined> {
    return exec.selectFrom('login_apps').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async revoke(id: string, at: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('login_apps').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  byKeyWithAccount(appKey: string): Promise<AppAccountRow | undefined> {
    return this.db
      .selectFrom('login_apps as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select([
        'p.id as app_id', 'p.account_id', 'p.app_key', 'p.origins', 'p.created_at as app_created_at', 'p.revoked_at',
        'a.id', 'a.name', 'a.credits', 'a.unlimited', 'a.products', 'a.rate_limit', 'a.webhook_url', 'a.disabled', 'a.graph_sharing', 'a.created_at', 'a.updated_at',
      ])
      .where('p.app_key', '=', appKey)
      .executeTakeFirst();
  }

  async originAllowed(origin: string): Promise<boolean> {
    // One probe of login_app_origins' key (origin first), joined to the app to skip revoked ones.
    const row = await this.db
      .selectFrom('login_app_origins as o')
      .innerJoin('login_apps as p', 'p.id', 'o.app_id')
      .select('o.app_id')
      .where('o.origin', '=', origin)
      .where('p.revoked_at', 'is', null)
      .limit(sql.lit(1)) // written into the SQL: a bound LIMIT makes SQLite prepare the statement again on every run
      .executeTakeFirst();
    return row !== undefined;
  }
}

export class LoginRecordsRepository implements LoginRecordRows {
  constructor(private readonly db: Db) {}

  async insertIfAbsent(row: LoginRecordsTable, exec: Executor = this.db): Promise<boolean> {
    const r = await exec
      .insertInto('login_records')
      .values(row)
      .onConflict((oc) => oc.columns(['account_id', 'session_id']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) !== 0;
  }

  record(accountId: string, sessionId: string, notBefore: string, exec: Executor = this.db): Promise<LoginRecordsTable | undefined> {
    return exec
      .selectFrom('login_records')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('session_id', '=', sessionId)
      .where('created_at', '>=', notBefore)
      .executeTakeFirst();
  }

  async isEnrolled(accountId: string, sessionId: string, exec: Executor = this.db): Promise<boolean> {
    const row = await exec.selectFrom('login_enrollments').select('id').where('account_id', '=', accountId).where('session_id', '=', sessionId).executeTakeFirst();
    return row !== undefined;
  }

  async insertEnrollment(row: LoginEnrollmentsTable, exec: Executor = this.db): Promise<'duplicate' | null> {
    try {
      await exec.insertInto('login_enrollments').values(row).execute();
      return null;
    } catch (err) {
      if (isUniqueViolation(err)) return 'duplicate';
      throw err;
    }
  }

  references(accountId: string, usernameHash: string, notBefore: string, limit: number, exec: Executor = this.db): Promise<LoginEnrollmentsTable[]> {
    return exec
      .selectFrom('login_enrollments')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('username_hash', '=', usernameHash)
      .where('collected_at', '>=', notBefore)
      .orderBy('collected_at', 'desc')
      .limit(limit)
      .execute();
  }

  async purge(recordsBefore: string, enrollmentsBefore: string, exec: Executor = this.db): Promise<{ records: number; enrollments: number }> {
    const r = await exec.deleteFrom('login_records').where('created_at', '<', recordsBefore).executeTakeFirst();
    const e = await exec.deleteFrom('login_enrollments').where('collected_at', '<', enrollmentsBefore).executeTakeFirst();
    return { records: Number(r.numDeletedRows), enrollments: Number(e.numDeletedRows) };
  }
}
