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

/** Upper bounds (ms) of the latency histogram's buckets; one more bucket counts what is slower than the last. */
export const LATENCY_BOUNDS_MS = [1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000] as const;
/** The histogram's columns: lat_0 .. lat_13 (the last one above 10 s). */
export const LATENCY_COLUMNS = Array.from({ length: LATENCY_BOUNDS_MS.length + 1 }, (_, i) => `lat_${i}` as LatencyColumn);
export type LatencyColumn = `lat_${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13}`;

export type CallStatsTable = {
  /** The hour's start, ISO (`2026-11-26T16:00:00.000Z`). */
  hour: string;
  account_id: string;
  operation: string;
  calls: number;
  client_errors: number;
  server_errors: number;
} & { [C in LatencyColumn]: number };

export interface ResolutionStatsHourlyTable {
  hour: string;
  account_id: string;
  operation: string;
  /** `''` for a resolution without a score. */
  score_cluster: string;
  calls: number;
}

export interface ReasonCodeStatsHourlyTable {
  hour: string;
  account_id: string;
  code: string;
  calls: number;
}

export interface UsageStatsHourlyTable {
  hour: string;
  account_id: string;
  /** Credits of the usage rows of the hour (refunds are negative). */
  credits: number;
}

export interface StatsWatermarksTable {
  name: string;
  /** Every hour before this (ISO, an hour's start) is rolled up. */
  until: string;
  updated_at: string;
}

export interface StatsTables {
  call_stats: CallStatsTable;
  resolution_stats_hourly: ResolutionStatsHourlyTable;
  reason_code_stats_hourly: ReasonCodeStatsHourlyTable;
  usage_stats_hourly: UsageStatsHourlyTable;
  stats_watermarks: StatsWatermarksTable;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
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
