/**
 * Calls per hour, account and public operation, with their 4xx and 5xx and a latency histogram of fixed bounds
 * (docs/admin.md "Overview"): recorded in the process by an onResponse hook (src/http/plugins/call-stats.ts), never
 * written per call; flushed every few seconds and at shutdown as additive upserts (src/store/stats.ts), so every
 * process and worker adds to the same rows. Bounded: at most `maxKeys` rows wait in memory; a call whose row would be
 * one more is counted as dropped (idrisk_call_stats_dropped_total) instead. A kill -9 loses what was recorded since the
 * last flush (the flush interval, 5 s by default). No personal data: the key is the hour, the account id and the
 * operation's name.
 */
import { LATENCY_BOUNDS_MS, LATENCY_COLUMNS } from '../store/tables/stats.js';

export { LATENCY_BOUNDS_MS };

import type { CallStatsRow } from '../store/tables/stats.js';
export type { CallStatsRow };

/** Where the rows go (src/store/stats.ts addCallStats): all of them or none. */
export type CallStatsSink = (rows: readonly CallStatsRow[]) => Promise<void>;

export interface CallStatsOptions {
  /** How often the rows are written (ms). */
  readonly flushMs: number;
  /** The most rows waiting in memory. */
  readonly maxKeys: number;
  /** A flush that failed (the rows are kept for the next one, within maxKeys). */
  readonly onError?: (err: unknown) => void;
  /** Calls not recorded because maxKeys rows were waiting. */
  readonly onDropped?: (n: number) => void;
}

export const DEFAULT_FLUSH_MS = 5000;
export const DEFAULT_MAX_KEYS = 20_000;

const HOUR = 3_600_000;

/** The bucket of a duration (ms). */
export function latencyBucket(ms: number): number {
  for (let i = 0; i < LATENCY_BOUNDS_MS.length; i++) if (ms <= LATENCY_BOUNDS_MS[i]!) return i;
  return LATENCY_BOUNDS_MS.length;
}

/**
 * A quantile (0..1) of a histogram of LATENCY_BOUNDS_MS, interpolated linearly inside its bucket (as Prometheus's
 * histogram_quantile); the last bucket (above the last bound) answers the last bound. Null without any count.
 */
export function quantile(counts: readonly number[], q: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = q * total;
  let before = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i]!;
    if (c > 0 && before + c >= rank) {
      if (i >= LATENCY_BOUNDS_MS.length) return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]!;
      const lower = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
      const upper = LATENCY_BOUNDS_MS[i]!;
      return Math.round((lower + ((upper - lower) * Math.max(0, rank - before)) / c) * 100) / 100;
    }
    before += c;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]!;
}

export class CallStats {
  private rows = new Map<string, CallStatsRow>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private dropped = 0;

  constructor(
    private readonly sink: CallStatsSink,
    private readonly options: CallStatsOptions = { flushMs: DEFAULT_FLUSH_MS, maxKeys: DEFAULT_MAX_KEYS },
  ) {}

  /** Rows waiting to be written. */
  get pending(): number {
    return this.rows.size;
  }

  /** Calls not recorded so far because the rows were at their bound. */
  get droppedCalls(): number {
    return this.dropped;
  }

  /** One answered call: its account (null: none authenticated), operation, HTTP status and duration (ms). */
  record(accountId: string | null, operation: string, status: number, ms: number, at = Date.now()): void {
    const hourMs = at - (at % HOUR);
    const account = accountId ?? '';
    const key = `${hourMs}\u0000${account}\u0000${operation}`;
    let row = this.rows.get(key);
    if (!row) {
      if (this.rows.size >= this.options.maxKeys) {
        this.dropped++;
        this.options.onDropped?.(1);
        return;
      }
      row = { hour: new Date(hourMs).toISOString(), accountId: account, operation, calls: 0, clientErrors: 0, serverErrors: 0, latency: new Array<number>(LATENCY_COLUMNS.length).fill(0) };
      this.rows.set(key, row);
    }
    row.calls++;
    if (status >= 500) row.serverErrors++;
    else if (status >= 400) row.clientErrors++;
    row.latency[latencyBucket(ms)]!++;
  }

  /** Writes what waits (one flush at a time); on failure the rows are kept and added to the next flush. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => this.flush());
    if (this.rows.size === 0) return Promise.resolve();
    const batch = this.rows;
    this.rows = new Map();
    this.flushing = this.sink([...batch.values()])
      .catch((err: unknown) => {
        this.options.onError?.(err);
        // Put them back (added to what came meanwhile), within the bound.
        for (const [key, row] of batch) {
          const now = this.rows.get(key);
          if (now) {
            now.calls += row.calls;
            now.clientErrors += row.clientErrors;
            now.serverErrors += row.serverErrors;
            row.latency.forEach((n, i) => (now.latency[i]! += n));
          } else if (this.rows.size < this.options.maxKeys) this.rows.set(key, row);
          else {
            this.dropped += row.calls;
            this.options.onDropped?.(row.calls);
          }
        }
      })
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  /** Flush every flushMs (the timer does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Stop the timer and write what waits (shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
