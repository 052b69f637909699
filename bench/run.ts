/**
 * Load benchmarks: autocannon against each endpoint and a bare Fastify route served by the same process, in the
 * same run, at 50 connections. Writes bench/RESULTS.md with req/s, p50/p99 latency and the ratio to the bare route,
 * then notes: data sizes, import speed, resident memory, device cache hit rate, identity graph sizes, misses.
 *
 * Usage: npm run bench [-- --duration 10 --connections 50 --warmup 2 --only TEXT --quick --cpu-prof DIR]
 *   --quick      smaller data (10^5 rows and ranges, graph 10^4 -> 10^5), 3 s per endpoint: a smoke run
 *   --cpu-prof   write a V8 CPU profile of the server process over each measured window into DIR (Chrome DevTools),
 *                the bare route's runs included (bare-start, bare-end): compare a scenario with them per request
 *   --only       run the scenarios whose name contains TEXT (the bare route always runs)
 *   --sql-timing print the database time per request of each SQL statement (a diagnostic; adds overhead)
 * Everything listens on 127.0.0.1 only; every phase is bounded (autocannon stops after --duration seconds).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { SIZES } from './data.js';
import { startPostgres } from '../test/helpers/postgres.js';
import { compareWorkers } from './workers.js';
import { measure as measureWindow } from './measure.js';
import { scenarios, type Scenario } from './scenarios.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string' },
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'sql-timing': { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench/RESULTS.md' },
    db: { type: 'string', default: 'sqlite,postgres' },
    workers: { type: 'string', default: '1,2' },
  },
});
const databases = values.db!.split(',').filter((d): d is 'sqlite' | 'postgres' => d === 'sqlite' || d === 'postgres');
const workerCounts = values.workers!.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const quick = values.quick === true;
const duration = Number(values.duration ?? (quick ? 3 : 10));
const warmup = Number(values.warmup ?? (quick ? 1 : 2));
const connections = Number(values.connections);
const sizes = quick ? SIZES.quick : SIZES.full;
const started = performance.now();

interface Row {
  name: string;
  rps: number;
  /** PostgreSQL: statements sent to the server per answered request (driver-level counter of the server process). */
  roundTrips?: number | null;
  /** CPU time (user + system) the server process spent per answered request over the measured window. */
  cpuUs: number | null;
  /** The system (kernel) part of cpuUs: socket reads and writes, the database's file I/O. */
  sysUs?: number | null;
  /** The product engine alone, called in series after the window: CPU µs per call. */
  engineUs?: number;
  /** Hub only: the score step alone (graph cross facts, consistency, scorecard) on the engines' outcomes, CPU µs. */
  scoreUs?: number;
  /** A short name for the notes. */
  label?: string;
  p50: number;
  p99: number;
  /** Server-side latency (first request bytes read -> answer written), ms: the service alone (bench/server.ts). */
  serverP50: number | null;
  serverP99: number | null;
  /** The longest wait of a first request on fresh connections (the warm-up's start), ms. */
  burstMax: number | null;
  non2xx: number;
  errors: number;
  ratio: number | null;
  target: Scenario['target'] | null;
}

interface Mem {
  rssMB: number;
  heapUsedMB: number;
  externalMB: number;
  /** Peak resident size of the process so far (VmHWM), where the server reports it. */
  peakMB?: number | null;
}
interface CacheStats {
  size: number;
  hits: number;
  misses: number;
  hitRate: number;
}
interface Stats {
  memory: Mem;
  device: { uaCache: CacheStats; catalogueCache: CacheStats } | null;
  graph: { nodes: number; edges: number };
}
interface Info {
  url: string;
  bareUrl: string;
  live: string;
  sandbox: string;
  engines: string[];
  database: string;
  seeded: Record<string, { rows?: number; seconds: number; rowsPerSecond?: number; megabytes?: number; generateSeconds?: number; nodes?: number; edges?: number; people?: number }> | null;
  seedSeconds: number;
  composeMs: number;
  ipLoadMs: Record<string, number> | null;
  ipListEntries: number | null;
  memory: { beforeCompose: Mem; afterCompose: Mem; ready: Mem; production: ProductionMemory | { error: string } | null };
}
interface ProbeMem extends Mem {
  /** VmHWM: the most resident so far (the start-up's transient included). */
  peakMB?: number;
  /** V8's code space (compiled functions and RegExps). */
  codeMB?: number;
}
interface ServerMemory {
  composeMs: number;
  imported: ProbeMem;
  ready: ProbeMem;
  afterGc: ProbeMem;
  afterLookups: ProbeMem;
}
/** bench/rss-probe.mjs: the server on the bench's database (top level) and one with exactly the bundled data. */
interface ProductionMemory extends ServerMemory {
  bundled?: ServerMemory;
}

/** One database: seed, start the bench server on it, run every scenario; the rows and notes of that run. */
async function runDatabase(database: 'sqlite' | 'postgres') {
  const profDir = values['cpu-prof'];
  if (profDir) mkdirSync(profDir, { recursive: true });
  process.stdout.write(`seeding ${quick ? 'quick' : 'full'} data (${JSON.stringify(sizes)}) and starting the server...\n`);
  const pg = database === 'postgres' ? await startPostgres() : null;
  // BENCH_SERVER_NODE_FLAGS="--flag …": node options of the server process and of its memory probe (V8's GC flags
  // included, which NODE_OPTIONS refuses), not of this process (the load generator).
  const serverFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...serverFlags, '--import', 'tsx', 'bench/server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: {
      ...process.env,
      BENCH_SIZES: JSON.stringify(sizes),
      ...(values['sql-timing'] ? { BENCH_SQL_TIMING: '1' } : {}),
      ...(pg ? { BENCH_DATABASE_URL: pg.adminUrl, BENCH_RSS_PROBE: '0' } : {}),
    },
  });
  const info = await new Promise<Info>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (c: Buffer) => {
      buf += c.toString();
      const i = buf.indexOf('\n');
      if (i >= 0) resolve(JSON.parse(buf.slice(0, i)));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
  });
  process.stdout.write(`server ready after ${((performance.now() - started) / 1000).toFixed(0)} s (seed ${info.seedSeconds} s, compose ${info.composeMs} ms, rss ${info.memory.ready.rssMB} MB)\n`);

  let askSeq = 0;
  /** One request to the server over IPC; bounded by `timeoutMs`. */
  function ask<T>(cmd: string, extra: object = {}, timeoutMs = 600_000): Promise<T> {
    const id = ++askSeq;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.off('message', onMessage);
        reject(new Error(`server did not answer ${cmd} within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (m: { id: number; result?: T; error?: string }) => {
        if (m.id !== id) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        if (m.error !== undefined) reject(new Error(m.error));
        else resolve(m.result as T);
      };
      child.on('message', onMessage);
      child.send({ id, cmd, ...extra });
    });
  }

  type ServerLatency = { p50: number | null; p99: number | null; max: number | null };
  type Cpu = NodeJS.CpuUsage & { roundTrips: number };
  interface Measured {
    /** Responses counted in the measured window. */
    total: number;
    rps: number;
    p50: number;
    p99: number;
    non2xx: number;
    errors: number;
    /** The server's CPU time per request it answered in the window. */
    cpuUs: number | null;
    /** Its system (kernel) part. */
    sysUs: number | null;
    roundTrips: number | null;
    served: ServerLatency;
    /** The longest wait of a first request on the run's fresh connections (sent in its first 100 ms), ms. */
    burstMax: number | null;
  }

  let seq = 0;
  /** bench/measure.ts's window (warm-up and window on the same connections), with the server's CPU snapshots (`atStart` runs first: profiler, caches). */
  async function measure(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body: (() => string) | undefined, atStart?: () => Promise<void>): Promise<Measured> {
    const m = await measureWindow({
      url,
      method,
      headers,
      body,
      connections,
      warmup,
      duration,
      open: async () => {
        if (atStart) await atStart();
        return ask<Cpu>('cpu');
      },
      close: () => ask<Cpu & { latency: ServerLatency }>('cpu'),
    });
    const { before: b, after: a, total } = m;
    const used = a.user - b.user + (a.system - b.system);
    return {
      total,
      rps: m.rps,
      p50: m.p50,
      p99: m.p99,
      non2xx: m.non2xx,
      errors: m.errors,
      cpuUs: total > 0 ? used / total : null,
      sysUs: total > 0 ? (a.system - b.system) / total : null,
      roundTrips: total > 0 && database === 'postgres' ? (a.roundTrips - b.roundTrips) / total : null,
      served: a.latency,
      burstMax: m.burstMax,
    };
  }

  const rows: Row[] = [];
  const bareRun = async (name: string): Promise<Row> => {
    const m = await measure(`${info.bareUrl}/bare`, 'POST', { 'content-type': 'application/json' }, () => '{"a":1}', profDir ? () => ask('profile-start') : undefined);
    if (profDir) await ask('profile-stop', { file: join(resolvePath(profDir), `bare-${rows.length === 0 ? 'start' : 'end'}.cpuprofile`) });
    const row: Row = { name, rps: m.rps, cpuUs: m.cpuUs, sysUs: m.sysUs, p50: m.p50, p99: m.p99, serverP50: m.served.p50, serverP99: m.served.p99, burstMax: m.burstMax, non2xx: m.non2xx, errors: m.errors, ratio: 1, target: null };
    process.stdout.write(`${row.name}: ${Math.round(row.rps)} req/s p99 ${row.p99} ms (server-side p99 ${row.serverP99} ms) cpu ${m.cpuUs?.toFixed(0)} µs/req\n`);
    return row;
  };
  const bare = await bareRun('bare Fastify route (POST /bare), start of run');
  rows.push(bare);

  const notes = {
    graph: [] as { scenario: string; nodes: number; edges: number }[],
    grow: null as { seconds: number; nodes: number; edges: number; people: number } | null,
    device: null as { cold: CacheStats; measured: CacheStats; distinct: number } | null,
    skipped: [] as string[],
    usage: [] as { scenario: string; rows: number }[],
  };

  for (const s of scenarios(sizes)) {
    if (values.only && !s.name.includes(values.only)) continue;
    if (s.needsEngine && !info.engines.includes(s.needsEngine)) {
      process.stdout.write(`${s.name}: skipped (no live ${s.needsEngine} engine)\n`);
      notes.skipped.push(s.name);
      continue;
    }
    if (s.graph === 'large' && !notes.grow) {
      process.stdout.write(`growing the identity graph to ${sizes.graphLarge.toLocaleString('en')} identifiers...\n`);
      const g = await ask<{ graph: { seconds: number; nodes: number; edges: number; people: number } }>('grow-graph', { nodes: sizes.graphLarge });
      notes.grow = g.graph;
      process.stdout.write(`  ${g.graph.nodes} identifiers, ${g.graph.edges} links in ${g.graph.seconds} s\n`);
    }
    if (s.usageRows !== undefined) {
      const u = await ask<{ rows: number; seconds: number }>('grow-usage', { rows: s.usageRows });
      process.stdout.write(`  ${u.rows.toLocaleString('en')} usage rows this month (${u.seconds} s to write)\n`);
      notes.usage.push({ scenario: s.name, rows: u.rows });
    }
    if (s.graph) {
      const st = await ask<Stats>('stats');
      notes.graph.push({ scenario: s.name, ...st.graph });
    }
    const key = s.key === 'live' ? info.live : info.sandbox;
    const headers: Record<string, string> = { 'x-api-key': key, ...(s.method === 'POST' ? { 'content-type': 'application/json' } : {}) };
    const body = s.body ? () => s.body!(++seq) : undefined;
    if (s.deviceStats) await ask('device-reset');
    let cold: CacheStats | null = null;
    const m = await measure(`${info.url}${s.path}`, s.method, headers, body, async () => {
      if (s.deviceStats) {
        cold = (await ask<Stats>('stats')).device?.uaCache ?? null;
        await ask('device-reset');
      }
      if (values['sql-timing']) await ask('sql-times');
      if (profDir) await ask('profile-start');
    });
    const { cpuUs, sysUs, roundTrips } = m;
    if (profDir) {
      const file = join(resolvePath(profDir), `${String(rows.length).padStart(2, '0')}-${s.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}.cpuprofile`);
      await ask('profile-stop', { file });
      process.stdout.write(`  profile: ${file}\n`);
    }
    if (s.deviceStats) {
      const measured = (await ask<Stats>('stats')).device?.uaCache;
      if (cold && measured) notes.device = { cold, measured, distinct: measured.size };
    }
    const row: Row = { name: s.name, label: s.label, rps: m.rps, cpuUs, sysUs, roundTrips, p50: m.p50, p99: m.p99, serverP50: m.served.p50, serverP99: m.served.p99, burstMax: m.burstMax, non2xx: m.non2xx, errors: m.errors, ratio: m.rps / bare.rps, target: s.target };
    rows.push(row);
    process.stdout.write(`${row.name}: ${Math.round(row.rps)} req/s p99 ${row.p99} ms (server-side p99 ${row.serverP99} ms) ratio ${row.ratio?.toFixed(2)} cpu ${cpuUs?.toFixed(0)} µs/req non2xx ${row.non2xx}${roundTrips !== null ? ` round trips ${roundTrips.toFixed(2)}/req` : ''}\n`);
    if (values['sql-timing']) {
      const total = Math.max(1, m.total);
      for (const q of (await ask<{ sql: string; calls: number; ms: number }[]>('sql-times')).slice(0, 12)) {
        process.stdout.write(`  sql ${((q.ms * 1000) / total).toFixed(1).padStart(6)} µs/req ${(q.calls / total).toFixed(2)} calls/req  ${q.sql}\n`);
      }
    }
    if (s.engineInput && s.needsEngine) {
      // The next 2000 inputs of the same request stream: the engine's caches are where the load left them, so a
      // call meets what a request of the window met (the device parse cache misses on new agents as under load).
      // The 1000 after them run first, untimed (bench/server.ts, LEAD_IN; docs/decisions.md, issue 33 eleventh pass).
      const inputs = Array.from({ length: 3000 }, (_, i) => s.engineInput!(seq + 1 + i));
      const e = await ask<{ wallUs: number; cpuUs: number; mainUs?: number; scoreCpuUs?: number } | null>('engine-time', { product: s.engineProduct ?? s.needsEngine, inputs });
      if (e) {
        row.engineUs = e.cpuUs;
        if (e.scoreCpuUs !== undefined) row.scoreUs = e.scoreCpuUs;
        process.stdout.write(`  engine alone: ${e.cpuUs.toFixed(0)} µs/call${e.mainUs !== undefined ? ` (main thread ${e.mainUs.toFixed(0)})` : ''}${e.scoreCpuUs !== undefined ? `; score step alone ${e.scoreCpuUs.toFixed(0)} µs/call` : ''}\n`);
      }
    }
    if (row.non2xx > 0 || row.errors > 0) {
      const res = await fetch(`${info.url}${s.path}`, { method: s.method, headers, body: body?.() });
      process.stdout.write(`  sample answer: ${res.status} ${(await res.text()).slice(0, 300)}\n`);
    }
  }

  // The bare route again: the machine's load may drift during a run; ratios use the mean of both bare runs.
  const bareEnd = await bareRun('bare Fastify route (POST /bare), end of run');
  rows.push(bareEnd);
  const bareMean = (bare.rps + bareEnd.rps) / 2;
  for (const r of rows) r.ratio = r.rps / bareMean;
  const final = await ask<Stats>('stats');
  const afterGc = await ask<Mem>('memory-gc');
  process.stdout.write(`server memory at the end: rss ${final.memory.rssMB} MB, peak (VmHWM) ${final.memory.peakMB ?? '?'} MB, after a forced GC ${afterGc.rssMB} MB\n`);
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  await pg?.stop();
  return { info, rows, bare, bareEnd, notes, final };

}

const runs: { database: 'sqlite' | 'postgres'; run: Awaited<ReturnType<typeof runDatabase>> }[] = [];
for (const database of databases) {
  process.stdout.write(`\n== ${database} ==\n`);
  runs.push({ database, run: await runDatabase(database) });
}
const { info, rows, bare, bareEnd, notes, final } = runs[0].run;
const workerRuns = workerCounts.length > 0 ? await compareWorkers(workerCounts, { duration, warmup, connections }) : [];

const ok = (r: Row) => !!r.target && (r.ratio ?? 0) >= r.target.ratio && (r.target.p99 === undefined || r.p99 <= r.target.p99) && r.non2xx === 0 && r.errors === 0;
const verdict = (r: Row) => {
  if (!r.target) return '';
  return `${ok(r) ? 'meets' : 'MISSES'} (>= ${r.target.ratio}${r.target.p99 !== undefined ? `, p99 <= ${r.target.p99} ms` : ''})`;
};

const n = (x: number | undefined) => (x === undefined ? '?' : x.toLocaleString('en'));
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const sd = info.seeded;
const noteLines: string[] = [];
if (sd) {
  const b = sd.breaches;
  noteLines.push(
    `- **Data** (seeded by bench/seed.ts before the server starts, in its own process): breaches ${n(b?.rows)} rows, phone-names ${n(sd['phone-names']?.rows)}, ` +
      `mnp ${n(sd.mnp?.rows)}, presence ${n(sd.presence?.rows)}, disposable-phones ${n(sd['disposable-phones']?.rows)}; ip-lists ${n(sd['ip-lists']?.rows)} ranges ` +
      `(random /24s, single addresses and IPv6 /48s of all seven kinds); seeding took ${info.seedSeconds} s.`,
    `- **Import speed** (${info.database}): the generated ${n(b?.rows)}-row breaches JSONL file (${n(b?.megabytes)} MB) went through the streaming import ` +
      `framework (\`idrisk import breaches\`, default batch and store settings) at **${n(b?.rowsPerSecond)} rows/s** (${b?.seconds} s; target >= 50,000 rows/s: ` +
      `${(b?.rowsPerSecond ?? 0) >= 50_000 ? 'meets' : 'MISSES'}). phone-names: ${n(sd['phone-names']?.rowsPerSecond)} rows/s; ip-lists through the dataset's write(): ` +
      `${n(sd['ip-lists']?.rowsPerSecond)} rows/s (this seeding connection uses a 256 MB page cache after the breaches import).`,
  );
}
const prod = info.memory.production;
if (prod && 'error' in prod) {
  noteLines.push(`- **Memory of the compiled server**: not measured (${prod.error}).`);
} else if (prod) {
  const worst = (m: ServerMemory) => Math.max(m.ready.rssMB, m.afterLookups.rssMB);
  const peak = (m: ServerMemory) => (m.afterLookups.peakMB === undefined ? '' : `, peak (VmHWM) ${m.afterLookups.peakMB} MB`);
  const b = prod.bundled;
  if (b) {
    noteLines.push(
      `- **Resident memory with exactly the bundled data** (what a fresh \`npm ci && npm start\` serves: a new SQLite file, no imported dataset; src compiled by tsc, ` +
        `plain \`node\`; bench/rss-probe.mjs): ${b.imported.rssMB} MB with the code loaded, **${b.ready.rssMB} MB with every engine loaded**, ${b.afterGc.rssMB} MB after a GC, ` +
        `**${b.afterLookups.rssMB} MB after 20,000 ip lookups** (heap ${b.afterLookups.heapUsedMB} MB, external ${b.afterLookups.externalMB} MB${peak(b)}). ` +
        `Target <= 300 MB with all bundled data (issue 33, the figure it names): ${worst(b) <= 300 ? 'meets' : 'MISSES'}.`,
    );
  }
  noteLines.push(
    `- **Resident memory with the bench's imported data** (the same compiled server composed on the seeded database, building the ` +
      `${n(info.ipListEntries ?? undefined)}-entry ip-lists index from it): ${prod.imported.rssMB} MB with the code loaded, ` +
      `**${prod.ready.rssMB} MB with all IP data and every engine loaded**, ${prod.afterGc.rssMB} MB after a GC, **${prod.afterLookups.rssMB} MB after 20,000 ip ` +
      `lookups** (heap ${prod.afterLookups.heapUsedMB} MB, external ${prod.afterLookups.externalMB} MB${peak(prod)}; the DB-IP city data is read from its geo index file per lookup, not held in memory). ` +
      `Not bundled data: ${worst(prod) <= 300 ? 'within' : 'above'} 300 MB.`,
  );
}
noteLines.push(
  `- **The bench server** (the same code under tsx, which adds its own memory): engines and lookups created in ${info.composeMs} ms` +
    (info.ipLoadMs ? ` (ip reference: geo ${info.ipLoadMs.geo} ms, asn ${info.ipLoadMs.asn} ms, lists ${info.ipLoadMs.lists} ms${prod && !('error' in prod) ? ' from the index snapshot the compiled run wrote' : ''})` : '') +
    `; rss ${info.memory.beforeCompose.rssMB} MB before the engines, ${info.memory.afterCompose.rssMB} MB after, ${final.memory.rssMB} MB after the whole run.`,
);
if (notes.graph.length > 0) {
  noteLines.push(
    `- **Identity graph**: ${notes.graph.map((g) => `${n(g.nodes)} identifiers / ${n(g.edges)} links before "${g.scenario}"`).join('; ')}. ` +
      `Bench people each link a phone, an email, a name, an IP shared by 4 people and a device signature shared by 1 in 5,000 (every pair linked both ways)` +
      (notes.grow ? `; growing the graph took ${notes.grow.seconds} s (plain batched inserts, not a measured path).` : '.') +
      ' Live calls add their own identifiers as they run.',
  );
}
if (notes.usage.length > 0) {
  const credits = rows.filter((r) => notes.usage.some((u) => u.scenario === r.name));
  noteLines.push(
    `- **GET /1.0/credits and the month's volume**: ${notes.usage.map((u) => `${n(u.rows)} usage rows before "${u.scenario}"`).join('; ')}; server CPU ` +
      `${credits.map((r) => `${r.cpuUs === null ? '?' : Math.round(r.cpuUs)} µs`).join(' vs ')} per call (issue 12 target: <= 30 µs and flat; the rollup ` +
      'usage_monthly is read, not the usage rows).',
  );
}
if (notes.device) {
  noteLines.push(
    `- **Device cache**: ${n(notes.device.distinct)} distinct user agents parsed and cached; parse-cache hit rate ${pct(notes.device.cold.hitRate)} over the ` +
      `warm-up from a cold cache (${n(notes.device.cold.misses)} misses) and **${pct(notes.device.measured.hitRate)}** over the measured ${duration} s ` +
      `(${n(notes.device.measured.hits)} hits, ${n(notes.device.measured.misses)} misses); requests drawn from 10,000 distinct agents with Zipf-like repetition.`,
  );
}
const split = rows.filter((r) => r.engineUs !== undefined && r.cpuUs !== null);
noteLines.push(
  '- **server CPU µs/req** is the CPU time (user + system) of the server process per answered request over the measured window: it depends ' +
    'far less than req/s on how much of the machine the process got (contention still raises it somewhat). **engine alone µs/call** is the ' +
    'product engine called in series right after the window on the next 2,000 inputs of the same request stream (no HTTP, no auth, no commit; ' +
    'its caches as the load left them; the inputs and context shaped as the route makes them, and 1,000 later inputs of the stream run ' +
    "first, untimed, so that V8's compilation of the harness's loop is not counted): the rest of the server CPU is the " +
    'platform path (HTTP, auth, validation, serialization, the stored resolution, usage, identity links). **of the CPU, kernel** is its system ' +
    'part: socket reads and writes (including waking the load generator when it sleeps, dearer in this VM when the server is slower) and the ' +
    "database's file I/O (SQLite's WAL writes and checkpoints)." +
    (split.length > 0
      ? ` Platform path per live request here: ${split.map((r) => `${r.label ?? r.name} ${Math.round(r.cpuUs! - r.engineUs!)} µs`).join(', ')}; ` +
        `the bare route costs ${Math.round(bare.cpuUs ?? 0)} µs.`
      : ''),
  '- **p50 / p99 ms** are the load generator\'s, in the steady state: from writing a request to reading its answer, at 50 connections kept busy ' +
    '(the measured window follows the warm-up on the same connections), so the ' +
    'mean is 50 ÷ req/s (Little\'s law) and includes the wait behind the other 49 requests. **server-side p50 / p99** is the service ' +
    'alone (bench/server.ts): from the first bytes of a request read off its socket to the last bytes of its answer written, ' +
    'HTTP parsing, hooks, the handler and the group commit included; the difference is time before the server reads the request ' +
    '(the kernel\'s socket buffer while the event loop serves others) and the load generator\'s own scheduling on the same 2 cores.',
  `- **Fresh connections**: Node accepts one connection per event-loop iteration (libuv >= 1.45), so when 50 connections open at ` +
    'once on a busy server the last ones wait ~50 iterations; the longest such wait of a first request (the warm-up\'s start), ms: ' +
    `${rows.filter((r) => r.burstMax !== null).map((r) => `${r.label ?? r.name} ${r.burstMax}`).join(', ')}. ` +
    '`idrisk serve --workers N` accepts in the primary process, whose event loop is idle (docs/operations.md).',
  `- **Method**: each endpoint gets ${warmup} s of warm-up load (not recorded) then ${duration} s measured on the same connections; ratios are to the mean of the two bare runs ` +
    `(${Math.round(bare.rps)} and ${Math.round(bareEnd.rps)} req/s). Load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(', ')} ` +
    `(other work on this machine competes for the same cores). Whole run: ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
const misses = rows.filter((r) => r.target && !ok(r));
noteLines.push(misses.length === 0 ? '- **Misses**: none.' : `- **Misses**: ${misses.map((r) => `${r.name} (${r.ratio?.toFixed(2)}, p99 ${r.p99} ms)`).join('; ')}.`);
if (notes.skipped.length > 0) noteLines.push(`- **Skipped** (no live engine): ${notes.skipped.join('; ')}.`);

// The databases side by side (the first database's full table is above), then 1 vs N API processes.
const sideBySide: string[] = [];
if (runs.length > 1) {
  const names = runs.map((r) => (r.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'));
  sideBySide.push(
    '## SQLite and PostgreSQL side by side',
    '',
    `Both runs used the same data sizes, scenarios and method; PostgreSQL ${'is'} a server from Debian's binaries on loopback started like the tests' ` +
      '(test/helpers/postgres.ts: fsync off, synchronous_commit off), the bench server process holding a pool of 10 connections. ' +
      '**round trips/req** counts the statements the server process sent to PostgreSQL per answered request (a driver-level counter), engine queries included. ' +
      'No platform figure for PostgreSQL: its engine-alone time is taken in series, where the engines\' reads cannot share statements with other calls ' +
      '(store/batch.ts), so it is not the engines\' share of a loaded call and the difference would not isolate the platform path.',
    '',
    `| Endpoint | ${names.map((n) => `${n} req/s | ${n} CPU µs/req | ${n} platform µs/req`).join(' | ')} | PostgreSQL round trips/req | PostgreSQL CPU / SQLite CPU |`,
    `|---|${names.map(() => '---:|---:|---:').join('|')}|---:|---:|`,
  );
  for (const row of runs[0].run.rows) {
    const cells = runs.map((r) => r.run.rows.find((x) => x.name === row.name));
    const pgRow = runs.find((r) => r.database === 'postgres')?.run.rows.find((x) => x.name === row.name);
    const sqRow = runs.find((r) => r.database === 'sqlite')?.run.rows.find((x) => x.name === row.name);
    const platform = (x?: Row) => (x && x.cpuUs !== null && x.engineUs !== undefined ? String(Math.round(x.cpuUs - x.engineUs)) : '');
    sideBySide.push(
      `| ${row.name} | ${cells.map((c, i) => `${c ? Math.round(c.rps) : ''} | ${c?.cpuUs != null ? Math.round(c.cpuUs) : ''} | ${runs[i].database === 'sqlite' ? platform(c) : ''}`).join(' | ')} | ` +
        `${pgRow?.roundTrips != null ? pgRow.roundTrips.toFixed(2) : ''} | ${pgRow?.cpuUs && sqRow?.cpuUs ? (pgRow.cpuUs / sqRow.cpuUs).toFixed(2) : ''} |`,
    );
  }
  sideBySide.push('');
}
if (workerRuns.length > 0) {
  sideBySide.push(
    '## API processes: `idrisk serve --workers N`',
    '',
    'The compiled server (bin/idrisk) on a fresh SQLite file, network lookups off, the demo account made unlimited; ' +
      `${connections} connections, ${duration} s measured after ${warmup} s of warm-up on the same connections (the method above). CPU is the whole process tree (primary + workers) per request, from /proc. ` +
      '**fresh-connection wait** is the longest wait of a first request at the warm-up\'s start (the accept burst), kept out of p99.',
    '',
    '| Scenario | workers | req/s | p99 ms | fresh-connection wait ms | non-2xx | CPU µs/req |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...workerRuns.map((w) => `| ${w.scenario} | ${w.workers} | ${Math.round(w.rps)} | ${w.p99} | ${w.burstMax ?? ''} | ${w.non2xx} | ${w.cpuUs === null ? '' : Math.round(w.cpuUs)} |`),
    '',
  );
}

const md = `# Benchmark results

Generated by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${new Date().toISOString().slice(0, 10)}: autocannon, ${connections} connections, ${duration} s per
endpoint, Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB.
The server (idrisk on ${info.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} with network lookups off, and a bare Fastify route) runs in one child process; the
load generator runs in this process on the same machine, so both compete for the same ${cpus().length} cores.
Every request carries a fresh customer_id / transaction_id (each one is a stored resolution).

| Endpoint | req/s | p50 ms | p99 ms | server-side p50 / p99 ms | non-2xx | ratio to bare | target | server CPU µs/req | engine alone µs/call | of the CPU, kernel µs/req |
|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|
${rows.map((r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.serverP50 ?? ''} / ${r.serverP99 ?? ''} | ${r.non2xx + r.errors} | ${r.ratio === null ? '' : r.ratio.toFixed(2)} | ${verdict(r)} | ${r.cpuUs === null ? '' : Math.round(r.cpuUs)} | ${r.engineUs === undefined ? '' : Math.round(r.engineUs)} | ${r.sysUs == null ? '' : Math.round(r.sysUs)} |`).join('\n')}

## Notes

${noteLines.join('\n')}

${sideBySide.join('\n')}`;
// Keep the sections other benchmarks write into the same file (bench/domain.ts: <!-- domain:start --> ... end).
const previous = existsSync(values.out!) ? readFileSync(values.out!, 'utf8') : '';
const kept = previous.match(/<!-- (\w+):start -->[\s\S]*?<!-- \1:end -->/g) ?? [];
writeFileSync(values.out!, kept.length > 0 ? `${md.trimEnd()}\n\n${kept.join('\n\n')}\n` : md);
process.stdout.write(`wrote ${values.out}\n`);
