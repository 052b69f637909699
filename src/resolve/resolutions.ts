/**
 * Resolutions: every answered call is stored with the points behind its scores. The commit of a call is one
 * transaction: store the resolution (claiming customer_id / transaction_id), debit credits, write the usage row,
 * link the identity graph. A unique violation or a short balance rolls all of it back.
 */
import { sql } from 'kysely';
import { isUniqueViolation, precompiled, violatedConstraint, type Db, type Executor, type Tx } from '../store/db.js';
import type { ResolutionsTable } from '../store/schema.js';
import type { Environment } from '../accounts/keys.js';
import { newId } from '../accounts/ids.js';
import { debitCredits } from '../accounts/accounts.js';
import { DuplicateIdentifier, InsufficientCredits } from './errors.js';

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

function toStored(r: ResolutionsTable): StoredResolution {
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

/* The statements of every call, compiled once (see `precompiled`). */
type U = unknown;

export class Resolutions {
  private readonly insertResolution;
  private readonly insertUsage;
  private readonly customerTaken;
  private readonly debit;
  private readonly transactionTaken;

  private readonly pending: { work: (tx: Tx) => Promise<void>; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private flushScheduled = false;

  /** groupCommit: batch concurrent commits into one transaction (SQLite's single writer); off for PostgreSQL. */
  constructor(
    private readonly db: Db,
    private readonly groupCommit = false,
  ) {
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
    // Debit only when the balance covers the price; unlimited accounts are never debited (checked after a miss).
    this.debit = precompiled(db, 3, (q, amount: U, accountId: U, minimum: U) =>
      q
        .updateTable('accounts')
        .set((eb) => ({ credits: eb('credits', '-', amount as number) }))
        .where('id', '=', accountId as string)
        .where('unlimited', '=', 0)
        .where('credits', '>=', minimum as number)
        .returning('id'),
    );
    this.customerTaken = taken('customer_id');
    this.transactionTaken = taken('transaction_id');
  }

  /** A cheap pre-check before the work; the unique index at commit is what guarantees it. */
  async isTaken(accountId: string, environment: Environment, field: 'customer_id' | 'transaction_id', value: string): Promise<boolean> {
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

  async byId(id: string): Promise<StoredResolution | null> {
    // An erased resolution (docs/privacy.md) keeps only its billing columns: nothing to read back.
    const row = await this.db.selectFrom('resolutions').selectAll().where('id', '=', id).where('erased_at', 'is', null).executeTakeFirst();
    return row ? toStored(row) : null;
  }

  /**
   * Commit one call. `extra` runs inside the same transaction after the debit (identity graph links).
   * Throws DuplicateIdentifier or InsufficientCredits; on either nothing is written.
   */
  async commit(r: NewResolution, extra?: (tx: Tx) => Promise<void>): Promise<void> {
    const work = (tx: Tx) => this.write(tx, r, extra);
    if (!this.groupCommit) {
      await this.db.transaction().execute(work);
      return;
    }
    await new Promise<void>((resolve, reject) => {
      this.pending.push({ work, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => void this.flush());
      }
    });
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
    try {
      await this.db.transaction().execute(async (tx) => {
        for (const [i, item] of batch.entries()) {
          await sql`SAVEPOINT call`.execute(tx);
          try {
            await item.work(tx);
            await sql`RELEASE call`.execute(tx);
          } catch (err) {
            failed.set(i, err);
            await sql`ROLLBACK TO call`.execute(tx);
            await sql`RELEASE call`.execute(tx);
          }
        }
      });
    } catch (err) {
      for (const item of batch) item.reject(err);
      return;
    }
    batch.forEach((item, i) => (failed.has(i) ? item.reject(failed.get(i)) : item.resolve()));
  }

  private async write(tx: Tx, r: NewResolution, extra?: (tx: Tx) => Promise<void>): Promise<void> {
    const createdAt = r.createdAt.toISOString();
    try {
      await this.insertResolution(
        tx,
        r.id, r.accountId, r.environment, r.keyId, r.operation, r.customerId ?? null, r.transactionId ?? null,
        r.status ?? 'done', r.price, r.score ?? null, r.scoreCluster ?? null, r.reasonCodes ?? null,
        r.explanation === undefined ? null : JSON.stringify(r.explanation),
        r.response === undefined ? null : JSON.stringify(r.response),
        createdAt,
      );
    } catch (err) {
      if (isUniqueViolation(err)) {
        const which = violatedConstraint(err);
        throw new DuplicateIdentifier(which.includes('transaction') ? 'transaction_id' : 'customer_id');
      }
      throw err;
    }
    if (r.environment === 'live') {
      if (r.price > 0) {
        const debited = await this.debit(tx, r.price, r.accountId, r.price);
        if (debited.length === 0) {
          // Not debited: an unlimited account (fine) or a short balance (roll everything back).
          const outcome = await debitCredits(tx, r.accountId, r.price);
          if (!outcome.ok) throw new InsufficientCredits(outcome.balance, r.price);
        }
      }
      await this.insertUsage(tx, newId('use'), r.accountId, r.keyId, r.operation, r.id, r.price, createdAt);
    }
    if (extra) await extra(tx);
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
    await this.insertUsage(exec, newId('use'), row.account_id, row.key_id, row.operation, id, -row.price, new Date().toISOString());
    return row.price;
  }

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
}
