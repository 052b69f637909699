/**
 * Issue 33, ninth pass (docs/decisions.md): `phone_datasets_version`, one row whose counter moves with every change of
 * the phone datasets' tables (breach_records, phone_names, phone_mnp, disposable_phones, presence), whatever makes it:
 * an import in any process, a subject's erasure, a change by hand. Triggers move it in the change's own transaction, so
 * a reader that sees the same counter in its snapshot sees the same rows: the phone engine keeps the datasets' answers
 * of recent numbers in memory and reads only the counter when it holds the number (src/products/phone/facts-memo.ts).
 * SQLite: a trigger per row and statement kind (SQLite has no statement triggers; one writer at a time). PostgreSQL: one
 * statement-level trigger per table, run before the statement, so a transaction that changes these tables locks the
 * counter's row before any of their rows: two imports at once queue on it batch by batch instead of each holding rows
 * the other waits for while waiting for the counter (a deadlock).
 */
import { sql, type Kysely } from 'kysely';

export const PHONE_DATASET_TABLES = ['breach_records', 'phone_names', 'phone_mnp', 'disposable_phones', 'presence'] as const;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function isPostgres(db: Kysely<any>): Promise<boolean> {
  const r = await sql<{ v: string }>`select version() as v`.execute(db).then(
    (x) => x.rows[0]?.v ?? '',
    () => '',
  );
  return r.startsWith('PostgreSQL');
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('phone_datasets_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('phone_datasets_version').values({ id: 1, version: 0 }).execute();
  const bump = 'update phone_datasets_version set version = version + 1 where id = 1';
  if (await isPostgres(db)) {
    await sql.raw(`create function phone_datasets_changed() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`).execute(db);
    for (const t of PHONE_DATASET_TABLES) {
      await sql
        .raw(`create trigger ${t}_version before insert or update or delete or truncate on ${t} for each statement execute function phone_datasets_changed()`)
        .execute(db);
    }
    return;
  }
  for (const t of PHONE_DATASET_TABLES) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql.raw(`create trigger ${t}_version_${op} after ${op} on ${t} begin ${bump}; end`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    for (const t of PHONE_DATASET_TABLES) await sql.raw(`drop trigger if exists ${t}_version on ${t}`).execute(db);
    await sql.raw('drop function if exists phone_datasets_changed()').execute(db);
  } else {
    for (const t of PHONE_DATASET_TABLES) for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists ${t}_version_${op}`).execute(db);
  }
  await db.schema.dropTable('phone_datasets_version').execute();
}
