/**
 * The commit port on SQLite: a group commit. The commits that arrive in one turn of the event loop share one
 * transaction, each call inside its own savepoint, so a refusal (a duplicate, a short balance) or a fault rolls back
 * only its own call. Every caller is answered after the shared COMMIT, so nothing is acknowledged before it is durable.
 * better-sqlite3 is synchronous, so a call's own statements run at once on the connection (prepared once, store/db.ts
 * `precompiled`): through Kysely's executor every statement cost a promise and the executor's own work
 * (docs/decisions.md, issue 12 seventh pass).
 */
import { CompiledQuery } from 'kysely';
import { newId } from '../../accounts/ids.js';
import { isUniqueViolation, violatedConstraint, type Db, type Executor, type SqliteDatabase, type Tx } from '../db.js';
import { dbUnavailable } from '../unavailable.js';
import { writeLinksSync, type LinkRows } from '../identity/links.js';
import type { ResolutionStatements } from './statements.js';
import { duplicateOf, resolutionColumns, type CallCommit, type CommitRefusal, type CommitWrites, type NewResolution } from './types.js';

const BEGIN_IMMEDIATE = CompiledQuery.raw('BEGIN IMMEDIATE');
const COMMIT = CompiledQuery.raw('COMMIT');
const ROLLBACK = CompiledQuery.raw('ROLLBACK');
const SAVEPOINT = 'SAVEPOINT call';
const RELEASE = 'RELEASE call';
const ROLLBACK_TO = 'ROLLBACK TO call';
const NO_WAIT = CompiledQuery.raw('PRAGMA busy_timeout = 0');

/** A refusal inside a call's savepoint: thrown to roll the savepoint back, answered as the value it carries. */
class Refused extends Error {
  constructor(readonly refusal: CommitRefusal) {
    super(refusal.refused);
  }
}

export class SqliteCallCommit implements CallCommit {
  private readonly pending: { work: (tx: Executor) => void | Promise<void>; resolve: (refusal: CommitRefusal | null) => void; reject: (err: unknown) => void }[] = [];
  private flushScheduled = false;
  /**
   * The connection's busy timeout (IDRISK_SQLITE_BUSY_TIMEOUT_MS, read from the connection once), how long a group
   * commit waits for the write lock; set back after each attempt to take the lock without waiting.
   */
  private busyTimeout: { ms: number; restore: CompiledQuery } | null = null;
  /**
   * Told once per group commit that found the write lock held by another process and waits for it (the composition
   * root counts it as idrisk_retries_total{kind="sqlite_write_lock"}).
   */
  onLockWait: (() => void) | null = null;

  /** `sqlite`: the connection under `db` (with its statement cache), the one the group commit writes each call on. */
  constructor(
    private readonly db: Db,
    private readonly sqlite: SqliteDatabase,
    private readonly q: ResolutionStatements,
  ) {}

  commitCall(r: NewResolution, links?: LinkRows, writes?: CommitWrites, lead?: CommitWrites): Promise<CommitRefusal | null> {
    const sqlite = this.sqlite;
    // The call's own rows are written at once; only a call with writes of its own awaits inside the batch. (One writer
    // at a time here: the order of `lead` does not matter, it runs after the call's rows as the other writes do.)
    const work = writes || lead
      ? async (tx: Executor) => {
          this.write(sqlite, r, links);
          // In the group commit `tx` is the connection inside BEGIN IMMEDIATE … COMMIT: a transaction in all but its type.
          if (writes) await writes(tx as Tx);
          if (lead) await lead(tx as Tx);
        }
      : () => this.write(sqlite, r, links);
    return new Promise<CommitRefusal | null>((resolve, reject) => {
      this.pending.push({ work, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  /** The group commit of the calls queued so far. One COMMIT costs more than a call's own statements; sharing it is what makes a busy single-file database keep up. */
  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    const failed = new Map<number, unknown>();
    // BEGIN IMMEDIATE takes the write lock up front: a deferred transaction would fail at once with SQLITE_BUSY when
    // another process wrote since its first read. While another process (a second API worker, the job worker, the
    // CLI) holds the lock, SQLite's own busy handler would sleep in this thread, stopping the event loop and every
    // call of this process with it; instead the lock is tried without waiting and the wait is a timer, up to
    // the connection's busy timeout (then the SQLITE_BUSY error: 503 for every call of the group).
    let deadline: number | null = null;
    let pause = 1;
    try {
      for (;;) {
        const done = await this.db.connection().execute(async (conn) => {
          if (!this.busyTimeout) {
            const { rows } = await conn.executeQuery<{ timeout: number }>(CompiledQuery.raw('PRAGMA busy_timeout'));
            const ms = Math.max(0, Math.trunc(Number(rows[0]?.timeout ?? 0)));
            this.busyTimeout = { ms, restore: CompiledQuery.raw(`PRAGMA busy_timeout = ${ms}`) };
          }
          const wait = this.busyTimeout;
          deadline ??= Date.now() + wait.ms;
          const busy = await conn.executeQuery(NO_WAIT).then(
            () => conn.executeQuery(BEGIN_IMMEDIATE).then(() => null, (err: unknown) => (dbUnavailable(err) === 'busy' ? err : Promise.reject(err))),
          ).finally(() => conn.executeQuery(wait.restore));
          if (busy) {
            if (Date.now() >= deadline) throw busy;
            if (pause === 1) this.onLockWait?.();
            return false;
          }
          try {
            const sqlite = this.sqlite;
            for (const [i, item] of batch.entries()) {
              sqlite.prepare(SAVEPOINT).run();
              try {
                const pending = item.work(conn);
                if (pending) await pending;
                sqlite.prepare(RELEASE).run();
              } catch (err) {
                failed.set(i, err);
                try {
                  sqlite.prepare(ROLLBACK_TO).run();
                } catch {
                  // After a full disk or an I/O error SQLite has already rolled back: report that error, not this one.
                  throw err;
                }
                sqlite.prepare(RELEASE).run();
              }
            }
            await conn.executeQuery(COMMIT);
          } catch (err) {
            // SQLite rolls a transaction back by itself on a full disk or an I/O error: the error that broke it is
            // the one every caller sees, not "no transaction is active".
            await conn.executeQuery(ROLLBACK).catch(() => undefined);
            throw err;
          }
          return true;
        });
        if (done) break;
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, Math.max(1, deadline! - Date.now()))));
        pause = Math.min(pause * 2, 20);
      }
    } catch (err) {
      for (const item of batch) item.reject(err);
      return;
    }
    batch.forEach((item, i) => {
      if (!failed.has(i)) return item.resolve(null);
      const err = failed.get(i);
      if (err instanceof Refused) item.resolve(err.refusal);
      else item.reject(err);
    });
  }

  /**
   * Inside the group commit's savepoint of the call: its resolution (claiming customer_id / transaction_id), the
   * debit, the usage row, the month's rollup and the identity links.
   */
  private write(sqlite: SqliteDatabase, r: NewResolution, links?: LinkRows): void {
    const createdAt = r.createdAt.toISOString();
    try {
      this.q.insertResolution.sync(sqlite, ...resolutionColumns(r));
    } catch (err) {
      if (isUniqueViolation(err)) throw new Refused(duplicateOf(violatedConstraint(err)));
      throw err;
    }
    if (r.environment !== 'live') return;
    // A limited account is debited only when its balance covers the price; an unlimited one matches with nothing
    // taken. No row back: a short balance, or no account (balance 0).
    if (r.price > 0 && this.q.debit.sync(sqlite, r.price, r.accountId, r.price, 1).length === 0) {
      throw new Refused({ refused: 'credits', balance: Number(this.q.balance.sync(sqlite, r.accountId)[0]?.credits ?? 0), price: r.price });
    }
    this.q.insertUsage.sync(sqlite, newId('use'), r.accountId, r.keyId, r.operation, r.id, r.price, createdAt);
    this.q.rollup.sync(sqlite, r.accountId, createdAt.slice(0, 7), r.operation, r.price);
    if (links) {
      writeLinksSync(links, r.createdAt, sqlite);
      // Which graph nodes this resolution linked (docs/privacy.md): erasing it removes exactly its links.
      if (links.nodes.length > 0) sqlite.prepare(attributionSql(links.nodes.length)).run(attributionParams(r.id, r.accountId, createdAt, links));
    }
  }
}

/**
 * SQLite: the attribution rows of one call (resolution, node, and the resolution's account and creation time, which
 * the rules' velocity count reads: migration 4060) as one insert whose text depends only on the number of nodes (at
 * most a handful), so it is built once per count and better-sqlite3's statement cache (store/db.ts) keeps it prepared;
 * the same rows as `graphAttributions.attribute` (store/identity/repository.ts) without building the query on every call.
 */
const attributionTexts = new Map<number, string>();
function attributionSql(count: number): string {
  let text = attributionTexts.get(count);
  if (text === undefined) {
    text = `insert into resolution_nodes (resolution_id, node_id, account_id, created_at) values ${Array.from({ length: count }, () => '(?, ?, ?, ?)').join(', ')} on conflict do nothing`;
    if (attributionTexts.size < 64) attributionTexts.set(count, text);
  }
  return text;
}
function attributionParams(resolutionId: string, accountId: string, createdAt: string, links: LinkRows): unknown[] {
  const params: unknown[] = [];
  for (const n of links.nodes) params.push(resolutionId, n.id, accountId, createdAt);
  return params;
}
