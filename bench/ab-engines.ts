/**
 * In-process A/B of the email, phone and ip engines of two source trees (this one and BASE, e.g. a `git archive` of
 * the base commit): both engines are built on one SQLite database and graph with network lookups off, and batches of
 * calls alternate between them in one process, so the machine's load falls on both alike. Prints the median CPU per
 * call of each over the batches.
 *   AB_BASE=/tmp/base [AB_PRODUCTS=email,phone,ip,name,hub] [AB_DB=FILE] [AB_SQLITE=off] node --import tsx bench/ab-engines.ts [batches=20] [calls=400]
 * The engines get the SQLite connection (EngineDeps.sqlite) as the composition root gives it (AB_SQLITE=off: not;
 * AB_SQLITE=base-off: only the branch's, so with AB_BASE=. the same code with and without the synchronous reads).
 * `hub` runs the hub's four engines (phone, email, ip, name) of a call at once, as the resolver does. AB_DB: a copy of a
 * database seeded by `bench/seed.ts datasets` with IDRISK_SECRET=bench-secret-0123456789abcdef (the datasets and
 * the graph of the bench's mixes) instead of a fresh one.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config/index.js';
import { MemoryCache } from '../src/enrich/cache.js';
import { Deadline } from '../src/enrich/deadline.js';
import { IdentityGraph } from '../src/identity/graph.js';
import { openStore } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { emailMix, ipMix, nameMix, phoneMix, SIZES } from './data.js';
import { createBundledReference } from '../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const BATCHES = Number(process.argv[2] ?? 20);
const CALLS = Number(process.argv[3] ?? 400);
const base = process.env.AB_BASE;
if (!base) throw new Error('AB_BASE: the other source tree');
const here = new URL('..', import.meta.url);
const trees = { base: pathToFileURL(`${base}/`).href, branch: here.href };

const dir = mkdtempSync(join(tmpdir(), 'idrisk-ab-'));
const file = join(dir, 'ab.sqlite');
if (process.env.AB_DB) copyFileSync(process.env.AB_DB, file);
const store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file });
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  await migrateToLatest(store.db);
  const config = loadConfig({ IDRISK_NETWORK: 'off', IDRISK_DATA_DIR: dir });
  const graph = new IdentityGraph(store.db, 'bench-secret-0123456789abcdef');
  const silent = { info() {}, warn() {}, error() {}, debug() {} };
  const sizes = SIZES.quick;
  const inputs = {
    email: emailMix(20_000, sizes.rows / 2).map((email) => ({ email })),
    phone: phoneMix(sizes.rows / 2, 20_000).map((phone_number) => ({ phone_number })),
    ip: ipMix(sizes.ipRanges, 20_000).map((ip) => ({ ip })),
    name: nameMix(20_000),
  } as const;
  type Engine = { analyze(input: unknown, ctx: unknown): Promise<unknown> };
  const engines: Record<string, Record<string, Engine>> = {};
  for (const [name, root] of Object.entries(trees)) {
    const email = await import(new URL('src/products/email/engine.ts', root).href);
    const phone = await import(new URL('src/products/phone/engine.ts', root).href);
    const ip = await import(new URL('src/products/ip/engine.ts', root).href);
    const ipRef = await import(new URL('src/products/ip/reference.ts', root).href);
    const models = await import(new URL('src/scoring/models/index.ts', root).href);
    const name_ = await import(new URL('src/products/name/engine.ts', root).href);
    const sqlite = process.env.AB_SQLITE === 'off' || (process.env.AB_SQLITE === 'base-off' && name === 'base') ? undefined : store.sqlite;
    const deps = { config, db: store.db, sqlite, graph, cache: new MemoryCache(), logger: silent, reference: BUNDLED };
    const reference = { ...BUNDLED, ip: await ipRef.loadIpReference({ config, db: store.db, logger: silent }) };
    engines[name] = {
      email: await email.createEmailEngine(deps),
      // base-off: the phone engine keeps its one-transaction reads on both sides (it had them before this pass).
      phone: await phone.createPhoneEngine({ ...deps, sqlite: process.env.AB_SQLITE === 'off' ? undefined : store.sqlite }),
      ip: await ip.createIpEngine({ ...deps, reference, models: new models.CachedModelResolver(store.db) }),
      name: await name_.createNameEngine(deps),
    };
  }
  const now = new Date();
  // The hub's four engines of one call at once (as the resolver runs them), each on its own input stream.
  const HUB = ['phone', 'email', 'ip', 'name'] as const;
  for (const name of Object.keys(trees)) {
    const e = engines[name]!;
    e.hub = {
      analyze: async (i: unknown, ctx: unknown) => {
        const k = i as number;
        return Promise.all(HUB.map((p) => e[p]!.analyze(inputs[p][k % inputs[p].length], ctx)));
      },
    };
  }
  const hubInputs = Array.from({ length: 20_000 }, (_, i) => i);
  for (const product of (process.env.AB_PRODUCTS ?? 'email,phone,ip,name,hub').split(',') as ('email' | 'phone' | 'ip' | 'name' | 'hub')[]) {
    const list: readonly unknown[] = product === 'hub' ? hubInputs : inputs[product];
    const us: Record<string, number[]> = { base: [], branch: [] };
    let at = 0;
    const batch = async (e: Engine) => {
      const t = cpu();
      for (let i = 0; i < CALLS; i++) {
        const deadline = new Deadline(5000);
        await e.analyze(list[(at + i) % list.length], { deadline, now, accountId: 'acct_ab', given: {} });
        deadline.dispose();
      }
      return (cpu() - t) / CALLS;
    };
    for (const name of Object.keys(trees)) await batch(engines[name]![product]!); // warm-up
    for (let b = 0; b < BATCHES; b++) {
      at += CALLS;
      const order = b % 2 === 0 ? ['base', 'branch'] : ['branch', 'base'];
      for (const name of order) us[name]!.push(await batch(engines[name]![product]!));
    }
    console.log(`${product}: base ${median(us.base!).toFixed(1)} µs, branch ${median(us.branch!).toFixed(1)} µs CPU per call (median of ${BATCHES} batches of ${CALLS}; ratio ${(median(us.branch!) / median(us.base!)).toFixed(3)})`);
  }
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
