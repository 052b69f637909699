/**
 * CPU cost of a live hub call, in process (SQLite, network lookups off): `npx tsx bench/hub-cost.ts [rounds]`.
 * Each round is 50 concurrent POST /1.0/hub calls through `app.inject` (claims phone, email, ip, name, score; the
 * inputs of the bench's hub scenario, so the SQLite group commit batches them as under load), after a warm-up.
 * Then, on the same inputs in series, the four engines alone and the score step alone (as `engine-time` of
 * bench/server.ts). Prints CPU per call (process.cpuUsage, user + system): whole call, engines, score step, and the
 * rest (the hub's platform path: HTTP through inject, auth, validation, serialization, the commit).
 * HUB_COST_PROFILE=file writes a V8 CPU profile of the measured calls (not of the engine/score timing).
 * HUB_COST_STATEMENTS=1: every SQLite statement the measured calls ran (better-sqlite3's run/all/get, whether through
 * Kysely or at once), with how many per call and the process's CPU µs during them per call (process.cpuUsage around
 * each: microsecond grain, two getrusage calls added per statement, so the whole call reads higher than without).
 * The group commit's BEGIN IMMEDIATE and COMMIT are among them (its COMMIT writes the WAL).
 * HUB_COST_WAL=1: no checkpoint during the measured calls (the WAL is emptied before them), then the WAL's frames per
 * call by the table or index each page belongs to (SQLite's dbstat): which B-trees the commit writes, in 4 KB pages.
 * HUB_COST_HEAP=file writes a sampling heap profile of the measured calls (freed objects included) and prints the bytes
 * allocated per call.
 * Prints V8's GC pauses over the measured calls (perf_hooks `gc` entries: count, time per call, longest) and the
 * process's peak resident size.
 * HUB_COST_ENGINES=off skips the engine and score timing.
 * A diagnostic for A/B work on the hub's own overhead; the recorded figures are bench/run.ts's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { compose } from '../src/composition.js';
import { loadConfig } from '../src/config/index.js';
import { Deadline } from '../src/enrich/deadline.js';
import type { HubOutcomes } from '../src/onboarding/consistency.js';
import { hubModel, liveHubScore } from '../src/onboarding/hub.js';
import type { ProductOutcome } from '../src/products/types.js';
import { emailMix, ipMix, nameMix, phoneMix, SIZES } from './data.js';
import { engineContext, hubGiven } from './engine-shapes.js';
import { hubInput } from '../src/products/catalogue.js';
import { graphScope } from '../src/identity/scope.js';
import type { SqliteDatabase } from '../src/store/db.js';

const ROUNDS = Number(process.argv[2] ?? 30);
const CONCURRENCY = Number(process.env.HUB_COST_CONCURRENCY ?? 50);
const WARM_ROUNDS = 6;

const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

const sizes = SIZES.quick;
const phones = phoneMix(sizes.rows / 2, 20_000);
const emails = emailMix(20_000, sizes.rows / 2);
const ips = ipMix(sizes.ipRanges, 20_000);
const names = nameMix(20_000);
const input = (s: number) => {
  const n = names[s % names.length]!;
  return { phone_number: phones[s % phones.length]!, email: emails[s % emails.length]!, ip: ips[s % ips.length]!, first_name: n.first_name, last_name: n.last_name };
};

const dir = mkdtempSync(join(tmpdir(), 'idrisk-hub-cost-'));
const services = await compose(
  loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_NETWORK: 'off', IDRISK_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent' }),
);
const app = await buildApp(services);
try {
  await app.ready();
  const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 1_000_000 });
  const key = (await services.keys.create(account.id, 'live')).secret;
  let seq = 0;
  const round = async () => {
    const calls = Array.from({ length: CONCURRENCY }, () => {
      const s = seq++;
      return app.inject({
        method: 'POST',
        url: '/1.0/hub',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload: JSON.stringify({ customer_id: `cost-${s}`, claims: ['phone', 'email', 'ip', 'name', 'score'], ...input(s) }),
      });
    });
    for (const r of await Promise.all(calls)) if (r.statusCode !== 200) throw new Error(`hub answered ${r.statusCode}: ${r.body}`);
  };
  for (let r = 0; r < WARM_ROUNDS; r++) await round();
  const profileFile = process.env.HUB_COST_PROFILE;
  const profiler = profileFile ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  // HUB_COST_HEAP=file: V8's sampling heap profile of the measured calls, objects the young and old collections freed
  // included, so its samples sum to what the calls allocated (at the sampling interval's grain).
  const heapFile = process.env.HUB_COST_HEAP;
  const heap = heapFile ? new Session() : null;
  if (heap) {
    heap.connect();
    await heap.post('HeapProfiler.enable');
    await heap.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  }
  const sqlite = services.store.sqlite!;
  const wal = process.env.HUB_COST_WAL === '1';
  if (wal) {
    sqlite.pragma('wal_autocheckpoint = 0');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  }
  const statements = process.env.HUB_COST_STATEMENTS === '1' ? countStatements(sqlite) : null;
  // V8's pauses over the measured calls (the main thread's part of each collection), by kind.
  const pauses: { kind: number; ms: number }[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push({ kind: (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0, ms: e.duration });
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const usage = process.cpuUsage();
  let t = cpuUs();
  for (let r = 0; r < ROUNDS; r++) await round();
  const whole = (cpuUs() - t) / (ROUNDS * CONCURRENCY);
  const split = process.cpuUsage(usage);
  const calls = ROUNDS * CONCURRENCY;
  statements?.stop();
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    writeFileSync(profileFile!, JSON.stringify(profile));
  }
  if (heap) {
    const { profile } = await heap.post('HeapProfiler.stopSampling');
    heap.disconnect();
    writeFileSync(heapFile!, JSON.stringify(profile));
    type Node = { selfSize: number; children: Node[] };
    const total = (n: Node): number => n.selfSize + n.children.reduce((a, c) => a + total(c), 0);
    console.log(`allocated (sampled): ${(total(profile.head as unknown as Node) / calls / 1024).toFixed(1)} KB per call`);
  }
  gcObserver.disconnect();
  const minor = pauses.filter((p) => p.kind === constants.NODE_PERFORMANCE_GC_MINOR);
  const sum = (l: readonly { ms: number }[]) => l.reduce((a, p) => a + p.ms, 0);
  console.log(
    `GC pauses: ${pauses.length} (${minor.length} scavenges), ${((sum(pauses) * 1000) / calls).toFixed(0)} µs per call (scavenges ${((sum(minor) * 1000) / calls).toFixed(0)}), ` +
      `longest ${Math.max(0, ...pauses.map((p) => p.ms)).toFixed(1)} ms; peak resident (VmHWM) ${/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '?'} kB`,
  );
  console.log(`measured calls: user ${(split.user / calls).toFixed(0)} µs/call, system ${(split.system / calls).toFixed(0)} µs/call`);
  if (statements) {
    console.log('statements (per call: count, CPU µs):');
    for (const [text, { n, us }] of [...statements.stats].sort((a, b) => b[1].us - a[1].us).slice(0, 20)) {
      console.log(`  ${(n / calls).toFixed(2).padStart(6)} ${(us / calls).toFixed(1).padStart(7)}  ${text}`);
    }
  }
  if (wal) walFrames(sqlite, join(dir, 'idrisk.db-wal'), calls);
  if (process.env.HUB_COST_ENGINES === 'off') {
    console.log(`hub ${whole.toFixed(0)} µs/call  (${calls} calls, ${ROUNDS} rounds of ${CONCURRENCY}; engines not timed)`);
  } else {
    // The engines alone and the score step alone, in series, on the next inputs of the stream (as bench/run.ts does).
    const card = (await hubModel(services.models, account.id, undefined))!;
    const engines = services.engines as unknown as Record<string, { analyze(i: unknown, c: unknown): Promise<ProductOutcome<unknown>> }>;
    const products = ['phone', 'email', 'ip', 'name'] as const;
    const scope = graphScope(account);
    let engineUs = 0;
    let scoreUs = 0;
    const n = ROUNDS * CONCURRENCY;
    for (let s = seq; s < seq + n; s++) {
      // The given touch points, the engines' inputs and the context in the live path's shapes (bench/engine-shapes.ts).
      const given = hubGiven(input(s));
      const deadline = new Deadline(5000);
      const ctx = engineContext(deadline, account.id, scope, given);
      t = cpuUs();
      const outs = await Promise.all(products.map((p) => engines[p]!.analyze(hubInput(p, given), ctx)));
      engineUs += cpuUs() - t;
      t = cpuUs();
      await liveHubScore(services.graph, scope, card, given, Object.fromEntries(products.map((p, i) => [p, outs[i]])) as HubOutcomes, ctx.now);
      scoreUs += cpuUs() - t;
      deadline.dispose();
    }
    const e = engineUs / n;
    const sc = scoreUs / n;
    console.log(
      `hub ${whole.toFixed(0)} µs/call  engines ${e.toFixed(0)}  score step ${sc.toFixed(0)}  rest ${(whole - e - sc).toFixed(0)}  (${n} calls, ${ROUNDS} rounds of ${CONCURRENCY})`,
    );
  }
} finally {
  await app.close();
  await services.close();
  rmSync(dir, { recursive: true, force: true });
}

/** Wraps the statements' run/all/get (better-sqlite3's Statement prototype) to count them and the process's CPU during each. */
function countStatements(sqlite: SqliteDatabase): { stats: Map<string, { n: number; us: number }>; stop: () => void } {
  const proto = Object.getPrototypeOf(sqlite.prepare('select 1')) as Record<string, (...a: unknown[]) => unknown>;
  const stats = new Map<string, { n: number; us: number }>();
  const originals = (['run', 'all', 'get'] as const).map((m) => [m, proto[m]!] as const);
  for (const [m, original] of originals) {
    proto[m] = function (this: { source: string }, ...a: unknown[]) {
      const t0 = process.cpuUsage();
      try {
        return original.apply(this, a);
      } finally {
        const used = process.cpuUsage(t0);
        const key = this.source.replace(/\s+/g, ' ').slice(0, 100);
        const s = stats.get(key) ?? { n: 0, us: 0 };
        s.n++;
        s.us += used.user + used.system;
        stats.set(key, s);
      }
    };
  }
  return { stats, stop: () => originals.forEach(([m, original]) => (proto[m] = original)) };
}

/** The WAL's frames (pages written by the commits since it was emptied), per call, by the B-tree each page is in now. */
function walFrames(sqlite: SqliteDatabase, file: string, calls: number): void {
  const wal = readFileSync(file);
  const pageSize = wal.readUInt32BE(8);
  const salt = [wal.readUInt32BE(16), wal.readUInt32BE(20)];
  const byPage = new Map<number, number>();
  let frames = 0;
  let commits = 0;
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    if (wal.readUInt32BE(at + 8) !== salt[0] || wal.readUInt32BE(at + 12) !== salt[1]) break;
    frames++;
    if (wal.readUInt32BE(at + 4) !== 0) commits++;
    const page = wal.readUInt32BE(at);
    byPage.set(page, (byPage.get(page) ?? 0) + 1);
  }
  const owner = new Map((sqlite.prepare('select name, pageno from dbstat').all() as { name: string; pageno: number }[]).map((r) => [r.pageno, r.name]));
  const byTree = new Map<string, number>();
  for (const [page, n] of byPage) {
    const name = owner.get(page) ?? '(free or other)';
    byTree.set(name, (byTree.get(name) ?? 0) + n);
  }
  console.log(`WAL: ${frames} frames of ${pageSize} bytes in ${commits} commits: ${(frames / calls).toFixed(1)} per call; by table or index, per call:`);
  for (const [name, n] of [...byTree].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log(`  ${(n / calls).toFixed(2).padStart(6)}  ${name}`);
}
