/**
 * Erasing a resolution empties bulk scoring's copy of the row it was scored from (src/privacy/stores.ts,
 * eraseResolutions): an index on bulk_rows.resolution_id so that costs a lookup, not a scan of every job's rows.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('bulk_rows_resolution').on('bulk_rows').column('resolution_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bulk_rows_resolution').execute();
}
