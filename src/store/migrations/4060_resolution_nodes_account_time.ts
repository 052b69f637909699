/**
 * Decisions, sixth pass (issue 28; docs/decisions.md): each attribution (`resolution_nodes`) carries its resolution's
 * `account_id` and `created_at`, and the index `resolution_nodes_velocity_idx` (node_id, account_id, created_at,
 * resolution_id) replaces `resolution_nodes_node_res_idx` (node_id, resolution_id) of migration 4050.
 *
 * The rules' `velocity("resolution", …)` count (store/identity/repository.ts) was a join: for every resolution that
 * carried the node, a search of `resolutions_velocity_idx` for its account and time, so its cost grew with the number
 * of counted resolutions. With the two columns copied here it is one range of this index (node, account, since..),
 * counted without reading a table row or searching another index.
 *
 * The copies are written with the row by the commit of the call (store/resolutions/commit-*.ts) and by
 * `graphAttributions.attribute` (the domain-intelligence job), from the resolution itself, and never change after:
 * a resolution's account and creation time are never updated, and every path that deletes resolutions (retention)
 * deletes their attributions first. A row whose resolution is missing keeps nulls: it was never counted (the join
 * found no resolution) and is not counted now.
 *
 * resolution_id is the index's last column so that it still answers what 4050's did (the attributions of a node,
 * erasure and unlinking by `node_id`) from the index alone; keeping both indexes would add a third index entry to
 * every attribution the commit writes.
 *
 * `resolutions_velocity_idx` (id, account_id, created_at; migration 3550) existed only for the join this replaces:
 * no other statement's plan uses it (the primary key answers `id = ?`, resolutions_account_id_idx and
 * resolutions_account_created_idx the account's pages), so it is dropped: one index entry less per stored call.
 */
import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('resolution_nodes').addColumn('account_id', 'text').execute();
  await db.schema.alterTable('resolution_nodes').addColumn('created_at', 'text').execute();
  // One pass over the attributions (UPDATE ... FROM: PostgreSQL, SQLite >= 3.33), before the index exists.
  await sql`update resolution_nodes set account_id = r.account_id, created_at = r.created_at
    from resolutions r where r.id = resolution_nodes.resolution_id`.execute(db);
  await db.schema.createIndex('resolution_nodes_velocity_idx').on('resolution_nodes').columns(['node_id', 'account_id', 'created_at', 'resolution_id']).execute();
  await db.schema.dropIndex('resolution_nodes_node_res_idx').execute();
  await db.schema.dropIndex('resolutions_velocity_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('resolutions_velocity_idx').on('resolutions').columns(['id', 'account_id', 'created_at']).execute();
  await db.schema.createIndex('resolution_nodes_node_res_idx').on('resolution_nodes').columns(['node_id', 'resolution_id']).execute();
  await db.schema.dropIndex('resolution_nodes_velocity_idx').execute();
  await db.schema.alterTable('resolution_nodes').dropColumn('created_at').execute();
  await db.schema.alterTable('resolution_nodes').dropColumn('account_id').execute();
}
