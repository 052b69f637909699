// Resident memory of the server as operators run it: the compiled JavaScript (no tsx), composed, the app built. Plain
// JavaScript so no TypeScript loader sits in the measured process.
// Started by bench/server.ts after the seeding: node --expose-gc bench/rss-probe.mjs <compiled src dir>
// (DATABASE_URL and IDRISK_DATA_DIR as the server's). Measures two servers, each in a process of its own:
//   - `bundled`: exactly the bundled data, what a fresh `npm ci && npm start` serves (a new SQLite file in a temporary
//     data dir: no imported dataset, no ip-lists);
//   - the server on the given database and data dir (the bench's: its 10^6 imported ip-list ranges, the index built
//     from the database on a first start), whose figures are the top-level fields, as before.
// Prints one JSON line: { composeMs, imported, ready, afterGc, afterLookups, bundled: { the same fields } }. Each
// figure is { rssMB, peakMB (VmHWM: the most resident so far, the start-up's transient included), heapUsedMB,
// externalMB, codeMB (V8's code space: compiled functions and RegExps) }.
// `--one` measures only the server of the environment (the child processes run that way).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getHeapSpaceStatistics } from 'node:v8';

const dir = process.argv[2];
const mb = (n) => Math.round(n / 2 ** 20);

if (!process.argv.includes('--one')) {
  const one = (env) => {
    const r = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), dir, '--one'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (r.status !== 0) throw new Error(`rss-probe: the measured server exited ${r.status}`);
    return JSON.parse(r.stdout.trim().split('\n').pop());
  };
  const given = one(process.env);
  const fresh = mkdtempSync(join(tmpdir(), 'idrisk-rss-bundled-'));
  try {
    const bundled = one({ ...process.env, DATABASE_URL: `sqlite:${join(fresh, 'idrisk.db')}`, IDRISK_DATA_DIR: fresh });
    process.stdout.write(`${JSON.stringify({ ...given, bundled })}\n`);
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
  process.exit(0);
}

const load = (p) => import(pathToFileURL(join(dir, p)).href);
const mem = () => {
  const m = process.memoryUsage();
  const peak = Number(readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) * 1024;
  const code = getHeapSpaceStatistics().find((s) => s.space_name === 'code_space')?.space_used_size ?? 0;
  return { rssMB: mb(m.rss), peakMB: mb(peak), heapUsedMB: mb(m.heapUsed), externalMB: mb(m.external), codeMB: mb(code) };
};

const { loadConfig } = await load('config/index.js');
const { compose } = await load('composition.js');
const { buildApp } = await load('app.js');
const { Deadline } = await load('enrich/deadline.js');
const imported = mem();
const t = performance.now();
const services = await compose(loadConfig(process.env));
const app = await buildApp(services);
await app.ready();
const composeMs = Math.round(performance.now() - t);
const ready = mem();
globalThis.gc?.();
const afterGc = mem();
// Steady state: 20,000 ip analyses over the address space (geo, ASN and list lookups all touched).
const ip = services.engines.ip;
if (ip) {
  for (let i = 0; i < 20_000; i++) {
    const deadline = new Deadline(5000);
    await ip.analyze({ ip: `${1 + (i % 222)}.${(i * 7) & 255}.${(i * 13) & 255}.${i & 255}` }, { deadline, now: new Date(), accountId: 'probe', given: {} });
    deadline.dispose();
  }
}
const afterLookups = mem();
process.stdout.write(`${JSON.stringify({ composeMs, imported, ready, afterGc, afterLookups })}\n`);
await app.close();
await services.close();
process.exit(0);
