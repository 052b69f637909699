/**
 * Memory of a large bulk upload (issue 34: "memory flat while it streams"): one compiled `bin/idrisk serve --workers 1`
 * on a fresh SQLite file, network off; a CSV of N rows (about 100 bytes each: 10^7 rows is 965 MiB, just under the 1 GiB IDRISK_BULK_MAX_BYTES) generated on
 * the fly and streamed to `POST /1.0/bulk` (chunked, never held whole by this script either), then the job parses
 * the stored upload and starts scoring; after `--score-seconds` of scoring the job is cancelled. The resident memory
 * (VmRSS) of the serving process tree (the cluster primary and its worker) is read from /proc every second.
 *
 * Usage: node --import tsx bench/bulk-memory.ts [--rows 10000000] [--score-seconds 60] [--out FILE]
 * `npm run build` first. Prints a line every 10 s and a summary; with --out, appends a markdown section.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000000' }, 'score-seconds': { type: 'string', default: '60' }, out: { type: 'string' } } });
const ROWS = Number(values.rows);
const SCORE_SECONDS = Number(values['score-seconds']);
const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-bulkmem-'));
const env = {
  ...process.env,
  DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`,
  IDRISK_DATA_DIR: dir,
  IDRISK_SECRET: 'bench-secret-0123456789abcdef',
  IDRISK_NETWORK: 'off',
  LOG_LEVEL: 'warn',
  IDRISK_BULK_RATE_PERCENT: '100',
};

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

/** VmRSS (MiB) of `pid` and its descendants, from /proc. */
function treeRssMiB(pid: number): number {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, pp] of parent) if (tree.has(pp) && !tree.has(p)) tree.add(p), (grew = true);
  }
  let kb = 0;
  for (const p of tree) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/** Row i of the generated file: about 100 bytes. */
const row = (i: number) => {
  const n = String(i).padStart(8, '0');
  return `c-${n},user.${n}.bulk@example-domain-${i % 997}.com,Firstname${i % 89},Lastname${i % 97},198.51.${i % 250}.${(i >> 8) % 250},row ${n}\n`;
};

const account = JSON.parse(await cli('accounts', 'create', '--name', 'bench-bulk-mem', '--unlimited', '--rate-limit', '1000000', '--json')) as { id: string };
const key = (JSON.parse(await cli('keys', 'create', '--account', account.id, '--json')) as { secret: string }).secret;
const server = await serve();
const samples: { t: number; phase: string; rss: number; progress: string }[] = [];
let phase = 'upload';
let progress = '';
let sent = 0;
const t0 = performance.now();
const sampler = setInterval(() => {
  const s = { t: (performance.now() - t0) / 1000, phase, rss: treeRssMiB(server.child.pid!), progress };
  samples.push(s);
  if (samples.length % 10 === 1) console.log(`${s.t.toFixed(0).padStart(5)} s  ${phase.padEnd(8)} rss ${s.rss.toFixed(0).padStart(5)} MiB  ${progress}`);
}, 1000);
const baseline = treeRssMiB(server.child.pid!);
try {
  // Upload: generated row by row, written with back-pressure.
  const id = await new Promise<string>((resolve, reject) => {
    const req = request(`${server.url}/1.0/bulk?claims=email&map=c%3Dcustomer_id`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'text/csv', 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => (res.statusCode === 202 ? resolve((JSON.parse(body) as { id: string }).id) : reject(new Error(`submit: ${res.statusCode} ${body}`))));
    });
    req.on('error', reject);
    let i = 0;
    const write = () => {
      while (i < ROWS) {
        let block = i === 0 ? 'c,email,first_name,last_name,ip,note\n' : '';
        for (let k = 0; k < 2000 && i < ROWS; k++, i++) block += row(i);
        sent += Buffer.byteLength(block);
        progress = `${(sent / 2 ** 20).toFixed(0)} MiB sent`;
        if (!req.write(block)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
  const uploadSeconds = (performance.now() - t0) / 1000;
  console.log(`uploaded ${(sent / 2 ** 20).toFixed(0)} MiB (${ROWS} rows) in ${uploadSeconds.toFixed(0)} s: job ${id}`);
  phase = 'parse';
  let scoringSince: number | null = null;
  let job: { status: string; rows_parsed: number; rows_done: number };
  for (;;) {
    job = (await (await fetch(`${server.url}/1.0/bulk/${id}`, { headers: { 'x-api-key': key } })).json()) as typeof job;
    progress = `${job.rows_parsed} parsed, ${job.rows_done} scored (${job.status})`;
    if (job.status === 'running' && scoringSince === null) {
      scoringSince = performance.now();
      phase = 'score';
    }
    if (['completed', 'failed', 'cancelled'].includes(job.status)) break;
    if (scoringSince !== null && (performance.now() - scoringSince) / 1000 >= SCORE_SECONDS) {
      await fetch(`${server.url}/1.0/bulk/${id}`, { method: 'DELETE', headers: { 'x-api-key': key } });
      break;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  clearInterval(sampler);
  const of = (p: string) => samples.filter((s) => s.phase === p).map((s) => s.rss);
  const stats = (xs: number[]) => (xs.length === 0 ? 'n/a' : `${Math.min(...xs).toFixed(0)} / ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(0)} / ${Math.max(...xs).toFixed(0)}`);
  const parseSeconds = of('parse').length;
  const summary = [
    `rows ${ROWS}, ${(sent / 2 ** 20).toFixed(0)} MiB; baseline RSS ${baseline.toFixed(0)} MiB`,
    `upload ${uploadSeconds.toFixed(0)} s, RSS min/mean/max ${stats(of('upload'))} MiB`,
    `parse ~${parseSeconds} s, RSS ${stats(of('parse'))} MiB`,
    `scoring ${of('score').length} s (${job.rows_done} rows scored before the cancel), RSS ${stats(of('score'))} MiB`,
  ];
  for (const l of summary) console.log(l);
  if (values.out) {
    // RSS every 30 s of the run.
    const timeline = samples.filter((_, i) => i % 30 === 0).map((s) => `| ${s.t.toFixed(0)} | ${s.phase} | ${s.rss.toFixed(0)} | ${s.progress} |`);
    appendFileSync(
      values.out,
      `\n### ${new Date().toISOString().slice(0, 16)} UTC: ${ROWS} rows, ${(sent / 2 ** 20).toFixed(0)} MiB (bench/bulk-memory.ts, sqlite)\n\n` +
        summary.map((l) => `- ${l}`).join('\n') +
        '\n\n| s | phase | RSS MiB (serve tree) | progress |\n|---|---|---|---|\n' +
        timeline.join('\n') +
        '\n',
    );
  }
} finally {
  clearInterval(sampler);
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
