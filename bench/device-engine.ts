/**
 * Engine-level speed of the device product (no HTTP): a fresh SQLite database, the engine, and
 *   1. the uncached parse cost over 10,000 distinct realistic user agents (bench/device-data.ts),
 *   2. N analyze() calls drawn from those agents with Zipf-like repetition (default 100,000): calls/s,
 *      p50/p99 latency and the parse-cache hit rate,
 *   3. the share of agents per category and robots in the mix.
 *
 *   node --import tsx bench/device-engine.ts [requests]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/index.js';
import { MemoryCache } from '../src/enrich/cache.js';
import { Deadline } from '../src/enrich/deadline.js';
import { IdentityGraph } from '../src/identity/graph.js';
import { createDeviceEngine } from '../src/products/device/engine.js';
import { UaParser } from '../src/products/device/parse.js';
import { openStore } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { deviceBenchUserAgents, pickZipf } from './device-data.js';
import { createBundledReference } from '../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const requests = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'idrisk-device-bench-'));
const file = join(dir, 'bench.sqlite');
const store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file });
try {
  await migrateToLatest(store.db);
  const graph = new IdentityGraph(store.db, 'bench-secret-0123456789abcdef');
  const silent = { info() {}, warn() {}, error() {}, debug() {} };
  const agents = deviceBenchUserAgents(10_000);

  const parser = new UaParser();
  parser.warmUp();
  let t = performance.now();
  for (const ua of agents) parser.parse(ua);
  const parseMs = (performance.now() - t) / agents.length;

  const engine = await createDeviceEngine({ config: loadConfig({}), db: store.db, graph, cache: new MemoryCache(), logger: silent, reference: BUNDLED });
  const picks = pickZipf(agents, requests);
  const lat: number[] = new Array(picks.length);
  const categories = new Map<string, number>();
  let robots = 0;
  const now = new Date();
  t = performance.now();
  for (let i = 0; i < picks.length; i++) {
    const s = performance.now();
    const deadline = new Deadline(5000);
    const out = await engine.analyze({ user_agent: picks[i] }, { deadline, now, accountId: 'acct_bench', given: {} });
    deadline.dispose();
    lat[i] = performance.now() - s;
    if (i < agents.length) {
      const c = out.payload.category ?? 'null';
      categories.set(c, (categories.get(c) ?? 0) + 1);
      if (out.payload.is_robot) robots++;
    }
  }
  const total = performance.now() - t;
  lat.sort((a, b) => a - b);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))].toFixed(3);
  const st = engine.stats();
  const distinct = new Set(picks).size;
  console.log(`device engine, ${requests} analyze() calls over ${agents.length} distinct agents (${distinct} drawn, Zipf s=1)`);
  console.log(`  uncached parse (detector + bot list + isbot): ${parseMs.toFixed(3)} ms per agent`);
  console.log(`  analyze(): ${Math.round(requests / (total / 1000))} calls/s, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`);
  console.log(`  parse cache: hit rate ${(st.uaCache.hitRate * 100).toFixed(1)}% (${st.uaCache.hits} hits, ${st.uaCache.misses} misses, ${st.uaCache.size} entries)`);
  console.log(`  catalogue cache: hit rate ${(st.catalogueCache.hitRate * 100).toFixed(1)}%`);
  // Steady state: the same calls again, every agent now cached.
  engine.resetStats();
  t = performance.now();
  for (let i = 0; i < picks.length; i++) {
    const deadline = new Deadline(5000);
    await engine.analyze({ user_agent: picks[i] }, { deadline, now, accountId: 'acct_bench', given: {} });
    deadline.dispose();
  }
  const warm = performance.now() - t;
  console.log(`  analyze(), all cached (second pass): ${Math.round(requests / (warm / 1000))} calls/s, hit rate ${(engine.stats().uaCache.hitRate * 100).toFixed(1)}%`);
  console.log(`  first ${Math.min(requests, agents.length)} calls: robots ${robots}, categories ${JSON.stringify(Object.fromEntries(categories))}`);
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
