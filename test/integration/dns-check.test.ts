/**
 * The outbound DNS check against real local DNS servers: a resolver that answers (the root zone's NS), one that never
 * answers, one without upstream that answers NXDOMAIN to everything (this machine's case: gmail.com would get no MX);
 * and `idrisk serve`, started as operators do (compiled tree, default workers), saying plainly in its log and on
 * /readyz that network lookups fail.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { createDnsCheck } from '../../src/enrich/dns-check.js';
import { startDnsServer } from '../helpers/dns-server.js';

const configFor = (env: Record<string, string>) => loadConfig({ IDRISK_DNS_TIMEOUT_MS: '300', ...env });

describe('the outbound DNS check', () => {
  test('ok when the resolver answers the root zone; failing when it is silent or answers that nothing exists', async () => {
    const working = await startDnsServer({ '.': { NS: ['a.root-servers.net'] } });
    const silent = await startDnsServer({}, { silent: () => true });
    const empty = await startDnsServer({});
    try {
      const ok = await createDnsCheck(configFor({ IDRISK_DNS_SERVERS: working.address })).run();
      assert.equal(ok.state, 'ok', ok.message);
      assert.ok(working.queries.some((q) => q.type === 'NS'), 'asked the configured server');
      const timeout = await createDnsCheck(configFor({ IDRISK_DNS_SERVERS: silent.address })).run();
      assert.equal(timeout.state, 'failing');
      assert.match(timeout.message, /network lookups fail: IDRISK_DNS_SERVERS 127\.0\.0\.1:\d+ did not answer within 300 ms/);
      const nx = await createDnsCheck(configFor({ IDRISK_DNS_SERVERS: empty.address })).run();
      assert.equal(nx.state, 'failing');
      assert.match(nx.message, /root zone does not exist/);
      assert.equal(createDnsCheck(configFor({ IDRISK_NETWORK: 'off' })).current().state, 'off');
    } finally {
      await Promise.all([working.close(), silent.close(), empty.close()]);
    }
  });

  test('idrisk serve on a host whose DNS answers nothing: an error line in the log and details.dns on /readyz', async () => {
    assert.ok(existsSync('dist/cli/main.js'), 'dist/ is built (npm install / npm run build)');
    const dns = await startDnsServer({});
    const dir = mkdtempSync(join(tmpdir(), 'idrisk-dns-check-'));
    const env = {
      ...process.env,
      DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`,
      IDRISK_DATA_DIR: dir,
      LOG_LEVEL: 'info',
      IDRISK_DNS_SERVERS: dns.address,
      IDRISK_DNS_TIMEOUT_MS: '300',
      IDRISK_JOBS_IN_SERVE: 'off',
    };
    const child = spawn(process.execPath, ['bin/idrisk', 'serve', '--host', '127.0.0.1', '--port', '0', '--json'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let log = '';
      const logged = new Promise<Record<string, unknown>>((resolve) => {
        child.stdout.on('data', (c: Buffer) => {
          log += c.toString();
          for (const line of log.split('\n')) if (line.includes('network lookups fail')) resolve(JSON.parse(line));
        });
      });
      const info = await new Promise<{ url: string }>((resolve, reject) => {
        let buf = '';
        child.stderr.on('data', (c: Buffer) => {
          buf += c.toString();
          const line = buf.split('\n').find((l) => l.startsWith('{'));
          if (line) resolve(JSON.parse(line));
        });
        child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${buf}`)));
      });
      const line = await logged;
      assert.equal(line.level, 50, 'logged as an error');
      assert.equal(line.dns, 'failing');
      assert.match(String(line.msg), /IDRISK_DNS_SERVERS 127\.0\.0\.1:\d+ answered that the root zone does not exist/);
      const ready = await fetch(`${info.url}/readyz`);
      assert.equal(ready.status, 200, 'still ready: local signals work');
      const body = (await ready.json()) as { status: string; details: { dns: { state: string; message: string } } };
      assert.equal(body.status, 'ready');
      assert.equal(body.details.dns.state, 'failing');
      assert.match(body.details.dns.message, /^network lookups fail/);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await dns.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
