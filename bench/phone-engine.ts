/**
 * Engine-level speed of phone analyze() with 10^6 breach rows and 10^6 phone-name rows loaded (plus mnp,
 * disposable and presence rows) and an identity graph of N linked identifiers, on SQLite.
 *
 *   node --import tsx bench/phone-engine.ts [rows=1000000] [calls=20000]
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { loadConfig } from '../src/config/index.js';
import { MemoryCache } from '../src/enrich/cache.js';
import { Deadline } from '../src/enrich/deadline.js';
import { IdentityGraph } from '../src/identity/graph.js';
import { createPhoneEngine } from '../src/products/phone/engine.js';
import { importDataset } from '../src/reference/datasets/import.js';
import { datasetByName } from '../src/reference/datasets/registry.js';
import { openStore } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { generateBreaches } from './phone-import.js';
import { createBundledReference } from '../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

async function writeLines(file: string, n: number, line: (i: number) => string): Promise<void> {
  const out = createWriteStream(file);
  for (let i = 0; i < n; i++) if (!out.write(line(i) + '\n')) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

const percentile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 1_000_000);
  const calls = Number(process.argv[3] ?? 20_000);
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-phone-'));
  try {
    const dbFile = join(dir, 'bench.db');
    const store = await openStore({ kind: 'sqlite', url: `sqlite:${dbFile}`, file: dbFile });
    await migrateToLatest(store.db);
    const persons = rows / 2;
    const load = async (name: string, file: string) => {
      const def = datasetByName(name);
      if (!def) throw new Error(name);
      const s = await importDataset(def, file, store.db, { batchSize: 5000 });
      console.log(`loaded ${name}: ${s.changed.toLocaleString('en')} rows in ${s.seconds} s`);
    };
    await generateBreaches(join(dir, 'breaches.jsonl'), rows);
    await load('breaches', join(dir, 'breaches.jsonl'));
    await writeLines(join(dir, 'names.jsonl'), rows, (i) => JSON.stringify({ phone: String(447_700_000_000 + (i % persons)), first_name: ['Anna', 'Marco', 'John'][i % 3], last_name: 'Rossi', city: 'London', sources: 1 + (i % 4) }));
    await load('phone-names', join(dir, 'names.jsonl'));
    await writeLines(join(dir, 'mnp.jsonl'), rows / 10, (i) => JSON.stringify({ phone: String(447_700_000_000 + i * 7), current_network_name: 'Three', ported_times: 1 + (i % 3), last_ported: '2024-01-01' }));
    await load('mnp', join(dir, 'mnp.jsonl'));
    await writeLines(join(dir, 'disp.jsonl'), 10_000, (i) => JSON.stringify({ number: String(447_520_000_000 + i), provider: 'bench' }));
    await load('disposable-phones', join(dir, 'disp.jsonl'));
    await writeLines(join(dir, 'presence.jsonl'), rows / 10, (i) => JSON.stringify({ phone: String(447_700_000_000 + Math.floor(i / 4)), platform: ['whatsapp', 'telegram', 'amazon', 'google'][i % 4], present: i % 3 !== 0, observed: '2024-01-01' }));
    await load('presence', join(dir, 'presence.jsonl'));

    const graph = new IdentityGraph(store.db, 'bench-secret-0123456789');
    const engine = await createPhoneEngine({ config: loadConfig({ DATABASE_URL: `sqlite:${dbFile}` }), db: store.db, graph, cache: new MemoryCache(), logger: { info() {}, warn() {}, error() {}, debug() {} }, reference: BUNDLED });
    // 1000 numbers present in the datasets, valid ones only (parts of the 07700 block are unassigned).
    const numbers = Array.from({ length: 3000 }, (_, i) => `+44 7${String(700_000_000 + ((i * 7919) % persons)).slice(0, 9)}`)
      .filter((n) => parsePhoneNumberFromString(n.replace(/ /g, ''))?.isValid())
      .slice(0, 1000);
    console.log(`${numbers.length} distinct valid numbers in the call mix`);
    const run = async (n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const deadline = new Deadline(5000);
        const t = performance.now();
        await engine.analyze({ phone_number: numbers[i % numbers.length] }, { deadline, now: new Date(), accountId: 'bench', given: { first_name: 'Anna', last_name: 'Rossi', email: 'user1@example.com' } });
        times.push(performance.now() - t);
        deadline.dispose();
      }
      return times.sort((a, b) => a - b);
    };
    await run(2000); // warm-up
    const t0 = performance.now();
    const times = await run(calls);
    const secs = (performance.now() - t0) / 1000;
    console.log(
      `analyze(): ${calls} calls, ${Math.round(calls / secs).toLocaleString('en')} calls/s, ` +
        `mean ${((secs * 1000) / calls).toFixed(3)} ms, p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms`,
    );
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
