/**
 * The event loop's delay while the phone engine builds its side datasets' filters (src/products/phone/absent-keys.ts),
 * with KEYS keys in each of mnp, presence and disposable-phones (default 262,144: the filters' bound), on a compiled
 * tree, in process: live POST /1.0/phone calls through app.inject, CONCURRENCY (env, default 1) at a time, for SECONDS; the first call
 * sees the datasets' counter and plans the build for a second later. Reports the CPU time of the longest turns of
 * the event loop (a build held at once is one turn), the loop's delay (perf_hooks monitorEventLoopDelay: max and p99; wall
 * time, so it includes the process being preempted on a loaded machine), the slowest call and the CPU per call.
 *
 *   node --import tsx bench/phone-filter-stall.ts DIST [KEYS] [SECONDS]
 *   KEYS=262145 (one over the bound) shows what a table over the bound costs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';

const [dist = 'dist', keysS = '262144', secsS = '4'] = process.argv.slice(2);
// The CPU time of each turn of the event loop: an immediate per turn notes the process's CPU time, and the CPU
// between two of them is one turn's work (every callback and microtask of it, a slice of the filters' build
// included). Wall-clock loop delay on a shared machine includes the process being preempted; CPU time does not.
const longest: number[] = [];
let ticking = false;
let lastCpu = 0;
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const tick = () => {
  const now = cpuNow();
  longest.push(now - lastCpu);
  if (longest.length > 256) longest.sort((x, y) => y - x).length = 16;
  lastCpu = now;
  if (ticking) setImmediate(tick);
};
const KEYS = Number(keysS);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);
const load = (m: string) => import(pathToFileURL(join(resolve(dist), m)).href);
const { buildApp } = await load('app.js');
const { compose } = await load('composition.js');
const { loadConfig } = await load('config/index.js');
const dir = mkdtempSync(join(tmpdir(), 'idrisk-filter-stall-'));
const file = join(dir, 'idrisk.db');
const config = loadConfig({ DATABASE_URL: `sqlite:${file}`, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' });
// Migrate, then fill the three tables on a connection of our own (their triggers move the counter), then serve.
await (await compose(config)).close();
{
  const db = new Database(file);
  const num = (i: number) => String(447000000000 + i * 7);
  db.transaction(() => {
    const mnp = db.prepare("insert into phone_mnp (phone, ported_times, row_hash) values (?, 1, 'h')");
    const presence = db.prepare("insert into presence (subject_kind, subject, platform, present, observed, row_hash) values ('phone', ?, 'whatsapp', 1, '2026-01-01', 'h')");
    const disposable = db.prepare("insert into disposable_phones (pattern, is_range, provider, row_hash) values (?, 0, 'p', 'h')");
    for (let i = 0; i < KEYS; i++) {
      mnp.run(num(i));
      presence.run(num(i + 1));
      disposable.run(num(i + 2));
    }
  })();
  db.close();
}
const services = await compose(config);
const app = await buildApp(services);
await app.ready();
const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 100_000_000 });
const key = (await services.keys.create(account.id, 'live')).secret;
let seq = 0;
let slowest = 0;
const call = async () => {
  const t = performance.now();
  const r = await app.inject({ method: 'POST', url: '/1.0/phone', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: `c-${++seq}`, claims: ['phone'], phone_number: `+34600${100000 + (seq % 5000)}` }) });
  if (r.statusCode !== 200) throw new Error(r.body);
  slowest = Math.max(slowest, performance.now() - t);
};
for (let i = 0; i < 200; i++) await call(); // JIT; the first call plans the build a second later
longest.length = 0;
ticking = true;
lastCpu = cpuNow();
setImmediate(tick);
const h = monitorEventLoopDelay({ resolution: 1 });
h.enable();
const cpu0 = process.cpuUsage();
const until = performance.now() + Number(secsS) * 1000;
slowest = 0;
const calls0 = seq;
await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
  while (performance.now() < until) await call();
}));
h.disable();
ticking = false;
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({
  dist, keys: KEYS, calls: seq - calls0,
  loopDelayMaxMs: +(h.max / 1e6).toFixed(1), loopDelayP99Ms: +(h.percentile(99) / 1e6).toFixed(2), loopDelayMeanMs: +(h.mean / 1e6).toFixed(3),
  slowestCallMs: +slowest.toFixed(1), longestLoopTurnsCpuMs: longest.sort((a, b) => b - a).slice(0, 4).map((x) => +x.toFixed(1)), cpuUsPerCall: +((cpu.user + cpu.system) / (seq - calls0)).toFixed(1),
}));
await app.close();
await services.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
