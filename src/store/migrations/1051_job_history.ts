/**
 * Job history (issue 10): one row per finished attempt of every job (`idrisk jobs show`), when a failed webhook
 * delivery will be tried next, and the indexes the daily pruning (`jobs.prune`) deletes by.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('worker', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_attempts_job_idx').on('job_attempts').columns(['job_id', 'finished_at']).execute();
  await db.schema.createIndex('job_attempts_finished_idx').on('job_attempts').column('finished_at').execute();
  // When the delivery of a failed attempt will be tried again (null: delivered, or no retry).
  await db.schema.alterTable('webhook_attempts').addColumn('next_attempt_at', 'text').execute();
  await db.schema.createIndex('webhook_attempts_created_idx').on('webhook_attempts').column('created_at').execute();
  await db.schema.createIndex('webhook_events_created_idx').on('webhook_events').column('created_at').execute();
  await db.schema.createIndex('jobs_finished_idx').on('jobs').column('finished_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_finished_idx').execute();
  await db.schema.dropIndex('webhook_events_created_idx').execute();
  await db.schema.dropIndex('webhook_attempts_created_idx').execute();
  await db.schema.alterTable('webhook_attempts').dropColumn('next_attempt_at').execute();
  await db.schema.dropTable('job_attempts').execute();
}
