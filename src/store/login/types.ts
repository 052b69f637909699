/**
 * What login tracking asks of storage: collector apps with their origins, collector records (one per account and
 * session) and enrolments. The services (src/login) map rows and raise their errors; no SQL outside this folder.
 * Every method takes the database or the caller's open transaction (`exec`); without one it runs on the database.
 */
import type { Executor } from '../db.js';
import type { AccountsTable, LoginAppsTable, LoginEnrollmentsTable, LoginRecordsTable } from '../schema.js';

/** An app key's app with its account (the collector's authentication). */
export type AppAccountRow = AccountsTable & Pick<LoginAppsTable, 'account_id' | 'app_key' | 'origins' | 'revoked_at'> & { app_id: string; app_created_at: string };

export interface LoginAppRows {
  /** The app and one `login_app_origins` row per origin, in one transaction (the caller's when it has one). */
  insert(row: LoginAppsTable, origins: readonly string[], exec?: Executor): Promise<void>;
  /** Oldest first; every account's without `accountId`. */
  list(accountId: string | undefined, exec?: Executor): Promise<LoginAppsTable[]>;
  byId(id: string, exec?: Executor): Promise<LoginAppsTable | undefined>;
  /** Set `revoked_at` unless already revoked. */
  revoke(id: string, at: string, exec?: Executor): Promise<void>;
  byKeyWithAccount(appKey: string): Promise<AppAccountRow | undefined>;
  /** Whether an app that is not revoked lists this (normalized) origin: one probe of the origin index. */
  originAllowed(origin: string): Promise<boolean>;
}

export interface LoginRecordRows {
  /** Insert a collector record unless the session has one; whether it was inserted. */
  insertIfAbsent(row: LoginRecordsTable, exec?: Executor): Promise<boolean>;
  /** The session's record collected at or after `notBefore`. */
  record(accountId: string, sessionId: string, notBefore: string, exec?: Executor): Promise<LoginRecordsTable | undefined>;
  isEnrolled(accountId: string, sessionId: string, exec?: Executor): Promise<boolean>;
  /** Insert an enrolment; `'duplicate'` (nothing written) when the session is already enrolled. */
  insertEnrollment(row: LoginEnrollmentsTable, exec?: Executor): Promise<'duplicate' | null>;
  /** The username's enrolments collected at or after `notBefore`, newest first, at most `limit`. */
  references(accountId: string, usernameHash: string, notBefore: string, limit: number, exec?: Executor): Promise<LoginEnrollmentsTable[]>;
  /** Delete records created and enrolments collected before the times given; the counts deleted. */
  purge(recordsBefore: string, enrollmentsBefore: string, exec?: Executor): Promise<{ records: number; enrollments: number }>;
}
