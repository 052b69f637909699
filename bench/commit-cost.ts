/**
 * The SQLite group commit's cost per call, two schemas side by side: `node --import tsx bench/commit-cost.ts`.
 * One database is seeded (live calls through `Resolutions.commitCall`: resolutions, usage, identity nodes and edges,
 * attributions) and copied; variant A and variant B are the two copies after their own schema step. Then rounds of
 * windows: per shape (name: one node; email: one node; hub: four nodes, twelve edges, four attributions, the hub's
 * explanation size), the same calls committed to A and to B in groups (as the server's group commit makes them under
 * load), in ABBA order (BAAB in odd rounds), after one window of each shape on each variant that is not measured.
 * Each window: the process's CPU per call (user + system, so the page writes of COMMIT are in it) and the WAL frames
 * its commits wrote per call (no checkpoint during a window; between windows, outside the measurement, the WAL is
 * copied and restarted, so its file is written over as a server's is). Prints per shape and variant the median of the
 * windows, and the median of each round's B/A (its two B windows against its two A windows, run next to each other).
 *
 * Options (environment): COMMIT_COST_SEED calls seeded (default 200000, a tenth of them hub-shaped);
 * COMMIT_COST_ROUNDS (6); COMMIT_COST_WINDOW calls per window (1020); COMMIT_COST_GROUP calls per group (34);
 * COMMIT_COST_A / COMMIT_COST_B: the schema step of each variant, either `down:<migration>` (that migration's `down`
 * run on the copy: the schema before it), `file:<path>` (a file of SQL run as one script: triggers, a table rebuilt) or SQL
 * statements separated by `;`, or several of these joined by ` && ` (run in order); empty: the schema as migrated.
 * COMMIT_COST_TREES=1: also the WAL frames per call by the B-tree each page belongs to (SQLite's dbstat, read at the
 * end), per shape and variant.
 * COMMIT_COST_PROFILE=file: a V8 CPU profile of the windows' commits only (not the seeding, not the checkpoints
 * between windows).
 * A diagnostic for A/B work on the commit's writes; not a recorded bench.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../src/store/db.js';
import { MIGRATIONS, migrateToLatest } from '../src/store/migrations/index.js';
import { Resolutions, type NewResolution } from '../src/store/resolutions/index.js';
import type { LinkRows } from '../src/store/identity/links.js';
import { newId } from '../src/accounts/ids.js';
import { mulberry32 } from '../test/helpers/prng.js';

const SEED = Number(process.env.COMMIT_COST_SEED ?? 200_000);
const ROUNDS = Number(process.env.COMMIT_COST_ROUNDS ?? 6);
const WINDOW = Number(process.env.COMMIT_COST_WINDOW ?? 1020);
const GROUP = Number(process.env.COMMIT_COST_GROUP ?? 34);
const ACCOUNT = 'acct_commit_cost';
/** Distinct touch points per kind: the bench's inputs recur (its streams cycle over pools of this order). */
const POOL = 50_000;

type Shape = 'name' | 'email' | 'hub';
const SHAPES: Shape[] = ['name', 'email', 'hub'];
const KINDS = { name: ['name'], email: ['email'], hub: ['email', 'ip', 'phone', 'name'] } as const;
/** Sizes of what live calls of each shape store (captured from calls through the app: explanation, reason codes). */
const EXPLANATION = { name: 170, email: 226, hub: 1685 };
const CODES = { name: 5, email: 17, hub: 47 };

/** A deterministic pseudo-random sequence, so both variants and every run get the same calls. */
const rng = mulberry32;
const nodeId = (kind: string, n: number) => createHash('sha256').update(`${kind}:${n}`).digest('base64url');

interface Call {
  readonly r: NewResolution;
  readonly links: LinkRows;
}

/** The s-th call of a shape (its touch points drawn from the pools; a fresh customer_id each). */
function call(shape: Shape, s: number, next: () => number, at: Date): Call {
  const nodes = KINDS[shape].map((kind) => ({ id: nodeId(kind, Math.floor(next() * POOL)), kind })).sort((a, b) => (a.id < b.id ? -1 : 1));
  const edges: { a: string; b: string; kind: string }[] = [];
  for (const a of nodes) for (const b of nodes) if (a.id !== b.id) edges.push({ a: a.id, b: b.id, kind: b.kind });
  const explanation = JSON.stringify({ pad: 'x'.repeat(EXPLANATION[shape] - 12) });
  return {
    r: {
      id: newId('res'),
      accountId: ACCOUNT,
      environment: 'live',
      keyId: 'key_commit_cost',
      operation: shape === 'hub' ? 'hub' : shape,
      customerId: `cc-${shape}-${s}`,
      price: 1,
      score: 500,
      scoreCluster: 'medium',
      reasonCodes: 'R'.repeat(CODES[shape]),
      explanationJson: explanation,
      createdAt: at,
    },
    links: { nodes, edges },
  };
}

async function commitAll(resolutions: Resolutions, calls: readonly Call[]): Promise<void> {
  for (let i = 0; i < calls.length; i += GROUP) {
    const group = calls.slice(i, i + GROUP);
    const refused = await Promise.all(group.map((c) => resolutions.commitCall(c.r, c.links)));
    if (refused.some((x) => x !== null)) throw new Error(`a commit was refused: ${JSON.stringify(refused.find((x) => x !== null))}`);
  }
}

async function open(file: string): Promise<{ store: Store; resolutions: Resolutions }> {
  const store = await openStore({ kind: 'sqlite', file } as never, { walCheckpointer: false });
  return { store, resolutions: new Resolutions(store) };
}

async function schemaStep(store: Store, step: string): Promise<void> {
  if (!step.trim()) return;
  if (step.includes(' && ')) {
    for (const part of step.split(' && ')) await schemaStep(store, part.trim());
    return;
  }
  if (step.startsWith('down:')) {
    const m = MIGRATIONS[step.slice(5)];
    if (!m?.down) throw new Error(`no migration ${step.slice(5)} with a down`);
    await m.down(store.db as never);
    return;
  }
  if (step.startsWith('file:')) {
    store.sqlite!.exec(readFileSync(step.slice(5), 'utf8'));
    return;
  }
  for (const s of step.split(';').map((x) => x.trim()).filter(Boolean)) store.sqlite!.exec(s);
}

const dir = mkdtempSync(join(tmpdir(), 'idrisk-commit-cost-'));
try {
  const seedFile = join(dir, 'seed.db');
  {
    const { store, resolutions } = await open(seedFile);
    await migrateToLatest(store.db);
    const now = new Date().toISOString();
    await store.db.insertInto('accounts').values({ id: ACCOUNT, name: 'commit cost', credits: 1e12, unlimited: 0, products: 'phone,email,ip,name,device,hub', rate_limit: 1, webhook_url: null, disabled: 0, created_at: now, updated_at: now } as never).execute();
    const next = rng(1);
    const t0 = Date.now() - 30 * 86_400_000;
    let calls: Call[] = [];
    for (let s = 0; s < SEED; s++) {
      const shape: Shape = s % 10 === 0 ? 'hub' : s % 2 === 0 ? 'name' : 'email';
      calls.push(call(shape, -1 - s, next, new Date(t0 + s * 10)));
      if (calls.length === 3400) {
        await commitAll(resolutions, calls);
        calls = [];
      }
    }
    await commitAll(resolutions, calls);
    store.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
    await store.close();
  }
  const files = { A: join(dir, 'a.db'), B: join(dir, 'b.db') };
  const variants: Record<'A' | 'B', { store: Store; resolutions: Resolutions; wal: string }> = {} as never;
  for (const v of ['A', 'B'] as const) {
    copyFileSync(seedFile, files[v]);
    const o = await open(files[v]);
    await schemaStep(o.store, process.env[`COMMIT_COST_${v}`] ?? '');
    o.store.sqlite!.pragma('wal_autocheckpoint = 0');
    o.store.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
    variants[v] = { ...o, wal: `${files[v]}-wal` };
  }
  const pageSize = Number(variants.A.store.sqlite!.pragma('page_size', { simple: true }));
  console.log(`seeded ${SEED} calls (${(statSync(seedFile).size / 1e6).toFixed(0)} MB); windows of ${WINDOW} calls in groups of ${GROUP}; A: ${process.env.COMMIT_COST_A || '(as migrated)'}; B: ${process.env.COMMIT_COST_B || '(as migrated)'}`);
  console.log(`load average at start: ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);

  const results: Record<string, { us: number[]; frames: number[] }> = {};
  const TREES = process.env.COMMIT_COST_TREES === '1';
  const profileFile = process.env.COMMIT_COST_PROFILE;
  const profiler = profileFile ? new Session() : null;
  const profiles: unknown[] = [];
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
  }
  const walPages: Record<string, { calls: number; pages: Map<number, number> }> = {};
  let s = 0;
  const window = async (v: 'A' | 'B', shape: Shape, calls: readonly Call[], measured = true) => {
    const { resolutions, store, wal } = variants[v];
    if (profiler) await profiler.post('Profiler.start');
    const u = process.cpuUsage();
    await commitAll(resolutions, calls);
    const used = process.cpuUsage(u);
    if (profiler) profiles.push((await profiler.post('Profiler.stop')).profile);
    // The frames this window's commits wrote (the WAL was restarted before it), then copied into the database and the
    // WAL restarted for the next window: its file keeps its size and is written over, as a server's WAL is between
    // checkpoints (a WAL truncated before each window would make every frame extend the file).
    const [{ log: frames }] = store.sqlite!.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    store.sqlite!.pragma('wal_checkpoint(RESTART)');
    if (!measured) return;
    const k = `${shape} ${v}`;
    if (TREES) {
      const pages = (walPages[k] ??= { calls: 0, pages: new Map() });
      pages.calls += calls.length;
      const buf = readFileSync(wal);
      for (let f = 0, o = 32; f < frames && o + 24 + pageSize <= buf.length; f++, o += 24 + pageSize) {
        const page = buf.readUInt32BE(o);
        pages.pages.set(page, (pages.pages.get(page) ?? 0) + 1);
      }
    }
    (results[k] ??= { us: [], frames: [] }).us.push((used.user + used.system) / calls.length);
    results[k]!.frames.push(frames / calls.length);
  };
  // One window per shape and variant first, not measured: the WAL file grows to its size, the caches warm.
  for (const shape of SHAPES) {
    const next = rng(99 + SHAPES.indexOf(shape));
    const calls = Array.from({ length: WINDOW }, (_, i) => call(shape, s + i, next, new Date(Date.now() + i)));
    s += WINDOW;
    for (const v of ['A', 'B'] as const) await window(v, shape, calls, false);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const shape of SHAPES) {
      // Two sets of calls per shape and round, each committed once to A and once to B.
      const at = Date.now();
      const make = (seed: number) => {
        const next = rng(seed);
        const calls = Array.from({ length: WINDOW }, (_, i) => call(shape, s + i, next, new Date(at + i)));
        s += WINDOW;
        return calls;
      };
      const first = make(1000 + round * 10 + SHAPES.indexOf(shape));
      const second = make(5000 + round * 10 + SHAPES.indexOf(shape));
      // The same calls (same ids) go to each variant's own database.
      const order: ('A' | 'B')[] = round % 2 === 0 ? ['A', 'B', 'B', 'A'] : ['B', 'A', 'A', 'B'];
      const done = { A: 0, B: 0 };
      for (const v of order) await window(v, shape, done[v]++ === 0 ? first : second);
    }
  }
  const median = (xs: number[]) => {
    const o = [...xs].sort((a, b) => a - b);
    return o.length % 2 ? o[(o.length - 1) / 2]! : (o[o.length / 2 - 1]! + o[o.length / 2]!) / 2;
  };
  // Paired: each round's two B windows against its two A windows (run next to each other, so at the same load).
  const paired = (a: number[], b: number[]) => median(Array.from({ length: a.length / 2 }, (_, r) => (b[2 * r]! + b[2 * r + 1]!) / (a[2 * r]! + a[2 * r + 1]!)));
  console.log('| shape | A µs/call (median; windows) | B µs/call (median; windows) | B/A | B/A paired by round (median) | WAL frames per call A → B |');
  console.log('|---|---|---|---|---|---|');
  for (const shape of SHAPES) {
    const a = results[`${shape} A`]!;
    const b = results[`${shape} B`]!;
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(
      `| ${shape} | ${median(a.us).toFixed(1)} (${list(a.us)}) | ${median(b.us).toFixed(1)} (${list(b.us)}) | ${(median(b.us) / median(a.us)).toFixed(3)} | ${paired(a.us, b.us).toFixed(3)} | ${median(a.frames).toFixed(2)} → ${median(b.frames).toFixed(2)} |`,
    );
  }
  if (profiler) {
    // The windows' profiles as one: their samples concatenated under one tree of nodes (ids made distinct per window).
    type P = { nodes: { id: number; children?: number[] }[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };
    const merged: P = { nodes: [], samples: [], timeDeltas: [], startTime: 0, endTime: 0 };
    let offset = 0;
    for (const p of profiles as P[]) {
      let max = 0;
      for (const n of p.nodes) {
        max = Math.max(max, n.id);
        merged.nodes.push({ ...n, id: n.id + offset, ...(n.children ? { children: n.children.map((c) => c + offset) } : {}) });
      }
      merged.samples.push(...p.samples.map((s) => s + offset));
      merged.timeDeltas.push(...p.timeDeltas);
      merged.endTime += p.endTime - p.startTime;
      offset += max + 1;
    }
    writeFileSync(profileFile!, JSON.stringify(merged));
    profiler.disconnect();
  }
  if (TREES) {
    for (const v of ['A', 'B'] as const) {
      const owner = new Map((variants[v].store.sqlite!.prepare('select name, pageno from dbstat').all() as { name: string; pageno: number }[]).map((r) => [r.pageno, r.name]));
      for (const shape of SHAPES) {
        const w = walPages[`${shape} ${v}`]!;
        const byTree = new Map<string, number>();
        for (const [page, n] of w.pages) byTree.set(owner.get(page) ?? '(free or other)', (byTree.get(owner.get(page) ?? '(free or other)') ?? 0) + n);
        console.log(`${shape} ${v}: ` + [...byTree].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${(n / w.calls).toFixed(2)}`).join(', '));
      }
    }
  }
  console.log(`load average at end: ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  for (const v of ['A', 'B'] as const) await variants[v].store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
