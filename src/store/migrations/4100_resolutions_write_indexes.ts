/**
 * Fewer index entries per stored call (issue 33; docs/decisions.md, "the group commit's writes"). Every live call
 * inserts one resolution, and each index of `resolutions` is one more B-tree insert and more pages in its commit.
 *
 * - `resolutions_created_idx` (created_at, 1400) is dropped: it is a prefix of `resolutions_overview_idx` (created_at,
 *   account_id, operation, score_cluster, reason_codes; 2750), which answers every statement it served, in the same
 *   order and from the index alone where it did (retention's count and delete by `created_at < ?`, the ids of
 *   expired resolutions, the rollup's first `min(created_at)`).
 * - `resolutions_customer_uq` and `resolutions_transaction_uq` become partial (`… is not null`), keeping their names
 *   and columns: a product call has no transaction_id and a data lookup no customer_id, and each such call wrote an
 *   entry for its null into the index. Nulls never conflicted (both databases treat them as distinct), so the same
 *   values are refused as before; every statement that reads these indexes compares the column with a value (`=`,
 *   `in`, a join on it), which both planners take as implying the condition, so they still use them.
 */
import { sql, type Kysely } from 'kysely';

const UNIQUE = [
  ['resolutions_customer_uq', 'customer_id'],
  ['resolutions_transaction_uq', 'transaction_id'],
] as const;

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('resolutions_created_idx').execute();
  for (const [name, column] of UNIQUE) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('resolutions').columns(['account_id', 'environment', column]).unique().where(sql.ref(column), 'is not', null).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, column] of UNIQUE) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('resolutions').columns(['account_id', 'environment', column]).unique().execute();
  }
  await db.schema.createIndex('resolutions_created_idx').on('resolutions').column('created_at').execute();
}
