/**
 * Tables of the ip area: the imported IP lists (dataset `ip-lists`), their generation counter (the engines reload
 * their in-memory interval index when it moves), and the accounts' custom scorecards (`idrisk models`).
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ip_list_entries')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('family', 'integer', (c) => c.notNull())
    .addColumn('start_hex', 'text', (c) => c.notNull())
    .addColumn('end_hex', 'text', (c) => c.notNull())
    .addColumn('range', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('proxy_type', 'text')
    .addColumn('last_reported', 'text')
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ip_list_entries_start_idx').on('ip_list_entries').columns(['family', 'start_hex']).execute();

  await db.schema
    .createTable('ip_list_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('scoring_models')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product', 'text')
    .addColumn('base', 'integer', (c) => c.notNull())
    .addColumn('points', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scoring_models_account_idx').on('scoring_models').columns(['account_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scoring_models').execute();
  await db.schema.dropTable('ip_list_state').execute();
  await db.schema.dropTable('ip_list_entries').execute();
}
