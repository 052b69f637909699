/**
 * Server CPU of sandbox calls, two compiled trees alternated (ABBA) in one run: each window forks a server process on
 * one tree (composition, buildApp and a bare `POST /bare` route on the same app, a temporary SQLite file, network off),
 * loads it with autocannon (50 connections) with the bench's request streams (bench/scenarios.ts: phone numbers of
 * 100 distinct values, hub calls of 1,000 distinct emails), 3 s of warm-up (hub: 6 s, so its 1,000 emails are memoized
 * and the sandbox resolutions are at their bound), then measures the server's CPU (user + system) per request.
 *
 *   node --import tsx bench/sandbox-serve.ts phone|hub|bare|live:PRODUCT SECONDS TREE_A TREE_B [PAIRS]
 *
 * `live:email` (ip, device, name, hub, phone; 6 s of warm-up) loads the live key with that product's request stream of bench/run.ts
 * (quick sizes; the phone stream of the datasets' numbers), on the same server: no seeded datasets, so the engines
 * read empty tables; it measures the platform path of a live call (auth, billing, the group commit, the answer).
 *
 * FLAGS_B='--max-semi-space-size=64' starts tree B's server with those node flags (the same tree may be given twice
 * as `dist` and `./dist` to compare flags alone).
 * Each window also reports the server's garbage-collection pauses per request (main thread, young and full).
 * TREE_A and TREE_B are compiled trees (`npx tsc -p tsconfig.build.json` output: a checkout's dist/). Medians per tree.
 */
import { fork } from 'node:child_process';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { SIZES } from './data.js';
import { scenarios } from './scenarios.js';

if (process.argv[2] === '--serve') await serve(process.argv[3]);
else await main();

/** The server process: the app of the compiled tree `dist`, answering its CPU usage to the parent. */
async function serve(dist: string): Promise<void> {
  const load = (m: string) => import(pathToFileURL(join(resolve(dist), m)).href);
  const { buildApp } = await load('app.js');
  const { compose } = await load('composition.js');
  const { loadConfig } = await load('config/index.js');
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-sandbox-serve-'));
  const services = await compose(loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' }));
  const app = await buildApp(services);
  // The main thread's garbage-collection pauses, by kind (young: scavenges; full: mark-compacts), in ms.
  const gc = { young: 0, full: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) gc.young += e.duration;
      else gc.full += e.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  app.post('/bare', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 100_000_000 });
  const key = (await services.keys.create(account.id, 'sandbox')).secret;
  const live = (await services.keys.create(account.id, 'live')).secret;
  process.send!({ port: (app.server.address() as { port: number }).port, key, live });
  process.on('message', async (m) => {
    if (m === 'cpu') return process.send!({ cpu: process.cpuUsage(), gc: { ...gc } });
    await app.close();
    await services.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function main(): Promise<void> {
  const [mode, secs, A, B, pairs = '2'] = process.argv.slice(2);
  const liveOf = mode?.startsWith('live:') ? scenarios(SIZES.quick).find((s) => s.key === 'live' && s.path === `/1.0/${mode.slice(5)}` && !s.graph) : undefined;
  if (!(['phone', 'hub', 'bare'].includes(mode) || liveOf) || !A || !B) throw new Error('usage: sandbox-serve.ts phone|hub|bare|live:PRODUCT SECONDS TREE_A TREE_B [PAIRS]');
  let seq = 0;
  const body =
    liveOf
      ? () => liveOf.body!(++seq)
      : mode === 'phone'
      ? () => JSON.stringify({ customer_id: `c-${++seq}`, claims: ['phone'], phone_number: `+4477009001${String(seq % 100).padStart(2, '0')}` })
      : mode === 'hub'
        ? () => JSON.stringify({ customer_id: `c-${++seq}`, claims: ['phone', 'email', 'ip', 'name', 'score'], phone_number: '+447700900123', email: `user${seq % 1000}@example.com`, ip: '192.0.2.10', first_name: 'Jane', last_name: 'Doe' })
        : () => '{"a":1}';
  const path = liveOf ? liveOf.path : mode === 'bare' ? '/bare' : `/1.0/${mode}`;
  const window = async (dist: string) => {
    const flags = dist === B && process.env.FLAGS_B ? process.env.FLAGS_B.split(' ') : [];
    const child = fork(fileURLToPath(import.meta.url), ['--serve', dist], { execArgv: [...flags, '--import', 'tsx'] });
    const ask = <T>(m?: string) => new Promise<T>((res) => {
      child.once('message', (x) => res(x as T));
      if (m) child.send(m);
    });
    const { port, key: sandboxKey, live } = await ask<{ port: number; key: string; live: string }>();
    const key = liveOf ? live : sandboxKey;
    const load = (duration: number) => autocannon({
      url: `http://127.0.0.1:${port}${path}`, method: 'POST', connections: 50, duration,
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      requests: [{ setupRequest: (r: object) => ({ ...r, body: body() }) }],
    } as autocannon.Options);
    await load(mode === 'hub' || liveOf ? 6 : 3);
    type Usage = { cpu: NodeJS.CpuUsage; gc: { young: number; full: number } };
    const a = await ask<Usage>('cpu');
    const r = await load(Number(secs));
    const b = await ask<Usage>('cpu');
    child.send('exit');
    const n = r.requests.total;
    const per = (x: number, y: number) => ((x - y) * 1000) / n;
    return {
      rps: Math.round(r.requests.average), cpu: (b.cpu.user + b.cpu.system - a.cpu.user - a.cpu.system) / n, sys: (b.cpu.system - a.cpu.system) / n, non2xx: r.non2xx,
      young: per(b.gc.young, a.gc.young), full: per(b.gc.full, a.gc.full),
    };
  };
  const runs: Record<string, number[]> = { [A]: [], [B]: [] };
  const gcs: Record<string, number[]> = { [A]: [], [B]: [] };
  for (let p = 0; p < Number(pairs); p++) {
    for (const tree of [A, B, B, A]) {
      const r = await window(tree);
      runs[tree].push(r.cpu);
      gcs[tree].push(r.young + r.full);
      console.log(`${tree}  ${mode}  ${r.rps} req/s  server CPU ${r.cpu.toFixed(1)} µs/req (kernel ${r.sys.toFixed(1)}; GC pauses young ${r.young.toFixed(1)}, full ${r.full.toFixed(1)})  non-2xx ${r.non2xx}  load ${loadavg()[0].toFixed(1)}`);
    }
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((x, y) => x - y);
    return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  console.log(`median ${mode}: ${A} ${median(runs[A]).toFixed(1)} µs, ${B} ${median(runs[B]).toFixed(1)} µs, B/A ${(median(runs[B]) / median(runs[A])).toFixed(3)}`);
  console.log(`median GC pauses per request: ${A} ${median(gcs[A]).toFixed(1)} µs, ${B} ${median(gcs[B]).toFixed(1)} µs`);
}
