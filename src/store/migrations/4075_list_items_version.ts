/**
 * Decisions, seventh pass (issue 28; docs/decisions.md): `lists.items_version`, a counter of the changes of a list's
 * items. Every write that changes a list's items moves it in the write's own transaction (an upsert of items, a
 * removal, a rule's `add_to_list` in the commit of a call, the erasure of a subject's items); each process that keeps
 * memberships of the list in memory (src/decisions/lists/membership-cache.ts) polls the counters of the lists it
 * holds and drops a list's answers when its counter moved. A counter per list, not one for all lists: the commits
 * that add to different lists do not queue on one row (a commit adding to a list already updates its row's
 * `updated_at`).
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lists').addColumn('items_version', 'bigint', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lists').dropColumn('items_version').execute();
}
