/**
 * The engines alone as ratios to the bare Fastify route, two compiled trees A/B (ABBA) in one run (issue 33).
 *
 *   node --import tsx bench/engine-ratio.ts --tree base=DIR --tree branch=DIR [--db FILE] [--products ip,name,email]
 *        [--rounds 4] [--calls 2000] [--warm 20000] [--duration 5] [--cpu-prof DIR] [--check N] [--linked N]
 *
 * DIR is a tree compiled by `tsc -p tsconfig.build.json --outDir DIR`, placed where `node_modules` resolves (under
 * the repository or beside a node_modules link). One server process (this file with BENCH_ENGINE_RATIO_SERVER=1, as
 * bench/server.ts is) composes each tree on its own copy of FILE (a database seeded by `bench/seed.ts datasets` with
 * IDRISK_SECRET=bench-secret-0123456789abcdef; a fresh one without --db) and serves the bench's bare route
 * (`POST /bare` -> `{ok: true}`). Each round: the bare route under autocannon (50 connections, 1 s warm-up, then the
 * measured window; the server's CPU per request), then per product the trees' engines in ABBA order (BAAB in odd
 * rounds), each over `calls` inputs of the bench's request stream (bench/scenarios.ts's mixes: the first pair over the
 * next `calls` inputs, the second pair over the `calls` after them, so no tree meets an input twice), timed as
 * bench/server.ts's `engine-time` does (in series, CPU of the server process per call, the consortium graph scope);
 * one more bare window closes the run. Every engine first runs `warm` inputs of the stream (the load of the full bench
 * leaves its caches warm the same way). Prints per round and the medians, each engine figure as µs and as a ratio to
 * the mean of the bare windows before and after its round, with the load average at each bare window.
 * Products: ip, name, email, phone (the numbers across the datasets), device, phone-graph (the phone engine on the
 * numbers of the identity graph scenarios: a few thousand people's numbers, each met many times), and phone-hub and
 * email-hub (the phone and email engines on the hub scenario's inputs, with its given touch points, as the hub runs them).
 * Every call is made in the live path's shapes (bench/engine-shapes.ts, shared with bench/server.ts's `engine-time`):
 * the route's input (or the catalogue's `hubInput` of the given touch points) and the resolve service's context.
 * --check N: first run the first N inputs of each stream through both trees and count the answers that differ (JSON of
 * the whole outcome, the providers' timings left out); N above the stream's 20,000 inputs repeats them, so memoized
 * answers are compared too. The check runs in a server process of its own, which exits before the timed one starts:
 * its inputs would otherwise leave the timed engines' caches warmer than the warm-up does. With --dump DIR (and one
 * tree or two), each tree's answers to those N inputs are written to DIR/<product>-<tree>.jsonl instead, to be compared
 * across runs: a change that patches a library module shared by both trees' imports (libphonenumber's helpers,
 * node-device-detector's patterns) reaches both trees of one process, so such changes are compared by running each
 * tree alone (one --tree per run), answers and timings alike.
 * --rounds 0: only the check or the dump, no timed server; it exits 1 when answers differ.
 * --linked N: before the warm-up, the first N inputs of each stream as live calls of each tree's app (their commits
 * link the touch points in the graph), as the full bench's live window does before its engine-alone figure: the
 * engines' profile reads then find their nodes (without it, the seeded graph holds none of these streams' nodes).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { deviceBenchUserAgents, pickZipf } from './device-data.js';
import { emailMix, graphPhoneMix, ipMix, nameMix, phoneMix, SIZES } from './data.js';
import { engineContext, hubGiven, routeInput, type HubGiven } from './engine-shapes.js';

const at = <T>(list: readonly T[], s: number): T => list[s % list.length]!;
/**
 * The engine a stream runs on (`phone-graph` is the phone engine on the graph scenarios' numbers; `phone-hub` and
 * `email-hub` are the phone and email engines on the hub scenario's inputs, with its given touch points).
 */
const engineOf = (product: string): string => (product === 'phone-graph' || product === 'phone-hub' ? 'phone' : product === 'email-hub' ? 'email' : product);
/** A stream the hub's engines run: the engine's input from the given touch points, which the context carries. */
const isHub = (product: string): boolean => product.endsWith('-hub');

/** The bench's request streams (bench/scenarios.ts at the quick sizes, which is what a quick-seeded database holds). */
function streams(): Record<string, (s: number) => Record<string, string>> {
  const sizes = SIZES.quick;
  const phones = phoneMix(sizes.rows / 2, 20_000);
  const graphPhones = graphPhoneMix(sizes.graphSmall, 20_000);
  const emails = emailMix(20_000, sizes.rows / 2);
  const ips = ipMix(sizes.ipRanges, 20_000);
  const names = nameMix(20_000);
  const uaPicks = pickZipf(deviceBenchUserAgents(10_000), 200_000);
  // One person per call, as bench/scenarios.ts's hub scenario: a phone of the datasets, an email, an IP, a name.
  const hub = (s: number): HubGiven => {
    const n = at(names, s);
    return { phone_number: at(phones, s), email: at(emails, s), ip: at(ips, s), first_name: n.first_name, last_name: n.last_name };
  };
  return {
    phone: (s) => ({ phone_number: at(phones, s) }),
    // The phone rows of the identity graph scenarios: numbers of the small graph's people (a few thousand, repeated).
    'phone-graph': (s) => ({ phone_number: at(graphPhones, s) }),
    email: (s) => ({ email: at(emails, s) }),
    ip: (s) => ({ ip: at(ips, s) }),
    name: (s) => at(names, s),
    device: (s) => ({ user_agent: at(uaPicks, s) }),
    'phone-hub': hub,
    'email-hub': hub,
  };
}

type Msg = { id: number; cmd: 'cpu' | 'engine' | 'compare' | 'dump' | 'link' | 'profile-start' | 'profile-stop'; tree?: string; product?: string; from?: number; calls?: number; file?: string };

if (process.env.BENCH_ENGINE_RATIO_SERVER === '1') {
  // ---- the server process ----
  const trees = JSON.parse(process.env.BENCH_TREES!) as Record<string, string>;
  const seeded = process.env.BENCH_DB || null;
  const dirs: string[] = [];
  const inputOf = streams();
  const { default: Fastify } = await import('fastify');
  const engines: Record<string, Record<string, { analyze(i: unknown, c: unknown): Promise<unknown> }>> = {};
  const ctxs: Record<string, { accountId: string; graphScope: string; Deadline: new (ms: number) => { dispose(): void }; hubInput(p: string, g: HubGiven): unknown }> = {};
  const closers: (() => Promise<void>)[] = [];
  /** Per tree, live calls through its app (--linked): the inject function and a live key of the bench account. */
  const lives: Record<string, { inject: (path: string, body: unknown, key: string) => Promise<number>; key: string }> = {};
  for (const [name, root] of Object.entries(trees)) {
    const load = <T>(m: string) => import(pathToFileURL(resolvePath(root, `${m}.js`)).href) as Promise<T>;
    const dir = mkdtempSync(join(tmpdir(), `idrisk-engine-ratio-${name}-`));
    dirs.push(dir);
    if (seeded) copyFileSync(seeded, join(dir, 'idrisk.db'));
    const { loadConfig } = await load<typeof import('../src/config/index.js')>('config/index');
    const { compose } = await load<typeof import('../src/composition.js')>('composition');
    const { Deadline } = await load<typeof import('../src/enrich/deadline.js')>('enrich/deadline');
    const { CONSORTIUM_SCOPE } = await load<typeof import('../src/identity/scope.js')>('identity/scope');
    const { hubInput } = await load<typeof import('../src/products/catalogue.js')>('products/catalogue');
    const services = await compose(
      loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_NETWORK: 'off', IDRISK_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent' }),
    );
    closers.push(() => services.close());
    const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 1_000_000, graphSharing: true });
    if (process.env.BENCH_WITH_APP !== '0') {
      const { buildApp } = await load<typeof import('../src/app.js')>('app');
      const app = await buildApp(services);
      await app.listen({ host: '127.0.0.1', port: 0 });
      closers.unshift(() => app.close());
      const live = await services.keys.create(account.id, 'live');
      lives[name] = {
        key: live.secret,
        inject: async (url, payload, key) => (await app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload: payload as object })).statusCode,
      };
    }
    engines[name] = services.engines as unknown as Record<string, { analyze(i: unknown, c: unknown): Promise<unknown> }>;
    ctxs[name] = { accountId: account.id, graphScope: CONSORTIUM_SCOPE, Deadline, hubInput: hubInput as (p: string, g: HubGiven) => unknown };
  }
  /**
   * The input `s` of a stream as the live path gives it to the engine (bench/engine-shapes.ts, as bench/server.ts's
   * `engine-time`): the route's input and no given touch points, or, for a hub stream, the hub's given touch points
   * and the engine's input made from them by the catalogue's `hubInput` (as the resolve service does).
   */
  const callOf = (tree: string, product: string, s: number): { input: unknown; given: object } => {
    const raw = inputOf[product]!(s);
    if (!isHub(product)) return { input: routeInput(engineOf(product), raw), given: {} };
    const given = hubGiven(raw as HubGiven);
    return { input: ctxs[tree]!.hubInput(engineOf(product), given), given };
  };
  /** One call of the engine, its context as the resolve service's runEngine makes it. */
  const call = async (tree: string, product: string, c: { input: unknown; given: object }, now?: Date) => {
    const { accountId, graphScope, Deadline } = ctxs[tree]!;
    const deadline = new Deadline(5000);
    const ctx = engineContext(deadline, accountId, graphScope, c.given);
    if (now) ctx.now = now;
    const out = await engines[tree]![engineOf(product)]!.analyze(c.input, ctx);
    deadline.dispose();
    return out;
  };
  const run = async (tree: string, product: string, from: number, calls: number) => {
    // The inputs made before the timing and the engine awaited in the loop itself, as bench/server.ts's engine-time.
    const inputs = Array.from({ length: calls }, (_, k) => callOf(tree, product, from + k));
    const engine = engines[tree]![engineOf(product)]!;
    const { accountId, graphScope, Deadline } = ctxs[tree]!;
    const c0 = process.cpuUsage();
    for (const c of inputs) {
      const deadline = new Deadline(5000);
      await engine.analyze(c.input, engineContext(deadline, accountId, graphScope, c.given));
      deadline.dispose();
    }
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / calls;
  };
  /** Every tree's answer to the same inputs, as JSON without the providers' timings: the count that differ, the first. */
  const compare = async (product: string, from: number, calls: number) => {
    const now = new Date();
    const answer = async (tree: string, s: number) =>
      JSON.stringify(await call(tree, product, callOf(tree, product, s), now), (k, v: unknown) => (k === 'ms' ? undefined : v));
    const names = Object.keys(engines);
    let differ = 0;
    let first: unknown = null;
    for (let s = from; s < from + calls; s++) {
      const got = await Promise.all(names.map((t) => answer(t, s)));
      if (got.some((g) => g !== got[0])) {
        differ++;
        first ??= { input: inputOf[product]!(s), got };
      }
    }
    return { calls, differ, first };
  };
  /**
   * The inputs `from`..`from + calls` of a stream as live calls of the tree's app (--linked): each commit links the
   * call's touch points in the graph, as the full bench's live window does before its engine-alone figure (its
   * profile reads then find their nodes).
   */
  const link = async (tree: string, product: string, from: number, calls: number) => {
    const { inject, key } = lives[tree]!;
    const engine = engineOf(product);
    let failed = 0;
    for (let s = from; s < from + calls; s++) {
      const status = isHub(product)
        ? await inject('/1.0/hub', { customer_id: `link-${product}-${s}`, claims: ['phone', 'email', 'ip', 'name', 'score'], ...inputOf[product]!(s) }, key)
        : await inject(`/1.0/${engine}`, { customer_id: `link-${product}-${s}`, claims: [engine], ...inputOf[product]!(s) }, key);
      if (status !== 200) failed++;
    }
    if (failed > 0) throw new Error(`${failed} of ${calls} live calls failed`);
    return { calls };
  };
  /** One tree's answers to the first `calls` inputs, one JSON line each (the providers' timings left out), into `file`. */
  const dump = async (tree: string, product: string, calls: number, file: string) => {
    const now = new Date();
    const lines: string[] = [];
    for (let s = 0; s < calls; s++) {
      const out = await call(tree, product, callOf(tree, product, s), now);
      lines.push(JSON.stringify(out, (k, v: unknown) => (k === 'ms' ? undefined : v)));
    }
    writeFileSync(file, `${lines.join('\n')}\n`);
    return { calls };
  };
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  // bench/server.ts's per-request latency hooks, so the bare route costs here what it costs in the full bench.
  let served: number[] = [];
  {
    const started = new WeakMap<object, number>();
    bare.server.on('connection', (socket) => socket.on('data', () => { if (!started.has(socket)) started.set(socket, performance.now()); }));
    bare.server.on('request', (req, res) => {
      const socket = req.socket;
      res.on('finish', () => {
        const t0 = started.get(socket);
        started.delete(socket);
        if (t0 !== undefined) served.push(performance.now() - t0);
      });
    });
  }
  let profiler: Session | null = null;
  const shutdown = () => {
    void Promise.all([bare.close(), ...closers.map((c) => c())])
      .catch(() => undefined)
      .finally(() => {
        for (const d of dirs) rmSync(d, { recursive: true, force: true });
        process.exit(0);
      });
  };
  process.on('disconnect', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('message', (m: Msg) => {
    void (async () => {
      switch (m.cmd) {
        case 'cpu':
          served.sort((a, b) => a - b);
          served = [];
          return process.cpuUsage();
        case 'engine':
          return run(m.tree!, m.product!, m.from!, m.calls!);
        case 'compare':
          return compare(m.product!, m.from!, m.calls!);
        case 'dump':
          return dump(m.tree!, m.product!, m.calls!, m.file!);
        case 'link':
          return link(m.tree!, m.product!, m.from!, m.calls!);
        case 'profile-start':
          profiler = new Session();
          profiler.connect();
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
          await profiler.post('Profiler.start');
          return {};
        case 'profile-stop': {
          const { profile } = await profiler!.post('Profiler.stop');
          profiler!.disconnect();
          writeFileSync(m.file!, JSON.stringify(profile));
          return {};
        }
      }
    })().then(
      (result) => process.send!({ id: m.id, result }),
      (e: unknown) => process.send!({ id: m.id, error: String((e as Error)?.stack ?? e) }),
    );
  });
  process.send!({ id: 0, result: { bareUrl } });
} else {
  // ---- the driver ----
  const { values } = parseArgs({
    options: {
      tree: { type: 'string', multiple: true },
      db: { type: 'string' },
      products: { type: 'string', default: 'ip,name,email' },
      rounds: { type: 'string', default: '4' },
      calls: { type: 'string', default: '2000' },
      warm: { type: 'string', default: '20000' },
      duration: { type: 'string', default: '5' },
      'cpu-prof': { type: 'string' },
      check: { type: 'string', default: '0' },
      dump: { type: 'string' },
      linked: { type: 'string', default: '0' },
    },
  });
  const trees = Object.fromEntries((values.tree ?? []).map((t) => [t.slice(0, t.indexOf('=')), resolvePath(t.slice(t.indexOf('=') + 1))]));
  const names = Object.keys(trees);
  if (names.length === 0 || names.length > 2) throw new Error('--tree NAME=DIR, once or twice');
  const products = values.products!.split(',');
  const rounds = Number(values.rounds);
  const calls = Number(values.calls);
  const profDir = values['cpu-prof'];
  if (profDir) mkdirSync(profDir, { recursive: true });
  const { measure } = await import('./measure.js');
  /** One server process (the trees composed on fresh copies of the database), and a way to ask it. */
  const startServer = async () => {
    const child: ChildProcess = fork(new URL(import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_ENGINE_RATIO_SERVER: '1', BENCH_TREES: JSON.stringify(trees), BENCH_DB: values.db ?? '' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let seq = 0;
    const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
    const ready = new Promise<{ bareUrl: string }>((resolve, reject) => {
      pending.set(0, { resolve: resolve as (v: unknown) => void, reject });
      child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    child.on('message', (m: { id: number; result?: unknown; error?: string }) => {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error));
      else p?.resolve(m.result);
    });
    const ask = <T>(cmd: Msg['cmd'], extra: Partial<Msg> = {}) =>
      new Promise<T>((resolve, reject) => {
        const id = ++seq;
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, cmd, ...extra });
      });
    const { bareUrl } = await ready;
    const close = () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      });
    return { ask, bareUrl, close };
  };
  const check = Number(values.check);
  const linked = Number(values.linked);
  let differing = 0;
  if (check > 0) {
    // The answers' comparison (or dump) in a server process of its own: the inputs it runs (N of each stream, more
    // than the warm-up) would leave the timed trees' caches warmer than the warm-up does (the device parse cache then
    // answers nearly every timed agent), so the timings below start from fresh processes and databases.
    const checker = await startServer();
    try {
      if (linked > 0) for (const product of products) for (const tree of names) await checker.ask('link', { tree, product, from: 0, calls: linked });
      if (names.length === 2 && !values.dump) {
        // The same inputs through both trees: twice over the stream's length, so memoized answers are compared too.
        for (const product of products) {
          const c = await checker.ask<{ calls: number; differ: number; first: unknown }>('compare', { product, from: 0, calls: check });
          differing += c.differ;
          console.log(`${product}: ${c.differ} of ${c.calls} answers differ between ${names.join(' and ')}${c.first ? `; first: ${JSON.stringify(c.first).slice(0, 2000)}` : ''}`);
        }
      }
      if (values.dump) {
        // Each tree's answers into DIR/<product>-<tree>.jsonl, to compare trees run in separate processes: a tree that
        // patches a shared library (the phone's libphonenumber helpers, the device detector's patterns) patches it for
        // every tree of its process, so --check and the timings compare such changes only across runs.
        mkdirSync(values.dump, { recursive: true });
        for (const product of products) for (const tree of names) await checker.ask('dump', { tree, product, calls: check, file: join(resolvePath(values.dump), `${product}-${tree}.jsonl`) });
      }
    } finally {
      await checker.close();
    }
  }
  // --rounds 0: the check (or dump) alone, no timings; answers that differ make it fail.
  if (rounds === 0) process.exit(differing > 0 ? 1 : 0);
  const { ask, bareUrl, close } = await startServer();
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const bareRun = async () => {
    const load = loadavg()[0]!;
    const m = await measure({
      url: `${bareUrl}/bare`, method: 'POST', headers: { 'content-type': 'application/json' }, body: () => '{"a":1}',
      connections: 50, warmup: 1, duration: Number(values.duration),
      open: () => ask<NodeJS.CpuUsage>('cpu'), close: () => ask<NodeJS.CpuUsage>('cpu'),
    });
    const us = (m.after.user - m.before.user + m.after.system - m.before.system) / m.total;
    return { us, load, rps: m.rps };
  };
  try {
    if (linked > 0) for (const product of products) for (const tree of names) await ask('link', { tree, product, from: 0, calls: linked });
    const warm = Number(values.warm);
    for (const product of products) for (const tree of names) await ask('engine', { tree, product, from: 0, calls: warm });
    let from = warm;
    const bares = [await bareRun()];
    const rows: Record<string, Record<string, number[]>> = {};
    const ratios: Record<string, Record<string, number[]>> = {};
    console.log(`bare: ${bares[0]!.us.toFixed(1)} µs/req (${Math.round(bares[0]!.rps)} req/s, load ${bares[0]!.load.toFixed(2)})`);
    for (let r = 0; r < rounds; r++) {
      const order = names.length === 1 ? [names[0]!] : r % 2 === 0 ? [names[0]!, names[1]!, names[1]!, names[0]!] : [names[1]!, names[0]!, names[0]!, names[1]!];
      const got: Record<string, Record<string, number[]>> = {};
      for (const product of products) {
        if (profDir && r === 0) {
          // One profiled window per tree, on inputs of its own before the measured ones.
          for (const t of names) {
            await ask('profile-start');
            await ask('engine', { tree: t, product, from, calls });
            await ask('profile-stop', { file: join(resolvePath(profDir), `${product}-${t}.cpuprofile`) });
          }
          from += calls;
        }
        // Each tree meets each input once: in A B B A, the first pair runs the next `calls` inputs and the second pair
        // the `calls` after them (a tree running the same inputs twice would answer the second time from its caches).
        for (const [i, tree] of order.entries()) {
          const us = await ask<number>('engine', { tree, product, from: from + (i >= 2 ? calls : 0), calls });
          ((got[product] ??= {})[tree] ??= []).push(us);
        }
        from += order.length > 2 ? 2 * calls : calls;
      }
      const b = await bareRun();
      bares.push(b);
      const bareMean = (bares[bares.length - 2]!.us + b.us) / 2;
      const parts: string[] = [];
      for (const product of products) for (const tree of names) {
        const us = got[product]![tree]!.reduce((a, x) => a + x, 0) / got[product]![tree]!.length;
        ((rows[product] ??= {})[tree] ??= []).push(us);
        ((ratios[product] ??= {})[tree] ??= []).push(us / bareMean);
        parts.push(`${product} ${tree} ${us.toFixed(1)} (${(us / bareMean).toFixed(2)}x)`);
      }
      console.log(`round ${r + 1}: ${parts.join(', ')}; bare ${b.us.toFixed(1)} µs/req (${Math.round(b.rps)} req/s, load ${b.load.toFixed(2)})`);
    }
    console.log(`bare route, every window: ${bares.map((b) => b.us.toFixed(1)).join(', ')} µs/req; load ${bares.map((b) => b.load.toFixed(1)).join(', ')}`);
    for (const product of products) {
      console.log(`${product}: ${names.map((t) => `${t} median ${median(rows[product]![t]!).toFixed(1)} µs = ${median(ratios[product]![t]!).toFixed(2)}x bare`).join('; ')}`);
    }
  } finally {
    await close();
  }
}
