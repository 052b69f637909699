/**
 * The lifecycle around a dependency that is away, as operators run the processes (the compiled bin/idrisk):
 * `idrisk worker` started while PostgreSQL is down starts anyway (/healthz 200, /readyz 503) and runs once it answers;
 * the primary of `idrisk serve` never gives up on a worker that keeps dying: it restarts it with a back-off, logs each
 * restart with its reason and counts it (idrisk_cluster_worker_restarts_total).
 * (`idrisk serve` started while its database is down: test/faults/rounds-*.test.ts, the *-at-start scenarios.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServe } from '../helpers/fault-rounds.js';
import { freePort } from '../helpers/ports.js';
import { startPostgres } from '../helpers/postgres.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(probe: () => Promise<T | null>, limitMs: number, what: string): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const v = await probe().catch(() => null);
    if (v !== null) return v;
    assert.ok(Date.now() < deadline, `not within ${limitMs} ms: ${what}`);
    await sleep(100);
  }
}

function withoutTestContext(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_TEST_CONTEXT: _ignored, ...rest } = env;
  return rest;
}

test('`idrisk worker` started while PostgreSQL is down: /healthz 200, /readyz 503, then runs its jobs once it answers', { timeout: 300_000 }, async () => {
  assert.ok(existsSync('dist/cli/main.js'), 'dist/ is built (npm run build)');
  const pg = await startPostgres({ detached: true });
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-worker-standby-'));
  try {
    const { default: pgLib } = await import('pg');
    const admin = new pgLib.Client({ connectionString: pg.adminUrl });
    await admin.connect();
    await admin.query('create database jobs');
    await admin.end();
    await pg.halt('SIGQUIT');
    const port = await freePort();
    const child = spawn(process.execPath, ['bin/idrisk', 'worker', '--metrics-port', String(port), '--json'], {
      env: { ...withoutTestContext(process.env), DATABASE_URL: pg.adminUrl.replace(/\/postgres$/, '/jobs'), IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    try {
      const base = `http://127.0.0.1:${port}`;
      await until(async () => ((await fetch(`${base}/healthz`)).status === 200 ? true : null), 120_000, `the worker answers /healthz while the database is down\n${log}`);
      assert.equal(child.exitCode, null, 'the worker did not exit');
      assert.equal((await fetch(`${base}/readyz`)).status, 503, '/readyz: not ready while the database is down');
      assert.match(log, /worker start: the database is unavailable/, 'the wait is logged');
      await pg.start();
      await until(async () => ((await fetch(`${base}/readyz`)).status === 200 ? true : null), 90_000, `ready once the database answers\n${log}`);
      // It migrated and runs: the daily recurring jobs are enqueued and run at start.
      await until(async () => (/idrisk_job_attempts_total\{job="jobs\.prune",outcome="succeeded"\} 1/.test(await (await fetch(`${base}/metrics`)).text()) ? true : null), 60_000, 'a job ran');
      const exited = new Promise<number | null>((r) => child.once('exit', r));
      child.kill('SIGTERM');
      assert.equal(await exited, 0, 'exits 0 on SIGTERM');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  } finally {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the primary never gives up on a worker that keeps dying: restarts with a back-off, logged and counted', { timeout: 300_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-primary-backoff-'));
  const serve = await startServe({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'warn' }, 2);
  try {
    // Kill one worker, then its replacement as soon as it is there, three times: each replacement dies within the
    // 10 s crash window (the other original worker is left alone: a long-lived worker's death resets the back-off).
    const original = serve.processes();
    const killed: number[] = [];
    for (let i = 0; i < 4; i++) {
      const victim = i === 0 ? original[0] : await until(async () => serve.processes().find((p) => !original.includes(p) && !killed.includes(p)) ?? null, 60_000, 'the replacement worker');
      process.kill(victim, 'SIGKILL');
      killed.push(victim);
      await until(async () => (!existsSync(`/proc/${victim}`) || /^State:\s+Z/m.test(readFileSync(`/proc/${victim}/status`, 'utf8')) ? true : null), 10_000, 'the worker gone');
    }
    assert.equal(serve.child.exitCode, null, 'the primary is still running');
    // Each restart is logged with its reason; the quick ones with a growing back-off.
    await until(async () => ((serve.log().match(/restart \d+/g) ?? []).length >= 4 ? true : null), 60_000, `four restarts logged\n${serve.log()}`);
    assert.match(serve.log(), /worker \d+ exited \(signal SIGKILL\) after \d+ ms; restart 1/);
    // Each quick exit in a row doubles the wait (1 s, 2 s, 4 s... capped at 30 s). Whether the first kill counts as
    // quick depends on how long the original worker had lived (under 10 s on a loaded machine), so the sequence is
    // checked by its own counts, not by restart numbers.
    const waits = [...serve.log().matchAll(/restart \d+, in (\d+) ms \((\d+) quick exits? in a row\)/g)].map((m) => ({ ms: Number(m[1]), quick: Number(m[2]) }));
    for (const w of waits) assert.equal(w.ms, Math.min(30_000, 1000 * 2 ** (w.quick - 1)), `the back-off doubles with each quick exit\n${serve.log()}`);
    assert.ok(waits.filter((w) => w.quick >= 2).length >= 2 && waits.some((w) => w.quick >= 3), `three quick exits in a row, the wait doubling each time\n${serve.log()}`);
    // Back to two workers, serving, and the restarts counted on /metrics.
    await until(async () => (serve.processes().length === 2 ? true : null), 120_000, 'two workers again');
    const metrics = await until(async () => {
      const text = await (await fetch(`${serve.url}/metrics`)).text();
      return /^idrisk_cluster_worker_restarts_total [4-9]/m.test(text) ? text : null;
    }, 120_000, 'the restarts counted on /metrics');
    assert.match(metrics, /^idrisk_cluster_worker_restarts_total \d+/m);
    assert.equal((await fetch(`${serve.url}/healthz`)).status, 200);
  } finally {
    await serve.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
