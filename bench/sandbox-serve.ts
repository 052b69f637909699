/**
 * Server CPU of sandbox calls, two compiled trees alternated (ABBA) in one run: each window forks a server process on
 * one tree (composition, buildApp and a bare `POST /bare` route on the same app, a temporary SQLite file, network off),
 * loads it with autocannon (50 connections) with the bench's request streams (bench/scenarios.ts: phone numbers of
 * 100 distinct values, hub calls of 1,000 distinct emails), 3 s of warm-up (hub: 6 s, so its 1,000 emails are memoized
 * and the sandbox resolutions are at their bound), then measures the server's CPU (user + system) per request.
 *
 *   node --import tsx bench/sandbox-serve.ts phone|hub|bare SECONDS TREE_A TREE_B [PAIRS]
 *
 * TREE_A and TREE_B are compiled trees (`npx tsc -p tsconfig.build.json` output: a checkout's dist/). Medians per tree.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

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
  app.post('/bare', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 100_000_000 });
  const key = (await services.keys.create(account.id, 'sandbox')).secret;
  process.send!({ port: (app.server.address() as { port: number }).port, key });
  process.on('message', async (m) => {
    if (m === 'cpu') return process.send!({ cpu: process.cpuUsage() });
    await app.close();
    await services.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function main(): Promise<void> {
  const [mode, secs, A, B, pairs = '2'] = process.argv.slice(2);
  if (!['phone', 'hub', 'bare'].includes(mode) || !A || !B) throw new Error('usage: sandbox-serve.ts phone|hub|bare SECONDS TREE_A TREE_B [PAIRS]');
  let seq = 0;
  const body =
    mode === 'phone'
      ? () => JSON.stringify({ customer_id: `c-${++seq}`, claims: ['phone'], phone_number: `+4477009001${String(seq % 100).padStart(2, '0')}` })
      : mode === 'hub'
        ? () => JSON.stringify({ customer_id: `c-${++seq}`, claims: ['phone', 'email', 'ip', 'name', 'score'], phone_number: '+447700900123', email: `user${seq % 1000}@example.com`, ip: '192.0.2.10', first_name: 'Jane', last_name: 'Doe' })
        : () => '{"a":1}';
  const path = mode === 'bare' ? '/bare' : `/1.0/${mode}`;
  const window = async (dist: string) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', dist], { execArgv: ['--import', 'tsx'] });
    const ask = <T>(m?: string) => new Promise<T>((res) => {
      child.once('message', (x) => res(x as T));
      if (m) child.send(m);
    });
    const { port, key } = await ask<{ port: number; key: string }>();
    const load = (duration: number) => autocannon({
      url: `http://127.0.0.1:${port}${path}`, method: 'POST', connections: 50, duration,
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      requests: [{ setupRequest: (r: object) => ({ ...r, body: body() }) }],
    } as autocannon.Options);
    await load(mode === 'hub' ? 6 : 3);
    const a = (await ask<{ cpu: NodeJS.CpuUsage }>('cpu')).cpu;
    const r = await load(Number(secs));
    const b = (await ask<{ cpu: NodeJS.CpuUsage }>('cpu')).cpu;
    child.send('exit');
    const n = r.requests.total;
    return { rps: Math.round(r.requests.average), cpu: (b.user + b.system - a.user - a.system) / n, sys: (b.system - a.system) / n, non2xx: r.non2xx };
  };
  const runs: Record<string, number[]> = { [A]: [], [B]: [] };
  for (let p = 0; p < Number(pairs); p++) {
    for (const tree of [A, B, B, A]) {
      const r = await window(tree);
      runs[tree].push(r.cpu);
      console.log(`${tree}  ${mode}  ${r.rps} req/s  server CPU ${r.cpu.toFixed(1)} µs/req (kernel ${r.sys.toFixed(1)})  non-2xx ${r.non2xx}  load ${loadavg()[0].toFixed(1)}`);
    }
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((x, y) => x - y);
    return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  console.log(`median ${mode}: ${A} ${median(runs[A]).toFixed(1)} µs, ${B} ${median(runs[B]).toFixed(1)} µs, B/A ${(median(runs[B]) / median(runs[A])).toFixed(3)}`);
}
