/**
 * Decisions, second pass (issue 28; docs/rules.md#review-queue, docs/decisions.md):
 * - `review_queue`: each live resolution a policy sent to `review`, written in the call's commit, until an analyst
 *   approves or declines it (which writes the label, sends the `resolution.reviewed` webhook and closes the entry).
 *   Oldest first per account and state; a claim names the operator and expires (CLAIM_TTL in src/decisions/reviews.ts);
 * - `resolutions_account_created_idx`: (account_id, created_at, id), the order reports and backtests stream an
 *   account's resolutions in; without it every page of 1,000 sorted the account's rows again.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_queue')
    .addColumn('resolution_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('policy_version', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('outcome', 'text')
    .addColumn('note', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('review_queue_account_status_idx').on('review_queue').columns(['account_id', 'status', 'created_at', 'resolution_id']).execute();
  await db.schema.createIndex('review_queue_status_idx').on('review_queue').columns(['status', 'created_at', 'resolution_id']).execute();
  await db.schema.createIndex('resolutions_account_created_idx').on('resolutions').columns(['account_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('resolutions_account_created_idx').execute();
  await db.schema.dropTable('review_queue').execute();
}
