/**
 * The process under load: the idrisk app (SQLite in a temp dir, network lookups off) and a bare Fastify route,
 * each on its own loopback port, in one process. Prints one JSON line with ports, keys, what was seeded and the
 * start-up measurements, then serves until killed.
 *
 * Setup: when BENCH_SIZES is set, bench/seed.ts first loads the data in a child process (phone datasets of
 * BENCH_SIZES.rows rows, ip-lists, the small identity graph), so this process starts like a production server on a
 * loaded database. Then, unless BENCH_RSS_PROBE=0, the compiled server's memory is measured (productionMemory).
 * Requests from bench/run.ts over the IPC channel (each answered with the same `id`):
 *   { cmd: 'grow-graph', nodes }   grow the identity graph (bench/seed.ts graph) -> seed result
 *   { cmd: 'grow-usage', rows }    this month's usage rows of the bench account up to `rows` (and its rollup) -> count
 *   { cmd: 'stats' }               memory of this process, device cache stats, identity graph size
 *   { cmd: 'device-reset' }        reset the device engine's cache counters
 *   { cmd: 'engine-time', product, inputs }   the product engine alone over `inputs`, in series -> µs per call (the
 *                                  last LEAD_IN inputs run first, untimed: engineTime below)
 *   { cmd: 'cpu' }                 process.cpuUsage() so far, PostgreSQL round trips, and the server-side latency since
 *                                  the last `cpu`
 *   { cmd: 'sql-times' }           with BENCH_SQL_TIMING=1: time per SQL statement since the last call
 *   { cmd: 'profile-start' } / { cmd: 'profile-stop', file }   V8 CPU profile of this process between the two
 * The process ends on SIGTERM or when bench/run.ts goes away (the IPC channel closes), removing its temp dir.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { DeviceEngine } from '../src/products/device/engine.js';
import type { HubOutcomes } from '../src/onboarding/consistency.js';
import type { ProductOutcome } from '../src/products/types.js';
import { engineContext as sharedContext, hubGiven, routeInput, type HubGiven } from './engine-shapes.js';

const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-'));
/**
 * The app under load is the one operators run: src compiled by tsc (tsconfig.build.json) into a temporary directory
 * under node_modules/.cache (so packages resolve as from dist/), loaded from there. tsx transforms only the .ts files
 * it is asked to load (this file), so the measured code carries none of its additions (esbuild's keepNames wraps
 * every function created per call in a `__name` call: measured in docs/decisions.md, issue 26 third pass).
 * BENCH_SOURCE=ts loads src through tsx instead (profiles then point at the .ts lines).
 */
mkdirSync('node_modules/.cache', { recursive: true });
const compiled = process.env.BENCH_SOURCE === 'ts' ? null : mkdtempSync(join('node_modules/.cache', 'idrisk-bench-dist-'));
const load = <T>(module: string): Promise<T> =>
  import(compiled ? pathToFileURL(resolvePath(compiled, `${module}.js`)).href : `../src/${module}.ts`) as Promise<T>;
const env: Record<string, string | undefined> = {
  ...process.env,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${join(dir, 'bench.db')}`,
  IDRISK_DATA_DIR: dir,
  IDRISK_NETWORK: 'off',
  LOG_LEVEL: 'silent',
};

// Until the app is up there is nothing to close but the temp dir and the helper processes this one started.
let closeServers: () => Promise<void> = async () => undefined;
const helpers = new Set<ChildProcess>();
let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  for (const h of helpers) h.kill('SIGTERM');
  void closeServers()
    .catch(() => undefined)
    .finally(() => {
      rmSync(dir, { recursive: true, force: true });
      if (compiled) rmSync(compiled, { recursive: true, force: true });
      process.exit(0);
    });
};
process.on('SIGTERM', shutdown);
process.on('disconnect', shutdown);

/** Runs node with `args` (cwd: the repository) and the server's environment; resolves when it exits. */
function run(args: string[], options: { capture?: boolean } = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', options.capture ? 'pipe' : 'ignore', 'inherit'], env: env as NodeJS.ProcessEnv });
    helpers.add(child);
    let out = '';
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      helpers.delete(child);
      resolve({ code, out });
    });
  });
}

if (compiled) {
  const { code } = await run(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--outDir', compiled]);
  if (code !== 0 || !existsSync(join(compiled, 'composition.js'))) throw new Error(`src did not compile into ${compiled} (tsc exited ${code})`);
}
const { loadConfig } = await load<typeof import('../src/config/index.js')>('config/index');
const { compose } = await load<typeof import('../src/composition.js')>('composition');
const { buildApp } = await load<typeof import('../src/app.js')>('app');
const { Deadline } = await load<typeof import('../src/enrich/deadline.js')>('enrich/deadline');
const { hubModel, liveHubScore } = await load<typeof import('../src/onboarding/hub.js')>('onboarding/hub');
const { hubInput } = await load<typeof import('../src/products/catalogue.js')>('products/catalogue');
const { CONSORTIUM_SCOPE } = await load<typeof import('../src/identity/scope.js')>('identity/scope');
const config = loadConfig(env);

/** Runs bench/seed.ts with the server's database and data dir; resolves with its JSON line. */
async function seed(args: string[]): Promise<Record<string, unknown>> {
  const { code, out } = await run(['--import', 'tsx', 'bench/seed.ts', ...args], { capture: true });
  if (code !== 0) throw new Error(`bench/seed.ts ${args[0]} exited ${code}`);
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
}

/**
 * BENCH_SQL_TIMING=1: time every better-sqlite3 statement call by SQL text (a diagnostic of where a request's
 * database time goes; it adds a little overhead of its own, so leave it off for the recorded numbers).
 */
const sqlTimes = new Map<string, { calls: number; ms: number }>();
if (process.env.BENCH_SQL_TIMING === '1' && config.database.kind === 'sqlite') {
  const { default: SQLite } = await import('better-sqlite3');
  const probe = new SQLite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...a: unknown[]) => unknown>;
  probe.close();
  for (const method of ['run', 'get', 'all']) {
    const original = proto[method];
    proto[method] = function (this: { source: string }, ...args: unknown[]) {
      const t0 = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const key = this.source.replace(/\s+/g, ' ').replace(/(\(\?(, \?)*\)(, )?)+/g, '(?...)').slice(0, 160);
        const e = sqlTimes.get(key) ?? { calls: 0, ms: 0 };
        e.calls++;
        e.ms += performance.now() - t0;
        sqlTimes.set(key, e);
      }
    };
  }
}


/**
 * The memory of the server as operators run it (compiled JavaScript, no tsx in the process): bench/rss-probe.mjs
 * composes the compiled tree this process serves, on this database and data dir. It runs before this process
 * composes, so it is the one that builds the ip-lists index from the database (a first start); this process then
 * loads the index snapshot it wrote.
 */
async function productionMemory(): Promise<Record<string, unknown> | { error: string }> {
  if (!compiled) return { error: 'BENCH_SOURCE=ts: no compiled tree to probe' };
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const probe = await run([...flags, '--expose-gc', 'bench/rss-probe.mjs', resolvePath(compiled)], { capture: true });
  if (probe.code !== 0) return { error: `rss-probe exited ${probe.code}` };
  return JSON.parse(probe.out.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
}

const mb = (n: number) => Math.round(n / 2 ** 20);
/** The process's peak resident size so far (Linux's VmHWM), MB; null elsewhere. */
const peakMB = () => {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', { encoding: 'utf8', flag: 'r' }))?.[1];
  return kb === undefined ? null : Math.round(Number(kb) / 1024);
};
const memory = () => {
  const m = process.memoryUsage();
  let peak: number | null = null;
  try {
    peak = peakMB();
  } catch {
    // not Linux
  }
  return { rssMB: mb(m.rss), heapUsedMB: mb(m.heapUsed), externalMB: mb(m.external), peakMB: peak };
};

let t = performance.now();
const seeded = process.env.BENCH_SIZES ? await seed(['datasets', process.env.BENCH_SIZES]) : null;
const seedSeconds = Math.round(performance.now() - t) / 1000;
const production = process.env.BENCH_RSS_PROBE === '0' ? null : await productionMemory();

const rssBefore = memory();
t = performance.now();
const services = await compose(config);
const composeMs = Math.round(performance.now() - t);
const afterCompose = memory();
// graphSharing: the bench graph is seeded in the consortium scope (bench/seed.ts), before this account exists.
const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 1_000_000, graphSharing: true });
const live = await services.keys.create(account.id, 'live');
const sandbox = await services.keys.create(account.id, 'sandbox');
const app = await buildApp(services);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify({ logger: false });
bare.post('/bare', async () => ({ ok: true }));
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
/**
 * Server-side latency of each request: from the first bytes of the request read off its socket to the last bytes of
 * the answer handed to the kernel (HTTP parsing, hooks, the handler, the group commit, serialization), for both
 * servers. The load generator's own latency adds the wait in the kernel before the event loop reads the socket and
 * its own scheduling on the same 2 cores; this one is the service's alone. Read and reset by the `cpu` command.
 */
let served: number[] = [];
for (const server of [app.server, bare.server]) {
  const started = new WeakMap<object, number>();
  server.on('connection', (socket) => socket.on('data', () => { if (!started.has(socket)) started.set(socket, performance.now()); }));
  server.on('request', (req, res) => {
    const socket = req.socket;
    res.on('finish', () => {
      const t0 = started.get(socket);
      started.delete(socket);
      if (t0 !== undefined) served.push(performance.now() - t0);
    });
  });
}
const latency = () => {
  const xs = served.sort((a, b) => a - b);
  served = [];
  const at = (q: number) => (xs.length === 0 ? null : Math.round(xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]! * 10) / 10);
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
};
closeServers = async () => {
  await Promise.all([app.close(), bare.close()]);
  await services.close();
};

const ip = services.engines.ip as unknown as { reference?: { loadMs: Record<string, number>; lists: { size?: number } } } | undefined;
process.stdout.write(
  `${JSON.stringify({
    url,
    bareUrl,
    live: live.secret,
    sandbox: sandbox.secret,
    engines: Object.keys(services.engines),
    database: config.database.kind,
    seeded,
    seedSeconds,
    composeMs,
    ipLoadMs: ip?.reference?.loadMs ?? null,
    ipListEntries: ip?.reference?.lists.size ?? null,
    memory: { beforeCompose: rssBefore, afterCompose, ready: memory(), production },
  })}\n`,
);

async function graphSize(): Promise<{ nodes: number; edges: number }> {
  const db = services.store.db;
  const n = await db.selectFrom('identity_nodes').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const e = await db.selectFrom('identity_edges').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { nodes: Number(n.n), edges: Number(e.n) };
}

interface Request {
  id: number;
  cmd: 'grow-graph' | 'grow-usage' | 'stats' | 'memory-gc' | 'device-reset' | 'profile-start' | 'profile-stop' | 'cpu' | 'sql-times' | 'engine-time';
  product?: string;
  inputs?: unknown[];
  nodes?: number;
  rows?: number;
  file?: string;
}

/**
 * This month's usage rows of the bench account up to `target` (GET /1.0/credits at 10^3 vs 10^6 rows), written as
 * the commits would have: one usage row per call and the month's rollup raised by the same calls and credits.
 */
async function growUsage(target: number): Promise<{ rows: number; seconds: number }> {
  const db = services.store.db;
  const t0 = performance.now();
  const month = new Date().toISOString().slice(0, 7);
  const count = async () => Number((await db.selectFrom('usage').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', account.id).executeTakeFirstOrThrow()).n);
  let have = await count();
  const add = target - have;
  for (let done = 0; done < add; ) {
    const n = Math.min(2000, add - done);
    const at = new Date().toISOString();
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('usage').values(Array.from({ length: n }, (_, i) => ({
        id: `use_bench${have + done + i}`, account_id: account.id, key_id: live.id, operation: 'phone', resolution_id: `res_bench${have + done + i}`, credits: 0, created_at: at,
      }))).execute();
      await tx.insertInto('usage_monthly').values({ account_id: account.id, month, operation: 'phone', calls: n, credits: 0 })
        .onConflict((oc) => oc.columns(['account_id', 'month', 'operation']).doUpdateSet((eb) => ({ calls: eb('usage_monthly.calls', '+', n) })))
        .execute();
    });
    done += n;
  }
  have = await count();
  return { rows: have, seconds: Math.round((performance.now() - t0) / 100) / 10 };
}

let profiler: Session | null = null;

/** The engines' inputs and context in the live path's shapes (bench/engine-shapes.ts). */
const engineContext = (deadline: InstanceType<typeof Deadline>, given: object) => sharedContext(deadline, account.id, CONSORTIUM_SCOPE, given);

/** The calls the engine-alone figures make before their timed ones (below). */
const LEAD_IN = 1000;

/**
 * The engine alone over `inputs`, in series; the CPU of the process per call (every thread: V8's helpers too) and its
 * main thread's part. The first LEAD_IN inputs (run.ts sends them after the timed ones in its stream) run untimed
 * first: the first calls of this loop after a live window compile it and the engine's paths reached from it (on V8's
 * threads, counted by process.cpuUsage), work of the harness, not of the engine under load.
 */
async function engineTime(product: string, raw: readonly Record<string, string>[]): Promise<{ wallUs: number; cpuUs: number; mainUs: number }> {
  const engine = (services.engines as Record<string, { analyze(i: unknown, c: unknown): Promise<unknown> }>)[product]!;
  const inputs = raw.map((i) => routeInput(product, i));
  const series = async (from: number, to: number) => {
    for (let k = from; k < to; k++) {
      const deadline = new Deadline(5000);
      await engine.analyze(inputs[k], engineContext(deadline, {}));
      deadline.dispose();
    }
  };
  const timed = Math.max(0, inputs.length - LEAD_IN);
  await series(timed, inputs.length);
  const t0 = performance.now();
  const m0 = mainThreadNs();
  const c0 = process.cpuUsage();
  await series(0, timed);
  const c = process.cpuUsage(c0);
  const m = mainThreadNs() - m0;
  return { wallUs: ((performance.now() - t0) * 1000) / timed, cpuUs: (c.user + c.system) / timed, mainUs: m / 1000 / timed };
}

/** CPU time of this process's main thread so far, ns (Linux's schedstat); NaN elsewhere. */
function mainThreadNs(): number {
  try {
    return Number(readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
}

type HubInput = HubGiven;
const HUB_PRODUCTS = ['phone', 'email', 'ip', 'name'] as const;

/**
 * The hub's work without the platform: the four engines on each input (as the hub runs them: their inputs from the
 * call's given touch points, all four at once), then, timed apart, the score step (graph cross facts + consistency +
 * scorecard) on their outcomes. The given touch points as the hub route makes them; LEAD_IN inputs first, untimed.
 */
async function hubTime(raw: readonly HubInput[]): Promise<{ wallUs: number; cpuUs: number; scoreCpuUs: number }> {
  const engines = services.engines as Record<string, { analyze(i: unknown, c: unknown): Promise<ProductOutcome<unknown>> }>;
  const card = (await hubModel(services.models, account.id, undefined))!;
  const given = raw.map(hubGiven);
  let engineCpu = 0;
  let scoreCpu = 0;
  const series = async (from: number, to: number) => {
    for (let k = from; k < to; k++) {
      const g = given[k]!;
      const deadline = new Deadline(5000);
      const ctx = engineContext(deadline, g);
      const c0 = process.cpuUsage();
      const outs = await Promise.all(HUB_PRODUCTS.map((p) => engines[p]!.analyze(hubInput(p, g), ctx)));
      const c1 = process.cpuUsage(c0);
      engineCpu += c1.user + c1.system;
      const c2 = process.cpuUsage();
      await liveHubScore(services.graph, CONSORTIUM_SCOPE, card, g, Object.fromEntries(HUB_PRODUCTS.map((p, i) => [p, outs[i]])) as HubOutcomes, ctx.now);
      const c3 = process.cpuUsage(c2);
      scoreCpu += c3.user + c3.system;
      deadline.dispose();
    }
  };
  const timed = Math.max(0, given.length - LEAD_IN);
  await series(timed, given.length);
  engineCpu = scoreCpu = 0;
  const t0 = performance.now();
  await series(0, timed);
  return { wallUs: ((performance.now() - t0) * 1000) / timed, cpuUs: engineCpu / timed, scoreCpuUs: scoreCpu / timed };
}

process.on('message', (msg: Request) => {
  void (async () => {
    const device = services.engines.device as DeviceEngine | undefined;
    switch (msg.cmd) {
      case 'grow-graph':
        return seed(['graph', String(msg.nodes)]);
      case 'grow-usage':
        return growUsage(msg.rows ?? 0);
      case 'stats':
        return { memory: memory(), device: device?.stats() ?? null, graph: await graphSize() };
      case 'memory-gc': {
        // The resident size after a forced full GC (what bench/rss-probe.mjs reads), at the end of the run.
        setFlagsFromString('--expose-gc');
        (runInNewContext('gc') as () => void)();
        return memory();
      }
      case 'cpu':
        return { ...process.cpuUsage(), roundTrips: services.store.roundTrips(), latency: latency() };
      case 'engine-time': {
        if (msg.product === 'hub') return hubTime(msg.inputs as HubInput[]);
        if (!(services.engines as Record<string, unknown>)[msg.product!]) return null;
        return engineTime(msg.product!, msg.inputs as Record<string, string>[]);
      }
      case 'sql-times': {
        const out = [...sqlTimes.entries()].map(([sql, e]) => ({ sql, ...e })).sort((a, b) => b.ms - a.ms);
        sqlTimes.clear();
        return out;
      }
      case 'device-reset':
        device?.resetStats();
        return {};
      case 'profile-start':
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
        return {};
      case 'profile-stop': {
        if (!profiler) return {};
        const { profile } = await profiler.post('Profiler.stop');
        profiler.disconnect();
        profiler = null;
        writeFileSync(msg.file!, JSON.stringify(profile));
        return { file: msg.file };
      }
    }
  })().then(
    (result) => process.send?.({ id: msg.id, result }),
    (err: unknown) => process.send?.({ id: msg.id, error: String(err) }),
  );
});

