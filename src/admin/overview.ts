/**
 * The operator console's overview in one call (getOverview; docs/admin.md "Overview"), from what is stored:
 * - calls per bucket and product, score clusters and reason codes: the hourly rollup of resolutions
 *   (src/store/stats.ts, made by the `stats.rollup` job) for the whole hours it holds, and the resolutions themselves
 *   (read live) for the rest: the range's partial first and last hours, the hours since the rollup's watermark, and
 *   every minute-bucket range (6 h at most);
 * - errors and latency: the call statistics (per hour, account and operation; src/observability/call-stats.ts) of the
 *   hours the range touches;
 * - credits spent: the rollup's hourly sums of the usage rows for the same whole hours, the usage rows for the rest;
 *   balance from accounts, failures from webhook attempts and jobs.
 */
import type { Db } from '../store/db.js';
import { OverviewRepository, type OverviewRows } from '../store/admin/index.js';
import { invalid } from './errors.js';
import { authorize, requireScope, type Actor } from './actor.js';
import { LATENCY_BOUNDS_MS, quantile } from '../observability/call-stats.js';
import { callStatsSince, floorHour, readCallStats, readReasonCodeRollup, readResolutionRollup, readUsageRollup, rollupWatermark, type AccountScope } from '../store/stats.js';

/** The overview's time ranges (the console's 1 h, 24 h, 7 d, 30 d; custom: from and to). */
export type OverviewRange = '1h' | '24h' | '7d' | '30d' | 'custom';
export type Bucket = 'minute' | 'hour' | 'day';

const HOUR = 3_600_000;
const RANGE_MS: Record<Exclude<OverviewRange, 'custom'>, number> = { '1h': HOUR, '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };
/** Characters of an ISO time that name its bucket, and what completes the bucket's start. */
const BUCKET: Record<Bucket, { chars: number; suffix: string; ms: number }> = {
  minute: { chars: 16, suffix: ':00.000Z', ms: 60_000 },
  hour: { chars: 13, suffix: ':00:00.000Z', ms: HOUR },
  day: { chars: 10, suffix: 'T00:00:00.000Z', ms: 86_400_000 },
};
/** A custom range is at most this long (its buckets are days then: 400 at most). */
export const MAX_OVERVIEW_DAYS = 400;
const TOP = 10;

/** A range cut into consecutive slices of at most a day (ISO times), read one at a time. */
export function slices(from: string, to: string, ms = 86_400_000): [string, string][] {
  const out: [string, string][] = [];
  const end = Date.parse(to);
  for (let t = Date.parse(from); t < end; t += ms) out.push([new Date(t).toISOString(), new Date(Math.min(end, t + ms)).toISOString()]);
  return out;
}

/** Lets the calls waiting on the event loop run (between two slices of an overview). */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The bucket of a range: about 24 to 400 points per chart. */
export function bucketOf(ms: number): Bucket {
  if (ms <= 6 * HOUR) return 'minute';
  if (ms <= 8 * 86_400_000) return 'hour';
  return 'day';
}

export interface OverviewRequest {
  readonly from: string;
  readonly to: string;
  readonly bucket: Bucket;
  readonly accountId?: string;
  /** Read every part from the resolutions, none from the rollup (tests and the bench compare the two). */
  readonly live?: boolean;
}

export interface CallCounts {
  readonly calls: number;
  readonly clientErrors: number;
  readonly serverErrors: number;
}
export interface Latency {
  readonly p50Ms: number | null;
  readonly p99Ms: number | null;
}

export interface CallStatsView {
  /** The hours counted: the range widened to whole UTC hours (the statistics are kept per hour). */
  readonly from: string;
  readonly to: string;
  /** The series' bucket: hour, or day for ranges with day buckets. */
  readonly bucket: 'hour' | 'day';
  /** The first hour any call was recorded (null: none yet); earlier calls are not in these figures. */
  readonly recordedSince: string | null;
  readonly totals: CallCounts & Latency;
  readonly series: ({ t: string } & CallCounts & Latency)[];
  readonly byOperation: ({ operation: string } & CallCounts & Latency)[];
}

export interface Overview {
  readonly from: string;
  readonly to: string;
  readonly bucket: Bucket;
  readonly accountId: string | null;
  /** Calls per bucket (its start, UTC) and product, both environments, from the stored resolutions. */
  readonly calls: { t: string; operation: string; calls: number }[];
  readonly totals: { calls: number; scored: number };
  /** Resolutions per score cluster (null: the call had no score). */
  readonly clusters: { cluster: string | null; calls: number }[];
  readonly reasonCodes: { code: string; calls: number }[];
  /** Every answered call of a public operation (4xx, 5xx and latency), from the call statistics. */
  readonly callStats: CallStatsView;
  /** Live credits spent in the range and the balance now, per account; null when the role may not read credits. */
  readonly credits: { accountId: string; name: string; spent: number; balance: number | null; unlimited: boolean }[] | null;
  /** The latest failed delivery attempts in the range; null when the role may not read webhooks. */
  readonly webhookFailures: { eventId: string; accountId: string; attempt: number; url: string; statusCode: number | null; error: string | null; createdAt: string }[] | null;
  /** The latest jobs that failed in the range; null when the role (or an account scope) may not read jobs. */
  readonly failedJobs: { id: string; name: string; attempts: number; lastError: string | null; finishedAt: string | null }[] | null;
}

const may = (actor: Actor, p: Parameters<typeof authorize>[1]): boolean => {
  try {
    authorize(actor, p);
    return true;
  } catch {
    return false;
  }
};

/** The range of an overview call: a preset ending now, or a custom from/to (ISO times). */
export function overviewRange(range: OverviewRange, from: string | undefined, to: string | undefined, now = new Date()): { from: string; to: string; bucket: Bucket } {
  if (range !== 'custom') {
    if (from !== undefined || to !== undefined) throw invalid('from', 'and to are only for range=custom');
    const ms = RANGE_MS[range];
    return { from: new Date(now.getTime() - ms).toISOString(), to: now.toISOString(), bucket: bucketOf(ms) };
  }
  if (from === undefined || to === undefined) throw invalid(from === undefined ? 'from' : 'to', 'is required with range=custom');
  const f = Date.parse(from);
  const t = Date.parse(to);
  if (!(t > f)) throw invalid('to', 'must be after from');
  if (t - f > MAX_OVERVIEW_DAYS * 86_400_000) throw invalid('to', `must be at most ${MAX_OVERVIEW_DAYS} days after from`);
  return { from: new Date(f).toISOString(), to: new Date(t).toISOString(), bucket: bucketOf(t - f) };
}

const split = (codes: string | null): string[] => (codes ? codes.split(',').filter(Boolean) : []);
const iso = (ms: number) => new Date(ms).toISOString();

/** Folds groups of (bucket prefix, operation, cluster, codes, n) into the series, the clusters and the codes. */
class Fold {
  readonly series = new Map<string, { t: string; operation: string; calls: number }>();
  readonly byCluster = new Map<string | null, number>();
  readonly codes = new Map<string, number>();
  constructor(private readonly suffix: string) {}
  call(t: string, operation: string, cluster: string | null, n: number): void {
    const key = `${t}\u0000${operation}`;
    const point = this.series.get(key);
    if (point) point.calls += n;
    else this.series.set(key, { t: `${t}${this.suffix}`, operation, calls: n });
    this.byCluster.set(cluster, (this.byCluster.get(cluster) ?? 0) + n);
  }
  code(code: string, n: number): void {
    this.codes.set(code, (this.codes.get(code) ?? 0) + n);
  }
}

/** Reads [from, to) from the resolutions (a day slice at a time, an index-only scan of resolutions_overview_idx). */
async function scanLive(rows: OverviewRows, fold: Fold, chars: number, from: string, to: string, scope: AccountScope): Promise<void> {
  for (const [a, b] of slices(from, to)) {
    const groups = await rows.liveGroups(chars, a, b, scope);
    for (const g of groups) {
      const n = Number(g.n);
      fold.call(g.t, g.operation, g.score_cluster, n);
      for (const c of split(g.reason_codes)) fold.code(c, n);
    }
    // SQLite runs a query synchronously: a long range must not hold every other call of the process.
    await yieldTurn();
  }
}

/**
 * Calls per bucket, product, cluster and reason code over [from, to): the rollup's whole hours in
 * [ceil(from), min(floor(to), watermark)) and the resolutions for the rest.
 */
/** The whole hours [hs, he) of the range that the rollup holds (he <= hs: none; read everything live). */
async function rolledSpan(db: Db, r: OverviewRequest): Promise<{ hs: number; he: number }> {
  const hs = Math.ceil(Date.parse(r.from) / HOUR) * HOUR;
  const watermark = r.live || r.bucket === 'minute' ? null : await rollupWatermark(db);
  return { hs, he: watermark === null ? hs : Math.min(floorHour(Date.parse(r.to)), Date.parse(watermark)) };
}

async function resolutionParts(db: Db, rows: OverviewRows, r: OverviewRequest, scope: AccountScope, { hs, he }: { hs: number; he: number }): Promise<Fold> {
  const b = BUCKET[r.bucket];
  const fold = new Fold(b.suffix);
  const from = Date.parse(r.from);
  const to = Date.parse(r.to);
  if (he <= hs) {
    await scanLive(rows, fold, b.chars, r.from, r.to, scope);
    return fold;
  }
  if (from < hs) await scanLive(rows, fold, b.chars, r.from, iso(hs), scope);
  const chars = b.chars as 10 | 13;
  for (const g of await readResolutionRollup(db, iso(hs), iso(he), chars, scope)) fold.call(g.t, g.operation, g.cluster, g.calls);
  for (const c of await readReasonCodeRollup(db, iso(hs), iso(he), scope)) fold.code(c.code, c.calls);
  if (he < to) await scanLive(rows, fold, b.chars, iso(he), r.to, scope);
  return fold;
}

const withLatency = (latency: readonly number[]): Latency => ({ p50Ms: quantile(latency, 0.5), p99Ms: quantile(latency, 0.99) });

/** Errors and latency of the hours [floor(from), ceil(to)) from the call statistics. */
async function callStatsPart(db: Db, r: OverviewRequest, scope: AccountScope): Promise<CallStatsView> {
  const bucket = r.bucket === 'day' ? 'day' : 'hour';
  const from = iso(floorHour(Date.parse(r.from)));
  const to = iso(Math.ceil(Date.parse(r.to) / HOUR) * HOUR);
  const rows = await readCallStats(db, from, to, bucket === 'day' ? 10 : 13, scope);
  const suffix = BUCKET[bucket].suffix;
  const empty = () => ({ calls: 0, clientErrors: 0, serverErrors: 0, latency: new Array<number>(LATENCY_BOUNDS_MS.length + 1).fill(0) });
  type Acc = ReturnType<typeof empty>;
  const add = (acc: Acc, row: { calls: number; clientErrors: number; serverErrors: number; latency: number[] }) => {
    acc.calls += row.calls;
    acc.clientErrors += row.clientErrors;
    acc.serverErrors += row.serverErrors;
    row.latency.forEach((n, i) => (acc.latency[i]! += n));
  };
  const total = empty();
  const series = new Map<string, Acc>();
  const ops = new Map<string, Acc>();
  for (const row of rows) {
    add(total, row);
    if (!series.has(row.t)) series.set(row.t, empty());
    add(series.get(row.t)!, row);
    if (!ops.has(row.operation)) ops.set(row.operation, empty());
    add(ops.get(row.operation)!, row);
  }
  const counts = (a: Acc): CallCounts & Latency => ({ calls: a.calls, clientErrors: a.clientErrors, serverErrors: a.serverErrors, ...withLatency(a.latency) });
  return {
    from,
    to,
    bucket,
    recordedSince: await callStatsSince(db),
    totals: counts(total),
    series: [...series].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([t, a]) => ({ t: `${t}${suffix}`, ...counts(a) })),
    byOperation: [...ops].map(([operation, a]) => ({ operation, ...counts(a) })).sort((x, y) => y.calls - x.calls || x.operation.localeCompare(y.operation)),
  };
}

export async function overview(db: Db, actor: Actor, r: OverviewRequest): Promise<Overview> {
  authorize(actor, 'usage.read');
  if (r.accountId !== undefined) requireScope(actor, r.accountId, 'account', r.accountId);
  const scope: AccountScope = r.accountId !== undefined ? [r.accountId] : actor.accounts;
  const rows: OverviewRows = new OverviewRepository(db);
  const span = await rolledSpan(db, r);
  const fold = await resolutionParts(db, rows, r, scope, span);
  const clusters = [...fold.byCluster].map(([cluster, calls]) => ({ cluster, calls })).sort((x, y) => y.calls - x.calls || String(x.cluster).localeCompare(String(y.cluster)));
  const calls = [...fold.series.values()].sort((x, y) => (x.t < y.t ? -1 : x.t > y.t ? 1 : x.operation.localeCompare(y.operation)));
  const total = calls.reduce((n, c) => n + c.calls, 0);
  const callStats = await callStatsPart(db, r, scope);

  let credits: Overview['credits'] = null;
  if (may(actor, 'credits.read')) {
    const spent = new Map<string, number>();
    // Whole hours the rollup holds from usage_stats_hourly, the rest from the usage rows.
    const live: [string, string][] = span.he > span.hs ? [[r.from, iso(span.hs)], [iso(span.he), r.to]] : [[r.from, r.to]];
    if (span.he > span.hs) for (const u of await readUsageRollup(db, iso(span.hs), iso(span.he), scope)) spent.set(u.accountId, (spent.get(u.accountId) ?? 0) + u.credits);
    for (const [a, b] of live) {
      if (a >= b) continue;
      for (const [from, to] of slices(a, b)) {
        for (const row of await rows.spent(from, to, scope)) spent.set(row.account_id, (spent.get(row.account_id) ?? 0) + Number(row.spent ?? 0));
        await yieldTurn();
      }
    }
    credits = (await rows.balances(scope))
      .map((a) => ({ accountId: a.id, name: a.name, spent: spent.get(a.id) ?? 0, balance: Number(a.unlimited) === 1 ? null : Number(a.credits), unlimited: Number(a.unlimited) === 1 }))
      .sort((x, y) => y.spent - x.spent || x.accountId.localeCompare(y.accountId));
  }

  let webhookFailures: Overview['webhookFailures'] = null;
  if (may(actor, 'webhooks.read')) {
    webhookFailures = (await rows.webhookFailures(r.from, r.to, scope, TOP)).map((a) => ({ eventId: a.event_id, accountId: a.account_id, attempt: Number(a.attempt), url: a.url, statusCode: a.status_code, error: a.error, createdAt: a.created_at }));
  }

  let failedJobs: Overview['failedJobs'] = null;
  if (may(actor, 'jobs.read') && r.accountId === undefined) {
    failedJobs = (await rows.failedJobs(r.from, r.to, TOP)).map((j) => ({ id: j.id, name: j.name, attempts: Number(j.attempts), lastError: j.last_error, finishedAt: j.finished_at }));
  }

  return {
    from: r.from,
    to: r.to,
    bucket: r.bucket,
    accountId: r.accountId ?? null,
    calls,
    totals: { calls: total, scored: clusters.filter((c) => c.cluster !== null).reduce((n, c) => n + c.calls, 0) },
    clusters,
    reasonCodes: [...fold.codes].map(([code, n]) => ({ code, calls: n })).sort((x, y) => y.calls - x.calls || x.code.localeCompare(y.code)).slice(0, TOP),
    callStats,
    credits,
    webhookFailures,
    failedJobs,
  };
}
