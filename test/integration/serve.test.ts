/**
 * The quick start: `idrisk serve` on a fresh SQLite file creates the database, applies migrations, creates the
 * demo account with a live and a sandbox key shown once and a first owner of the admin API, and answers on a real port.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_CALL_EXAMPLE } from '../../src/cli/commands/serve.js';

test('bin/idrisk serve starts on a fresh SQLite file and prints the demo keys once', async () => {
  assert.ok(existsSync('dist/cli/main.js'), 'dist/ is built (npm install / npm run build)');
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-serve-'));
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'data', 'idrisk.db')}`, IDRISK_DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' };
  const start = async () => {
    const child = spawn(process.execPath, ['bin/idrisk', 'serve', '--host', '127.0.0.1', '--port', '0', '--demo', '--json'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const info = await new Promise<{ url: string; workers: number; demo: { live_key: string; sandbox_key: string } | null; first_owner: { email: string; password: string } | null }>((resolve, reject) => {
      let buf = '';
      child.stderr.on('data', (c: Buffer) => {
        buf += c.toString();
        const line = buf.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line));
      });
      child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${buf}`)));
    });
    return { child, info };
  };
  try {
    const { child, info } = await start();
    assert.ok(existsSync(join(dir, 'data', 'idrisk.db')), 'the database file is created under the data dir');
    for (const f of ['idrisk.db', 'idrisk.db-wal', 'idrisk.db-shm']) {
      assert.equal(statSync(join(dir, 'data', f)).mode & 0o777, 0o600, `${f} is readable by its owner only`);
    }
    assert.ok(info.demo, 'first start creates the demo account');
    assert.match(info.demo.live_key, /^idr_live_/);
    assert.match(info.demo.sandbox_key, /^idr_test_/);
    const health = await fetch(`${info.url}/healthz`);
    assert.equal(health.status, 200);
    if (info.workers > 1 && existsSync(`/proc/${child.pid}/status`)) {
      // The primary of several processes only forks (src/cli/serve-primary.ts): it does not load the API's code, the
      // engines or their data (~170 MB when it did; ~55 MB without, docs/decisions.md issue 33).
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
      assert.ok(rssKb > 0 && rssKb < 120_000, `the primary holds ${rssKb} kB`);
    }
    const res = await fetch(`${info.url}/1.0/phone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': info.demo.sandbox_key },
      body: JSON.stringify(FIRST_CALL_EXAMPLE),
    });
    assert.equal(res.status, 200);
    // The first answer a newcomer sees is a full one: a valid, unsuspicious number with its country and carriers.
    const phone = ((await res.json()) as { phone: Record<string, unknown> }).phone;
    assert.equal(phone.value, FIRST_CALL_EXAMPLE.phone_number);
    assert.equal(phone.is_valid_format, true);
    assert.equal(phone.is_suspicious_format, false);
    assert.equal(phone.country_code, 'US');
    assert.equal(typeof phone.current_network, 'string');
    assert.equal(typeof phone.score, 'number');
    // The first owner of the admin API (docs/admin.md) signs in with the password printed once.
    assert.equal(info.first_owner?.email, 'owner@localhost');
    const signIn = await fetch(`${info.url}/admin/1.0/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(info.first_owner) });
    assert.equal(signIn.status, 201);
    assert.match(signIn.headers.get('set-cookie') ?? '', /^idrisk_session=[^;]+; Max-Age=\d+; Path=\/admin; HttpOnly; SameSite=Strict$/);
    const exited = new Promise<number | null>((r) => child.once('exit', r));
    child.kill('SIGTERM');
    assert.equal(await exited, 0, 'graceful shutdown');

    const again = await start();
    assert.equal(again.info.demo, null, 'the demo keys are shown only on the first start');
    assert.equal(again.info.first_owner, null, 'the first owner is made (and its password shown) only on the first start');
    const exited2 = new Promise((r) => again.child.once('exit', r));
    again.child.kill('SIGTERM');
    await exited2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('no demo account on a first start of a database the operator named, unless --demo; --demo is refused on PostgreSQL', async () => {
  assert.ok(existsSync('dist/cli/main.js'), 'dist/ is built (npm install / npm run build)');
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-serve-nodemo-'));
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'prod.db')}`, IDRISK_DATA_DIR: dir, LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' };
  try {
    const child = spawn(process.execPath, ['bin/idrisk', 'serve', '--host', '127.0.0.1', '--port', '0', '--json'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const info = await new Promise<{ demo: unknown }>((resolve, reject) => {
      let buf = '';
      child.stderr.on('data', (c: Buffer) => {
        buf += c.toString();
        const line = buf.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line));
      });
      child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${buf}`)));
    });
    assert.equal(info.demo, null, 'no demo account, no live key printed');
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    const pg = spawnSync(process.execPath, ['bin/idrisk', 'serve', '--demo', '--port', '0'], { env: { ...env, DATABASE_URL: 'postgres://idrisk@127.0.0.1:1/idrisk' }, encoding: 'utf8' });
    assert.notEqual(pg.status, 0);
    assert.match(pg.stderr, /--demo .*never on PostgreSQL/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
