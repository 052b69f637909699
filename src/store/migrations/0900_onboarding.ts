import type { Kysely } from 'kysely';

/**
 * Onboarding score: "linked with N other emails this week" counts the edges of one node of one kind first seen
 * since a date. (a, b_kind, first_seen) answers it from the index alone, however many older edges the node has.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('identity_edges_a_kind_seen_idx').on('identity_edges').columns(['a', 'b_kind', 'first_seen']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('identity_edges_a_kind_seen_idx').execute();
}
