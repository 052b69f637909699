/**
 * Bulk scoring throughput against the same calls over HTTP (issue 34): one `bin/idrisk serve --workers 1` process
 * (the compiled tree; jobs run inside it as by default) on a fresh database, network off. First N distinct
 * `POST /1.0/email` calls with autocannon at 50 connections (calls/s), then a CSV of N other distinct emails through
 * `POST /1.0/bulk` on the same server, timed from the submission to `completed` (rows/s, parsing included). The
 * bulk job runs under its rate share of an account limit set high enough not to bind.
 *
 * Usage: node --import tsx bench/bulk.ts [--rows 100000] [--db sqlite|postgres] [--connections 50] [--out FILE]
 * `npm run build` first. Prints one line per measure and, with --out, appends a markdown table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startPostgres } from '../test/helpers/postgres.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, db: { type: 'string', default: 'sqlite' }, out: { type: 'string' }, connections: { type: 'string', default: '50' } } });
const ROWS = Number(values.rows);
const CONNECTIONS = Number(values.connections);
const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-bulk-'));
if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db sqlite or postgres');
// PostgreSQL: a server of its own from Debian's binaries (test/helpers/postgres.ts: fsync off, loopback).
const pg = values.db === 'postgres' ? await startPostgres() : null;
const databaseUrl = pg ? pg.adminUrl : `sqlite:${join(dir, 'idrisk.db')}`;
const env = { ...process.env, DATABASE_URL: databaseUrl, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'bench-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'warn', IDRISK_BULK_RATE_PERCENT: '100' };

function cli(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/idrisk', ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`idrisk ${args.join(' ')} exited ${code}`))));
  });
}

async function serve(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['bin/idrisk', 'serve', '--host', '127.0.0.1', '--port', '0', '--workers', '1', '--json'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let buf = '';
    const onData = (d: Buffer) => {
      buf += d.toString();
      const line = buf.split('\n').find((l) => l.startsWith('{') && l.includes('"url"'));
      if (line) {
        child.stderr!.off('data', onData);
        child.stderr!.resume();
        resolve((JSON.parse(line) as { url: string }).url);
      }
    };
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${buf}`)));
  });
  return { child, url };
}

const account = JSON.parse(await cli('accounts', 'create', '--name', 'bench-bulk', '--unlimited', '--rate-limit', '1000000', '--json')) as { id: string };
const key = (JSON.parse(await cli('keys', 'create', '--account', account.id, '--json')) as { secret: string }).secret;
const server = await serve();
try {
  // HTTP: N distinct email calls at 50 connections.
  let n = 0;
  const http = await autocannon({
    url: `${server.url}/1.0/email`,
    connections: CONNECTIONS,
    amount: ROWS,
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ customer_id: `http-${n}`, claims: ['email'], email: `http${n++}.user@example${n % 97}.com` }) }) }],
  });
  const httpRps = http.requests.total / (http.duration || 1);
  const non2xx = http.non2xx;
  console.log(`http: ${http.requests.total} calls in ${http.duration.toFixed(1)} s = ${httpRps.toFixed(0)} calls/s (non-2xx ${non2xx})`);

  // Bulk: N other distinct emails in one CSV.
  const lines = ['customer_id,email'];
  for (let i = 0; i < ROWS; i++) lines.push(`bulk-${i},bulk${i}.user@example${i % 97}.com`);
  const body = lines.join('\n');
  const t0 = performance.now();
  const res = await fetch(`${server.url}/1.0/bulk?claims=email`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'text/csv' }, body });
  if (res.status !== 202) throw new Error(`submit: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  let job: { status: string; rows_done: number; rows_total: number | null };
  for (;;) {
    job = (await (await fetch(`${server.url}/1.0/bulk/${id}`, { headers: { 'x-api-key': key } })).json()) as typeof job;
    if (['completed', 'failed', 'cancelled'].includes(job.status)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (performance.now() - t0) / 1000;
  const bulkRps = job.rows_done / seconds;
  console.log(`bulk: ${job.rows_done} rows (${job.status}) in ${seconds.toFixed(1)} s = ${bulkRps.toFixed(0)} rows/s; ratio to HTTP ${(bulkRps / httpRps).toFixed(2)}`);
  if (values.out) {
    appendFileSync(
      values.out,
      `\n| ${new Date().toISOString().slice(0, 16)} | ${values.db} | ${ROWS} | ${httpRps.toFixed(0)} calls/s (50 conn.) | ${bulkRps.toFixed(0)} rows/s | ${(bulkRps / httpRps).toFixed(2)} |\n`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
}
