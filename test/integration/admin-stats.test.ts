/**
 * The overview's stored statistics, on SQLite and PostgreSQL: calls, 4xx, 5xx and latency of public calls recorded in
 * the process and added to the database by flushes (several aggregators add to the same rows), read by the overview
 * per account scope; the hourly rollup of resolutions answers exactly what a scan of the resolutions answers, and a
 * rollup run again changes nothing; the sweep of what uploads leave when their process dies; migration 2700's down() and up() (with every later migration) on both engines.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Migrator, type MigrationProvider } from 'kysely';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sweepUploads } from '../../src/admin/datasets.js';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { adminCall, CLI, tokenFor } from '../helpers/admin.js';
import { testStore } from '../helpers/store.js';
import { newId } from '../../src/accounts/ids.js';
import { CallStats, latencyBucket, quantile, LATENCY_BOUNDS_MS } from '../../src/observability/call-stats.js';
import { addCallStats, rewindRollup, rollupResolutions, rollupWatermark } from '../../src/store/stats.js';
import { overview, overviewRange, type OverviewRange } from '../../src/admin/overview.js';
import { MIGRATIONS, migrateToLatest } from '../../src/store/migrations/index.js';
import type { Actor } from '../../src/admin/actor.js';

interface StatsJson {
  errors: { calls: number; client_errors: number; server_errors: number; recorded_since: string | null; series: { t: string; calls: number }[]; by_operation: { operation: string; calls: number; client_errors: number; server_errors: number }[] };
  latency: { p50_ms: number | null; p99_ms: number | null; bounds_ms: number[]; by_operation: { operation: string; p50_ms: number | null }[] };
}

for (const kind of DB_KINDS) {
  describe(`overview statistics (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await testApp(kind);
    });
    after(async () => {
      await t.close();
    });

    test('errors and latency: every public call counted in the process, added to the database by flushes, read per account scope', async () => {
      const a = await t.account({ name: 'stats-a' });
      const call = (method: 'GET' | 'POST', url: string, key: string, payload?: unknown) => t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });
      for (let i = 0; i < 3; i++) assert.equal((await call('GET', '/1.0/credits', a.live)).statusCode, 200);
      assert.equal((await call('POST', '/1.0/phone', a.live, { nope: 1 })).statusCode, 400);
      assert.equal((await call('GET', '/1.0/credits', 'idr_live_notakey')).statusCode, 401);
      // Health checks and admin calls are not public operations.
      await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.ok(t.services.callStats.pending >= 2);
      await t.services.callStats.flush();
      assert.equal(t.services.callStats.pending, 0);
      // Another process's aggregator adds to the same row (an additive upsert), here a slow 503.
      const other = new CallStats((rows) => addCallStats(t.services.store.db, t.services.store.kind, rows));
      other.record(a.account.id, 'credits', 503, 7000);
      await other.flush();

      const token = await tokenFor(t, 'owner');
      const mine = (await adminCall(t, 'GET', `/overview?range=1h&account_id=${a.account.id}`, { token })).json() as StatsJson;
      assert.equal(mine.errors.calls, 5);
      assert.equal(mine.errors.client_errors, 1);
      assert.equal(mine.errors.server_errors, 1);
      assert.deepEqual(mine.errors.by_operation.map((o) => [o.operation, o.calls, o.client_errors, o.server_errors]), [['credits', 4, 0, 1], ['phone', 1, 1, 0]]);
      assert.equal(mine.errors.series.reduce((n, p) => n + p.calls, 0), 5);
      assert.ok(mine.errors.recorded_since !== null);
      assert.deepEqual(mine.latency.bounds_ms, [...LATENCY_BOUNDS_MS]);
      assert.ok(mine.latency.p50_ms !== null && mine.latency.p50_ms < 5000, `p50 ${mine.latency.p50_ms}`);
      // The 99th of 5 calls is the slowest: the 7 s call, in the (5000, 10000] bucket.
      assert.ok(mine.latency.p99_ms !== null && mine.latency.p99_ms > 5000 && mine.latency.p99_ms <= 10000, `p99 ${mine.latency.p99_ms}`);

      // Every account: the unauthenticated call (no account) is in; an operator limited to the account does not see it.
      const all = (await adminCall(t, 'GET', '/overview?range=1h', { token })).json() as StatsJson;
      assert.ok(all.errors.calls >= 6 && all.errors.client_errors >= 2, JSON.stringify(all.errors));
      const limited = (await adminCall(t, 'GET', '/overview?range=1h', { token: await tokenFor(t, 'viewer', [a.account.id]) })).json() as StatsJson;
      assert.equal(limited.errors.calls, 5);
      const none = (await adminCall(t, 'GET', '/overview?range=1h', { token: await tokenFor(t, 'viewer', [(await t.account()).account.id]) })).json() as StatsJson;
      assert.deepEqual([none.errors.calls, none.latency.p50_ms], [0, null]);
    });

    test('SQLite: a flush that finds the write lock held by another process keeps its rows for the next flush, without waiting', { skip: kind !== 'sqlite' }, async () => {
      const { default: SQLite } = await import('better-sqlite3');
      const other = new SQLite(t.config.database.kind === 'sqlite' ? t.config.database.file : '');
      const errors: unknown[] = [];
      const stats = new CallStats((rows) => addCallStats(t.services.store.db, 'sqlite', rows), { flushMs: 60_000, maxKeys: 100, onError: (err) => errors.push(err) });
      try {
        other.exec('BEGIN IMMEDIATE');
        stats.record('acct_locked', 'phone', 200, 4);
        const started = Date.now();
        await stats.flush();
        assert.ok(Date.now() - started < 2000, 'no wait for the busy timeout (5 s)');
        assert.deepEqual([stats.pending, errors.map((e) => (e as Error).name)], [1, ['StatsBusy']]);
        other.exec('COMMIT');
        await stats.flush();
        assert.equal(stats.pending, 0);
        const row = await t.services.store.db.selectFrom('call_stats').select('calls').where('account_id', '=', 'acct_locked').executeTakeFirstOrThrow();
        assert.equal(Number(row.calls), 1);
      } finally {
        other.close();
      }
    });

    test('the hourly rollup answers what a scan of the resolutions answers, and a rollup run again changes nothing', async () => {
      const a = await t.account({ name: 'rollup-a' });
      const b = await t.account({ name: 'rollup-b' });
      const db = t.services.store.db;
      const now = Date.now();
      const clusters = [null, 'very_low', 'low', 'medium', 'high'];
      const codes = [null, 'P101', 'P101,P102', 'E201,P101', 'I301'];
      const rows = [];
      // 400 calls over 12 days, 41 minutes apart, over two accounts and three operations (deterministic).
      for (let i = 0; i < 400; i++) {
        rows.push({
          id: newId('res'), account_id: i % 3 === 0 ? b.account.id : a.account.id, environment: 'live' as const, key_id: 'key_test', operation: ['phone', 'email', 'hub'][i % 3]!,
          customer_id: null, transaction_id: null, status: 'done', price: 1, score: 500, score_cluster: clusters[i % 5]!, reason_codes: codes[(i * 7) % 5]!, explanation: null, response: null,
          created_at: new Date(now - i * 41 * 60_000 - 1234).toISOString(),
        });
      }
      for (let i = 0; i < rows.length; i += 100) await db.insertInto('resolutions').values(rows.slice(i, i + 100)).execute();
      const usage = rows.map((r, i) => ({ id: newId('use'), account_id: r.account_id, key_id: 'key_test', operation: r.operation, resolution_id: r.id, credits: 1 + (i % 4), created_at: r.created_at }));
      for (let i = 0; i < usage.length; i += 100) await db.insertInto('usage').values(usage.slice(i, i + 100)).execute();
      await rewindRollup(db, new Date(now - 13 * 86_400_000).toISOString());
      const ranges: { range: OverviewRange; from?: string; to?: string; accountId?: string }[] = [
        { range: '30d' }, { range: '7d' }, { range: '24h' }, { range: '7d', accountId: a.account.id },
        { range: 'custom', from: new Date(now - 9.3 * 86_400_000).toISOString(), to: new Date(now - 2.7 * 86_400_000).toISOString() },
      ];
      const scoped: Actor = { kind: 'token', id: 'adt_x', label: 'token:adt_x', role: 'viewer', accounts: [b.account.id] };
      const read = async (live: boolean) => {
        const out = [];
        for (const r of ranges) {
          const range = overviewRange(r.range, r.from, r.to, new Date(now));
          const o = await overview(db, CLI, { ...range, accountId: r.accountId, live });
          out.push({ calls: o.calls, totals: o.totals, clusters: o.clusters, codes: o.reasonCodes, credits: o.credits });
        }
        const o = await overview(db, scoped, { ...overviewRange('30d', undefined, undefined, new Date(now)), live });
        out.push({ calls: o.calls, totals: o.totals, clusters: o.clusters, codes: o.reasonCodes });
        return out;
      };
      const scanned = await read(true);
      assert.ok(scanned[0]!.totals.calls >= 400);
      assert.equal(scanned[3]!.credits?.find((c) => c.accountId === a.account.id)?.spent, usage.filter((u) => u.account_id === a.account.id && Date.parse(u.created_at) > now - 7 * 86_400_000).reduce((n, u) => n + u.credits, 0));
      const first = await rollupResolutions(db, { now });
      assert.ok(first.hours >= 24 * 11, `rolled ${first.hours} hours`);
      const until = await rollupWatermark(db);
      assert.ok(until !== null && Date.parse(until) <= now - 5 * 60_000 && Date.parse(until) > now - 2 * 3_600_000, until ?? 'null');
      assert.deepEqual(await read(false), scanned);
      assert.deepEqual(await rollupResolutions(db, { now }), { hours: 0, resolutions: 0, until });
      // Rolled up again from the start: the same rows, the same answers.
      await rewindRollup(db, new Date(now - 13 * 86_400_000).toISOString());
      await rollupResolutions(db, { now });
      assert.deepEqual(await read(false), scanned);
    });
  });

  describe(`dataset upload sweep (${kind})`, () => {
    test('uploads cut off by their process, chunks of ended imports and temporary directories of imports no longer running are removed', async () => {
      const t = await testApp(kind);
      try {
        const db = t.services.store.db;
        const now = Date.now();
        const HOUR_MS = 3_600_000;
        const imp = async (status: string, createdAgoMs: number, chunks: number) => {
          const id = newId('dsi');
          const at = new Date(now - createdAgoMs).toISOString();
          await db.insertInto('dataset_imports').values({ id, dataset: 'presence', file_name: 'f.csv', format: 'csv', strict: 1, status, actor: 'cli:test', job_id: null, rows: 0, bytes: 0, total_bytes: 0, summary: null, error: null, created_at: at, started_at: null, finished_at: null, updated_at: at }).execute();
          for (let seq = 0; seq < chunks; seq++) await db.insertInto('dataset_upload_chunks').values({ import_id: id, seq, data: 'YQ==' }).execute();
          return id;
        };
        const cut = await imp('uploading', HOUR_MS, 2); // its process died mid-upload an hour ago
        const uploading = await imp('uploading', 1000, 1); // an upload in progress
        const queued = await imp('queued', HOUR_MS, 1); // waits for its job
        const ended = await imp('succeeded', HOUR_MS, 1); // died between the import's end and the deletion
        const running = await imp('running', HOUR_MS, 1);
        const failed = await imp('failed', HOUR_MS, 0);
        await db.insertInto('dataset_upload_chunks').values({ import_id: 'dsi_unknown', seq: 0, data: 'YQ==' }).execute();
        const tmp = join(t.dir, 'tmp');
        mkdirSync(tmp);
        const dir = (name: string, agoMs: number) => {
          const path = join(tmp, name);
          mkdirSync(path);
          writeFileSync(join(path, 'upload.csv'), 'a');
          const at = new Date(now - agoMs);
          utimesSync(path, at, at);
          return path;
        };
        const oldFailed = dir(`idrisk-upload-${failed}-AbC123`, HOUR_MS);
        const oldRunning = dir(`idrisk-upload-${running}-AbC123`, HOUR_MS);
        const freshFailed = dir(`idrisk-upload-${failed}-XyZ789`, 1000);
        const unrelated = dir('idrisk-import-AbC123', HOUR_MS);
        const r = await sweepUploads(db, { olderThanMs: 20 * 60_000, now, dir: tmp });
        // The cut upload's chunks go with it; chunks: the ended import's and the unknown one's.
        assert.deepEqual(r, { interrupted: 1, chunks: 2, dirs: 1 });
        const status = async (id: string) => (await db.selectFrom('dataset_imports').select(['status', 'error']).where('id', '=', id).executeTakeFirstOrThrow());
        assert.equal((await status(cut)).status, 'failed');
        assert.match((await status(cut)).error ?? '', /interrupted/);
        assert.equal((await status(uploading)).status, 'uploading');
        const left = (await db.selectFrom('dataset_upload_chunks').select('import_id').execute()).map((c) => c.import_id).sort();
        assert.deepEqual(left, [uploading, queued, running].sort());
        assert.deepEqual([existsSync(oldFailed), existsSync(oldRunning), existsSync(freshFailed), existsSync(unrelated)], [false, true, true, true]);
        // Nothing more to do the second time.
        assert.deepEqual(await sweepUploads(db, { olderThanMs: 20 * 60_000, now, dir: tmp }), { interrupted: 0, chunks: 0, dirs: 0 });
      } finally {
        await t.close();
      }
    });
  });

  describe(`migrations down and up (${kind})`, () => {
    test('every migration from 2700 on goes down, then up again', async () => {
      const s = await testStore(kind, 'idrisk-migrate-');
      try {
        const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
        const migrator = new Migrator({ db: s.store.db, provider, allowUnorderedMigrations: true, migrationTableName: 'idrisk_migrations', migrationLockTableName: 'idrisk_migrations_lock' });
        const down = await migrator.migrateTo('2600_app_origins');
        assert.equal(down.error, undefined, String(down.error));
        const undone = (down.results ?? []).map((r) => `${r.migrationName}:${r.status}`);
        assert.ok(undone.includes('2700_admin:Success') && undone.includes('3500_stats:Success'), undone.join(' '));
        const tables = (await s.store.db.introspection.getTables()).map((x) => x.name);
        for (const gone of ['operators', 'credit_ledger', 'call_stats', 'dataset_imports']) assert.ok(!tables.includes(gone), gone);
        const up = await migrateToLatest(s.store.db);
        assert.ok(up.applied.includes('2700_admin') && up.applied.includes('3500_stats'), up.applied.join(' '));
        const again = (await s.store.db.introspection.getTables()).map((x) => x.name);
        for (const back of ['operators', 'credit_ledger', 'call_stats', 'dataset_imports']) assert.ok(again.includes(back), back);
      } finally {
        await s.close();
      }
    });
  });
}

describe('call statistics in the process', () => {
  test('latency buckets and quantiles', () => {
    assert.equal(latencyBucket(0.3), 0);
    assert.equal(latencyBucket(1), 0);
    assert.equal(latencyBucket(7), 3);
    assert.equal(latencyBucket(60_000), LATENCY_BOUNDS_MS.length);
    const counts = new Array<number>(LATENCY_BOUNDS_MS.length + 1).fill(0);
    assert.equal(quantile(counts, 0.5), null);
    counts[3] = 100; // 100 calls in (5, 10] ms
    assert.equal(quantile(counts, 0.5), 7.5);
    counts[LATENCY_BOUNDS_MS.length] = 100; // 100 over 10 s
    assert.equal(quantile(counts, 0.99), 10000);
    assert.equal(quantile(counts, 0.25), 7.5);
  });

  test('bounded: rows past maxKeys are counted as dropped; a failed flush keeps its rows for the next', async () => {
    let fail = true;
    const written: number[] = [];
    let dropped = 0;
    const s = new CallStats(
      async (rows) => {
        if (fail) throw new Error('database down');
        written.push(rows.reduce((n, r) => n + r.calls, 0));
      },
      { flushMs: 1000, maxKeys: 2, onError: () => undefined, onDropped: (n) => (dropped += n) },
    );
    const at = Date.parse('2026-01-01T10:30:00Z');
    s.record('acct_a', 'phone', 200, 3, at);
    s.record('acct_a', 'phone', 500, 3, at);
    s.record('acct_b', 'phone', 200, 3, at);
    s.record('acct_c', 'phone', 200, 3, at);
    assert.deepEqual([s.pending, dropped], [2, 1]);
    await s.flush();
    assert.equal(s.pending, 2);
    s.record('acct_a', 'phone', 404, 3, at);
    fail = false;
    await s.stop();
    assert.deepEqual([written, s.pending], [[4], 0]);
  });
});
