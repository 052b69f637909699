/**
 * Engine-level measurements of the ip product (no HTTP): engine creation time, resident memory with all IP data
 * loaded, interval-index build time and lookup cost at N imported ranges, analyze() latency with network lookups off.
 *   node --import tsx bench/ip-engine.ts [--ranges 1000000] [--db FILE]
 * The ranges are generated (random /24, /32 and IPv6 /48 entries of every list kind) and written through the
 * ip-lists dataset's own write() in import-sized transactions.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/index.js';
import { MemoryCache } from '../src/enrich/cache.js';
import { Deadline } from '../src/enrich/deadline.js';
import { IdentityGraph } from '../src/identity/graph.js';
import { createIpEngine } from '../src/products/ip/engine.js';
import { loadIpReference } from '../src/products/ip/reference.js';
import { CachedModelResolver } from '../src/scoring/models/index.js';
import { ipListsDataset, type IpListRow } from '../src/reference/datasets/ip-lists.js';
import { parseIp } from '../src/reference/ip/address.js';
import { LIST_KINDS } from '../src/reference/ip/interval-index.js';
import { openStore } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { createBundledReference } from '../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const arg = (n: string) => {
  const i = process.argv.indexOf(n);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const RANGES = Number(arg('--ranges') ?? 1_000_000);
const dir = mkdtempSync(join(tmpdir(), 'idrisk-ip-bench-'));
const file = arg('--db') ?? join(dir, 'bench.db');
const mb = (n: number) => Math.round(n / 1048576);

// mulberry32: a small, well-mixed 32-bit PRNG (deterministic runs).
let seed = 7;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};

function* rows(n: number): Generator<IpListRow> {
  for (let i = 0; i < n; i++) {
    const kind = LIST_KINDS[i % LIST_KINDS.length];
    if (i % 10 === 9) {
      const w = Math.floor(rnd() * 0xffff);
      yield { range: `2a0${i % 10}:${w.toString(16)}:${(i & 0xffff).toString(16)}::/48`, kind, provider: `p${i % 97}` };
      continue;
    }
    const a = 1 + Math.floor(rnd() * 222);
    const b = Math.floor(rnd() * 256);
    const c = Math.floor(rnd() * 256);
    const single = i % 3 === 0;
    yield {
      range: single ? `${a}.${b}.${c}.${Math.floor(rnd() * 256)}` : `${a}.${b}.${c}.0/24`,
      kind,
      provider: `p${i % 97}`,
      ...(kind === 'proxy' ? { proxy_type: i % 2 ? ('residential' as const) : ('datacenter' as const) } : {}),
      ...(kind === 'spam' || kind === 'exploits' ? { last_reported: '2026-01-15' } : {}),
    };
  }
}

// Snapshots of the list index go beside the database file, so a second run measures a restart.
const config = loadConfig({ DATABASE_URL: `sqlite:${file}`, IDRISK_DATA_DIR: `${file}.data`, IDRISK_NETWORK: 'off', IDRISK_IP_LIST_REFRESH_SECONDS: '0' });
const fresh = !existsSync(file);
const store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file });
await migrateToLatest(store.db);
if (fresh) {
  const t = performance.now();
  let batch: IpListRow[] = [];
  for (const r of rows(RANGES)) {
    batch.push(r);
    if (batch.length === 5000) {
      const b = batch;
      await store.db.transaction().execute((tx) => ipListsDataset.write(b, tx));
      batch = [];
    }
  }
  if (batch.length) await store.db.transaction().execute((tx) => ipListsDataset.write(batch, tx));
  console.log(`wrote ${RANGES} ranges through the dataset in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const rssBefore = process.memoryUsage().rss;
const logger = { info() {}, warn: console.warn, error: console.error, debug() {} };
const t0 = performance.now();
const reference = await loadIpReference({ config, db: store.db, logger });
const deps = {
  config, db: store.db, graph: new IdentityGraph(store.db, 'b'.repeat(32)), cache: new MemoryCache(), logger,
  models: new CachedModelResolver(store.db), reference: { ...BUNDLED, ip: reference },
};
const engine = await createIpEngine(deps);
const createMs = performance.now() - t0;
global.gc?.();
const mem = process.memoryUsage();
console.log(`engine created in ${Math.round(createMs)} ms (geo ${engine.reference.loadMs.geo}, asn ${engine.reference.loadMs.asn}, lists ${engine.reference.loadMs.lists} ms)`);
console.log(`rss ${mb(mem.rss)} MB (before engine ${mb(rssBefore)} MB), heap ${mb(mem.heapUsed)} MB, external ${mb(mem.external)} MB`);

const probes = Array.from({ length: 100_000 }, (_, i) => parseIp(`${1 + (i % 222)}.${(i * 7) & 255}.${(i * 13) & 255}.${i & 255}`)!);
let hits = 0;
const tl = performance.now();
for (const p of probes) if (engine.reference.lists.lookup(p)) hits++;
console.log(`list lookup: ${((performance.now() - tl) * 1000 / probes.length).toFixed(2)} µs each (${hits} hits in ${probes.length})`);

const N = 20_000;
const lat: number[] = [];
const ctxBase = { now: new Date(), accountId: 'acct_bench', given: {} };
const ta = performance.now();
for (let i = 0; i < N; i++) {
  const d = new Deadline(3000);
  const s = performance.now();
  await engine.analyze({ ip: `${1 + (i % 222)}.${(i * 11) & 255}.${(i * 3) & 255}.${(i * 5) & 255}` }, { ...ctxBase, deadline: d });
  lat.push(performance.now() - s);
  d.dispose();
}
lat.sort((a, b) => a - b);
console.log(`analyze (network off): ${Math.round(N / ((performance.now() - ta) / 1000))}/s, p50 ${lat[N >> 1].toFixed(3)} ms, p99 ${lat[Math.floor(N * 0.99)].toFixed(3)} ms`);
console.log(`rss after load ${mb(process.memoryUsage().rss)} MB`);
reference.close();
await store.close();
