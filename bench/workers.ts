/**
 * `idrisk serve --workers N` under load: the compiled server (bin/idrisk, as operators run it) on a fresh SQLite file,
 * 1 process and then N, on the same scenarios; req/s and the CPU time of the whole process tree (primary + workers,
 * from /proc) per request. Measured as bench/run.ts measures (bench/measure.ts): warm-up and window on the same
 * connections, the fresh connections' accept burst reported apart (`burstMax`). Everything listens on 127.0.0.1; each
 * phase is bounded by autocannon's duration.
 *
 * Alone: node --import tsx bench/workers.ts [--workers 1,2 --duration 10 --warmup 2 --connections 50]
 * (`npm run bench` runs it after the scenarios and writes the table into bench/RESULTS.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measure } from './measure.js';

export interface WorkerRun {
  readonly workers: number;
  readonly scenario: string;
  readonly rps: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly cpuUs: number | null;
  /** The longest wait of a first request on the run's fresh connections (the warm-up's start), ms. */
  readonly burstMax: number | null;
  /** Resident memory of the whole process tree (primary + workers), MB: once listening, and after this scenario. */
  readonly rssReadyMB: number;
  readonly rssAfterMB: number;
}

const TICK_US = 1_000_000 / 100; // USER_HZ is 100 on Linux

/** CPU time (µs) of a process and its children, from /proc. */
function treeCpuUs(pid: number): number {
  let total = 0;
  const visit = (p: number) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * TICK_US;
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const c of children ? children.split(' ') : []) visit(Number(c));
    } catch {
      /* the process exited */
    }
  };
  visit(pid);
  return total;
}

/** Resident memory (MB) of a process and its children, from /proc (VmRSS). */
export function treeRssMB(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const c of children ? children.split(' ') : []) visit(Number(c));
    } catch {
      /* the process exited */
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

export async function compareWorkers(counts: readonly number[], options: { duration?: number; warmup?: number; connections?: number } = {}): Promise<WorkerRun[]> {
  const duration = options.duration ?? 10;
  const warmup = options.warmup ?? 2;
  const connections = options.connections ?? 50;
  if (!existsSync('dist/cli/main.js') || process.env.BENCH_BUILD !== '0') {
    spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  }
  const out: WorkerRun[] = [];
  for (const n of counts) {
    const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-workers-'));
    const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent', IDRISK_DEFAULT_RATE_LIMIT: '1000000' };
    const cli = (args: string[]) => spawnSync(process.execPath, ['bin/idrisk', ...args], { env, encoding: 'utf8' });
    const child = spawn(process.execPath, ['bin/idrisk', 'serve', '--host', '127.0.0.1', '--port', '0', '--workers', String(n), '--demo', '--json'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    try {
      const info = await new Promise<{ url: string; demo: { account_id: string; live_key: string; sandbox_key: string } }>((resolve, reject) => {
        let buf = '';
        child.stderr.on('data', (c: Buffer) => {
          buf += c.toString();
          const line = buf.split('\n').find((l) => l.startsWith('{'));
          if (line) resolve(JSON.parse(line));
        });
        child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${buf}`)));
      });
      cli(['accounts', 'update', info.demo.account_id, '--unlimited']);
      const rssReadyMB = treeRssMB(child.pid!);
      process.stdout.write(`${n} worker(s): listening, process tree rss ${rssReadyMB} MB\n`);
      let seq = 0;
      const scenarios = [
        { name: 'sandbox POST /1.0/phone', method: 'POST' as const, path: '/1.0/phone', key: info.demo.sandbox_key, body: () => JSON.stringify({ customer_id: `w${n}-${++seq}`, claims: ['phone'], phone_number: `+4477009001${String(seq % 100).padStart(2, '0')}` }) },
        { name: 'live POST /1.0/name', method: 'POST' as const, path: '/1.0/name', key: info.demo.live_key, body: () => JSON.stringify({ customer_id: `w${n}-${++seq}`, claims: ['name'], first_name: 'Jane', last_name: `Doe${seq % 500}` }) },
        { name: 'live POST /1.0/ip (varied addresses)', method: 'POST' as const, path: '/1.0/ip', key: info.demo.live_key, body: () => { const i = ++seq; return JSON.stringify({ customer_id: `w${n}-${i}`, claims: ['ip'], ip: `${1 + (i % 222)}.${(i * 7) & 255}.${(i * 13) & 255}.${i & 255}` }); } },
        { name: 'GET /1.0/credits', method: 'GET' as const, path: '/1.0/credits', key: info.demo.live_key, body: undefined },
      ];
      for (const s of scenarios) {
        const m = await measure({
          url: `${info.url}${s.path}`,
          method: s.method,
          headers: { 'x-api-key': s.key, ...(s.body ? { 'content-type': 'application/json' } : {}) },
          body: s.body,
          connections,
          warmup,
          duration,
          open: async () => treeCpuUs(child.pid!),
          close: async () => treeCpuUs(child.pid!),
        });
        const row: WorkerRun = { workers: n, scenario: s.name, rps: m.rps, p99: m.p99, non2xx: m.non2xx + m.errors, cpuUs: m.total > 0 ? (m.after - m.before) / m.total : null, burstMax: m.burstMax, rssReadyMB, rssAfterMB: treeRssMB(child.pid!) };
        out.push(row);
        process.stdout.write(`${n} worker(s) ${s.name}: ${Math.round(row.rps)} req/s p99 ${row.p99} ms cpu ${row.cpuUs?.toFixed(0)} µs/req non2xx ${row.non2xx} rss ${row.rssAfterMB} MB (fresh connections: first-request wait up to ${row.burstMax} ms)\n`);
      }
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return out;
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      workers: { type: 'string', default: '1,2' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'node --import tsx bench/workers.ts [--workers 1,2] [--duration 10] [--warmup 2] [--connections 50]\n' +
        '  req/s, p99, CPU per request of the process tree and the fresh-connection burst for each worker count\n' +
        '  (the server is rebuilt first unless BENCH_BUILD=0 and dist/ exists)\n',
    );
  } else {
    const counts = values.workers!.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
    await compareWorkers(counts, { duration: Number(values.duration), warmup: Number(values.warmup), connections: Number(values.connections) });
  }
}
