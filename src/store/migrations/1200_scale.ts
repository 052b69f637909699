import { sql, type Kysely } from 'kysely';

/**
 * Issue 12 (scale-out):
 * - usage_monthly: the month's usage per account and operation, maintained by the commit of every live call in the
 *   same transaction as its usage row, so GET /1.0/credits reads a few rows whatever the month's volume. Back-filled
 *   from the usage rows already written.
 * - cache_epoch: one row whose counter is bumped by every change that a per-process cache of keys and accounts must
 *   not miss (revocation, account update, credits top-up); every process polls it (see src/accounts/auth-cache.ts).
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('usage_monthly')
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('calls', 'bigint', (c) => c.notNull())
    .addColumn('credits', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_monthly_pk', ['account_id', 'month', 'operation'])
    .execute();
  await sql`insert into usage_monthly (account_id, month, operation, calls, credits)
    select account_id, substr(created_at, 1, 7), operation, count(*), sum(credits) from usage
    group by account_id, substr(created_at, 1, 7), operation`.execute(db);

  await db.schema
    .createTable('cache_epoch')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('epoch', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('cache_epoch').values({ id: 1, epoch: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cache_epoch').execute();
  await db.schema.dropTable('usage_monthly').execute();
}
