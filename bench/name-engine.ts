/**
 * Engine-level measurement of the name product: `checkName` alone and `engine.analyze` with the identity graph on
 * a SQLite file, over a mix of real names, mashes and placeholders generated from a seeded PRNG.
 * Run: node --import tsx bench/name-engine.ts [iterations]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/index.js';
import { MemoryCache } from '../src/enrich/cache.js';
import { Deadline } from '../src/enrich/deadline.js';
import { IdentityGraph } from '../src/identity/graph.js';
import { checkName } from '../src/products/name/check.js';
import { createNameEngine } from '../src/products/name/engine.js';
import { openStore } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { loadNameData } from '../src/reference/names/index.js';
import { createBundledReference } from '../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

/** The bundled name data, loaded once for this file. */
const NAMES = loadNameData();

const FIRST = ['James', 'Maria', 'José', 'Anna', 'Mohammed', 'Wei', 'Priya', 'Олег', 'Sophie', 'Kwame', 'Yuki', 'Lucía', 'Ahmed', 'Emily', 'Jürgen'];
const LAST = ['Smith', 'García', 'Müller', 'Nguyen', 'Kowalski', 'Rossi', 'Patel', 'Иванов', 'Okafor', 'Tanaka', 'Dubois', 'Khan', 'Silva', 'Johnson', 'Öztürk'];
const KEYS = 'qwertyuiopasdfghjklzxcvbnm';

/** mulberry32 */
function prng(seed: number): () => number {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function inputs(n: number): { first_name: string; last_name: string }[] {
  const r = prng(42);
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)]!;
  const mash = () => Array.from({ length: 4 + Math.floor(r() * 5) }, () => KEYS[Math.floor(r() * KEYS.length)]).join('');
  return Array.from({ length: n }, (_, i) => {
    const k = i % 10;
    if (k < 7) return { first_name: pick(FIRST), last_name: pick(LAST) };
    if (k < 9) return { first_name: mash(), last_name: mash() };
    return { first_name: 'test', last_name: pick(LAST) };
  });
}

async function main(): Promise<void> {
  const n = Number(process.argv[2] ?? 50_000);
  const data = inputs(n);
  const t0 = performance.now();
  checkName('warm', 'up', NAMES);
  const load = performance.now() - t0;
  let t = performance.now();
  for (const d of data) checkName(d.first_name, d.last_name, NAMES);
  const checkUs = ((performance.now() - t) / n) * 1000;

  const dir = mkdtempSync(join(tmpdir(), 'idrisk-name-bench-'));
  const file = join(dir, 'db.sqlite');
  const store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file });
  await migrateToLatest(store.db);
  const graph = new IdentityGraph(store.db, 'bench-secret-0123456789abcdef');
  const config = loadConfig({ DATABASE_URL: `sqlite:${file}`, IDRISK_DATA_DIR: dir });
  const silent = { info() {}, warn() {}, error() {}, debug() {} };
  const engine = await createNameEngine({ config, db: store.db, graph, cache: new MemoryCache(), logger: silent, reference: BUNDLED });
  const m = Math.min(n, 10_000);
  t = performance.now();
  for (let i = 0; i < m; i++) await engine.analyze(data[i]!, { deadline: new Deadline(5000), now: new Date(), accountId: 'acct_bench', given: {} });
  const engineUs = ((performance.now() - t) / m) * 1000;
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify({ data_load_ms: Math.round(load), check_us_per_name: +checkUs.toFixed(2), check_per_s: Math.round(1e6 / checkUs), engine_us_per_call: +engineUs.toFixed(1), engine_per_s: Math.round(1e6 / engineUs), iterations: { check: n, engine: m } }));
}

await main();
