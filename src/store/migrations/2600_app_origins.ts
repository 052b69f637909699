import type { Kysely } from 'kysely';

/**
 * The CORS preflight of the collector intake carries no key: it asks whether any active app allows an origin. The
 * origins lived only in a JSON column, read with LIKE over every app row; this table holds one row per (origin, app)
 * with the origin first in its key, so the preflight is one index probe. Filled from the existing apps.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_app_origins')
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull().references('login_apps.id'))
    .addPrimaryKeyConstraint('login_app_origins_pk', ['origin', 'app_id'])
    .execute();
  const apps = await db.selectFrom('login_apps').select(['id', 'origins']).execute();
  for (const app of apps as { id: string; origins: string }[]) {
    const origins = [...new Set(JSON.parse(app.origins) as string[])];
    if (origins.length > 0) await db.insertInto('login_app_origins').values(origins.map((origin) => ({ origin, app_id: app.id }))).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_app_origins').execute();
}
