/**
 * What the overview reads instead of scanning resolutions (issue 27, third pass; docs/admin.md):
 * - `call_stats`: per UTC hour, account (`''` when the call named none that authenticated) and public operation, the
 *   calls answered, those answered 4xx and 5xx, and their durations as a histogram of fixed bounds
 *   (src/observability/call-stats.ts); written by every process's in-process aggregator as additive upserts;
 * - `resolution_stats_hourly` and `reason_code_stats_hourly`: the stored resolutions per hour, account, operation and
 *   score cluster (`''`: no score), and per hour, account and reason code; `usage_stats_hourly`: credits of the usage
 *   rows per hour and account; written by the `stats.rollup` job for hours
 *   that ended (src/store/stats.ts);
 * - `stats_watermarks`: up to when (exclusive) the rollup holds every hour.
 * Counts only: no customer_id, no touch point, no key.
 */
import type { Kysely } from 'kysely';

import { LATENCY_COLUMNS } from '../tables/stats.js';

export async function up(db: Kysely<any>): Promise<void> {
  let t = db.schema
    .createTable('call_stats')
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('calls', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('client_errors', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('server_errors', 'bigint', (c) => c.notNull().defaultTo(0));
  for (const col of LATENCY_COLUMNS) t = t.addColumn(col, 'bigint', (c) => c.notNull().defaultTo(0));
  await t.addPrimaryKeyConstraint('call_stats_pk', ['hour', 'account_id', 'operation']).execute();
  await db.schema
    .createTable('resolution_stats_hourly')
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('score_cluster', 'text', (c) => c.notNull())
    .addColumn('calls', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('resolution_stats_hourly_pk', ['hour', 'account_id', 'operation', 'score_cluster'])
    .execute();
  await db.schema
    .createTable('reason_code_stats_hourly')
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('calls', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reason_code_stats_hourly_pk', ['hour', 'account_id', 'code'])
    .execute();
  await db.schema
    .createTable('usage_stats_hourly')
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('credits', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_stats_hourly_pk', ['hour', 'account_id'])
    .execute();
  await db.schema
    .createTable('stats_watermarks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('until', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stats_watermarks').execute();
  await db.schema.dropTable('usage_stats_hourly').execute();
  await db.schema.dropTable('reason_code_stats_hourly').execute();
  await db.schema.dropTable('resolution_stats_hourly').execute();
  await db.schema.dropTable('call_stats').execute();
}
