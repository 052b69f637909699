/**
 * The resolutions repository: the reads of stored calls, their usage, and the later writes of a background call
 * (complete, fail and refund). One Kysely code for SQLite and PostgreSQL; the commit of a call is the port of
 * ./types.ts (CallCommit), with one adapter per database.
 */
import { sql } from 'kysely';
import { newId } from '../../accounts/ids.js';
import { rowsByPosition, SharedRead, type SharedPart, type SharedRow } from '../batch.js';
import type { Db, Executor, Store } from '../db.js';
import type { ResolutionStatements } from './statements.js';
import { toStored, type Environment, type StoredResolution, type UsageSummary } from './types.js';

export class ResolutionsRepository {
  /** PostgreSQL: the pre-checks of concurrent calls share one statement per field (store/batch.ts); null on SQLite. */
  private readonly takenBatch: Record<'customer_id' | 'transaction_id', SharedPart<TakenKey, true>> | null;

  constructor(
    private readonly db: Db,
    kind: Store['kind'],
    private readonly q: ResolutionStatements,
  ) {
    this.takenBatch = kind === 'postgres' ? { customer_id: takenRead.customer_id.of(db)!, transaction_id: takenRead.transaction_id.of(db)! } : null;
  }

  /** A cheap pre-check before the work; the unique index at commit is what guarantees it. */
  async isTaken(accountId: string, environment: Environment, field: 'customer_id' | 'transaction_id', value: string): Promise<boolean> {
    if (this.takenBatch) return (await this.takenBatch[field].get({ accountId, environment, value })) === true;
    const rows = await (field === 'customer_id' ? this.q.customerTaken : this.q.transactionTaken)(this.db, accountId, environment, value);
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
    await this.q.insertUsage(exec, newId('use'), row.account_id, row.key_id, row.operation, id, -row.price, at);
    // The month's rollup counts usage rows like usage() does: the refund row too (GET /1.0/credits reads the rollup).
    await this.q.rollup(exec, row.account_id, at.slice(0, 7), row.operation, -row.price);
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
    const rows = await this.q.usageRows(exec, accountId, month.toISOString().slice(0, 7), accountId);
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
