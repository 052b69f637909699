/**
 * Resolutions: every answered call is stored with the points behind its scores. The commit of a call is one
 * transaction: store the resolution (claiming customer_id / transaction_id), debit credits, write the usage row,
 * link the identity graph. A unique violation or a short balance rolls all of it back.
 */
import { CompiledQuery, sql } from 'kysely';
import { rowsByPosition, SharedRead, type SharedPart, type SharedRow } from '../store/batch.js';
import { isUniqueViolation, precompiled, violatedConstraint, type Db, type Executor, type SqliteDatabase, type Store, type Tx } from '../store/db.js';
import { lastSeenBefore, writeLinksSync, type LinkRows } from '../identity/graph.js';
import type { ResolutionsTable } from '../store/schema.js';
import type { Environment } from '../accounts/keys.js';
import { newId } from '../accounts/ids.js';
import { DuplicateIdentifier, InsufficientCredits } from './errors.js';
import { dbUnavailable } from '../store/unavailable.js';

export interface NewResolution {
  readonly id: string;
  readonly accountId: string;
  readonly environment: Environment;
  readonly keyId: string;
  readonly operation: string;
  readonly customerId?: string | null;
  readonly transactionId?: string | null;
  readonly status?: string;
  readonly price: number;
  readonly score?: number | null;
  readonly scoreCluster?: string | null;
  readonly reasonCodes?: string | null;
  readonly explanation?: unknown;
  /** The response body; undefined stores none (sandbox answers that nothing reads back). */
  readonly response?: unknown;
  /** The response already serialized (the text the call answers with): stored as it is, in place of `response`. */
  readonly responseJson?: string;
  readonly createdAt: Date;
}

export interface StoredResolution {
  readonly id: string;
  readonly accountId: string;
  readonly environment: Environment;
  readonly operation: string;
  readonly customerId: string | null;
  readonly transactionId: string | null;
  readonly status: string;
  readonly price: number;
  readonly score: number | null;
  readonly scoreCluster: string | null;
  readonly reasonCodes: string | null;
  readonly explanation: unknown;
  readonly response: unknown;
  readonly createdAt: string;
}

export interface UsageSummary {
  readonly calls: number;
  readonly credits: number;
  readonly byOperation: { operation: string; calls: number; credits: number }[];
}

/** A stored row as the service reads it (explanation and response parsed). */
export function toStored(r: ResolutionsTable): StoredResolution {
  return {
    id: r.id,
    accountId: r.account_id,
    environment: r.environment,
    operation: r.operation,
    customerId: r.customer_id,
    transactionId: r.transaction_id,
    status: r.status,
    price: r.price,
    score: r.score,
    scoreCluster: r.score_cluster,
    reasonCodes: r.reason_codes,
    explanation: r.explanation ? JSON.parse(r.explanation) : null,
    response: r.response ? JSON.parse(r.response) : null,
    createdAt: r.created_at,
  };
}

const BEGIN_IMMEDIATE = CompiledQuery.raw('BEGIN IMMEDIATE');
const COMMIT = CompiledQuery.raw('COMMIT');
const ROLLBACK = CompiledQuery.raw('ROLLBACK');
const SAVEPOINT = 'SAVEPOINT call';
const RELEASE = 'RELEASE call';
const ROLLBACK_TO = 'ROLLBACK TO call';
const NO_WAIT = CompiledQuery.raw('PRAGMA busy_timeout = 0');

/* The statements of every call, compiled once (see `precompiled`). */
type U = unknown;

export class Resolutions {
  private readonly insertResolution;
  private readonly insertUsage;
  private readonly customerTaken;
  private readonly debit;
  private readonly transactionTaken;
  private readonly rollup;
  private readonly usageRows;
  private readonly balance;
  /** PostgreSQL: the pre-checks of concurrent calls share one statement per field (store/batch.ts); null on SQLite. */
  private readonly takenBatch: Record<'customer_id' | 'transaction_id', SharedPart<TakenKey, true>> | null;

  private readonly pending: { work: (tx: Executor) => void | Promise<void>; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private flushScheduled = false;
  /**
   * SQLite: the connection's busy timeout (IDRISK_SQLITE_BUSY_TIMEOUT_MS, read from the connection once), how long a
   * group commit waits for the write lock; set back after each attempt to take the lock without waiting.
   */
  private busyTimeout: { ms: number; restore: CompiledQuery } | null = null;

  /**
   * Told of every live call this process commits, with its price (the per-process cache of accounts lowers its
   * balance and forgets the account's usage read).
   */
  onCommit: ((accountId: string, price: number) => void) | null = null;
  /**
   * SQLite: told once per group commit that found the write lock held by another process and waits for it (the
   * composition root counts it as idrisk_retries_total{kind="sqlite_write_lock"}).
   */
  onLockWait: (() => void) | null = null;

  private readonly db: Db;
  private readonly kind: Store['kind'];
  /** SQLite: the connection the group commit writes each call's rows on, synchronously (see `write`). */
  private readonly sqlite: SqliteDatabase | undefined;

  constructor(store: Pick<Store, 'db' | 'kind' | 'sqlite'>) {
    const { db, kind } = store;
    this.db = db;
    this.kind = kind;
    this.sqlite = store.sqlite;
    if (kind === 'sqlite' && !store.sqlite) throw new Error('Resolutions: a SQLite store without its connection');
    this.insertResolution = precompiled(db, 15, (q, id: U, account_id: U, environment: U, key_id: U, operation: U, customer_id: U, transaction_id: U, status: U, price: U, score: U, score_cluster: U, reason_codes: U, explanation: U, response: U, created_at: U) =>
      q.insertInto('resolutions').values({ id, account_id, environment, key_id, operation, customer_id, transaction_id, status, price, score, score_cluster, reason_codes, explanation, response, created_at } as never),
    );
    this.insertUsage = precompiled(db, 7, (q, id: U, account_id: U, key_id: U, operation: U, resolution_id: U, credits: U, created_at: U) =>
      q.insertInto('usage').values({ id, account_id, key_id, operation, resolution_id, credits, created_at } as never),
    );
    const taken = (field: 'customer_id' | 'transaction_id') =>
      precompiled(db, 3, (q, accountId: U, environment: U, value: U) =>
        q.selectFrom('resolutions').select('id').where('account_id', '=', accountId as string).where('environment', '=', environment as Environment).where(field, '=', value as string).limit(1),
      );
    // One statement for every account: a limited account is debited only when its balance covers the price; an
    // unlimited one matches with nothing taken. No row back: a short balance (or no account) rolls the call back.
    this.debit = precompiled(db, 4, (q, amount: U, accountId: U, minimum: U, unlimitedOr: U) =>
      q
        .updateTable('accounts')
        .set((eb) => ({ credits: eb('credits', '-', eb.case().when('unlimited', '=', 1).then(0).else(amount as number).end()) }))
        .where('id', '=', accountId as string)
        .where((eb) => eb.or([eb('unlimited', '=', unlimitedOr as number), eb('credits', '>=', minimum as number)]))
        .returning('id'),
    );
    this.rollup = precompiled(db, 4, (q, account_id: U, month: U, operation: U, credits: U) =>
      q
        .insertInto('usage_monthly')
        .values({ account_id, month, operation, calls: 1, credits } as never)
        .onConflict((oc) =>
          oc.columns(['account_id', 'month', 'operation']).doUpdateSet((eb) => ({
            calls: eb('usage_monthly.calls', '+', 1),
            credits: eb('usage_monthly.credits', '+', eb.ref('excluded.credits')),
          })),
        ),
    );
    // The month's usage and the stored balance in one statement (GET /1.0/credits): '' sorts before every operation.
    this.usageRows = precompiled(db, 3, (d, accountId: U, month: U, id: U) => ({
      compile: () =>
        sql<{ operation: string; calls: number | string; credits: number | string | null }>`select operation, calls, credits from usage_monthly where account_id = ${accountId} and month = ${month}
          union all select '' as operation, 0 as calls, credits from accounts where id = ${id}
          order by operation`.compile(d),
    }));
    this.balance = precompiled(db, 1, (q, id: U) => q.selectFrom('accounts').select('credits').where('id', '=', id as string));
    this.customerTaken = taken('customer_id');
    this.transactionTaken = taken('transaction_id');
    this.takenBatch = kind === 'postgres' ? { customer_id: takenRead.customer_id.of(db)!, transaction_id: takenRead.transaction_id.of(db)! } : null;
  }

  /** A cheap pre-check before the work; the unique index at commit is what guarantees it. */
  async isTaken(accountId: string, environment: Environment, field: 'customer_id' | 'transaction_id', value: string): Promise<boolean> {
    if (this.takenBatch) return (await this.takenBatch[field].get({ accountId, environment, value })) === true;
    const rows = await (field === 'customer_id' ? this.customerTaken : this.transactionTaken)(this.db, accountId, environment, value);
    return rows.length > 0;
  }

  async byCustomerId(accountId: string, environment: Environment, customerId: string, operation?: string): Promise<StoredResolution | null> {
    let q = this.db
      .selectFrom('resolutions')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('environment', '=', environment)
      .where('customer_id', '=', customerId)
      .where('erased_at', 'is', null);
    if (operation) q = q.where('operation', '=', operation);
    const row = await q.executeTakeFirst();
    return row ? toStored(row) : null;
  }

  /** The resolution of a call by its transaction_id (login tracking, data lookups) in one account and environment. */
  async byTransactionId(accountId: string, environment: Environment, transactionId: string): Promise<StoredResolution | null> {
    const row = await this.db
      .selectFrom('resolutions')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('environment', '=', environment)
      .where('transaction_id', '=', transactionId)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    return row ? toStored(row) : null;
  }

  async byId(id: string): Promise<StoredResolution | null> {
    // An erased resolution (docs/privacy.md) keeps only its billing columns: nothing to read back.
    const row = await this.db.selectFrom('resolutions').selectAll().where('id', '=', id).where('erased_at', 'is', null).executeTakeFirst();
    return row ? toStored(row) : null;
  }

  /**
   * Commit one call with the identity rows it links. Throws DuplicateIdentifier or InsufficientCredits; on either
   * nothing is written.
   */
  async commit(r: NewResolution, links?: LinkRows, extra?: (tx: Tx) => Promise<void>): Promise<void> {
    if (this.kind === 'postgres') {
      // A call with writes of its own (login tracking, onboarding) runs them after the commit statement, in one transaction.
      if (extra) await this.db.transaction().execute(async (tx) => {
        await this.commitPostgres(r, links, tx);
        await extra(tx);
      });
      else await this.commitPostgres(r, links);
    } else {
      const sqlite = this.sqlite!;
      // The call's own rows are written at once; only a call with writes of its own (`extra`) awaits inside the batch.
      const work = extra
        ? async (tx: Executor) => {
            this.write(sqlite, r, links);
            // In the group commit `tx` is the connection inside BEGIN IMMEDIATE … COMMIT: a transaction in all but its type.
            await extra(tx as Tx);
          }
        : () => this.write(sqlite, r, links);
      await new Promise<void>((resolve, reject) => {
        this.pending.push({ work, resolve, reject });
        if (!this.flushScheduled) {
          this.flushScheduled = true;
          setImmediate(() => void this.flush());
        }
      });
    }
    if (r.environment === 'live') this.onCommit?.(r.accountId, r.price);
  }

  /**
   * PostgreSQL: the whole commit is one statement, so one round trip and one implicit transaction: the conditional
   * debit, the resolution (its unique indexes claim customer_id / transaction_id), the usage row, the month's rollup
   * and the identity links are data-modifying CTEs. A unique violation aborts the statement (nothing debited, nothing
   * written); a short balance writes nothing because every insert hangs off the resolution, which is only inserted
   * when the debit took place (or the account is unlimited, or the call is free). Concurrent debits of one account
   * queue on its row and re-check `credits >= price` on the newest version (READ COMMITTED), as the separate
   * statements did. Identity rows arrive sorted by key, so crossing calls lock shared rows in the same order.
   */
  private async commitPostgres(r: NewResolution, links?: LinkRows, exec: Executor = this.db): Promise<void> {
    const createdAt = r.createdAt.toISOString();
    const live = r.environment === 'live';
    const nodes = live && links ? links.nodes : [];
    const edges = live && links ? links.edges : [];
    const params = [
      r.id, r.accountId, r.environment, r.keyId, r.operation, r.customerId ?? null, r.transactionId ?? null, r.status ?? 'done', r.price,
      r.score ?? null, r.scoreCluster ?? null, r.reasonCodes ?? null,
      r.explanation === undefined ? null : JSON.stringify(r.explanation),
      storedResponse(r),
      createdAt, newId('use'), createdAt.slice(0, 7),
      nodes.map((n) => n.id), nodes.map((n) => n.kind), edges.map((e) => e.a), edges.map((e) => e.b), edges.map((e) => e.kind),
      lastSeenBefore(r.createdAt),
    ];
    let row: { stored: number | string; balance: number | string | null } | undefined;
    try {
      ({ rows: [row] } = await exec.executeQuery<{ stored: number | string; balance: number | string | null }>(CompiledQuery.raw(PG_COMMIT, params)));
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateIdentifier(violatedConstraint(err).includes('transaction') ? 'transaction_id' : 'customer_id');
      throw err;
    }
    if (Number(row?.stored ?? 0) !== 1) throw new InsufficientCredits(Number(row?.balance ?? 0), r.price);
  }

  /**
   * Group commit (SQLite): the commits that arrive in one turn of the event loop share one transaction, each inside
   * its own savepoint, so a duplicate or a short balance rolls back only its own call. Every caller is answered after
   * the shared COMMIT, so nothing is acknowledged before it is durable. One COMMIT costs more than a call's own
   * statements; sharing it is what makes a busy single-file database keep up.
   */
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
            const sqlite = this.sqlite!;
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
    batch.forEach((item, i) => (failed.has(i) ? item.reject(failed.get(i)) : item.resolve()));
  }

  /**
   * SQLite, inside the group commit's savepoint of the call: its resolution (claiming customer_id / transaction_id),
   * the debit, the usage row, the month's rollup and the identity links. better-sqlite3 is synchronous, so each
   * statement runs at once on the connection (its prepared statement cached): through Kysely's executor every
   * statement cost a promise and the executor's own work (docs/decisions.md, issue 12 seventh pass).
   */
  private write(sqlite: SqliteDatabase, r: NewResolution, links?: LinkRows): void {
    const createdAt = r.createdAt.toISOString();
    try {
      this.insertResolution.sync(
        sqlite,
        r.id, r.accountId, r.environment, r.keyId, r.operation, r.customerId ?? null, r.transactionId ?? null,
        r.status ?? 'done', r.price, r.score ?? null, r.scoreCluster ?? null, r.reasonCodes ?? null,
        r.explanation === undefined ? null : JSON.stringify(r.explanation),
        storedResponse(r),
        createdAt,
      );
    } catch (err) {
      if (isUniqueViolation(err)) {
        const which = violatedConstraint(err);
        throw new DuplicateIdentifier(which.includes('transaction') ? 'transaction_id' : 'customer_id');
      }
      throw err;
    }
    if (r.environment !== 'live') return;
    // A limited account is debited only when its balance covers the price; an unlimited one matches with nothing
    // taken. No row back: a short balance, or no account (balance 0).
    if (r.price > 0 && this.debit.sync(sqlite, r.price, r.accountId, r.price, 1).length === 0) {
      throw new InsufficientCredits(Number(this.balance.sync(sqlite, r.accountId)[0]?.credits ?? 0), r.price);
    }
    this.insertUsage.sync(sqlite, newId('use'), r.accountId, r.keyId, r.operation, r.id, r.price, createdAt);
    this.rollup.sync(sqlite, r.accountId, createdAt.slice(0, 7), r.operation, r.price);
    if (links) {
      writeLinksSync(links, r.createdAt, sqlite);
      // Which graph nodes this resolution linked (docs/privacy.md): erasing it removes exactly its links.
      if (links.nodes.length > 0) sqlite.prepare(attributionSql(links.nodes.length)).run(attributionParams(r.id, links));
    }
  }

  /** A pending resolution (background work) is completed; false when it was not pending any more (ended before). */
  async complete(
    id: string,
    patch: { status: string; response: unknown; score?: number | null; scoreCluster?: string | null; reasonCodes?: string | null; explanation?: unknown },
    exec: Executor = this.db,
  ): Promise<boolean> {
    const r = await exec
      .updateTable('resolutions')
      .set({
        status: patch.status,
        response: JSON.stringify(patch.response),
        score: patch.score ?? null,
        score_cluster: patch.scoreCluster ?? null,
        reason_codes: patch.reasonCodes ?? null,
        explanation: patch.explanation === undefined ? null : JSON.stringify(patch.explanation),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Background work failed for good: the pending resolution becomes `failed` and its credits are given back (a
   * usage row of minus the price records the refund), in the caller's transaction. Returns the credits refunded, or
   * null when the resolution was not pending any more.
   */
  async failAndRefund(id: string, response: unknown, exec: Executor): Promise<number | null> {
    const row = await exec.selectFrom('resolutions').select(['account_id', 'environment', 'key_id', 'operation', 'price']).where('id', '=', id).executeTakeFirst();
    const r = await exec.updateTable('resolutions').set({ status: 'failed', response: JSON.stringify(response) }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    if (!row || Number(r.numUpdatedRows) !== 1) return null;
    if (row.environment !== 'live' || row.price <= 0) return 0;
    await exec
      .updateTable('accounts')
      .set((eb) => ({ credits: eb('credits', '+', row.price) }))
      .where('id', '=', row.account_id)
      .where('unlimited', '=', 0)
      .execute();
    const at = new Date().toISOString();
    await this.insertUsage(exec, newId('use'), row.account_id, row.key_id, row.operation, id, -row.price, at);
    // The month's rollup counts usage rows like usage() does: the refund row too (GET /1.0/credits reads the rollup).
    await this.rollup(exec, row.account_id, at.slice(0, 7), row.operation, -row.price);
    return row.price;
  }

  /** Usage since a time, aggregated from the usage rows (reports; GET /1.0/credits reads the rollup: month()). */
  async usage(accountId: string, since: Date, exec: Executor = this.db): Promise<UsageSummary> {
    const rows = await exec
      .selectFrom('usage')
      .select((eb) => ['operation', eb.fn.countAll<number>().as('calls'), eb.fn.sum<number>('credits').as('credits')])
      .where('account_id', '=', accountId)
      .where('created_at', '>=', since.toISOString())
      .groupBy('operation')
      .orderBy('operation')
      .execute();
    const byOperation = rows.map((r) => ({ operation: r.operation, calls: Number(r.calls), credits: Number(r.credits ?? 0) }));
    return {
      calls: byOperation.reduce((s, r) => s + r.calls, 0),
      credits: byOperation.reduce((s, r) => s + r.credits, 0),
      byOperation,
    };
  }

  /**
   * The calendar month's usage (UTC) of an account, from the rollup every commit maintains (a few rows whatever the
   * month's volume), and the stored balance of the account.
   */
  async month(accountId: string, month: Date, exec: Executor = this.db): Promise<UsageSummary & { balance: number }> {
    const rows = await this.usageRows(exec, accountId, month.toISOString().slice(0, 7), accountId);
    let balance = 0;
    const byOperation: UsageSummary['byOperation'] = [];
    for (const r of rows) {
      if (r.operation === '') balance = Number(r.credits ?? 0);
      else byOperation.push({ operation: r.operation, calls: Number(r.calls), credits: Number(r.credits ?? 0) });
    }
    return {
      calls: byOperation.reduce((s, r) => s + r.calls, 0),
      credits: byOperation.reduce((s, r) => s + r.credits, 0),
      byOperation,
      balance,
    };
  }
}

/**
 * SQLite: the attribution rows of one call (resolution, node) as one insert whose text depends only on the number of
 * nodes (at most a handful), so it is built once per count and better-sqlite3's statement cache (store/db.ts) keeps
 * it prepared; the same rows as `attributeLinks` (identity/graph.ts) without building the query on every call.
 */
const attributionTexts = new Map<number, string>();
function attributionSql(count: number): string {
  let text = attributionTexts.get(count);
  if (text === undefined) {
    text = `insert into resolution_nodes (resolution_id, node_id) values ${Array.from({ length: count }, () => '(?, ?)').join(', ')} on conflict do nothing`;
    if (attributionTexts.size < 64) attributionTexts.set(count, text);
  }
  return text;
}
function attributionParams(resolutionId: string, links: LinkRows): unknown[] {
  const params: unknown[] = [];
  for (const n of links.nodes) params.push(resolutionId, n.id);
  return params;
}

/**
 * The commit of one call on PostgreSQL (commitPostgres): $1..$17 the resolution and usage, $18..$22 identity rows, $23
 * the stored last_seen at or below which the call advances it (identity/graph.ts, LAST_SEEN_STEP_MS).
 */
const PG_COMMIT = `with acct as (
  select unlimited, credits from accounts where id = $2
), debit as (
  update accounts set credits = credits - $9
  where id = $2 and $3 = 'live' and $9 > 0 and unlimited = 0 and credits >= $9
  returning 1
), allowed as (
  select 1 from acct where $3 <> 'live' or $9 <= 0 or unlimited = 1 or exists (select 1 from debit)
), res as (
  insert into resolutions (id, account_id, environment, key_id, operation, customer_id, transaction_id, status, price, score,
    score_cluster, reason_codes, explanation, response, created_at)
  select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10::integer, $11, $12, $13, $14, $15 from allowed
  returning 1
), use as (
  insert into usage (id, account_id, key_id, operation, resolution_id, credits, created_at)
  select $16, $2, $4, $5, $1, $9, $15 from res where $3 = 'live'
  returning 1
), roll as (
  insert into usage_monthly (account_id, month, operation, calls, credits)
  select $2, $17, $5, 1, $9 from res where $3 = 'live'
  on conflict (account_id, month, operation)
  do update set calls = usage_monthly.calls + 1, credits = usage_monthly.credits + excluded.credits
  returning 1
), nodes as (
  insert into identity_nodes (id, kind, first_seen, last_seen)
  select n.id, n.kind, $15, $15 from unnest($18::text[], $19::text[]) with ordinality as n(id, kind, i)
  where exists (select 1 from res) order by n.i
  on conflict (id) do update set last_seen = excluded.last_seen where identity_nodes.last_seen <= $23
  returning 1
), edges as (
  insert into identity_edges (a, b, b_kind, first_seen, last_seen)
  select e.a, e.b, e.k, $15, $15 from unnest($20::text[], $21::text[], $22::text[]) with ordinality as e(a, b, k, i)
  where exists (select 1 from res) order by e.i
  on conflict (a, b) do update set last_seen = excluded.last_seen where identity_edges.last_seen <= $23
  returning 1
), attributed as (
  insert into resolution_nodes (resolution_id, node_id)
  select $1, n.id from unnest($18::text[]) as n(id)
  where exists (select 1 from res)
  on conflict do nothing
  returning 1
)
select (select count(*) from res) as stored, (select credits from acct) as balance,
  (select count(*) from use) + (select count(*) from roll) + (select count(*) from nodes) + (select count(*) from edges)
    + (select count(*) from attributed) as written`;

interface TakenKey {
  readonly accountId: string;
  readonly environment: string;
  readonly value: string;
}

const takenId = (accountId: string, environment: string, value: string) => `${accountId}\u0000${environment}\u0000${value}`;

/**
 * PostgreSQL: the duplicate pre-checks of concurrent calls in one fragment of a shared read (store/batch.ts), per
 * field; unnest joins each (account, environment, value) to the unique index on those columns.
 */
const takenShared = (field: 'customer_id' | 'transaction_id') =>
  new SharedRead<TakenKey, true>({
    id: (k) => takenId(k.accountId, k.environment, k.value),
    fragment: (keys) => sql<SharedRow>`select k.i::text as k, null::jsonb as v
      from unnest(${keys.map((k) => k.accountId)}::text[], ${keys.map((k) => k.environment)}::text[], ${keys.map((k) => k.value)}::text[])
        with ordinality as k(a, e, v, i)
      join resolutions r on r.account_id = k.a and r.environment = k.e and r.${sql.ref(field)} = k.v`,
    collect: (rows, keys) => {
      const found = rowsByPosition(rows, keys, (k) => takenId(k.accountId, k.environment, k.value));
      return new Map([...found.keys()].map((k) => [k, true as const]));
    },
  });
const takenRead = { customer_id: takenShared('customer_id'), transaction_id: takenShared('transaction_id') };

/** The response column of a new resolution: the text it was given, else the body serialized, else none. */
function storedResponse(r: NewResolution): string | null {
  return r.responseJson ?? (r.response === undefined ? null : JSON.stringify(r.response));
}
