/**
 * The overview's stored counts (migration 3500; docs/admin.md "Overview"):
 * - call statistics, added to by every process's aggregator (src/observability/call-stats.ts): one multi-row upsert
 *   per flush that adds to the stored counts (`calls = call_stats.calls + excluded.calls`), in one transaction, rows
 *   in key order (two PostgreSQL processes adding to the same rows lock them in the same order);
 * - the hourly rollup of stored resolutions (calls per hour, account, operation and score cluster; per hour, account
 *   and reason code), made by the `stats.rollup` job for hours that ended at least SETTLE_MS ago, one hour per
 *   transaction (its rows replaced, the watermark moved), so a rollup cut by a crash is done again whole.
 * Reads answer sums grouped by a prefix of the hour (13 characters: the hour, 10: the day).
 */
import { CompiledQuery, sql } from 'kysely';
import { dbUnavailable } from './unavailable.js';
import type { Db } from './db.js';
import { LATENCY_COLUMNS, type CallStatsRow, type LatencyColumn } from './tables/stats.js';

const HOUR = 3_600_000;
/** An hour is rolled up once it ended this long ago (a call's commit comes at most its deadline, 10 s, after its time). */
export const SETTLE_MS = 5 * 60_000;
const WATERMARK = 'resolutions';
/** Rows of one upsert statement (22 values each). */
const UPSERT_ROWS = 200;

export const floorHour = (ms: number) => ms - (((ms % HOUR) + HOUR) % HOUR);
export const hourIso = (ms: number) => new Date(floorHour(ms)).toISOString();

/** Adds the rows' counts to the stored ones (all or nothing). */
export async function addCallStats(db: Db, kind: 'sqlite' | 'postgres', rows: readonly CallStatsRow[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => (a.hour < b.hour ? -1 : a.hour > b.hour ? 1 : a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : a.operation < b.operation ? -1 : a.operation > b.operation ? 1 : 0));
  const values = sorted.map((r) => {
    const v: Record<string, string | number> = { hour: r.hour, account_id: r.accountId, operation: r.operation, calls: r.calls, client_errors: r.clientErrors, server_errors: r.serverErrors };
    LATENCY_COLUMNS.forEach((c, i) => (v[c] = r.latency[i] ?? 0));
    return v;
  });
  const add = (c: string) => sql<number>`${sql.ref(`call_stats.${c}`)} + ${sql.ref(`excluded.${c}`)}`;
  const set: Record<string, ReturnType<typeof add>> = { calls: add('calls'), client_errors: add('client_errors'), server_errors: add('server_errors') };
  for (const c of LATENCY_COLUMNS) set[c] = add(c);
  const statements = (exec: Db) => {
    const out = [];
    for (let i = 0; i < values.length; i += UPSERT_ROWS) {
      out.push(
        exec
          .insertInto('call_stats')
          .values(values.slice(i, i + UPSERT_ROWS) as never)
          .onConflict((oc) => oc.columns(['hour', 'account_id', 'operation']).doUpdateSet(set as never))
          .compile(),
      );
    }
    return out;
  };
  if (kind === 'postgres') {
    await db.transaction().execute(async (tx) => {
      for (const q of statements(db)) await tx.executeQuery(q);
    });
    return;
  }
  // SQLite: the write lock is tried without waiting. While another process holds it, SQLite's busy handler would sleep
  // in this thread and stop every call of the process; a flush that finds the lock taken gives its rows back
  // (StatsBusy) and the next flush adds them.
  await db.connection().execute(async (conn) => {
    const { rows } = await conn.executeQuery<{ timeout: number }>(CompiledQuery.raw('PRAGMA busy_timeout'));
    const restore = CompiledQuery.raw(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(Number(rows[0]?.timeout ?? 0)))}`);
    await conn.executeQuery(CompiledQuery.raw('PRAGMA busy_timeout = 0'));
    try {
      await conn.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
    } catch (err) {
      await conn.executeQuery(restore);
      if (dbUnavailable(err) === 'busy') throw new StatsBusy();
      throw err;
    }
    await conn.executeQuery(restore);
    try {
      for (const q of statements(db)) await conn.executeQuery(q);
      await conn.executeQuery(CompiledQuery.raw('COMMIT'));
    } catch (err) {
      await conn.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
      throw err;
    }
  });
}

/** A flush that found SQLite's write lock held by another process: its rows wait for the next flush. */
export class StatsBusy extends Error {
  constructor() {
    super('call statistics: the database is locked by another process; the next flush adds these counts');
    this.name = 'StatsBusy';
  }
}

export interface CallStatsSum {
  /** The group's prefix of the hour (13 characters: the hour, 10: the day). */
  readonly t: string;
  readonly operation: string;
  readonly calls: number;
  readonly clientErrors: number;
  readonly serverErrors: number;
  readonly latency: number[];
}

/** Account filter of a read: every account (null, unknown '' included), or these. */
export type AccountScope = readonly string[] | null;

/** Sums of call statistics of the hours in [fromHour, toHour), grouped by the hour's first `chars` and operation. */
export async function readCallStats(db: Db, fromHour: string, toHour: string, chars: 10 | 13, scope: AccountScope): Promise<CallStatsSum[]> {
  const t = sql<string>`substr(hour, 1, ${sql.lit(chars)})`;
  let q = db.selectFrom('call_stats').where('hour', '>=', fromHour).where('hour', '<', toHour);
  if (scope !== null) {
    if (scope.length === 0) return [];
    q = q.where('account_id', 'in', scope);
  }
  const rows = await q
    .select((eb) => [
      t.as('t'),
      'operation',
      eb.fn.sum<number>('calls').as('calls'),
      eb.fn.sum<number>('client_errors').as('client_errors'),
      eb.fn.sum<number>('server_errors').as('server_errors'),
      ...LATENCY_COLUMNS.map((c) => eb.fn.sum<number>(c).as(c)),
    ])
    .groupBy([t, 'operation'])
    .execute();
  return rows.map((r) => {
    const row = r as unknown as Record<string, string | number>;
    return {
      t: String(row.t),
      operation: String(row.operation),
      calls: Number(row.calls),
      clientErrors: Number(row.client_errors),
      serverErrors: Number(row.server_errors),
      latency: LATENCY_COLUMNS.map((c: LatencyColumn) => Number(row[c] ?? 0)),
    };
  });
}

/** The first hour with call statistics (null before any call was recorded). */
export async function callStatsSince(db: Db): Promise<string | null> {
  const r = await db.selectFrom('call_stats').select((eb) => eb.fn.min<string>('hour').as('h')).executeTakeFirst();
  return r?.h ?? null;
}

/** Every hour before this (ISO) is in the rollup; null when nothing was rolled up yet. */
export async function rollupWatermark(db: Db): Promise<string | null> {
  const r = await db.selectFrom('stats_watermarks').select('until').where('name', '=', WATERMARK).executeTakeFirst();
  return r?.until ?? null;
}

/** Roll up again from this time's hour on (an operator's repair; tests): the next run recomputes those hours. */
export async function rewindRollup(db: Db, from: string): Promise<void> {
  const hour = hourIso(Date.parse(from));
  await db.updateTable('stats_watermarks').set({ until: hour, updated_at: new Date().toISOString() }).where('name', '=', WATERMARK).where('until', '>', hour).execute();
}

const split = (codes: string | null): string[] => (codes ? codes.split(',').filter(Boolean) : []);

/** The rollup of one hour [hour, hour + 1 h): its rows replaced and the watermark moved past it, in one transaction. */
async function rollupHour(db: Db, hourMs: number): Promise<number> {
  const from = new Date(hourMs).toISOString();
  const to = new Date(hourMs + HOUR).toISOString();
  const groups = await db
    .selectFrom('resolutions')
    .select((eb) => ['account_id', 'operation', 'score_cluster', 'reason_codes', eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(['account_id', 'operation', 'score_cluster', 'reason_codes'])
    .execute();
  const byCluster = new Map<string, { account_id: string; operation: string; score_cluster: string; calls: number }>();
  const byCode = new Map<string, { account_id: string; code: string; calls: number }>();
  let calls = 0;
  for (const g of groups) {
    const n = Number(g.n);
    calls += n;
    const cluster = g.score_cluster ?? '';
    const k = `${g.account_id}\u0000${g.operation}\u0000${cluster}`;
    const c = byCluster.get(k);
    if (c) c.calls += n;
    else byCluster.set(k, { account_id: g.account_id, operation: g.operation, score_cluster: cluster, calls: n });
    for (const code of split(g.reason_codes)) {
      const kc = `${g.account_id}\u0000${code}`;
      const r = byCode.get(kc);
      if (r) r.calls += n;
      else byCode.set(kc, { account_id: g.account_id, code, calls: n });
    }
  }
  const usage = await db
    .selectFrom('usage')
    .select((eb) => ['account_id', eb.fn.sum<number>('credits').as('credits')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('account_id')
    .execute();
  const now = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('usage_stats_hourly').where('hour', '=', from).execute();
    const spent = usage.map((u) => ({ hour: from, account_id: u.account_id, credits: Number(u.credits ?? 0) }));
    for (let i = 0; i < spent.length; i += 500) await tx.insertInto('usage_stats_hourly').values(spent.slice(i, i + 500)).execute();
    await tx.deleteFrom('resolution_stats_hourly').where('hour', '=', from).execute();
    await tx.deleteFrom('reason_code_stats_hourly').where('hour', '=', from).execute();
    const clusters = [...byCluster.values()].map((r) => ({ hour: from, ...r }));
    for (let i = 0; i < clusters.length; i += 500) await tx.insertInto('resolution_stats_hourly').values(clusters.slice(i, i + 500)).execute();
    const codes = [...byCode.values()].map((r) => ({ hour: from, ...r }));
    for (let i = 0; i < codes.length; i += 500) await tx.insertInto('reason_code_stats_hourly').values(codes.slice(i, i + 500)).execute();
    await tx
      .insertInto('stats_watermarks')
      .values({ name: WATERMARK, until: to, updated_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ until: to, updated_at: now }))
      .execute();
  });
  return calls;
}

export interface RollupResult {
  /** Hours rolled up by this run. */
  readonly hours: number;
  readonly resolutions: number;
  /** The watermark after the run (null: no resolution stored yet, nothing to roll up). */
  readonly until: string | null;
}

/**
 * Rolls up every hour from the watermark (or the first stored resolution's hour) to the last hour that ended SETTLE_MS
 * ago, at most `maxHours` of them; between hours a turn of the event loop (SQLite runs a query synchronously).
 */
export async function rollupResolutions(db: Db, o: { now?: number; maxHours?: number; signal?: AbortSignal } = {}): Promise<RollupResult> {
  let until = await rollupWatermark(db);
  if (until === null) {
    const first = await db.selectFrom('resolutions').select((eb) => eb.fn.min<string>('created_at').as('t')).executeTakeFirst();
    if (!first?.t) return { hours: 0, resolutions: 0, until: null };
    until = hourIso(Date.parse(first.t));
  }
  const limit = floorHour((o.now ?? Date.now()) - SETTLE_MS);
  let t = Date.parse(until);
  let hours = 0;
  let resolutions = 0;
  while (t + HOUR <= limit && hours < (o.maxHours ?? Infinity)) {
    o.signal?.throwIfAborted();
    resolutions += await rollupHour(db, t);
    t += HOUR;
    hours++;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { hours, resolutions, until: hours > 0 ? new Date(t).toISOString() : until };
}

export interface RollupGroup {
  readonly t: string;
  readonly operation: string;
  readonly cluster: string | null;
  readonly calls: number;
}

/** Rolled-up calls of the hours in [fromHour, toHour) per bucket prefix, operation and cluster. */
export async function readResolutionRollup(db: Db, fromHour: string, toHour: string, chars: 10 | 13, scope: AccountScope): Promise<RollupGroup[]> {
  const t = sql<string>`substr(hour, 1, ${sql.lit(chars)})`;
  let q = db.selectFrom('resolution_stats_hourly').where('hour', '>=', fromHour).where('hour', '<', toHour);
  if (scope !== null) {
    if (scope.length === 0) return [];
    q = q.where('account_id', 'in', scope);
  }
  const rows = await q.select((eb) => [t.as('t'), 'operation', 'score_cluster', eb.fn.sum<number>('calls').as('n')]).groupBy([t, 'operation', 'score_cluster']).execute();
  return rows.map((r) => ({ t: r.t, operation: r.operation, cluster: r.score_cluster === '' ? null : r.score_cluster, calls: Number(r.n) }));
}

/** Rolled-up calls per reason code of the hours in [fromHour, toHour). */
export async function readReasonCodeRollup(db: Db, fromHour: string, toHour: string, scope: AccountScope): Promise<{ code: string; calls: number }[]> {
  let q = db.selectFrom('reason_code_stats_hourly').where('hour', '>=', fromHour).where('hour', '<', toHour);
  if (scope !== null) {
    if (scope.length === 0) return [];
    q = q.where('account_id', 'in', scope);
  }
  const rows = await q.select((eb) => ['code', eb.fn.sum<number>('calls').as('n')]).groupBy('code').execute();
  return rows.map((r) => ({ code: r.code, calls: Number(r.n) }));
}

/** Rolled-up credits spent per account of the hours in [fromHour, toHour). */
export async function readUsageRollup(db: Db, fromHour: string, toHour: string, scope: AccountScope): Promise<{ accountId: string; credits: number }[]> {
  let q = db.selectFrom('usage_stats_hourly').where('hour', '>=', fromHour).where('hour', '<', toHour);
  if (scope !== null) {
    if (scope.length === 0) return [];
    q = q.where('account_id', 'in', scope);
  }
  const rows = await q.select((eb) => ['account_id', eb.fn.sum<number>('credits').as('n')]).groupBy('account_id').execute();
  return rows.map((r) => ({ accountId: r.account_id, credits: Number(r.n ?? 0) }));
}
