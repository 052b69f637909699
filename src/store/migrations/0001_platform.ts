import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was at the time, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('unlimited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('rate_limit', 'integer', (c) => c.notNull())
    .addColumn('webhook_url', 'text')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_account_idx').on('api_keys').column('account_id').execute();

  await db.schema
    .createTable('resolutions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('score_cluster', 'text')
    .addColumn('reason_codes', 'text')
    .addColumn('explanation', 'text')
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resolutions_customer_uq')
    .on('resolutions')
    .columns(['account_id', 'environment', 'customer_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('resolutions_transaction_uq')
    .on('resolutions')
    .columns(['account_id', 'environment', 'transaction_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('usage')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('resolution_id', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('usage_account_time_idx').on('usage').columns(['account_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['usage', 'resolutions', 'api_keys', 'accounts']) await db.schema.dropTable(t).execute();
}
