/**
 * Tables of the decision layer (docs/rules.md, docs/labels.md; issue 28):
 * - `active_models`: the model each account uses for a product when a call names none (spec rule 6);
 * - `lists`, `list_items`: typed per-account lists; an item's `value` is its normalized key (lower-case email,
 *   canonical IP, `network/len` of a CIDR, ...), so a lookup is a primary-key read, never a scan;
 * - `policies`, `policy_versions`: an account's ordered rules per operation, versioned draft -> published -> retired;
 * - `labels`, `label_events`: the current label of a resolution and every label ever given (history).
 * Times are ISO-8601 UTC text and booleans 0/1 in both engines, as everywhere (store/schema.ts).
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('active_models')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('model_id', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('active_models_pk', ['account_id', 'product'])
    .execute();

  await db.schema
    .createTable('lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lists_account_name_idx').on('lists').columns(['account_id', 'name']).unique().execute();

  await db.schema
    .createTable('list_items')
    .addColumn('list_id', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_items_pk', ['list_id', 'value'])
    .execute();

  await db.schema
    .createTable('policies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('published_version', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('policies_account_operation_idx').on('policies').columns(['account_id', 'operation']).unique().execute();

  await db.schema
    .createTable('policy_versions')
    .addColumn('policy_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addPrimaryKeyConstraint('policy_versions_pk', ['policy_id', 'version'])
    .execute();

  await db.schema
    .createTable('labels')
    .addColumn('resolution_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('label_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text')
    .addColumn('notes', 'text')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // GET /1.0/labels pages an account's labels newest first.
  await db.schema.createIndex('labels_account_created_idx').on('labels').columns(['account_id', 'created_at', 'resolution_id']).execute();

  await db.schema
    .createTable('label_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('resolution_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text')
    .addColumn('notes', 'text')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('label_events_resolution_idx').on('label_events').columns(['resolution_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['label_events', 'labels', 'policy_versions', 'policies', 'list_items', 'lists', 'active_models']) {
    await db.schema.dropTable(t).execute();
  }
}
