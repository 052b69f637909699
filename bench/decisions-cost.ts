/**
 * The decision layer's cost, in process (SQLite file, network off): `npx tsx bench/decisions-cost.ts [calls]`.
 *
 * 1. A policy of 50 rules (3 velocity conditions, 5 list lookups, the rest comparisons over payload fields, reason
 *    codes and a regular expression) on live POST /1.0/name calls through `app.inject`, 50 concurrent (the group commit
 *    batches them as under load): CPU per call with the policy published minus without, against the CPU per request of
 *    a bare Fastify route (`POST /bare`, {ok: true}) measured in the same run through `inject` too. Lists hold 10^5
 *    items each; the identity graph links each call's name to emails and phones seeded before.
 * 2. A backtest of that policy over N stored resolutions (default 50,000): resolutions per second of process CPU.
 *
 * The live figure is measured in ROUNDS rounds (default 3; each: bare route, without the policy, with it) and reported
 * per round and as the median ratio. With AB=1 each round runs the calls with the policy four times, twice storing the
 * compact decision record and twice the whole one (what live calls stored before 2026-11-27: every rule, names and
 * actions), in ABBA order, and reports both added figures (`added_us` compact, `added_full_us` whole) and `saving_us`.
 * With AB=nodes the "whole" phases instead run the `resolution` velocity count as before migration 4060 (the join of
 * `resolution_nodes` to `resolutions`, with 4050's index (node_id, resolution_id) in place of 4060's and 3550's
 * resolutions_velocity_idx made again): `saving_us` is
 * what the count from the copied account and time saves per call. With AB=lists the "whole" phases run without the
 * list-membership cache (src/decisions/lists/membership-cache.ts): `saving_us` is what it saves per call. (AB=index, 4050 against the index before it, ran on
 * the tree before 4060: its index no longer exists.) Prints one JSON line per figure. Both figures are CPU of this one process (user + system), so other work on the
 * machine slows the wall clock, not the ratio much. With AROUND=1 the calls without the policy run again after those
 * with it and `without_us` is the mean of both (a drift of the engine's own cost then cancels instead of counting as
 * added). `gc_without_us` / `gc_with_us`: the collector's pauses per call in each phase (wall time: inflated on a
 * loaded machine). With PROFILE_DIR set, a CPU profile of each measured phase (the
 * calls without and with the policy in the first round, the backtest) is written there (`<phase>.cpuprofile`, for Chrome's DevTools).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { compose } from '../src/composition.js';
import { loadConfig } from '../src/config/index.js';
import { newId } from '../src/accounts/ids.js';
import { clusterOf } from '../src/scoring/scorecard.js';
import { expandDecisionRecord, explanationJson, storedExplanationJson } from '../src/decisions/decide.js';
import { benchRules, seedBenchLists } from './policy-50.js';

const CALLS = Number(process.argv[2] ?? 2000);
const BACKTEST = Number(process.env.BACKTEST_ROWS ?? 50_000);
const PROFILE_DIR = process.env.PROFILE_DIR;
/** Run `fn` under the V8 profiler when PROFILE_DIR is set (the phase's profile only, not the seeding). */
async function profiled<T>(phase: string, fn: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(PROFILE_DIR, `${phase}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-decisions-'));
const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'bench-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent' });
const services = await compose(config);
const app = await buildApp(services);
await app.ready();
const bare = Fastify();
bare.post('/bare', async () => ({ ok: true }));
await bare.ready();

try {
  const account = await services.accounts.create({ name: 'bench', credits: 0, unlimited: true, rateLimit: 1_000_000 });
  const key = (await services.keys.create(account.id, 'live')).secret;
  const d = services.decisions;

  await seedBenchLists(d, account.id);
  const rules = benchRules();
  const policy = { rules };
  // A second figure (SECOND_POLICY=1), beside the first, not instead of it: the same 50 rules, lookups and actions,
  // with the thresholds of the always-true conditions moved so that 2 rules match a call (the first policy matches 22
  // of its 50 on every call: each matched rule is answered, stored with its reads and adds its points).
  const sparse = rules.map((r, i) => {
    if (i < 8 || i === 11 || i === 15) return r;
    let when: string;
    if (i % 4 === 0) when = `score < ${i} && "RN001" in reason_codes`;
    else if (i % 4 === 1) when = `name.score_cluster == "very_low" && score > ${900 - i}`;
    else if (i % 4 === 2) when = r.when;
    else when = `has(name.gender) && model_id in ["mdl_a", "mdl_b"] && score >= ${i}`;
    return { ...r, when };
  });

  // Each call's name is linked to a few emails and phones in the graph (velocity reads real edges).
  const names = Array.from({ length: 500 }, (_, i) => ({ first_name: `Anna${i}`, last_name: `Smith${i}` }));
  for (const [i, n] of names.entries()) {
    await services.graph.link(
      [
        { kind: 'name', value: `${n.first_name} ${n.last_name}`.toLowerCase() },
        { kind: 'email', value: `a${i}@example.org` },
        { kind: 'phone', value: `+4477009${String(i).padStart(5, '0')}` },
      ],
      account.id,
      new Date(),
    );
  }

  // The decision step's own CPU per call: Decisions.run runs synchronously on SQLite (no lookup needs a promise), so
  // the CPU between its call and its return is the step (the policy's evaluation, lookups, block and record), without
  // the JSON of the stored record and of the answer (measured apart below on the last record).
  const engine = services.decisions.engine;
  const run = engine.run.bind(engine);
  let decideCpu = 0;
  let decided = 0;
  let lastRecord: unknown = null;
  // Timed only in a phase of its own (two getrusage calls per call, ~2-5 µs, must not count in the figure with the
  // policy: until 2026-11-27 they did).
  let timing = false;
  engine.run = (...args: Parameters<typeof run>) => {
    if (!timing) return run(...args);
    const t = cpuUs();
    const out = run(...args);
    decideCpu += cpuUs() - t;
    decided += 1;
    void out.then((o) => void (lastRecord = { block: o.block, record: o.record }));
    return out;
  };
  let publishedDoc: import('../src/decisions/rules/ast.js').PolicyDocument | null = null;
  const jsonCost = () => {
    const r = lastRecord as { block: unknown; record: unknown };
    const n = 2000;
    const t = cpuUs();
    for (let i = 0; i < n; i++) JSON.stringify(r.record);
    const record = (cpuUs() - t) / n;
    const t2 = cpuUs();
    for (let i = 0; i < n; i++) JSON.stringify(r.block);
    const block = (cpuUs() - t2) / n;
    // What the commit now writes it with (decide.ts explanationJson: text made once per policy version), on the same
    // record: the saving per call of the stored explanation's JSON.
    const e = { scores: {}, providers: [], decision: r.record };
    const t3 = cpuUs();
    for (let i = 0; i < n; i++) explanationJson(e);
    const text = (cpuUs() - t3) / n;
    if (explanationJson(e) !== JSON.stringify(e)) throw new Error('explanationJson differs from JSON.stringify');
    // What a live call stores now (the compact record), its cost, and that the read path makes the whole record back.
    const t4 = cpuUs();
    for (let i = 0; i < n; i++) storedExplanationJson(e);
    const storedText = (cpuUs() - t4) / n;
    const stored = storedExplanationJson(e)!;
    const rec = r.record as { policy_hash: string };
    const back = { ...JSON.parse(stored), decision: expandDecisionRecord(JSON.parse(stored).decision, { hash: rec.policy_hash, document: publishedDoc! }) };
    if (JSON.stringify(back) !== JSON.stringify(e)) throw new Error('the compact record does not expand to the whole one');
    return { stored_text_us: Number(storedText.toFixed(1)), stored_bytes: JSON.stringify(JSON.parse(stored).decision).length, record_text_us: Number(text.toFixed(1)), record_json_us: Number(record.toFixed(1)), record_bytes: JSON.stringify(r.record).length, block_json_us: Number(block.toFixed(1)), block_bytes: JSON.stringify(r.block).length };
  };

  // AB=1: the commit is given the whole record's text (explanationJson, as before 2026-11-27) while `storeFull` is set.
  // Its wrapper runs in both AB phases; the "full" phase also pays the compact text the service made (~10 µs), so the
  // difference it shows is if anything smaller than the saving.
  const AB = Boolean(process.env.AB);
  let storeFull = false;
  // AB=nodes: the phases marked "full" count resolutions as before migration 4060: the join to `resolutions` (each
  // counted resolution searched in resolutions_velocity_idx, made again for the phase) over 4050's index (node_id,
  // resolution_id), which replaces 4060's for the phase. The commit writes the two copied columns in both phases (only the read and the index differ).
  const AB_NODES = process.env.AB === 'nodes';
  // AB=lists: the phases marked "full" run without the list-membership cache (every lookup reads SQLite, one statement
  // for the call's five, as before 2026-11-27's seventh pass); `saving_us` is what the cache saves per call.
  const AB_LISTS = process.env.AB === 'lists';
  const memberships = d.lists.memberships;
  const listCache = (on: boolean) => {
    if (AB_LISTS) (d.lists as unknown as { memberships: typeof memberships }).memberships = on ? memberships : null;
  };
  if (process.env.AB === 'index') throw new Error('AB=index measured migration 4050 against the index before it; since 4060 use AB=nodes');
  const sqlite = services.store.sqlite!;
  const graph = services.graph;
  const velocitiesNow = graph.velocitiesSync.bind(graph);
  const joinStatements = new Map<string, import('better-sqlite3').Statement>();
  const velocitiesJoin: typeof graph.velocitiesSync = (db, accountId, reads) => {
    const shape = reads.map((r) => (r.count === 'resolution' ? 'r' : 'l')).join('');
    let stmt = joinStatements.get(shape);
    if (!stmt) {
      const parts = [...shape].map((k, i) =>
        k === 'r'
          ? `(select count(*) from (select 1 from resolution_nodes n cross join resolutions r where r.id = n.resolution_id and n.node_id = ? and r.account_id = ? and r.created_at >= ? limit 1000) x) as v${i}`
          : `(select count(*) from (select 1 from identity_edges where a = ? and b_kind = ? and first_seen >= ? limit 1000) x) as v${i}`,
      );
      joinStatements.set(shape, (stmt = db.prepare(`select ${parts.join(', ')}`).raw(true)));
    }
    const params: string[] = [];
    for (const r of reads) params.push(r.node, r.count === 'resolution' ? accountId : r.count, r.since);
    return (stmt.get(params) as (number | bigint)[]).map(Number);
  };
  const oldIndex = (on: boolean) => {
    if (!AB_NODES) return;
    joinStatements.clear();
    if (on) {
      sqlite.exec('create index resolution_nodes_node_res_idx on resolution_nodes (node_id, resolution_id); drop index resolution_nodes_velocity_idx; create index resolutions_velocity_idx on resolutions (id, account_id, created_at)');
      graph.velocitiesSync = velocitiesJoin;
    } else {
      sqlite.exec('create index resolution_nodes_velocity_idx on resolution_nodes (node_id, account_id, created_at, resolution_id); drop index resolution_nodes_node_res_idx; drop index resolutions_velocity_idx');
      graph.velocitiesSync = velocitiesNow;
    }
  };
  if (AB && !AB_NODES && !AB_LISTS) {
    const resolutions = services.resolutions;
    const commit = resolutions.commitCall.bind(resolutions);
    resolutions.commitCall = (r, ...rest) => commit(storeFull && r.explanationJson !== undefined ? { ...r, explanationJson: explanationJson(r.explanation) } : r, ...rest);
  }

  let seq = 0;
  const call = () => {
    const n = names[seq++ % names.length]!;
    return app.inject({ method: 'POST', url: '/1.0/name', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: `c-${seq}-${Math.random()}`, claims: ['name'], ...n }) });
  };
  // Garbage collection's pauses per call of the last phase measured by perCall (wall time of the GC events, main
  // thread): how much of a phase's CPU the collector took.
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMs += e.duration;
  }).observe({ entryTypes: ['gc'] });
  let lastGcUs = 0;
  const perCall = async (n: number) => {
    for (let w = 0; w < 200; w += 50) await Promise.all(Array.from({ length: 50 }, call));
    const start = cpuUs();
    const gc0 = gcMs;
    for (let done = 0; done < n; done += 50) {
      const res = await Promise.all(Array.from({ length: 50 }, call));
      if (res.some((r) => r.statusCode !== 200)) throw new Error(res.find((r) => r.statusCode !== 200)!.body);
    }
    lastGcUs = ((gcMs - gc0) * 1000) / n;
    return (cpuUs() - start) / n;
  };
  const bareCost = async (n: number) => {
    for (let i = 0; i < 500; i++) await bare.inject({ method: 'POST', url: '/bare', payload: '{}', headers: { 'content-type': 'application/json' } });
    const start = cpuUs();
    for (let done = 0; done < n; done += 50) await Promise.all(Array.from({ length: 50 }, () => bare.inject({ method: 'POST', url: '/bare', payload: '{}', headers: { 'content-type': 'application/json' } })));
    return (cpuUs() - start) / n;
  };

  // ROUNDS rounds (default 3) of: bare route, calls without the policy, calls with it published; each figure is the
  // round's own, and the summary is their median (the machine is shared: one round can be slowed by a neighbour).
  // With PROFILE_DIR the first round's calls with the policy run under the profiler (their figure is then inflated).
  const ROUNDS = Number(process.env.ROUNDS ?? 3);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const figures: [string, number, typeof policy][] = [['policy of 50 rules (3 velocity, 5 list lookups) on live POST /1.0/name', 1, policy]];
  await d.policies.saveDraft(account.id, 'name', policy, 'bench');
  if (process.env.SECOND_POLICY) {
    await d.policies.saveDraft(account.id, 'name', { rules: sparse }, 'bench');
    figures.push(['the same 50 rules with 2 matching a call (SECOND_POLICY)', 2, { rules: sparse }]);
  }
  for (const [figure, version] of figures) {
    const rounds: Record<string, number>[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const bareUs = await bareCost(CALLS * 2);
      if ((await d.policies.list(account.id)).some((p) => p.published_version !== null)) await d.policies.unpublish(account.id, 'name');
      const withoutBefore = r === 0 ? await profiled('without-policy', () => perCall(CALLS)) : await perCall(CALLS);
      const gcWithout = lastGcUs;
      await d.policies.publish(account.id, 'name', version);
      publishedDoc = (await d.policies.show(account.id, 'name', version)).document;
      const probe = (await call()).json();
      if (!probe.decision) throw new Error('the policy did not run');
      if (AB_NODES) {
        // The two counts agree (same rows, another path to them), for every name of the bench and three windows.
        const reads = names.flatMap((n) => ['1970-01-01T00:00:00.000Z', new Date(Date.now() - 7 * 86400_000).toISOString(), new Date(Date.now() - 2000).toISOString()].map((since) => ({ node: graph.key({ kind: 'name', value: `${n.first_name} ${n.last_name}`.toLowerCase() }, account.id), count: 'resolution' as const, since })));
        for (let i = 0; i < reads.length; i += 30) {
          const part = reads.slice(i, i + 30);
          const [a, b] = [velocitiesNow(sqlite, account.id, part), velocitiesJoin(sqlite, account.id, part)];
          if (a.join() !== b.join()) throw new Error(`velocity counts differ: ${a} / ${b}`);
          if (i === 0 && a[0] === 0) throw new Error('nothing counted');
        }
      }
      // AB: each of the two stored shapes twice per round, in ABBA order (BAAB in odd rounds), each figure the mean of
      // its two phases: the cost with the policy grows phase by phase (the `resolution` velocity count visits each
      // call's earlier resolutions), and this order cancels a linear growth within the round.
      let fullUs = Number.NaN;
      let withUs: number;
      if (AB) {
        const sums = [0, 0];
        for (const f of r % 2 === 0 ? [false, true, true, false] : [true, false, false, true]) {
          storeFull = f;
          if (f) oldIndex(true);
          if (f) listCache(false);
          try {
            sums[f ? 1 : 0]! += await perCall(CALLS);
          } finally {
            storeFull = false;
            if (f) oldIndex(false);
            listCache(true);
          }
        }
        withUs = sums[0]! / 2;
        fullUs = sums[1]! / 2;
      } else withUs = r === 0 && version === 1 ? await profiled('with-policy', () => perCall(CALLS)) : await perCall(CALLS);
      const gcWith = lastGcUs;
      // AROUND=1: the calls without the policy measured again after those with it, and `without` the mean of the two:
      // a cost that grows phase after phase whatever the policy (the engine's own graph reads grow with the stored
      // calls) then counts on both sides instead of in the added figure.
      let without = withoutBefore;
      if (process.env.AROUND) {
        await d.policies.unpublish(account.id, 'name');
        without = (withoutBefore + (await perCall(CALLS))) / 2;
        await d.policies.publish(account.id, 'name', version);
      }
      // The step timed in a phase of its own; with AB=nodes also with the count of before 4060 (`decide_full_us`), the
      // two in alternating order.
      const decideStep = async (old: boolean) => {
        // Each timed right after a change of the schema (the index made again), as the old one always is.
        if (old) oldIndex(true);
        if (old) listCache(false);
        else if (AB_NODES) sqlite.exec('drop index resolution_nodes_velocity_idx; create index resolution_nodes_velocity_idx on resolution_nodes (node_id, account_id, created_at, resolution_id)');
        decideCpu = 0;
        decided = 0;
        timing = true;
        try {
          await perCall(Math.max(200, Math.round(CALLS / 4 / 50) * 50));
        } finally {
          timing = false;
          if (old) oldIndex(false);
          listCache(true);
        }
        return decideCpu / decided;
      };
      let decideUs: number;
      let decideFullUs = Number.NaN;
      if ((AB_NODES || AB_LISTS) && r % 2 === 1) {
        decideFullUs = await decideStep(true);
        decideUs = await decideStep(false);
      } else {
        decideUs = await decideStep(false);
        if (AB_NODES || AB_LISTS) decideFullUs = await decideStep(true);
      }
      const added = withUs - without;
      const ab: Record<string, number> = AB ? { with_full_us: Math.round(fullUs), added_full_us: Math.round(fullUs - without), ratio_full: Number(((fullUs - without) / bareUs).toFixed(2)), saving_us: Math.round(fullUs - withUs), ...(AB_NODES || AB_LISTS ? { decide_full_us: Math.round(decideFullUs) } : {}) } : {};
      rounds.push({ bare_us: Math.round(bareUs), without_us: Math.round(without), with_us: Math.round(withUs), added_us: Math.round(added), ratio: Number((added / bareUs).toFixed(2)), gc_without_us: Math.round(gcWithout), gc_with_us: Math.round(gcWith), ...ab, matched: probe.decision.rules.length, decide_us: Math.round(decideUs), ...jsonCost() });
    }
    console.log(JSON.stringify({ figure, calls_per_phase: CALLS, rounds, bare_route_us: median(rounds.map((x) => x.bare_us!)), added_us: median(rounds.map((x) => x.added_us!)), added_over_bare: median(rounds.map((x) => x.ratio!)), ...(AB ? { added_full_us: median(rounds.map((x) => x.added_full_us!)), added_full_over_bare: median(rounds.map((x) => x.ratio_full!)), saving_us: median(rounds.map((x) => x.saving_us!)), ...(AB_NODES || AB_LISTS ? { decide_us: median(rounds.map((x) => x.decide_us!)), decide_full_us: median(rounds.map((x) => x.decide_full_us!)) } : {}) } : {}), profiled_first_round: Boolean(PROFILE_DIR), target: '<= 1.0' }));
  }
  await d.policies.publish(account.id, 'name', 1);

  // Backtest: N stored resolutions with explanations, a tenth labelled.
  const keyId = (await services.keys.list(account.id))[0]!.id;
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  const db = services.store.db;
  for (let b = 0; b < BACKTEST; b += 1000) {
    const rows = Array.from({ length: Math.min(1000, BACKTEST - b) }, (_, i) => {
      const n = b + i;
      const score = (n * 7919) % 1001;
      return {
        id: newId('res'), account_id: account.id, environment: 'live' as const, key_id: keyId, operation: 'backtest', customer_id: `bt-${n}`, transaction_id: null, status: 'done', price: 0,
        score, score_cluster: clusterOf(score), reason_codes: n % 3 === 0 ? 'RN001' : '',
        explanation: JSON.stringify({ scores: { backtest: { model_id: 'name_score', base: 0, contributions: n % 3 === 0 ? [{ code: 'RN001', points: -100 }] : [], total: 0, score, score_cluster: clusterOf(score) } }, providers: [] }),
        response: null, created_at: new Date(t0 + n * 1000).toISOString(),
      };
    });
    await db.insertInto('resolutions').values(rows).execute();
    const labels = rows.filter((_, i) => i % 10 === 0).map((r) => ({ resolution_id: r.id, tag: 'fraud' as const }));
    await d.labels.add(account.id, labels, 'bench');
  }
  const doc = (await d.policies.show(account.id, 'name', 1)).document;
  const rss0 = process.memoryUsage().rss;
  const start = cpuUs();
  const wall = performance.now();
  let peak = rss0;
  const out = await profiled('backtest', () =>
    d.reports.backtest({ accountId: account.id, operation: 'backtest', policy: doc }, () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }),
  );
  const cpu = (cpuUs() - start) / 1e6;
  const seconds = (performance.now() - wall) / 1000;
  if (out.resolutions !== BACKTEST) throw new Error(`backtest saw ${out.resolutions}`);
  console.log(JSON.stringify({ figure: 'backtest of the 50-rule policy over stored resolutions', resolutions: BACKTEST, cpu_s: Number(cpu.toFixed(2)), wall_s: Number(seconds.toFixed(2)), per_cpu_second: Math.round(BACKTEST / cpu), target: '>= 20000', rss_mb_before: Math.round(rss0 / 1e6), rss_mb_peak: Math.round(peak / 1e6) }));
} finally {
  await app.close();
  await bare.close();
  await services.close();
  rmSync(dir, { recursive: true, force: true });
}
