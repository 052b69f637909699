/**
 * SQLite: the reads of one call taken at once on the connection (better-sqlite3 is synchronous) instead of through
 * Kysely's asynchronous path (its executor costs several times the statement's own run), several statements
 * in one read transaction (one snapshot, one lock of the WAL index instead of one per statement), as the phone engine
 * does (docs/decisions.md, "Issue 33: engines" and "Issue 33, fifth pass").
 *
 * Every method answers null, and the caller reads the asynchronous way with its usual failure handling, when this
 * cannot be done as it should: the connection is inside a transaction (the group commit holds one across its awaits:
 * a read there would see other calls' uncommitted rows), the call's deadline has passed, or a read throws.
 */
import type { Deadline } from '../enrich/deadline.js';
import type { SqliteDatabase } from '../store/db.js';

export interface ReadNow {
  /** One statement: it is its own read transaction (no BEGIN and COMMIT around it). */
  one<R>(deadline: Deadline, read: (sqlite: SqliteDatabase) => R): R | null;
  /** Several statements in one deferred read transaction. */
  many<R>(deadline: Deadline, read: (sqlite: SqliteDatabase) => R): R | null;
}

/** The reader of a SQLite connection; null without one (PostgreSQL, the sandbox): the engines then read asynchronously. */
export function readNowOn(sqlite: SqliteDatabase | undefined): ReadNow | null {
  if (!sqlite) return null;
  // One transaction function for every call (better-sqlite3 prepares its BEGIN and COMMIT once per function).
  const inTransaction = sqlite.transaction((read: (s: SqliteDatabase) => unknown) => read(sqlite));
  const usable = (deadline: Deadline) => !sqlite.inTransaction && deadline.remainingMs() > 0;
  return {
    one<R>(deadline: Deadline, read: (s: SqliteDatabase) => R): R | null {
      if (!usable(deadline)) return null;
      try {
        return read(sqlite);
      } catch {
        return null;
      }
    },
    many<R>(deadline: Deadline, read: (s: SqliteDatabase) => R): R | null {
      if (!usable(deadline)) return null;
      try {
        return inTransaction(read) as R;
      } catch {
        return null;
      }
    },
  };
}
