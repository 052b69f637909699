/**
 * Tables of the imported datasets of the phone area (breaches, phone-names, mnp, disposable-phones, presence).
 * Phones are stored as E.164 digits (no `+`), emails lower-cased; every table is indexed by its lookup key and
 * carries `row_hash` (a digest of the stored columns) so a re-import only counts rows whose content changed.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('breach_records')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('breach_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('breach_date', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('emails', 'text')
    .addColumn('phones', 'text')
    .addColumn('cities', 'text')
    .addColumn('dob', 'text')
    .addColumn('address', 'text')
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('breach_records_pk', ['phone', 'email', 'breach_id'])
    .execute();
  await db.schema.createIndex('breach_records_email_idx').on('breach_records').column('email').execute();

  await db.schema
    .createTable('phone_names')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('dob', 'text')
    .addColumn('address', 'text')
    .addColumn('sources', 'integer', (c) => c.notNull())
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('phone_names_pk', ['phone', 'key'])
    .execute();

  await db.schema
    .createTable('phone_mnp')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('original_network_name', 'text')
    .addColumn('original_network_code', 'text')
    .addColumn('current_network_name', 'text')
    .addColumn('current_network_code', 'text')
    .addColumn('ported_times', 'integer')
    .addColumn('first_ported', 'text')
    .addColumn('last_ported', 'text')
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('disposable_phones')
    .addColumn('pattern', 'text', (c) => c.primaryKey())
    .addColumn('is_range', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('presence')
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('present', 'integer', (c) => c.notNull())
    .addColumn('observed', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('username', 'text')
    .addColumn('image_url', 'text')
    .addColumn('privacy_status', 'text')
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('presence_pk', ['subject_kind', 'subject', 'platform'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['presence', 'disposable_phones', 'phone_mnp', 'phone_names', 'breach_records']) {
    await db.schema.dropTable(t).execute();
  }
}
