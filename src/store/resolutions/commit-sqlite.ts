/**
 * The commit port on SQLite: a group commit. The commits that arrive in one turn of the event loop share one
 * transaction, and a refusal (a duplicate, a short balance) or a fault rolls back only its own call. A call with
 * writes of its own (the caller's), or one its balance refuses, runs inside its own savepoint. The others (every
 * plain product call) run without one when the whole group is made of such calls: a savepoint keeps a copy of every
 * page the call changes that earlier calls of the group changed already (the last pages of each index that grows at
 * its end), which cost more than the call's own statements (docs/decisions.md, issue 33 eleventh pass). Such a call's
 * first statement, the resolution claiming its identifiers, is atomic alone: refused as a duplicate or failed, it wrote
 * nothing. Should a later statement of such a call fail (never expected: nothing in them can conflict), the group is
 * rolled back and written again with a savepoint per call. Every caller is answered after the shared COMMIT, so
 * nothing is acknowledged before it is durable.
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

/** A call written without a savepoint failed after its first row: the group is written again, a savepoint per call. */
class Unisolated extends Error {
  constructor(readonly failure: unknown) {
    super('a call failed after its first row outside a savepoint');
  }
}

/** A queued call: its work in the group's transaction, and (a call without writes of its own) its rows. */
interface Pending {
  readonly work: (tx: Executor, ledger: GroupLedger) => void | Promise<void>;
  readonly plain: { readonly r: NewResolution; readonly links: LinkRows | undefined } | null;
  readonly resolve: (refusal: CommitRefusal | null) => void;
  readonly reject: (err: unknown) => void;
}

export class SqliteCallCommit implements CallCommit {
  private readonly pending: Pending[] = [];
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
      ? async (tx: Executor, ledger: GroupLedger) => {
          this.write(sqlite, r, links, ledger);
          // In the group commit `tx` is the connection inside BEGIN IMMEDIATE … COMMIT: a transaction in all but its type.
          if (writes) await writes(tx as Tx);
          if (lead) await lead(tx as Tx);
        }
      : (_tx: Executor, ledger: GroupLedger) => this.write(sqlite, r, links, ledger);
    return new Promise<CommitRefusal | null>((resolve, reject) => {
      this.pending.push({ work, plain: writes || lead ? null : { r, links }, resolve, reject });
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
    // Set when a call written without a savepoint failed after its first row: the group again, a savepoint per call.
    let savepoints = false;
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
            const ledger = new GroupLedger(sqlite, this.q);
            const bare = !savepoints && batch.every((item) => item.plain !== null);
            for (const [i, item] of batch.entries()) {
              if (bare && ledger.covers(item.plain!.r)) {
                try {
                  this.writeBare(sqlite, item.plain!.r, item.plain!.links, ledger);
                  ledger.keep();
                } catch (err) {
                  ledger.drop();
                  // SQLite rolls a transaction back by itself on a full disk or an I/O error: that error fails the group.
                  if (!sqlite.inTransaction) throw err instanceof Unisolated ? err.failure : err;
                  if (err instanceof Unisolated) throw err;
                  // Its resolution was refused (a duplicate) or failed: that statement alone, so nothing of the call is written.
                  failed.set(i, err);
                }
                continue;
              }
              sqlite.prepare(SAVEPOINT).run();
              try {
                const pending = item.work(conn, ledger);
                if (pending) await pending;
                sqlite.prepare(RELEASE).run();
                ledger.keep();
              } catch (err) {
                ledger.drop();
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
            ledger.write();
            await conn.executeQuery(COMMIT);
          } catch (err) {
            // SQLite rolls a transaction back by itself on a full disk or an I/O error: the error that broke it is
            // the one every caller sees, not "no transaction is active".
            await conn.executeQuery(ROLLBACK).catch(() => undefined);
            if (!(err instanceof Unisolated)) throw err;
            savepoints = true;
            failed.clear();
            return false;
          }
          return true;
        });
        if (done) break;
        if (savepoints && pause === 1 && failed.size === 0) {
          // Written again at once after a bare call failed; a wait below is only for another process's lock.
          pause = 2;
          continue;
        }
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
   * balance check, the usage row and the identity links; its debit and its count in the month's rollup go to the
   * group's ledger, written once per account before the group's COMMIT.
   */
  private write(sqlite: SqliteDatabase, r: NewResolution, links: LinkRows | undefined, ledger: GroupLedger): void {
    this.insertResolution(sqlite, r);
    this.writeRest(sqlite, r, links, ledger);
  }

  /**
   * `write` without a savepoint (the balance covers the call: GroupLedger.covers). The resolution's insert is one
   * statement, so refused or failed it leaves nothing; a failure of a later row is thrown as Unisolated.
   */
  private writeBare(sqlite: SqliteDatabase, r: NewResolution, links: LinkRows | undefined, ledger: GroupLedger): void {
    this.insertResolution(sqlite, r);
    try {
      this.writeRest(sqlite, r, links, ledger);
    } catch (err) {
      throw new Unisolated(err);
    }
  }

  /** The resolution, claiming customer_id / transaction_id (a duplicate: refused). */
  private insertResolution(sqlite: SqliteDatabase, r: NewResolution): void {
    try {
      this.q.insertResolution.sync(sqlite, ...resolutionColumns(r));
    } catch (err) {
      if (isUniqueViolation(err)) throw new Refused(duplicateOf(violatedConstraint(err)));
      throw err;
    }
  }

  /** What follows the resolution: the balance check, the usage row, the identity links and attributions. */
  private writeRest(sqlite: SqliteDatabase, r: NewResolution, links: LinkRows | undefined, ledger: GroupLedger): void {
    const createdAt = r.createdAt.toISOString();
    if (r.environment !== 'live') return;
    // A limited account is debited only when its balance (as the calls before it in the group left it) covers the
    // price; an unlimited one is never debited. No account: balance 0.
    const refusal = ledger.charge(r.accountId, r.price, createdAt.slice(0, 7), r.operation);
    if (refusal) throw new Refused(refusal);
    this.q.insertUsage.sync(sqlite, newId('use'), r.accountId, r.keyId, r.operation, r.id, r.price, createdAt);
    if (links) {
      writeLinksSync(links, r.createdAt, sqlite);
      // Which graph nodes this resolution linked (docs/privacy.md): erasing it removes exactly its links.
      if (links.nodes.length > 0) sqlite.prepare(attributionSql(links.nodes.length)).run(attributionParams(r.id, r.accountId, createdAt, links));
    }
  }
}

/**
 * The debits and month rollups of one group commit. Every call of a group debits the same account row and counts in
 * the same rollup row, so the group writes each of those rows once, before its COMMIT, with the sums of the calls
 * it kept; the stored balance and rollup end as the calls' own statements left them, one after another. The
 * balance check of each call reads the balance as the group's earlier kept calls left it (the account is read once
 * per group, inside its transaction: the write lock is held, so no other process changes it meanwhile). A call
 * refused or rolled back at its savepoint leaves the ledger as it found it.
 */
class GroupLedger {
  /** Per account of the group: its balance after the kept calls' debits (null: no such account), and what they debited. */
  private readonly accounts = new Map<string, { credits: number; unlimited: boolean; debited: number } | null>();
  private readonly rollups = new Map<string, { accountId: string; month: string; operation: string; calls: number; credits: number }>();
  /** The current call's charge, applied once its savepoint is released. */
  private current: { accountId: string; price: number; month: string; operation: string } | null = null;

  constructor(
    private readonly sqlite: SqliteDatabase,
    private readonly q: ResolutionStatements,
  ) {}

  /** The current call's charge, or why its balance refuses it. */
  charge(accountId: string, price: number, month: string, operation: string): CommitRefusal | null {
    if (price > 0) {
      const account = this.account(accountId);
      if (!account) return { refused: 'credits', balance: 0, price };
      if (!account.unlimited && account.credits < price) return { refused: 'credits', balance: account.credits, price };
    }
    this.current = { accountId, price, month, operation };
    return null;
  }

  /** Whether the current balance covers the call (charge would not refuse it); reads nothing for a free or sandbox call. */
  covers(r: NewResolution): boolean {
    if (r.environment !== 'live' || r.price <= 0) return true;
    const account = this.account(r.accountId);
    return account !== null && (account.unlimited || account.credits >= r.price);
  }

  /** The current call is committed with the group: its charge counts. */
  keep(): void {
    const c = this.current;
    this.current = null;
    if (!c) return;
    if (c.price > 0) {
      const account = this.account(c.accountId)!;
      if (!account.unlimited) {
        account.credits -= c.price;
        account.debited += c.price;
      }
    }
    const key = `${c.accountId}\u0000${c.month}\u0000${c.operation}`;
    const rollup = this.rollups.get(key);
    if (rollup) {
      rollup.calls += 1;
      rollup.credits += c.price;
    } else {
      this.rollups.set(key, { accountId: c.accountId, month: c.month, operation: c.operation, calls: 1, credits: c.price });
    }
  }

  /** The current call was refused or rolled back: its charge does not count. */
  drop(): void {
    this.current = null;
  }

  /** The group's debits and rollups, in its transaction before the COMMIT. */
  write(): void {
    for (const [id, account] of this.accounts) if (account && account.debited > 0) this.q.debitBy.sync(this.sqlite, account.debited, id);
    for (const r of this.rollups.values()) this.q.rollupBy.sync(this.sqlite, r.accountId, r.month, r.operation, r.calls, r.credits);
  }

  private account(id: string): { credits: number; unlimited: boolean; debited: number } | null {
    let account = this.accounts.get(id);
    if (account === undefined) {
      const row = this.q.account.sync(this.sqlite, id)[0] as { credits: number | bigint | string; unlimited: number | boolean } | undefined;
      account = row ? { credits: Number(row.credits), unlimited: Number(row.unlimited) === 1, debited: 0 } : null;
      this.accounts.set(id, account);
    }
    return account;
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
