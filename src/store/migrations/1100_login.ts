import type { Kysely } from 'kysely';

/**
 * Login tracking: collector apps (publishable app keys and their allowed origins), the records the browser
 * collector sends (one per account and session), and the enrollments that make a record a trusted reference of a
 * username. Usernames are stored only as keyed hashes (HMAC of the identity graph).
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('app_key', 'text', (c) => c.notNull().unique())
    .addColumn('origins', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('login_apps_account_idx').on('login_apps').column('account_id').execute();

  await db.schema
    .createTable('login_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('username_hash', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_records_session_uq').on('login_records').columns(['account_id', 'session_id']).unique().execute();
  await db.schema.createIndex('login_records_created_idx').on('login_records').column('created_at').execute();

  await db.schema
    .createTable('login_enrollments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('username_hash', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('ip_country_code', 'text')
    .addColumn('ip_lat', 'double precision')
    .addColumn('ip_lon', 'double precision')
    .addColumn('collected_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_enrollments_session_uq').on('login_enrollments').columns(['account_id', 'session_id']).unique().execute();
  await db.schema.createIndex('login_enrollments_user_idx').on('login_enrollments').columns(['account_id', 'username_hash', 'collected_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['login_enrollments', 'login_records', 'login_apps']) await db.schema.dropTable(t).execute();
}
