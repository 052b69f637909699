/**
 * What the operator console needs of the management API (issue 27, second pass; docs/admin.md):
 * - `dataset_imports`: every dataset import (upload through /admin/1.0 or `idrisk import`), who made it, the file
 *   name, its progress while it runs and its summary; `dataset_upload_chunks` holds an uploaded file (base64 text,
 *   1 MiB a row, one code for both engines) until the job that imports it has run, so any job runner sharing the
 *   database can import it, then the chunks are deleted;
 * - `webhook_attempts.response_body`: the receiver's answer, the first 4 kB as text (`response_truncated` when more
 *   came);
 * - the overview's indexes: resolutions by time with what the overview groups by (an index-only scan on both
 *   engines), usage by time (credits spent per account), an account's delivery attempts by time (failed jobs and
 *   attempts by time have theirs since migration 1051);
 * - login records by (account, username hash): the admin touch-point search by username.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dataset_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dataset', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('strict', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('rows', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('summary', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dataset_imports_dataset_idx').on('dataset_imports').columns(['dataset', 'id']).execute();
  await db.schema
    .createTable('dataset_upload_chunks')
    .addColumn('import_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dataset_upload_chunks_pk', ['import_id', 'seq'])
    .execute();

  await db.schema.alterTable('webhook_attempts').addColumn('response_body', 'text').execute();
  await db.schema.alterTable('webhook_attempts').addColumn('response_truncated', 'integer').execute();
  await db.schema.createIndex('webhook_attempts_account_idx').on('webhook_attempts').columns(['account_id', 'created_at']).execute();

  // The overview (admin insights `overview`): every group-by reads these columns only, so a time range is an
  // index-only scan (no table row is visited) on SQLite and, once vacuumed, on PostgreSQL.
  await db.schema.createIndex('resolutions_overview_idx').on('resolutions').columns(['created_at', 'account_id', 'operation', 'score_cluster', 'reason_codes']).execute();
  await db.schema.createIndex('usage_time_idx').on('usage').columns(['created_at', 'account_id', 'credits']).execute();
  await db.schema.createIndex('login_records_username_idx').on('login_records').columns(['account_id', 'username_hash']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_records_username_idx').execute();
  await db.schema.dropIndex('usage_time_idx').execute();
  await db.schema.dropIndex('resolutions_overview_idx').execute();
  await db.schema.dropIndex('webhook_attempts_account_idx').execute();
  await db.schema.alterTable('webhook_attempts').dropColumn('response_truncated').execute();
  await db.schema.alterTable('webhook_attempts').dropColumn('response_body').execute();
  await db.schema.dropTable('dataset_upload_chunks').execute();
  await db.schema.dropTable('dataset_imports').execute();
}
