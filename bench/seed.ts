/**
 * Seeds the bench database, in its own process so the server under load starts with a clean heap (its resident
 * memory is then what a production server with this data holds, not the garbage of the imports). Started by
 * bench/server.ts; prints one JSON line with what it did and how long each part took.
 *
 *   node --import tsx bench/seed.ts datasets '<BenchSizes JSON>'   phone datasets, ip-lists, the small graph
 *   node --import tsx bench/seed.ts graph <nodes>                   grow the identity graph to <nodes> identifiers
 *
 * Needs DATABASE_URL and IDRISK_DATA_DIR (the same as the server's: the graph's keyed hashes use its secret).
 * The breaches file goes through the streaming import framework with the store's default settings: its rows/s is
 * the import speed reported in bench/RESULTS.md. The other datasets are written through the same framework or
 * the dataset's own write(); the identity graph through plain batched inserts.
 */
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig, type Config } from '../src/config/index.js';
import { resolveSecret } from '../src/composition.js';
import { CONSORTIUM_SCOPE, IdentityGraph } from '../src/identity/graph.js';
import { breachesDataset } from '../src/reference/datasets/breaches.js';
import { importDataset } from '../src/reference/datasets/import.js';
import { ipListsDataset, type IpListRow } from '../src/reference/datasets/ip-lists.js';
import { datasetByName } from '../src/reference/datasets/registry.js';
import { openStore, type Db } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { graphPeopleFor, graphPerson, ipRanges, personDigits, type BenchSizes } from './data.js';
import { generateBreaches } from './phone-import.js';

const seconds = (t: number) => Math.round(performance.now() - t) / 1000;

async function writeLines(file: string, n: number, line: (i: number) => string): Promise<void> {
  const out = createWriteStream(file);
  for (let i = 0; i < n; i++) if (!out.write(`${line(i)}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/**
 * After the measured breaches import: a 256 MB page cache for this seeding connection. The ip-lists and graph
 * tables are keyed by digests, so their inserts land at random places of large B-trees; with SQLite's default
 * 2 MB cache every insert re-reads pages from the OS. Only this process's connection is affected.
 */
let sqlite = false;
async function bigCache(db: Db): Promise<void> {
  if (sqlite) await sql`pragma cache_size = -262144`.execute(db);
}

async function importFile(db: Db, name: string, file: string) {
  const def = datasetByName(name);
  if (!def) throw new Error(`no dataset ${name}`);
  const s = await importDataset(def, file, db, { batchSize: 5000 });
  if (s.bad > 0) throw new Error(`${name}: ${s.bad} bad rows, first: ${JSON.stringify(s.badRows[0])}`);
  return { rows: s.rows, seconds: s.seconds, rowsPerSecond: s.rowsPerSecond };
}

async function seedDatasets(db: Db, sizes: BenchSizes, dir: string) {
  const out: Record<string, unknown> = {};
  const people = sizes.rows / 2;

  // 1. breaches: generated JSONL, then the import framework exactly as `idrisk import breaches FILE` runs it.
  let t = performance.now();
  const breaches = join(dir, 'breaches.jsonl');
  await generateBreaches(breaches, sizes.rows);
  const generated = seconds(t);
  const s = await importDataset(breachesDataset, breaches, db);
  if (s.bad > 0) throw new Error(`breaches: ${s.bad} bad rows`);
  out.breaches = { rows: s.rows, megabytes: Math.round(statSync(breaches).size / 1e6), generateSeconds: generated, seconds: s.seconds, rowsPerSecond: s.rowsPerSecond };
  rmSync(breaches);
  await bigCache(db);

  // 2. the other phone datasets through the same framework (batches of 5000).
  const FIRST = ['Anna', 'Marco', 'John', 'Lucia', 'Ahmed', 'Sofia'];
  const CITIES = ['London', 'Leeds', 'Manchester', 'Bristol'];
  await writeLines(join(dir, 'names.jsonl'), sizes.rows, (i) => {
    const p = i % people;
    return JSON.stringify({ phone: personDigits(p), first_name: FIRST[(p + (i >= people ? 1 : 0)) % FIRST.length], last_name: 'Rossi', city: CITIES[i % 4], sources: 1 + (i % 4) });
  });
  out['phone-names'] = await importFile(db, 'phone-names', join(dir, 'names.jsonl'));
  await writeLines(join(dir, 'mnp.jsonl'), sizes.sideRows, (i) => JSON.stringify({ phone: personDigits(i * 7), current_network_name: 'Three', original_network_name: 'EE', ported_times: 1 + (i % 3), last_ported: '2024-01-01' }));
  out.mnp = await importFile(db, 'mnp', join(dir, 'mnp.jsonl'));
  await writeLines(join(dir, 'disp.jsonl'), 10_000, (i) => JSON.stringify({ number: String(447_520_000_000 + i), provider: 'receive-smss.com' }));
  out['disposable-phones'] = await importFile(db, 'disposable-phones', join(dir, 'disp.jsonl'));
  await writeLines(join(dir, 'presence.jsonl'), sizes.sideRows, (i) => JSON.stringify({ phone: personDigits(Math.floor(i / 4) * 3), platform: ['whatsapp', 'telegram', 'amazon', 'google'][i % 4], present: i % 3 !== 0, observed: '2024-01-01' }));
  out.presence = await importFile(db, 'presence', join(dir, 'presence.jsonl'));

  // 3. ip-lists: the dataset's own write() in import-sized transactions (as the import framework calls it).
  t = performance.now();
  let batch: IpListRow[] = [];
  for (const row of ipRanges(sizes.ipRanges)) {
    batch.push(row);
    if (batch.length === 5000) {
      const b = batch;
      batch = [];
      await db.transaction().execute((tx) => ipListsDataset.write(b, tx));
    }
  }
  if (batch.length > 0) await db.transaction().execute((tx) => ipListsDataset.write(batch, tx));
  out['ip-lists'] = { rows: sizes.ipRanges, seconds: seconds(t), rowsPerSecond: Math.round(sizes.ipRanges / seconds(t)) };
  return out;
}

interface NodeRow { id: string; kind: string; first_seen: string; last_seen: string }
interface EdgeRow { a: string; b: string; b_kind: string; first_seen: string; last_seen: string }
type GraphWriter = (nodes: NodeRow[], edges: EdgeRow[]) => Promise<void>;

/** PostgreSQL (and any store): batched multi-row inserts through Kysely. */
function kyselyWriter(db: Db): GraphWriter {
  return (nodes, edges) =>
    db.transaction().execute(async (tx) => {
      for (let i = 0; i < nodes.length; i += 5000) {
        await tx.insertInto('identity_nodes').values(nodes.slice(i, i + 5000)).onConflict((oc) => oc.column('id').doNothing()).execute();
      }
      for (let i = 0; i < edges.length; i += 5000) {
        await tx.insertInto('identity_edges').values(edges.slice(i, i + 5000)).onConflict((oc) => oc.columns(['a', 'b']).doNothing()).execute();
      }
    });
}

/**
 * SQLite: prepared 200-row inserts, one transaction per chunk, on a second connection with a 1 GB page cache and no
 * syncing (a bench database: losing it in a crash costs nothing). Several times faster than the Kysely path.
 */
async function sqliteWriter(file: string): Promise<{ write: GraphWriter; close(): void }> {
  const { default: SQLite } = await import('better-sqlite3');
  const raw = new SQLite(file);
  raw.pragma('busy_timeout = 5000');
  raw.pragma('cache_size = -1048576');
  raw.pragma('synchronous = OFF');
  const ROWS = 200;
  const many = (head: string, cols: number, rows: number) => raw.prepare(`${head} values ${Array.from({ length: rows }, () => `(${Array(cols).fill('?').join(',')})`).join(',')}`);
  const NODE = 'insert or ignore into identity_nodes (id, kind, first_seen, last_seen)';
  const EDGE = 'insert or ignore into identity_edges (a, b, b_kind, first_seen, last_seen)';
  const node = raw.prepare(`${NODE} values (?, ?, ?, ?)`);
  const edge = raw.prepare(`${EDGE} values (?, ?, ?, ?, ?)`);
  const nodes200 = many(NODE, 4, ROWS);
  const edges200 = many(EDGE, 5, ROWS);
  const tx = raw.transaction((nodes: NodeRow[], edges: EdgeRow[]) => {
    let i = 0;
    for (; i + ROWS <= nodes.length; i += ROWS) nodes200.run(nodes.slice(i, i + ROWS).flatMap((n) => [n.id, n.kind, n.first_seen, n.last_seen]));
    for (; i < nodes.length; i++) node.run(nodes[i].id, nodes[i].kind, nodes[i].first_seen, nodes[i].last_seen);
    i = 0;
    for (; i + ROWS <= edges.length; i += ROWS) edges200.run(edges.slice(i, i + ROWS).flatMap((e) => [e.a, e.b, e.b_kind, e.first_seen, e.last_seen]));
    for (; i < edges.length; i++) edge.run(edges[i].a, edges[i].b, edges[i].b_kind, edges[i].first_seen, edges[i].last_seen);
  });
  return {
    write: async (nodes, edges) => void tx(nodes, edges),
    close: () => {
      // Copy the WAL back into the database now: left to the server, the first requests after the growth would pay
      // for checkpointing millions of rows.
      raw.pragma('wal_checkpoint(TRUNCATE)');
      raw.close();
    },
  };
}

/** Adds the people [from, to) of the bench graph: their nodes (shared ones once) and every pair of their identifiers. */
async function growGraph(write: GraphWriter, graph: IdentityGraph, from: number, to: number): Promise<void> {
  const now = Date.now();
  const CHUNK = 5000;
  for (let start = from; start < to; start += CHUNK) {
    const nodes = new Map<string, NodeRow>();
    const edges: EdgeRow[] = [];
    for (let p = start; p < Math.min(to, start + CHUNK); p++) {
      const seen = new Date(now - (p % 700) * 86_400_000 - (p % 86_400) * 1000).toISOString();
      // The consortium scope: the bench account opts into it (bench/server.ts), so its calls read this graph.
      const ids = graphPerson(p).map((tp) => ({ id: graph.key(tp, CONSORTIUM_SCOPE), kind: tp.kind }));
      for (const n of ids) if (!nodes.has(n.id)) nodes.set(n.id, { id: n.id, kind: n.kind, first_seen: seen, last_seen: seen });
      for (const a of ids) for (const b of ids) if (a !== b) edges.push({ a: a.id, b: b.id, b_kind: b.kind, first_seen: seen, last_seen: seen });
    }
    edges.sort((x, y) => (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : 1));
    await write([...nodes.values()], edges);
  }
}

async function graphCounts(db: Db): Promise<{ nodes: number; edges: number }> {
  const n = await db.selectFrom('identity_nodes').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const e = await db.selectFrom('identity_edges').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { nodes: Number(n.n), edges: Number(e.n) };
}

/** Grows the graph to at least `nodes` identifiers; people already seeded (counted in a file of the data dir) are skipped. */
async function seedGraph(db: Db, graph: IdentityGraph, nodes: number, config: Config) {
  const t = performance.now();
  const marker = join(config.dataDir, 'bench-graph-people');
  const from = existsSync(marker) ? Number(readFileSync(marker, 'utf8')) : 0;
  const to = graphPeopleFor(nodes);
  if (to > from) {
    const writer = config.database.kind === 'sqlite' ? await sqliteWriter(config.database.file) : { write: kyselyWriter(db), close() {} };
    try {
      await growGraph(writer.write, graph, from, to);
    } finally {
      writer.close();
    }
    writeFileSync(marker, String(to));
  }
  return { people: Math.max(from, to), addedPeople: Math.max(0, to - from), seconds: seconds(t), ...(await graphCounts(db)) };
}

async function main(): Promise<void> {
  const [mode, arg] = process.argv.slice(2);
  const config = loadConfig(process.env);
  const store = await openStore(config.database);
  sqlite = config.database.kind === 'sqlite';
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-seed-'));
  try {
    await migrateToLatest(store.db);
    const graph = new IdentityGraph(store.db, resolveSecret(config));
    let result: Record<string, unknown>;
    if (mode === 'datasets') {
      const sizes = JSON.parse(arg) as BenchSizes;
      result = await seedDatasets(store.db, sizes, dir);
      result.graph = await seedGraph(store.db, graph, sizes.graphSmall, config);
    } else if (mode === 'graph') {
      result = { graph: await seedGraph(store.db, graph, Number(arg), config) };
    } else {
      throw new Error('usage: seed.ts datasets <sizes JSON> | graph <nodes>');
    }
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
