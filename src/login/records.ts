/**
 * Storage of login tracking: collector records (one per account and session, replaced while not enrolled) and
 * enrollments (the trusted references of a username). Usernames arrive here already as keyed hashes.
 */
import { isUniqueViolation, type Db, type Executor } from '../store/db.js';
import type { LoginEnrollmentsTable, LoginRecordsTable } from '../store/schema.js';
import { SessionAlreadyCollected, SessionAlreadyEnrolled } from './errors.js';

/** The most recent enrollments of a username that scoring compares with. */
export const MAX_REFERENCES = 50;

export class LoginRecords {
  constructor(private readonly db: Db) {}

  /** Store a record; a second record for the same session replaces the first unless the session is enrolled. */
  async put(row: LoginRecordsTable, exec: Executor = this.db): Promise<void> {
    if (await this.isEnrolled(row.account_id, row.session_id, exec)) throw new SessionAlreadyEnrolled(row.session_id);
    // A record already stored for the session stays as it is: anyone holding the publishable app key and a session id
    // could otherwise replace the browser signals a login result will read (issue 25).
    const r = await exec
      .insertInto('login_records')
      .values(row)
      .onConflict((oc) => oc.columns(['account_id', 'session_id']).doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0n) === 0) throw new SessionAlreadyCollected(row.session_id);
  }

  /** The record of a session of this account collected at or after `notBefore`; null when none. */
  async get(accountId: string, sessionId: string, notBefore: Date, exec: Executor = this.db): Promise<LoginRecordsTable | null> {
    const row = await exec
      .selectFrom('login_records')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('session_id', '=', sessionId)
      .where('created_at', '>=', notBefore.toISOString())
      .executeTakeFirst();
    return row ?? null;
  }

  async isEnrolled(accountId: string, sessionId: string, exec: Executor = this.db): Promise<boolean> {
    const row = await exec.selectFrom('login_enrollments').select('id').where('account_id', '=', accountId).where('session_id', '=', sessionId).executeTakeFirst();
    return row !== undefined;
  }

  /** Insert an enrollment (in the caller's transaction); a second one for the same session is SessionAlreadyEnrolled. */
  async enroll(row: LoginEnrollmentsTable, exec: Executor = this.db): Promise<void> {
    try {
      await exec.insertInto('login_enrollments').values(row).execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw new SessionAlreadyEnrolled(row.session_id);
      throw err;
    }
  }

  /** The username's enrollments collected at or after `notBefore`, newest first. */
  async references(accountId: string, usernameHash: string, notBefore: Date, exec: Executor = this.db): Promise<LoginEnrollmentsTable[]> {
    return exec
      .selectFrom('login_enrollments')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('username_hash', '=', usernameHash)
      .where('collected_at', '>=', notBefore.toISOString())
      .orderBy('collected_at', 'desc')
      .limit(MAX_REFERENCES)
      .execute();
  }

  /** Delete records and enrollments past their retention; the counts deleted. */
  async purge(recordsBefore: Date, enrollmentsBefore: Date, exec: Executor = this.db): Promise<{ records: number; enrollments: number }> {
    const r = await exec.deleteFrom('login_records').where('created_at', '<', recordsBefore.toISOString()).executeTakeFirst();
    const e = await exec.deleteFrom('login_enrollments').where('collected_at', '<', enrollmentsBefore.toISOString()).executeTakeFirst();
    return { records: Number(r.numDeletedRows), enrollments: Number(e.numDeletedRows) };
  }
}
