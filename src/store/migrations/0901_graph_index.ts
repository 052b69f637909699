import type { Kysely } from 'kysely';

/**
 * The (a, b_kind) index of migration 0100 is a prefix of 0900's (a, b_kind, first_seen): every query it served (a
 * node's counts by kind) reads the longer one as well, and each edge write maintained both. Dropping it takes one of
 * four index updates off every edge a call writes (a hub call writes 12).
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('identity_edges_a_kind_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('identity_edges_a_kind_idx').on('identity_edges').columns(['a', 'b_kind']).execute();
}
