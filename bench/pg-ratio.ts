/**
 * PostgreSQL's CPU per live call against SQLite's, measured as bench/run.ts measures it but with the servers up side by
 * side and their windows alternated, so the machine's drift falls on both (run.ts measures all of SQLite, then all of
 * PostgreSQL, minutes apart). Issue 33's target: PostgreSQL CPU per call <= 1.2x SQLite's for every product.
 *
 *   node --import tsx bench/pg-ratio.ts [--only email,name] [--rounds 3] [--duration 3] [--warmup 1]
 *     [--trees DIR[,DIR]] [--db sqlite,postgres] [--cpu-prof DIR] [--engine]
 *
 * One bench/server.ts per (tree, database), each on its own data (quick sizes: bench/seed.ts datasets and the small
 * graph), the PostgreSQL ones on databases of one PostgreSQL server started here (test/helpers/postgres.ts: fsync off,
 * synchronous_commit off, as the bench's). Every round measures each scenario on every server in turn (ABBA order
 * over rounds), after a bare-route window of the same server. For each window:
 *   - server CPU µs/req: the server process's process.cpuUsage() (user + system) per answered request, the figure
 *     bench/run.ts reports and the issue's ratio is made of. It does not include PostgreSQL's own processes;
 *   - PostgreSQL CPU µs/req: utime + stime of the postmaster and all its children (backends, WAL writer,
 *     autovacuum...) read from /proc over the same window, per answered request (only one server is loaded at a time;
 *     the others are idle). SQLite does its database work inside the server process, so "server + PostgreSQL" is the
 *     like-for-like comparison of the whole machine's work;
 *   - round trips/req: statements the server sent (the store's driver-level counter).
 * --trees compares code trees (each a checkout with its own src; compiled by bench/server.ts): an A/B on the same data
 * sizes in one run. Prints the medians over rounds and each round's PostgreSQL/SQLite ratio of the same tree.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPostgres } from '../test/helpers/postgres.js';
import { SIZES } from './data.js';
import { measure } from './measure.js';
import { scenarios } from './scenarios.js';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'email,name' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    trees: { type: 'string', default: '.' },
    db: { type: 'string', default: 'sqlite,postgres' },
    'cpu-prof': { type: 'string' },
    engine: { type: 'boolean', default: false },
    perf: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const trees = values.trees!.split(',').map((t) => resolvePath(t));
const dbs = values.db!.split(',') as ('sqlite' | 'postgres')[];
const labels = values.only!.split(',');
const sizes = SIZES.quick;
const all = scenarios(sizes).filter((s) => s.key === 'live' && s.label && s.graph !== 'large' && !s.usageRows);
const picked = labels.map((l) => {
  const s = all.find((x) => x.label === l || x.label!.startsWith(l));
  if (!s) throw new Error(`--only: no live scenario labelled ${l} (${all.map((x) => x.label).join(', ')})`);
  return s;
});
const profDir = values['cpu-prof'] ? resolvePath(values['cpu-prof']) : null;
if (profDir) mkdirSync(profDir, { recursive: true });
/** --perf DIR: `perf record -e task-clock` of the server process over each measured window (CPU time, not wall time). */
const perfDir = values.perf ? resolvePath(values.perf) : null;
if (perfDir) mkdirSync(perfDir, { recursive: true });

const TICK_US = 1e6 / 100; // USER_HZ: /proc's clock ticks are 1/100 s on Linux

/** utime + stime (µs) of `pid` and every process whose ancestor it is (PostgreSQL's backends are its children). */
function treeCpuUs(root: number): number {
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(d), Number(f[1]));
      cpu.set(Number(d), (Number(f[11]) + Number(f[12])) * TICK_US);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  for (const [pid, us] of cpu) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parent.get(p)) {
      if (p === root) {
        total += us;
        break;
      }
    }
  }
  return total;
}

interface Server {
  readonly name: string;
  readonly db: 'sqlite' | 'postgres';
  readonly child: ChildProcess;
  readonly info: { url: string; bareUrl: string; live: string };
  ask<T>(cmd: string, extra?: object): Promise<T>;
}

const pgServer = dbs.includes('postgres') ? await startPostgres() : null;
let dbSeq = 0;

async function startServer(tree: string, db: 'sqlite' | 'postgres'): Promise<Server> {
  let url: string | undefined;
  if (db === 'postgres') {
    const name = `ratio_${dbSeq++}`;
    const c = new pg.Client(pgServer!.adminUrl);
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    url = pgServer!.adminUrl.replace(/\/postgres$/, `/${name}`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: tree,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_SIZES: JSON.stringify(sizes), BENCH_RSS_PROBE: '0', ...(url ? { BENCH_DATABASE_URL: url } : {}) },
  });
  const info = await new Promise<Server['info']>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (c: Buffer) => {
      buf += c.toString();
      const i = buf.indexOf('\n');
      if (i >= 0) resolve(JSON.parse(buf.slice(0, i)) as Server['info']);
    });
    child.once('exit', (code) => reject(new Error(`bench server (${tree}, ${db}) exited ${code}`)));
  });
  let seq = 0;
  const ask = <T>(cmd: string, extra: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++seq;
      const on = (m: { id: number; result?: T; error?: string }) => {
        if (m.id !== id) return;
        child.off('message', on);
        if (m.error !== undefined) reject(new Error(m.error));
        else resolve(m.result as T);
      };
      child.on('message', on);
      child.send({ id, cmd, ...extra });
    });
  const name = `${trees.length > 1 ? `${tree.split('/').pop()} ` : ''}${db}`;
  process.stdout.write(`${name}: ready\n`);
  return { name, db, child, info, ask };
}

type Cpu = { user: number; system: number; roundTrips: number };
interface Window {
  rps: number;
  cpuUs: number;
  sysUs: number;
  pgUs: number | null;
  roundTrips: number | null;
  non2xx: number;
  /** Device scenarios: the user-agent parse cache's hit rate over the window (the engine's cost depends on it). */
  hitRate?: number;
}

let bodySeq = 0;
async function window(server: Server, path: string, body: () => string, key: string | null, prof: string | null, perfFile: string | null = null, device = false): Promise<Window> {
  const pgRoot = server.db === 'postgres' ? pgServer!.pid() : null;
  let pg0 = 0;
  let pg1 = 0;
  let perf: ChildProcess | null = null;
  const m = await measure<Cpu, Cpu>({
    url: `${key ? server.info.url : server.info.bareUrl}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body,
    connections,
    warmup,
    duration,
    open: async () => {
      if (device) await server.ask('device-reset');
      if (prof) await server.ask('profile-start');
      if (perfFile) perf = spawn('perf', ['record', '-q', '-k', '1', '-e', 'task-clock', '-F', '2000', '-g', '-p', String(server.child.pid), '-o', perfFile], { stdio: 'ignore' });
      if (pgRoot) pg0 = treeCpuUs(pgRoot);
      return server.ask<Cpu>('cpu');
    },
    close: async () => {
      const c = await server.ask<Cpu>('cpu');
      if (pgRoot) pg1 = treeCpuUs(pgRoot);
      const p = perf as ChildProcess | null;
      if (p) {
        p.kill('SIGINT');
        await new Promise((r) => (p.exitCode !== null ? r(undefined) : p.once('exit', r)));
      }
      return c;
    },
  });
  if (prof) await server.ask('profile-stop', { file: prof });
  const n = Math.max(1, m.total);
  const cache = device ? (await server.ask<{ device: { uaCache?: { hitRate?: number } } | null }>('stats')).device?.uaCache : undefined;
  return {
    rps: m.rps,
    cpuUs: (m.after.user - m.before.user + m.after.system - m.before.system) / n,
    sysUs: (m.after.system - m.before.system) / n,
    pgUs: pgRoot ? (pg1 - pg0) / n : null,
    roundTrips: server.db === 'postgres' ? (m.after.roundTrips - m.before.roundTrips) / n : null,
    non2xx: m.non2xx,
    ...(cache?.hitRate !== undefined ? { hitRate: cache.hitRate } : {}),
  };
}

const servers: Server[] = [];
try {
  for (const tree of trees) for (const db of dbs) servers.push(await startServer(tree, db));
  const results = new Map<string, Map<string, (Window & { bareUs: number; engineUs?: number })[]>>();
  const load: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const s of picked) {
      const order = r % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        load.push(loadavg()[0]!);
        const bare = await window(server, '/bare', () => '{"a":1}', null, null);
        const prof = profDir ? join(profDir, `${s.label}-${server.name.replace(/\W+/g, '-')}-r${r}.cpuprofile`) : null;
        const perfFile = perfDir ? join(perfDir, `${s.label}-${server.name.replace(/\W+/g, '-')}-r${r}.data`) : null;
        const w = await window(server, s.path, () => s.body!(++bodySeq), server.info.live, prof, perfFile, s.deviceStats === true);
        let engineUs: number | undefined;
        if (values.engine && s.engineInput) {
          const inputs = Array.from({ length: 1000 }, (_, i) => s.engineInput!(bodySeq + 1 + i));
          engineUs = (await server.ask<{ cpuUs: number } | null>('engine-time', { product: s.engineProduct ?? s.needsEngine, inputs }))?.cpuUs;
        }
        const row = { ...w, bareUs: bare.cpuUs, ...(engineUs !== undefined ? { engineUs } : {}) };
        const byServer = results.get(s.label!) ?? new Map();
        results.set(s.label!, byServer);
        byServer.set(server.name, [...(byServer.get(server.name) ?? []), row]);
        process.stdout.write(
          `r${r} ${s.label} ${server.name}: ${Math.round(w.rps)} req/s, server ${w.cpuUs.toFixed(0)} µs/req (sys ${w.sysUs.toFixed(0)})` +
            `${w.pgUs !== null ? `, PostgreSQL ${w.pgUs.toFixed(0)} µs/req, round trips ${w.roundTrips!.toFixed(2)}` : ''}` +
            `${engineUs !== undefined ? `, engine alone ${engineUs.toFixed(0)}` : ''}${w.hitRate !== undefined ? `, parse-cache hits ${(100 * w.hitRate).toFixed(1)} %` : ''}; bare ${bare.cpuUs.toFixed(0)} µs${w.non2xx ? `; NON-2XX ${w.non2xx}` : ''} (load ${loadavg()[0]!.toFixed(1)})\n`,
        );
      }
    }
  }
  const med = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const lines: string[] = [`\nmedians over ${rounds} rounds (load ${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)}):`];
  for (const [label, byServer] of results) {
    for (const [name, rows] of byServer) {
      const pgUs = rows.map((x) => x.pgUs).filter((x): x is number => x !== null);
      lines.push(
        `  ${label} ${name}: server ${med(rows.map((x) => x.cpuUs)).toFixed(0)} µs/req` +
          `${pgUs.length ? `, PostgreSQL ${med(pgUs).toFixed(0)}, server + PostgreSQL ${med(rows.map((x) => x.cpuUs + (x.pgUs ?? 0))).toFixed(0)}` : ''}` +
          `, bare ${med(rows.map((x) => x.bareUs)).toFixed(0)}, ${med(rows.map((x) => x.rps)).toFixed(0)} req/s`,
      );
    }
    for (const tree of trees) {
      const prefix = trees.length > 1 ? `${tree.split('/').pop()} ` : '';
      const sq = byServer.get(`${prefix}sqlite`);
      const pq = byServer.get(`${prefix}postgres`);
      if (!sq || !pq) continue;
      const ratios = sq.map((x, i) => pq[i]!.cpuUs / x.cpuUs);
      const whole = sq.map((x, i) => (pq[i]!.cpuUs + (pq[i]!.pgUs ?? 0)) / x.cpuUs);
      lines.push(
        `  ${label} ${prefix}PostgreSQL/SQLite, server CPU: ${ratios.map((x) => x.toFixed(2)).join(' ')} (median ${med(ratios).toFixed(2)}); ` +
          `server + PostgreSQL: ${whole.map((x) => x.toFixed(2)).join(' ')} (median ${med(whole).toFixed(2)})`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  if (profDir) writeFileSync(join(profDir, 'summary.txt'), lines.join('\n'));
} finally {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(undefined) : s.child.once('exit', r)))));
  await pgServer?.stop();
}
