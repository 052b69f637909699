/**
 * Decisions, fifth pass (issue 28; docs/decisions.md): `resolution_nodes_node_res_idx` (node_id, resolution_id) in place
 * of `resolution_nodes_node_idx` (node_id). The rules' `velocity("resolution", …)` count finds the resolutions that
 * carried a touch point by `node_id`; with the one-column index SQLite (a rowid table) read each one's table row to
 * learn its `resolution_id` before searching `resolutions_velocity_idx`: two searches per counted resolution, the
 * cost that grows with how often a touch point recurs. With both columns in the index the row is not read. Every
 * other use of the old index (`node_id = ?`, `node_id in (…)`: erasure, attributions) is served by the new one.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('resolution_nodes_node_res_idx').on('resolution_nodes').columns(['node_id', 'resolution_id']).execute();
  await db.schema.dropIndex('resolution_nodes_node_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('resolution_nodes_node_idx').on('resolution_nodes').column('node_id').execute();
  await db.schema.dropIndex('resolution_nodes_node_res_idx').execute();
}
