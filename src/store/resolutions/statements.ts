/**
 * The statements of every call on the resolutions aggregate, compiled once (store/db.ts `precompiled`): shared by the
 * repository (./repository.ts) and the SQLite commit adapter (./commit-sqlite.ts), which runs them synchronously.
 */
import { sql } from 'kysely';
import { precompiled, type Db } from '../db.js';
import type { Environment } from './types.js';

type U = unknown;

export type ResolutionStatements = ReturnType<typeof resolutionStatements>;

export function resolutionStatements(db: Db) {
  // `limit 1` written into the SQL: SQLite prepares a statement again on every run whose LIMIT is a bound value
  // (docs/decisions.md, issue 27, sixth pass).
  const taken = (field: 'customer_id' | 'transaction_id') =>
    precompiled(db, 3, (q, accountId: U, environment: U, value: U) =>
      q.selectFrom('resolutions').select('id').where('account_id', '=', accountId as string).where('environment', '=', environment as Environment).where(field, '=', value as string).limit(sql.lit(1)),
    );
  return {
    insertResolution: precompiled(db, 15, (q, id: U, account_id: U, environment: U, key_id: U, operation: U, customer_id: U, transaction_id: U, status: U, price: U, score: U, score_cluster: U, reason_codes: U, explanation: U, response: U, created_at: U) =>
      q.insertInto('resolutions').values({ id, account_id, environment, key_id, operation, customer_id, transaction_id, status, price, score, score_cluster, reason_codes, explanation, response, created_at } as never),
    ),
    insertUsage: precompiled(db, 7, (q, id: U, account_id: U, key_id: U, operation: U, resolution_id: U, credits: U, created_at: U) =>
      q.insertInto('usage').values({ id, account_id, key_id, operation, resolution_id, credits, created_at } as never),
    ),
    customerTaken: taken('customer_id'),
    transactionTaken: taken('transaction_id'),
    rollup: precompiled(db, 4, (q, account_id: U, month: U, operation: U, credits: U) =>
      q
        .insertInto('usage_monthly')
        .values({ account_id, month, operation, calls: 1, credits } as never)
        .onConflict((oc) =>
          oc.columns(['account_id', 'month', 'operation']).doUpdateSet((eb) => ({
            calls: eb('usage_monthly.calls', '+', 1),
            credits: eb('usage_monthly.credits', '+', eb.ref('excluded.credits')),
          })),
        ),
    ),
    // The month's usage and the stored balance in one statement (GET /1.0/credits): '' sorts before every operation.
    usageRows: precompiled(db, 3, (d, accountId: U, month: U, id: U) => ({
      compile: () =>
        sql<{ operation: string; calls: number | string; credits: number | string | null }>`select operation, calls, credits from usage_monthly where account_id = ${accountId} and month = ${month}
          union all select '' as operation, 0 as calls, credits from accounts where id = ${id}
          order by operation`.compile(d),
    })),
    // The SQLite group commit's ledger (commit-sqlite.ts): the balance read once per account and group, the group's
    // debits and rollups written once each before its COMMIT.
    account: precompiled(db, 1, (q, id: U) => q.selectFrom('accounts').select(['credits', 'unlimited']).where('id', '=', id as string)),
    debitBy: precompiled(db, 2, (q, amount: U, id: U) =>
      q.updateTable('accounts').set((eb) => ({ credits: eb('credits', '-', amount as number) })).where('id', '=', id as string),
    ),
    rollupBy: precompiled(db, 5, (q, account_id: U, month: U, operation: U, calls: U, credits: U) =>
      q
        .insertInto('usage_monthly')
        .values({ account_id, month, operation, calls, credits } as never)
        .onConflict((oc) =>
          oc.columns(['account_id', 'month', 'operation']).doUpdateSet((eb) => ({
            calls: eb('usage_monthly.calls', '+', eb.ref('excluded.calls')),
            credits: eb('usage_monthly.credits', '+', eb.ref('excluded.credits')),
          })),
        ),
    ),
  };
}
