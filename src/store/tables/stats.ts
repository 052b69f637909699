/** Tables of call statistics and the hourly rollup (migration 3500; src/observability/call-stats.ts, src/store/stats.ts). */
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

/** One row of the in-process aggregator (src/observability/call-stats.ts) as the store adds it (src/store/stats.ts). */
export interface CallStatsRow {
  readonly hour: string;
  /** '' when the call was not authenticated (a missing or unknown key). */
  readonly accountId: string;
  readonly operation: string;
  calls: number;
  clientErrors: number;
  serverErrors: number;
  /** Counts per bucket of LATENCY_BOUNDS_MS (not cumulative), one more for the slower ones. */
  readonly latency: number[];
}
