/**
 * GET /1.0/credits against the bare route, in one run (issue 33: <= 1.3x the bare route's server CPU at 10^6 usage
 * rows, and flat in the month's volume). A child process serves the composed app (a fresh SQLite file) and a bare
 * Fastify route (a Fastify instance of its own, POST /bare with a JSON body, as bench/server.ts serves it); two
 * accounts hold this month's usage rows, written as the commits would have (one usage row per call, the month's
 * rollup raised by the same calls): `small` 10^3 rows, `large` --rows (10^6). The parent loads each endpoint with
 * autocannon (bench/measure.ts) and divides the child's CPU time over the measured window by the answers in it.
 * Each round measures bare, small, large, bare (the order of small and large alternating between rounds); a
 * round's ratio is its route's CPU over the mean of its two bare windows, and the medians over the rounds are printed.
 *
 *   node --import tsx bench/credits-cost.ts [--rows 1000000] [--rounds 5] [--duration 5] [--warmup 1]
 *     [--connections 50] [--compiled | --tree DIR] [--sized] [--cpu-prof DIR]
 *
 * --compiled serves dist/ (`npx tsc -p tsconfig.build.json`) instead of src/ through tsx, --tree DIR another compiled
 * tree (a copy of dist/ before a change, for A/B runs); --cpu-prof DIR writes a V8
 * CPU profile of the server per measured window there; --sized adds a window per round of a route of the bare server
 * that answers a stored credits answer (the same headers and body) with no work: the share of the answer's size. The server's CPU while idle (its timers) is printed apart:
 * each window's CPU per answer includes its share.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { measure } from './measure.js';
import { messageWaiter } from './child.js';

interface Cpu {
  user: number;
  system: number;
}

async function child(): Promise<void> {
  const tree = process.env.BENCH_TREE || (process.env.BENCH_COMPILED === '1' ? '../dist' : '../src');
  const { loadConfig } = (await import(`${tree}/config/index.js`)) as typeof import('../src/config/index.js');
  const { compose } = (await import(`${tree}/composition.js`)) as typeof import('../src/composition.js');
  const { buildApp } = (await import(`${tree}/app.js`)) as typeof import('../src/app.js');
  const { default: Fastify } = await import('fastify');
  const rows = Number(process.env.BENCH_ROWS);
  const dir = process.env.BENCH_DIR!;
  const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'bench-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent' });
  const services = await compose(config);
  const keys: Record<string, string> = {};
  const t0 = performance.now();
  const month = new Date().toISOString().slice(0, 7);
  const sqlite = services.store.sqlite!;
  for (const [name, n] of [['small', 1000], ['large', rows]] as const) {
    const account = await services.accounts.create({ name, unlimited: true, rateLimit: 1_000_000 });
    const key = await services.keys.create(account.id, 'live');
    keys[name] = key.secret;
    // As bench/server.ts's growUsage: the rows a month of calls leaves, and the rollup the commits keep.
    const insert = sqlite.prepare(`insert into usage (id, account_id, key_id, operation, resolution_id, credits, created_at) values (?, ?, ?, 'phone', ?, 0, ?)`);
    const at = new Date().toISOString();
    sqlite.exec('BEGIN');
    for (let i = 0; i < n; i++) insert.run(`use_${name}${i}`, account.id, key.id, `res_${name}${i}`, at);
    sqlite.prepare(`insert into usage_monthly (account_id, month, operation, calls, credits) values (?, ?, 'phone', ?, 0)
      on conflict (account_id, month, operation) do update set calls = usage_monthly.calls + excluded.calls`).run(account.id, month, n);
    sqlite.exec('COMMIT');
  }
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  const seeded = (performance.now() - t0) / 1000;
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  const app = await buildApp(services);
  await app.ready();
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ ok: true }));
  // --sized: a route of the bare server that answers a stored copy of a credits answer (its headers and body, the
  // same bytes on the wire) with no work: how much of the gap to the bare route is the answer's size alone.
  const sample = await app.inject({ method: 'GET', url: '/1.0/credits', headers: { 'x-api-key': keys.small! } });
  const sampleHeaders = Object.fromEntries(Object.entries(sample.headers).filter(([k]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(k)));
  bare.get('/sized', (_request, reply) => {
    void reply.headers(sampleHeaders);
    return reply.send(sample.body);
  });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', (msg: { cmd: string; file?: string }) => {
    if (msg.cmd === 'cpu') process.send!({ cpu: process.cpuUsage() });
    if (msg.cmd === 'prof-start') {
      void (async () => {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
      })().then(() => process.send!({ cpu: process.cpuUsage() }));
    }
    if (msg.cmd === 'prof-stop') {
      const cpu = process.cpuUsage();
      void session.post('Profiler.stop').then(({ profile }) => {
        writeFileSync(msg.file!, JSON.stringify(profile));
        process.send!({ cpu });
      });
    }
    if (msg.cmd === 'stop') void Promise.all([app.close(), bare.close()]).then(() => services.close()).then(() => process.exit(0));
  });
  process.send!({ ready: { url, bareUrl, keys, seeded } });
}

async function parent(): Promise<void> {
  const { values } = parseArgs({ options: { rows: { type: 'string' }, rounds: { type: 'string' }, duration: { type: 'string' }, warmup: { type: 'string' }, connections: { type: 'string' }, compiled: { type: 'boolean' }, sized: { type: 'boolean' }, tree: { type: 'string' }, 'cpu-prof': { type: 'string' } } });
  const rows = Number(values.rows ?? 1_000_000);
  const rounds = Number(values.rounds ?? 5);
  const duration = Number(values.duration ?? 5);
  const warmup = Number(values.warmup ?? 1);
  const connections = Number(values.connections ?? 50);
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-credits-cost-'));
  const proc: ChildProcess = fork(fileURLToPath(import.meta.url), ['--child'], { env: { ...process.env, BENCH_ROWS: String(rows), BENCH_DIR: dir, BENCH_COMPILED: values.compiled ? '1' : '0', BENCH_TREE: values.tree ? resolve(values.tree) : '' }, execArgv: ['--import', 'tsx'] });
  let exited = false;
  proc.once('exit', () => (exited = true));
  const waitFor = messageWaiter(proc, () => exited);
  const ask = (cmd: string, extra: Record<string, unknown> = {}) => {
    proc.send({ cmd, ...extra });
    return waitFor<Cpu>('cpu');
  };
  try {
    const ready = await waitFor<{ url: string; bareUrl: string; keys: Record<string, string>; seeded: number }>('ready');
    const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
    process.stdout.write(`usage rows: small 1,000, large ${rows.toLocaleString('en')} (written in ${ready.seeded.toFixed(1)} s); ${connections} connections, ${warmup} s warm-up + ${duration} s per window; server: ${values.tree ?? (values.compiled ? 'dist/ (compiled)' : 'src/ through tsx')}; load ${load()}\n`);
    const c0 = await ask('cpu');
    await new Promise((r) => setTimeout(r, 3000));
    const c1 = await ask('cpu');
    const idleUsPerS = (c1.user + c1.system - c0.user - c0.system) / 3;
    process.stdout.write(`server CPU while idle: ${(idleUsPerS / 1000).toFixed(2)} ms per second\n`);
    const profDir = values['cpu-prof'];
    if (profDir) mkdirSync(profDir, { recursive: true });
    let windows = 0;
    const run = async (name: string, target: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: string) => {
      const file = profDir ? join(profDir, `${String(++windows).padStart(2, '0')}-${name}.cpuprofile`) : '';
      const m = await measure({
        url: target,
        method,
        headers,
        body: body === undefined ? undefined : () => body,
        connections,
        warmup,
        duration,
        open: () => ask(profDir ? 'prof-start' : 'cpu'),
        close: () => ask(profDir ? 'prof-stop' : 'cpu', { file }),
      });
      const us = m.total === 0 ? Number.NaN : (m.after.user + m.after.system - m.before.user - m.before.system) / m.total;
      process.stdout.write(`  ${name.padEnd(8)} ${Math.round(m.rps).toString().padStart(6)} req/s  p99 ${String(m.p99).padStart(3)} ms  cpu ${us.toFixed(1).padStart(6)} µs/req (idle share ${(idleUsPerS / m.rps).toFixed(1)})  non2xx ${m.non2xx}\n`);
      if (m.non2xx > 0) throw new Error(`${name}: ${m.non2xx} answers not 2xx`);
      return us;
    };
    const bareRun = () => run('bare', `${ready.bareUrl}/bare`, 'POST', { 'content-type': 'application/json' }, '{"a":1}');
    const credits = (which: string) => run(which, `${ready.url}/1.0/credits`, 'GET', { 'x-api-key': ready.keys[which]! });
    const out = { bare: [] as number[], small: [] as number[], large: [] as number[], sized: [] as number[], rSmall: [] as number[], rLarge: [] as number[], rSized: [] as number[] };
    for (let r = 0; r < rounds; r++) {
      process.stdout.write(`round ${r + 1} (load ${load()})\n`);
      const b0 = await bareRun();
      const order = r % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
      const got: Record<string, number> = {};
      for (const which of order) got[which] = await credits(which);
      if (values.sized) got.sized = await run('sized', `${ready.bareUrl}/sized`, 'GET', {});
      const b1 = await bareRun();
      const b = (b0 + b1) / 2;
      out.bare.push(b);
      out.small.push(got.small!);
      out.large.push(got.large!);
      out.rSmall.push(got.small! / b);
      out.rLarge.push(got.large! / b);
      if (got.sized !== undefined) {
        out.sized.push(got.sized);
        out.rSized.push(got.sized / b);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const list = (xs: number[], d = 2) => xs.map((x) => x.toFixed(d)).join(', ');
    process.stdout.write(`\nmedians of ${rounds} rounds (load at the end ${load()}):\n`);
    process.stdout.write(`  bare                       ${median(out.bare).toFixed(1)} µs  [${list(out.bare, 1)}]\n`);
    process.stdout.write(`  credits, 1,000 rows        ${median(out.small).toFixed(1)} µs  ratio ${median(out.rSmall).toFixed(2)}x  [${list(out.rSmall)}]\n`);
    process.stdout.write(`  credits, ${rows.toLocaleString('en')} rows  ${median(out.large).toFixed(1)} µs  ratio ${median(out.rLarge).toFixed(2)}x  [${list(out.rLarge)}]  (target <= 1.3x: ${median(out.rLarge) <= 1.3 ? 'met' : 'NOT met'})\n`);
    if (out.sized.length > 0) process.stdout.write(`  bare route, a credits answer's bytes  ${median(out.sized).toFixed(1)} µs  ratio ${median(out.rSized).toFixed(2)}x  [${list(out.rSized)}]\n`);
  } finally {
    if (!exited) {
      proc.send({ cmd: 'stop' });
      await new Promise((r) => proc.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--child')) await child();
else await parent();
