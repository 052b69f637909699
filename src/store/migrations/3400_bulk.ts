/**
 * Bulk scoring (issue 34): a job per uploaded file, the upload itself in chunks until it is parsed, and one row per
 * record of the file with its outcome. A row's outcome is written in the transaction that bills it (the resolution's
 * commit), so the rows still `pending` are exactly the ones left to score after a crash (docs/bulk.md).
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('claims', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('model_id', 'text')
    .addColumn('webhook_url', 'text')
    .addColumn('sample', 'integer')
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('parsed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parse_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('bulk_jobs_account').on('bulk_jobs').columns(['account_id', 'created_at']).execute();
  await db.schema
    .createTable('bulk_chunks')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bulk_chunks_pk', ['job_id', 'seq'])
    .execute();
  await db.schema
    .createTable('bulk_rows')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('dedupe', 'text')
    .addColumn('customer_id', 'text')
    .addColumn('resolution_id', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer')
    .addColumn('score_cluster', 'text')
    .addColumn('reason_codes', 'text')
    .addColumn('decision', 'text')
    .addColumn('result', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addPrimaryKeyConstraint('bulk_rows_pk', ['job_id', 'line'])
    .execute();
  await db.schema.createIndex('bulk_rows_dedupe').unique().on('bulk_rows').columns(['job_id', 'dedupe']).execute();
  await db.schema.createIndex('bulk_rows_status').on('bulk_rows').columns(['job_id', 'status', 'line']).execute();
  // A bulk.completed event may go to the job's own URL (webhook_url of the submission) instead of the account's.
  await db.schema.alterTable('webhook_events').addColumn('target_url', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_events').dropColumn('target_url').execute();
  await db.schema.dropTable('bulk_rows').execute();
  await db.schema.dropTable('bulk_chunks').execute();
  await db.schema.dropTable('bulk_jobs').execute();
}
