/**
 * No client of the service emits an 'error' nobody listens to (node:events would turn it into an uncaught exception
 * that ends the process): each kind of database and Redis client is made to fail while in use, and the process must
 * see no uncaught exception and no unhandled rejection.
 *
 * PostgreSQL: every server connection of the database is ended with pg_terminate_backend (57P01, as on a shutdown)
 * while the pool holds clients of every kind at once: idle in the pool; checked out by a transaction between its
 * statements; running a statement; the group commit of live calls (the batcher); the job runner's claims and lease
 * renewals (webhook deliveries and the daily jobs run through it); the key cache's epoch poller. The service has no
 * other PostgreSQL client: no dedicated connection and no LISTEN/NOTIFY (grep 'pg' in src: src/store/db.ts only).
 * Redis: the server is killed (SIGKILL) while the rate limiter and the cache use their client.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import pg from 'pg';
import { createRunner } from '../../src/jobs/index.js';
import { dbUnavailable } from '../../src/store/unavailable.js';
import { testApp, uniqueId } from '../helpers/app.js';
import { echoEngines } from '../helpers/echo-engine.js';
import { startRedis } from '../helpers/redis.js';

/** Uncaught exceptions and unhandled rejections seen while `fn` runs (recorded instead of ending the process). */
async function uncaughtDuring(fn: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const record = (err: unknown) => seen.push(err);
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  try {
    await fn();
    // Late errors (a socket closing after the statement failed) come on later turns of the event loop.
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  }
  return seen;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('PostgreSQL: backends terminated under every kind of client in use: no uncaught error, 503s, then service again', async () => {
  const t = await testApp('postgres', { IDRISK_CACHE_POLL_MS: '20', IDRISK_JOBS_POLL_MS: '10' }, { engines: echoEngines(5) });
  const runner = createRunner(t.services, { pollMs: 10 });
  try {
    const acct = await t.account({ credits: 1_000_000, rateLimit: 100_000 });
    const url = t.config.database.kind === 'postgres' ? t.config.database.url : '';
    const dbName = new URL(url).pathname.slice(1);
    runner.start();
    const call = () => t.app.inject({ method: 'POST', url: '/1.0/phone', headers: { 'x-api-key': acct.live }, payload: { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' } });
    assert.equal((await call()).statusCode, 200);
    let terminated = 0;
    const seen = await uncaughtDuring(async () => {
      const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
      await admin.connect();
      try {
        for (let round = 0; round < 3; round++) {
          // A transaction holding its client between statements, a statement running, and live calls in their group
          // commit, all at once; the runner and the epoch poller query on their own timers meanwhile.
          // (Each outcome is taken at once: a rejection left for later would count as unhandled below.)
          const inTx = t.services.store.db
            .transaction()
            .execute(async (tx) => {
              await sql`select 1`.execute(tx);
              await sleep(1000);
              await sql`select 1`.execute(tx);
            })
            .then(() => null, (err: unknown) => err);
          const running = sql`select pg_sleep(5)`.execute(t.services.store.db).then(() => null, (err: unknown) => err);
          const calls = Promise.all(Array.from({ length: 20 }, () => call()));
          // Terminated once the statement runs and the transaction waits between its statements (both seen by the server).
          const deadline = Date.now() + 10_000;
          for (;;) {
            const { rows } = await admin.query("select count(*) filter (where query like 'select pg_sleep%' and state = 'active')::int as sleeping, count(*) filter (where state = 'idle in transaction')::int as in_tx from pg_stat_activity where datname = $1", [dbName]);
            const r = rows[0] as { sleeping: number; in_tx: number };
            if (r.sleeping > 0 && r.in_tx > 0) break;
            assert.ok(Date.now() < deadline, 'the statement and the transaction reached the server');
            await sleep(10);
          }
          const killed = await admin.query('select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) k', [dbName]);
          terminated += (killed.rows[0] as { n: number }).n;
          // Each fails as "the database is unavailable" (a 503 for a caller), not with an error of ours.
          const txError = await inTx;
          assert.ok(txError && dbUnavailable(txError), `the transaction whose connection was ended fails: ${String(txError)}`);
          const statementError = await running;
          assert.ok(statementError && dbUnavailable(statementError), `the statement whose connection was ended fails: ${String(statementError)}`);
          for (const res of await calls) {
            assert.ok(res.statusCode === 200 || res.statusCode === 503, `a call answers 200 or 503, not ${res.statusCode}: ${res.body}`);
            if (res.statusCode === 503) assert.ok(Number(res.headers['retry-after']) >= 1);
          }
          // The pool replaces the ended connections: the next call is served.
          assert.equal((await call()).statusCode, 200, 'served again at once');
        }
      } finally {
        await admin.end();
      }
    });
    assert.ok(terminated >= 6, `server connections were ended while in use (${terminated})`);
    assert.deepEqual(seen.map((e) => String((e as Error)?.stack ?? e)), [], 'no uncaught exception or unhandled rejection');
  } finally {
    await runner.stop();
    await t.close();
  }
});

test('Redis: the server killed while the limiter and the cache use their client: no uncaught error, calls go on', async () => {
  const redis = await startRedis();
  const t = await testApp('sqlite', { REDIS_URL: redis.url }, { engines: echoEngines() });
  try {
    const acct = await t.account({ credits: 1_000_000, rateLimit: 100_000 });
    const call = () => t.app.inject({ method: 'POST', url: '/1.0/phone', headers: { 'x-api-key': acct.live }, payload: { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' } });
    assert.equal((await call()).statusCode, 200);
    const seen = await uncaughtDuring(async () => {
      const calls = Promise.all(Array.from({ length: 20 }, () => call()));
      await t.services.cache.set('k', { v: 1 }, 60);
      await redis.halt('SIGKILL');
      for (const res of await calls) assert.equal(res.statusCode, 200, res.body);
      assert.equal(await t.services.cache.get('k'), undefined, 'a cache without Redis misses');
      for (let i = 0; i < 5; i++) assert.equal((await call()).statusCode, 200, 'the limiter fails open');
      await redis.start();
      // ioredis reconnects by itself; the cache works again.
      const deadline = Date.now() + 10_000;
      for (;;) {
        await t.services.cache.set('k2', { v: 2 }, 60);
        if ((await t.services.cache.get('k2')) !== undefined) break;
        assert.ok(Date.now() < deadline, 'the Redis client reconnected within 10 s');
        await sleep(100);
      }
    });
    assert.deepEqual(seen.map((e) => String((e as Error)?.stack ?? e)), [], 'no uncaught exception or unhandled rejection');
  } finally {
    await t.close();
    await redis.stop();
  }
});

test('Redis down at start: the service starts, the limiter fails open, and Redis is used once it answers', async () => {
  const redis = await startRedis();
  await redis.halt('SIGTERM');
  const t = await testApp('sqlite', { REDIS_URL: redis.url }, { engines: echoEngines() });
  try {
    const acct = await t.account({ credits: 1_000_000, rateLimit: 100_000 });
    const call = () => t.app.inject({ method: 'POST', url: '/1.0/phone', headers: { 'x-api-key': acct.live }, payload: { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' } });
    assert.equal((await call()).statusCode, 200, 'served without Redis');
    await redis.start();
    const deadline = Date.now() + 10_000;
    for (;;) {
      await t.services.cache.set('k', { v: 1 }, 60);
      if ((await t.services.cache.get('k')) !== undefined) break;
      assert.ok(Date.now() < deadline, 'the Redis client connected within 10 s of Redis starting');
      await sleep(100);
    }
    assert.equal((await call()).statusCode, 200);
  } finally {
    await t.close();
    await redis.stop();
  }
});
