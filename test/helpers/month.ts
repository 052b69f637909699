/**
 * Usage is counted per calendar month (UTC) at the moment of each call, and read back for the month of the moment of
 * the read (GET /1.0/credits). A test that makes calls and then reads "this month" must not assume both moments fall
 * in the same month: these helpers derive what to expect from the moments themselves (the calls' own
 * `device_request_time`, the read's `usage.since`), so a run across a month's end expects what the server counts.
 */
import type { Resolutions, UsageSummary } from '../../src/store/resolutions/index.js';

/** The start (UTC) of the month of `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** How many of the calls made at `times` (ISO times) a month's usage that starts at `since` (ISO time) counts. */
export function callsSince(since: string, times: readonly string[]): number {
  const from = Date.parse(since);
  return times.filter((t) => Date.parse(t) >= from).length;
}

/**
 * The monthly rollups (`Resolutions.month`) of every month from `start`'s to now's, added up per operation: one
 * month, or two when the test ran across a month's end. What the usage rows since `monthStart(start)` must equal.
 */
export async function rollupSince(resolutions: Resolutions, accountId: string, start: Date): Promise<UsageSummary> {
  const byOp = new Map<string, { calls: number; credits: number }>();
  for (let m = monthStart(start); m.getTime() <= Date.now(); m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))) {
    for (const r of (await resolutions.month(accountId, m)).byOperation) {
      const sum = byOp.get(r.operation) ?? { calls: 0, credits: 0 };
      byOp.set(r.operation, { calls: sum.calls + r.calls, credits: sum.credits + r.credits });
    }
  }
  const byOperation = [...byOp].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([operation, s]) => ({ operation, ...s }));
  return { calls: byOperation.reduce((s, r) => s + r.calls, 0), credits: byOperation.reduce((s, r) => s + r.credits, 0), byOperation };
}
