/**
 * Decisions, third pass (issue 28; docs/decisions.md): `resolutions_velocity_idx` (id, account_id, created_at), so the
 * rules' `velocity("resolution", …)` count reads the account and time of each resolution that carried a touch point
 * from this index alone. Without it SQLite read them from the table row, where `created_at` comes after the
 * explanation and response columns: every counted resolution walked the overflow pages of its stored explanation
 * (two to four pages each, more with a policy's record), the largest part of a policy's cost per call.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('resolutions_velocity_idx').on('resolutions').columns(['id', 'account_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('resolutions_velocity_idx').execute();
}
