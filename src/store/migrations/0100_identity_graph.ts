import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('identity_nodes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('identity_edges')
    .addColumn('a', 'text', (c) => c.notNull())
    .addColumn('b', 'text', (c) => c.notNull())
    .addColumn('b_kind', 'text', (c) => c.notNull())
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('identity_edges_pk', ['a', 'b'])
    .execute();
  await db.schema.createIndex('identity_edges_a_kind_idx').on('identity_edges').columns(['a', 'b_kind']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('identity_edges').execute();
  await db.schema.dropTable('identity_nodes').execute();
}
