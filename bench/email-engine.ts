/**
 * Engine-level speed of the email product with network enrichment off (local signals only, the benchmark case
 * of issue 4): a fresh SQLite database, the engine, and N analyze() calls over generated addresses
 * (names, digits, role, disposable, free and company domains, a few typos and syntax errors).
 *
 *   node --import tsx bench/email-engine.ts [requests]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/index.js';
import { MemoryCache } from '../src/enrich/cache.js';
import { Deadline } from '../src/enrich/deadline.js';
import { IdentityGraph } from '../src/identity/graph.js';
import { createEmailEngine } from '../src/products/email/engine.js';
import { openStore } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { createBundledReference } from '../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const requests = Number(process.argv[2] ?? 20_000);
const FIRST = ['john', 'maria', 'li', 'ahmed', 'sofia', 'lucas', 'emma', 'noah', 'olga', 'kenji'];
const LAST = ['smith', 'garcia', 'wang', 'khan', 'rossi', 'muller', 'dubois', 'silva', 'ivanova', 'tanaka'];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'acme-corp.com', 'mailinator.com', 'gmial.com', 'example.co.uk', 'web.de'];

function address(i: number): string {
  const f = FIRST[i % FIRST.length];
  const l = LAST[(i * 7) % LAST.length];
  const d = DOMAINS[(i * 13) % DOMAINS.length];
  switch (i % 6) {
    case 0: return `${f}.${l}@${d}`;
    case 1: return `${f}${i % 100}@${d}`;
    case 2: return `info@${d}`;
    case 3: return `x${i.toString(36)}q${(i * 31).toString(36)}@${d}`;
    case 4: return `${f}_${l}${1950 + (i % 60)}@${d}`;
    default: return i % 60 === 5 ? `broken address ${i}` : `${l}.${f}@${d}`;
  }
}

const dir = mkdtempSync(join(tmpdir(), 'idrisk-email-bench-'));
const file = join(dir, 'bench.sqlite');
const store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file });
try {
  await migrateToLatest(store.db);
  const graph = new IdentityGraph(store.db, 'bench-secret-0123456789abcdef');
  const silent = { info() {}, warn() {}, error() {}, debug() {} };
  let t = performance.now();
  const engine = await createEmailEngine({ config: loadConfig({ IDRISK_NETWORK: 'off' }), db: store.db, graph, cache: new MemoryCache(), logger: silent, reference: BUNDLED });
  const createMs = performance.now() - t;
  const lat: number[] = [];
  const statuses = new Map<string, number>();
  t = performance.now();
  for (let i = 0; i < requests; i++) {
    const s = performance.now();
    const deadline = new Deadline(3000);
    const out = await engine.analyze({ email: address(i) }, { deadline, now: new Date(), accountId: 'acct_bench', given: {} });
    deadline.dispose();
    lat.push(performance.now() - s);
    const k = `${out.payload.status}/${out.payload.sub_status}`;
    statuses.set(k, (statuses.get(k) ?? 0) + 1);
  }
  const total = performance.now() - t;
  lat.sort((a, b) => a - b);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))].toFixed(3);
  console.log(`email engine, network off: created in ${createMs.toFixed(0)} ms (lists loaded once)`);
  console.log(`${requests} analyze() calls: ${(requests / (total / 1000)).toFixed(0)} calls/s, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`);
  for (const [k, n] of [...statuses.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${n}`);
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
