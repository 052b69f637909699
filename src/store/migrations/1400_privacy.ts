/**
 * Tables of the personal-data lifecycle (docs/privacy.md):
 * - `resolution_nodes`: which identity-graph nodes (keyed hashes) each live resolution linked, so erasing one
 *   resolution can remove exactly the links it contributed;
 * - `audit_log`: every administrative action (time, actor, action, arguments without secrets or subject values);
 * - `api_keys.expires_at`: the end of a rotated key's grace period; `api_keys.replaced_by`: the key that replaced it;
 * - `resolutions.erased_at`: when the personal data of a resolution was erased (the billing columns stay).
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('resolution_nodes')
    .addColumn('resolution_id', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('resolution_nodes_pk', ['resolution_id', 'node_id'])
    .execute();
  await db.schema.createIndex('resolution_nodes_node_idx').on('resolution_nodes').column('node_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('args', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();

  await db.schema.alterTable('api_keys').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('api_keys').addColumn('replaced_by', 'text').execute();
  await db.schema.alterTable('resolutions').addColumn('erased_at', 'text').execute();
  // Retention deletes by age.
  await db.schema.createIndex('resolutions_created_idx').on('resolutions').column('created_at').execute();
  await db.schema.createIndex('identity_edges_last_seen_idx').on('identity_edges').column('last_seen').execute();
  await db.schema.createIndex('identity_nodes_last_seen_idx').on('identity_nodes').column('last_seen').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('identity_nodes_last_seen_idx').execute();
  await db.schema.dropIndex('identity_edges_last_seen_idx').execute();
  await db.schema.dropIndex('resolutions_created_idx').execute();
  await db.schema.alterTable('resolutions').dropColumn('erased_at').execute();
  await db.schema.alterTable('api_keys').dropColumn('replaced_by').execute();
  await db.schema.alterTable('api_keys').dropColumn('expires_at').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('resolution_nodes').execute();
}
