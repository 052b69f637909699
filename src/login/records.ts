/**
 * Storage of login tracking: collector records (one per account and session, replaced while not enrolled) and
 * enrollments (the trusted references of a username). Usernames arrive here already as keyed hashes.
 */
import type { Db, Executor } from '../store/db.js';
import type { LoginEnrollmentsTable, LoginRecordsTable } from '../store/schema.js';
import { LoginRecordsRepository, type LoginRecordRows } from '../store/login/index.js';
import { SessionAlreadyCollected, SessionAlreadyEnrolled } from './errors.js';

/** The most recent enrollments of a username that scoring compares with. */
export const MAX_REFERENCES = 50;

export class LoginRecords {
  /** The records' and enrolments' storage (src/store/login). */
  private readonly rows: LoginRecordRows;

  constructor(private readonly db: Db) {
    this.rows = new LoginRecordsRepository(db);
  }

  /** Store a record; a second record for the same session replaces the first unless the session is enrolled. */
  async put(row: LoginRecordsTable, exec: Executor = this.db): Promise<void> {
    if (await this.isEnrolled(row.account_id, row.session_id, exec)) throw new SessionAlreadyEnrolled(row.session_id);
    // A record already stored for the session stays as it is: anyone holding the publishable app key and a session id
    // could otherwise replace the browser signals a login result will read (issue 25).
    if (!(await this.rows.insertIfAbsent(row, exec))) throw new SessionAlreadyCollected(row.session_id);
  }

  /** The record of a session of this account collected at or after `notBefore`; null when none. */
  async get(accountId: string, sessionId: string, notBefore: Date, exec: Executor = this.db): Promise<LoginRecordsTable | null> {
    return (await this.rows.record(accountId, sessionId, notBefore.toISOString(), exec)) ?? null;
  }

  async isEnrolled(accountId: string, sessionId: string, exec: Executor = this.db): Promise<boolean> {
    return this.rows.isEnrolled(accountId, sessionId, exec);
  }

  /** Insert an enrollment (in the caller's transaction); a second one for the same session is SessionAlreadyEnrolled. */
  async enroll(row: LoginEnrollmentsTable, exec: Executor = this.db): Promise<void> {
    if ((await this.rows.insertEnrollment(row, exec)) === 'duplicate') throw new SessionAlreadyEnrolled(row.session_id);
  }

  /** The username's enrollments collected at or after `notBefore`, newest first. */
  async references(accountId: string, usernameHash: string, notBefore: Date, exec: Executor = this.db): Promise<LoginEnrollmentsTable[]> {
    return this.rows.references(accountId, usernameHash, notBefore.toISOString(), MAX_REFERENCES, exec);
  }

  /** Delete records and enrollments past their retention; the counts deleted. */
  async purge(recordsBefore: Date, enrollmentsBefore: Date, exec: Executor = this.db): Promise<{ records: number; enrollments: number }> {
    return this.rows.purge(recordsBefore.toISOString(), enrollmentsBefore.toISOString(), exec);
  }
}
