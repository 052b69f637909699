import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('device_catalogue')
    .addColumn('brand_key', 'text', (c) => c.notNull())
    .addColumn('model_key', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('release_year', 'integer')
    .addColumn('screen_width', 'integer')
    .addColumn('screen_height', 'integer')
    .addColumn('price_usd', 'double precision')
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_catalogue_pk', ['brand_key', 'model_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('device_catalogue').execute();
}
