/**
 * Faults survived with nothing lost (docs/operations.md, failure modes): overload sheds at once, a SIGTERM drains,
 * and a database that cannot serve (SQLite locked by another process or on a full disk, PostgreSQL stopped) gives a
 * fast 503 SERVICE_UNAVAILABLE with Retry-After, bills nothing, and recovers without a restart.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drainAndClose } from '../../src/server.js';
import { gatedEngines } from '../helpers/echo-engine.js';
import { fillDisk } from '../helpers/fault-rounds.js';
import { testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { startPostgres, type PgServer } from '../helpers/postgres.js';
import { startRedis } from '../helpers/redis.js';

function withoutTestContext(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_TEST_CONTEXT: _ignored, ...rest } = env;
  return rest;
}

async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ host: '127.0.0.1', port: 0 });
}

function phoneCall(url: string, key: string, customerId = uniqueId()): Promise<Response> {
  return fetch(`${url}/1.0/phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ customer_id: customerId, claims: ['phone'], phone_number: '+447700900123' }),
  });
}

async function credits(t: TestApp, accountId: string): Promise<number> {
  const row = await t.services.store.db.selectFrom('accounts').select('credits').where('id', '=', accountId).executeTakeFirstOrThrow();
  return Number(row.credits);
}

async function resolutionsOf(t: TestApp, accountId: string): Promise<number> {
  const row = await t.services.store.db.selectFrom('resolutions').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function assertUnavailable(res: Response): Promise<void> {
  const body = (await res.json()) as { code: string; status: number; detail: string };
  assert.equal(res.status, 503, JSON.stringify(body));
  assert.equal(body.code, 'SERVICE_UNAVAILABLE');
  assert.ok(Number(res.headers.get('retry-after')) >= 1, 'Retry-After is set');
  assert.doesNotMatch(JSON.stringify(body), /at .*\.(ts|js):\d+/, 'no stack trace');
}

describe('overload and shutdown', () => {
  test('beyond IDRISK_MAX_INFLIGHT a call gets 503 with Retry-After at once, unbilled; health stays up; capacity returns', async () => {
    const g = gatedEngines();
    const t = await testApp('sqlite', { IDRISK_MAX_INFLIGHT: '3' }, { engines: g.engines });
    try {
      const acct = await t.account({ credits: 1000 });
      const url = await listen(t);
      const held = [phoneCall(url, acct.live), phoneCall(url, acct.live), phoneCall(url, acct.live)];
      await g.arrived(3);
      const started = Date.now();
      await assertUnavailable(await phoneCall(url, acct.live));
      assert.ok(Date.now() - started < 1000, 'shed at once, not queued');
      assert.equal((await fetch(`${url}/healthz`)).status, 200);
      const metrics = await (await fetch(`${url}/metrics`)).text();
      assert.match(metrics, /idrisk_shed_calls_total\{reason="overload"\} 1/);
      g.open();
      assert.deepEqual((await Promise.all(held)).map((r) => r.status), [200, 200, 200]);
      assert.equal((await phoneCall(url, acct.live)).status, 200, 'the slots were given back');
      assert.equal(await credits(t, acct.account.id), 1000 - 4 * 10, 'the shed call was not billed');
      assert.equal(await resolutionsOf(t, acct.account.id), 4);
    } finally {
      g.open();
      await t.close();
    }
  });

  test('SIGTERM drain: calls in progress finish and commit, new calls are refused, then the stores close', async () => {
    const g = gatedEngines();
    const t = await testApp('sqlite', {}, { engines: g.engines });
    let closed = false;
    try {
      const acct = await t.account({ credits: 1000 });
      const url = await listen(t);
      const held = [phoneCall(url, acct.live), phoneCall(url, acct.live)];
      await g.arrived(2);
      const closing = drainAndClose(t.app, { ...t.services, close: async () => undefined }, 30_000).then(() => (closed = true));
      // A new call is refused: 503 on a kept-alive connection, or no connection at all once the listener closed.
      const late = await phoneCall(url, acct.live).then((r) => r.status, () => 'refused');
      assert.ok(late === 503 || late === 'refused', `late call: ${String(late)}`);
      assert.equal(closed, false, 'close waits for the calls in progress');
      g.open();
      const statuses = (await Promise.all(held)).map((r) => r.status);
      await closing;
      assert.deepEqual(statuses, [200, 200]);
      assert.equal(await resolutionsOf(t, acct.account.id), 2, 'both answered calls are committed');
      assert.equal(await credits(t, acct.account.id), 1000 - 2 * 10);
    } finally {
      g.open();
      await t.services.close().catch(() => undefined);
    }
  });

  test('`idrisk serve` exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idrisk-sigterm-'));
    try {
      const child = spawn(process.execPath, ['bin/idrisk', 'serve', '--port', '0', '--json'], {
        // Without the test runner's NODE_TEST_CONTEXT, as an operator's process would run.
        env: { ...withoutTestContext(process.env), DATABASE_URL: `sqlite:${join(dir, 'db')}`, IDRISK_DATA_DIR: dir, IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      await new Promise<void>((resolve, reject) => {
        child.stderr!.on('data', (c: Buffer) => {
          err += c.toString();
          if (err.includes('"url"')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`serve exited early with ${code}: ${err}`)));
      });
      const exited = new Promise<string>((r) => child.once('exit', (code, signal) => r(`${code} ${signal}`)));
      child.kill('SIGTERM');
      assert.equal(await exited, '0 null', err);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Polls `condition` (every 20 ms) until it holds; fails after `limitMs`. */
async function until(condition: () => Promise<boolean>, limitMs: number, what: string): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`not within ${limitMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Another process holding SQLite's write lock on `file` (BEGIN mode) until released; `kill` for a failed test. */
async function holdWriteLock(file: string, mode: 'EXCLUSIVE' | 'IMMEDIATE') {
  const child = spawn(process.execPath, ['-e', `
    const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
    db.exec('BEGIN ${mode}');
    process.stdout.write('locked\\n');
    process.stdin.once('data', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
  `], { stdio: ['pipe', 'pipe', 'inherit'] });
  // Held once the child says so; a child that could not take the lock exits instead (its error on our stderr).
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => {
      child.off('exit', onExit);
      resolve();
    });
    const onExit = (code: number | null) => reject(new Error(`the lock holder exited with ${code} before taking the lock`));
    child.once('exit', onExit);
  });
  return {
    async release(): Promise<void> {
      const exited = new Promise((r) => child.once('exit', r));
      child.stdin!.write('go\n');
      await exited;
    },
    kill: () => child.kill('SIGKILL'),
  };
}

describe('SQLite cannot serve', () => {
  test('locked by another process beyond the busy timeout: 503, nothing billed, recovery when the lock goes', async () => {
    const t = await testApp('sqlite', { IDRISK_SQLITE_BUSY_TIMEOUT_MS: '200' });
    try {
      const acct = await t.account({ credits: 1000 });
      const url = await listen(t);
      assert.equal((await phoneCall(url, acct.live)).status, 200);
      const file = t.config.database.kind === 'sqlite' ? t.config.database.file : '';
      // Another process takes the write lock and holds it until told to let go.
      const holder = await holdWriteLock(file, 'EXCLUSIVE');
      const before = await credits(t, acct.account.id);
      const started = Date.now();
      await assertUnavailable(await phoneCall(url, acct.live));
      assert.ok(Date.now() - started < 3000, 'fails fast, within the deadline');
      await holder.release();
      assert.equal(await credits(t, acct.account.id), before, 'the refused call was not billed');
      assert.equal((await phoneCall(url, acct.live)).status, 200, 'recovered without a restart');
      assert.match(await (await fetch(`${url}/metrics`)).text(), /idrisk_dependency_errors_total\{dependency="database",kind="busy"\} 1/);
    } finally {
      await t.close();
    }
  });

  test('waiting for another process\'s write lock does not stop the process: other requests are answered meanwhile', async () => {
    // The lock is released by the test, not by the timeout: a long busy timeout costs nothing and leaves a loaded
    // machine 20 s between the call starting to wait and the checks below.
    const t = await testApp('sqlite', { IDRISK_SQLITE_BUSY_TIMEOUT_MS: '20000' });
    let holder: Awaited<ReturnType<typeof holdWriteLock>> | null = null;
    try {
      const acct = await t.account({ credits: 1000 });
      const url = await listen(t);
      assert.equal((await phoneCall(url, acct.live)).status, 200);
      const file = t.config.database.kind === 'sqlite' ? t.config.database.file : '';
      holder = await holdWriteLock(file, 'IMMEDIATE');
      // The live call reaches its commit and waits for the lock; SQLite's own busy handler would sleep in the event
      // loop's thread until the lock went, and the health check below would wait with it.
      let settled = false;
      const pending = phoneCall(url, acct.live).finally(() => (settled = true));
      // The signal that the call waits: its group commit found the lock held and counted one lock wait. /metrics is
      // itself answered by the waiting process, so each poll already shows the event loop free.
      await until(async () => /^idrisk_retries_total\{kind="sqlite_write_lock"\} 1$/m.test(await (await fetch(`${url}/metrics`)).text()), 15_000, 'the live call waits for the lock');
      const health = await fetch(`${url}/healthz`);
      assert.equal(health.status, 200);
      assert.equal(settled, false, 'the live call still waits for the lock');
      await holder.release();
      assert.equal((await pending).status, 200, 'committed once the lock went');
    } finally {
      holder?.kill();
      await t.close();
    }
  });

  test('disk full (a small tmpfs): 503, no corrupted file, recovery once space returns', async (ctx) => {
    const mnt = mkdtempSync(join(tmpdir(), 'idrisk-full-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=6m', 'tmpfs', mnt], { stdio: 'pipe' });
    } catch (err) {
      rmSync(mnt, { recursive: true, force: true });
      ctx.skip(`cannot mount a tmpfs here (needs root): ${(err as Error).message.split('\n')[0]}`);
      return;
    }
    const dataDir = join(mnt, 'data');
    mkdirSync(dataDir);
    const t = await testApp('sqlite', { DATABASE_URL: `sqlite:${join(dataDir, 'idrisk.db')}` });
    try {
      const acct = await t.account({ credits: 100_000 });
      const url = await listen(t);
      assert.equal((await phoneCall(url, acct.live)).status, 200);
      // Fill the file system to the last byte.
      const filler = fillDisk(mnt);
      const before = await credits(t, acct.account.id);
      let refused = 0;
      // The WAL may still have room for a few pages: write until the disk refuses.
      for (let i = 0; i < 200 && refused === 0; i++) {
        const res = await phoneCall(url, acct.live);
        if (res.status === 503) {
          await assertUnavailable(res);
          refused += 1;
        } else assert.equal(res.status, 200, await res.text());
      }
      assert.equal(refused, 1, 'a full disk answers 503');
      const answered = await resolutionsOf(t, acct.account.id);
      assert.equal(await credits(t, acct.account.id), 100_000 - answered * 10, 'every debit has its resolution');
      assert.ok(before >= (await credits(t, acct.account.id)));
      rmSync(filler);
      assert.equal((await phoneCall(url, acct.live)).status, 200, 'recovered once space returned');
      const check = await t.services.store.db.selectNoFrom((eb) => eb.val('x').as('x')).execute();
      assert.ok(check.length === 1);
      const integrity = execFileSync(process.execPath, ['-e', `
        const db = new (require('better-sqlite3'))(${JSON.stringify(join(dataDir, 'idrisk.db'))}, { readonly: true });
        process.stdout.write(String(db.pragma('integrity_check', { simple: true })));
      `]).toString();
      assert.equal(integrity, 'ok');
    } finally {
      await t.close();
      execFileSync('umount', [mnt]);
      rmSync(mnt, { recursive: true, force: true });
    }
  });
});

describe('PostgreSQL stopped during load', () => {
  let pg: PgServer;
  before(async () => {
    pg = await startPostgres({ detached: true });
  });
  after(async () => {
    await pg?.stop();
  });

  test('calls fail fast with 503 + Retry-After, /readyz not ready, /healthz up; recovery without a restart', async () => {
    const url0 = pg.adminUrl;
    const t = await testApp('sqlite', {});
    await t.close();
    // An app on this dedicated server (the runner's shared server must stay up for the other files).
    const { default: pgLib } = await import('pg');
    const admin = new pgLib.Client({ connectionString: url0 });
    await admin.connect();
    await admin.query('create database outage');
    await admin.end();
    const dbUrl = url0.replace(/\/postgres$/, '/outage');
    const app = await testApp('sqlite', { DATABASE_URL: dbUrl, IDRISK_DB_CONNECT_TIMEOUT_MS: '1000' });
    try {
      const acct = await app.account({ credits: 1000 });
      const url = await listen(app);
      assert.equal((await phoneCall(url, acct.live)).status, 200);
      await pg.halt();
      const started = Date.now();
      const during = await Promise.all(Array.from({ length: 10 }, () => phoneCall(url, acct.live)));
      for (const res of during) await assertUnavailable(res);
      assert.ok(Date.now() - started < 3000, `fails fast (${Date.now() - started} ms for 10 calls), within the 3 s default deadline`);
      assert.equal((await fetch(`${url}/readyz`)).status, 503);
      assert.equal((await fetch(`${url}/healthz`)).status, 200);
      await pg.start();
      // The pool reconnects by itself: the first calls after the restart succeed.
      assert.equal((await phoneCall(url, acct.live)).status, 200);
      assert.equal((await fetch(`${url}/readyz`)).status, 200);
      assert.equal(await credits(app, acct.account.id), 1000 - 2 * 10, 'only the answered calls were billed');
      assert.equal(await resolutionsOf(app, acct.account.id), 2);
    } finally {
      await app.close();
    }
  });
});

describe('Redis stopped', () => {
  test('rate limits fail open to per-process buckets, logged once, and are shared again when Redis returns', async () => {
    const redis = await startRedis();
    const logs: { level: string; msg: string }[] = [];
    const logger = {
      info: (o: object | string, m?: string) => logs.push({ level: 'info', msg: m ?? String(o) }),
      warn: (o: object | string, m?: string) => logs.push({ level: 'warn', msg: m ?? String(o) }),
      error: (o: object | string, m?: string) => logs.push({ level: 'error', msg: m ?? String(o) }),
      debug: () => undefined,
    };
    const t = await testApp('sqlite', { REDIS_URL: redis.url }, { logger, products: false });
    try {
      const acct = await t.account({ rateLimit: 1000 });
      const call = () => t.app.inject({ method: 'GET', url: '/1.0/credits', headers: { 'x-api-key': acct.live } });
      assert.equal((await call()).statusCode, 200);
      await redis.stop();
      for (let i = 0; i < 20; i++) assert.equal((await call()).statusCode, 200, 'fail open: calls go on');
      const warns = logs.filter((l) => /redis unavailable/.test(l.msg));
      assert.equal(warns.length, 1, 'the outage is logged once, not per call');
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
      assert.match(metrics.body, /idrisk_dependency_errors_total\{dependency="redis",kind="unavailable"\} 20/);
    } finally {
      await t.close();
    }
  });
});
