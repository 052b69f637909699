/**
 * The decision step alone, in process (SQLite file, network off): `node --import tsx bench/decision-step.ts [calls]`.
 * The 50-rule policy of bench/decisions-cost.ts (3 velocity counts, 5 list lookups of lists of 10^5 items) is
 * published and `calls` live POST /1.0/name calls are made once, their decision inputs kept; then the decision step
 * (`Decisions.run`: lookups, conditions, block and record) is run again over those inputs in a loop, with nothing
 * committed, so its cost does not drift with the stored resolutions, in ROUNDS rounds of ABBA (BAAB in odd rounds)
 * phases of VARIANTS (comma-separated):
 *   cache     the list-membership cache on (A) against off (B), every lookup reading SQLite;
 *   eval      the evaluator of this tree (facts and conditions, no block or record) against a copy of another tree's
 *             evaluate.ts (EVAL_BEFORE, default src/decisions/rules/evaluate-before.tmp.ts, not committed);
 *   parts     the step's parts, each timed alone: facts, velocity counts, list lookups, conditions with lookups, the
 *             whole step, the stored record's text;
 *   stored    the stored record's text (storedExplanationJson) per call;
 *   alloc     bytes allocated per step, per facts-and-conditions run and per stored text (run node with
 *             --max-semi-space-size=256 so that no collection runs during a measure; null when one did).
 * CPU of the one process per step, medians of the rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { compose } from '../src/composition.js';
import { loadConfig } from '../src/config/index.js';
import { PerformanceObserver } from 'node:perf_hooks';
import { storedExplanationJson, type DecisionInput } from '../src/decisions/decide.js';
import { compilePolicy } from '../src/decisions/rules/evaluate.js';
import { benchRules, seedBenchLists } from './policy-50.js';

const CALLS = Number(process.argv[2] ?? 500);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const LOOPS = Number(process.env.LOOPS ?? 4);
const VARIANTS = (process.env.VARIANTS ?? 'cache').split(',');
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-step-'));
const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'bench-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent' });
const services = await compose(config);
const app = await buildApp(services);
await app.ready();
try {
  const account = await services.accounts.create({ name: 'bench', credits: 0, unlimited: true, rateLimit: 1_000_000 });
  const key = (await services.keys.create(account.id, 'live')).secret;
  const d = services.decisions;
  await seedBenchLists(d, account.id);
  const rules = benchRules();
  const names = Array.from({ length: 500 }, (_, i) => ({ first_name: `Anna${i}`, last_name: `Smith${i}` }));
  for (const [i, n] of names.entries()) {
    await services.graph.link([{ kind: 'name', value: `${n.first_name} ${n.last_name}`.toLowerCase() }, { kind: 'email', value: `a${i}@example.org` }, { kind: 'phone', value: `+4477009${String(i).padStart(5, '0')}` }], account.id, new Date());
  }
  await d.policies.saveDraft(account.id, 'name', { rules }, 'bench');
  await d.policies.publish(account.id, 'name', 1);
  // The calls, made live (their resolutions give the `resolution` count ~CALLS/500*8 per name), their inputs kept.
  const engine = d.engine;
  const run = engine.run.bind(engine);
  const inputs: DecisionInput[] = [];
  engine.run = (policy, call, reads) => {
    inputs.push(call);
    return run(policy, call, reads);
  };
  let seq = 0;
  for (let k = 0; k < 8; k++) {
    for (let done = 0; done < CALLS; done += 50) {
      await Promise.all(
        Array.from({ length: 50 }, () => {
          const n = names[seq++ % names.length]!;
          return app.inject({ method: 'POST', url: '/1.0/name', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: `c-${seq}`, claims: ['name'], ...n }) });
        }),
      );
    }
  }
  engine.run = run;
  const calls = inputs.slice(-CALLS);
  const policy = (await d.policies.active(account.id, 'name'))!;
  const memberships = d.lists.memberships;
  const setCache = (on: boolean) => void ((d.lists as unknown as { memberships: typeof memberships }).memberships = on ? memberships : null);
  await memberships?.poll();

  const step = async (): Promise<number> => {
    const t = cpuUs();
    for (let l = 0; l < LOOPS; l++) for (const c of calls) await engine.run(policy, c);
    return (cpuUs() - t) / (LOOPS * calls.length);
  };
  const out: Record<string, unknown> = { calls: calls.length, loops: LOOPS, rounds: ROUNDS };
  if (VARIANTS.includes('cache')) {
    const a: number[] = [];
    const b: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const sums = [0, 0];
      for (const on of r % 2 === 0 ? [true, false, false, true] : [false, true, true, false]) {
        setCache(on);
        sums[on ? 0 : 1]! += await step();
      }
      setCache(true);
      a.push(sums[0]! / 2);
      b.push(sums[1]! / 2);
    }
    out.cache = { step_cache_us: a.map((x) => Math.round(x * 10) / 10), step_nocache_us: b.map((x) => Math.round(x * 10) / 10), median_cache_us: Math.round(median(a) * 10) / 10, median_nocache_us: Math.round(median(b) * 10) / 10, median_saving_us: Math.round(median(b.map((x, i) => x - a[i]!)) * 10) / 10, hits: memberships?.hits, misses: memberships?.misses };
  }
  if (VARIANTS.includes('eval')) {
    // The evaluator of another tree (EVAL_BEFORE: a copy of src/decisions/rules/evaluate.ts of the commit before, put
    // beside it) against this one, over the same facts: facts and conditions only (no block, no record).
    const before = (await import(process.env.EVAL_BEFORE ?? '../src/decisions/rules/evaluate-before.tmp.ts')) as typeof import('../src/decisions/rules/evaluate.js');
    const now = await import('../src/decisions/rules/evaluate.js');
    const loop = async (c: typeof now.compilePolicy) => {
      const compiled = c(policy.document);
      const t = cpuUs();
      for (let l = 0; l < LOOPS; l++) for (const call of calls) await compiled.run(engine.facts(call), 'decisive');
      return (cpuUs() - t) / (LOOPS * calls.length);
    };
    const a: number[] = [];
    const b: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const sums = [0, 0];
      for (const isNew of r % 2 === 0 ? [true, false, false, true] : [false, true, true, false]) sums[isNew ? 0 : 1]! += await loop(isNew ? now.compilePolicy : before.compilePolicy);
      a.push(sums[0]! / 2);
      b.push(sums[1]! / 2);
    }
    out.eval = { run_now_us: a.map((x) => Math.round(x * 10) / 10), run_before_us: b.map((x) => Math.round(x * 10) / 10), median_now_us: Math.round(median(a) * 10) / 10, median_before_us: Math.round(median(b) * 10) / 10, median_saving_us: Math.round(median(b.map((x, i) => x - a[i]!)) * 10) / 10 };
  }
  if (VARIANTS.includes('alloc')) {
    // Bytes allocated per step: the heap's growth over the calls, with a young generation large enough that no
    // collection runs in between (run with --max-semi-space-size=256; a collection seen voids the figure).
    let gcs = 0;
    const obs = new PerformanceObserver((list) => void (gcs += list.getEntries().length));
    obs.observe({ entryTypes: ['gc'] });
    const per = async (fn: (c: DecisionInput) => unknown) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const g = gcs;
      const h = process.memoryUsage().heapUsed;
      for (const c of calls) await fn(c);
      const bytes = (process.memoryUsage().heapUsed - h) / calls.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return gcs === g ? Math.round(bytes) : null;
    };
    const outcomes: unknown[] = [];
    if (process.env.HEAP_PROFILE) {
      // A sampling heap profile of facts and conditions over the calls (every 512 bytes), for DevTools.
      const { Session } = await import('node:inspector/promises');
      const { writeFileSync } = await import('node:fs');
      const session = new Session();
      session.connect();
      await session.post('HeapProfiler.startSampling', { samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      for (let l = 0; l < LOOPS; l++) for (const c of calls) await compilePolicy(policy.document).run(engine.facts(c), 'decisive');
      const { profile } = await session.post('HeapProfiler.stopSampling');
      writeFileSync(process.env.HEAP_PROFILE, JSON.stringify(profile));
      session.disconnect();
    }
    out.alloc = {
      step_bytes: await per((c) => engine.run(policy, c).then((o) => outcomes.push(o))),
      facts_and_conditions_bytes: await per((c) => compilePolicy(policy.document).run(engine.facts(c), 'decisive')),
      stored_text_bytes: await per((c) => storedExplanationJson({ scores: {}, providers: [], decision: (outcomes[calls.indexOf(c)] as { record: unknown }).record })),
    };
    obs.disconnect();
  }
  if (VARIANTS.includes('parts')) {
    // The step's parts, each timed alone over the same inputs, medians of ROUNDS: the call's facts (closures), the
    // three velocity counts (one statement), the five list lookups (kept answers), facts and conditions (the
    // compiled policy's run, lookups included), the whole step (with the outcome: block, record, points), and the
    // stored record's text.
    const compiled = compilePolicy(policy.document);
    const vreads = compiled.velocities.map((v) => ({ count: v.count, of: v.of, windowSeconds: v.windowSeconds }));
    const lreads = (c: DecisionInput) => {
      const f = engine.facts(c);
      return [
        { list: 'blocked_names', value: String(f.field('name.value')) },
        { list: 'vip_names', value: c.input.first_name! },
        { list: 'blocked_emails', value: c.input.last_name! },
        { list: 'bad_nets', value: c.input.last_name! },
        { list: 'blocked_users', value: c.input.first_name! },
      ];
    };
    const lookups = calls.map(lreads);
    const records = (await Promise.all(calls.map((c) => engine.run(policy, c)))).map((o) => ({ scores: {}, providers: [], decision: o.record }));
    const time = async (fn: (c: DecisionInput, i: number) => unknown) => {
      const t = cpuUs();
      for (let l = 0; l < LOOPS; l++) for (let i = 0; i < calls.length; i++) await fn(calls[i]!, i);
      return (cpuUs() - t) / (LOOPS * calls.length);
    };
    const parts: Record<string, number[]> = { facts: [], velocities: [], lists: [], conditions_and_lookups: [], step: [], stored_text: [] };
    for (let r = 0; r < ROUNDS; r++) {
      parts.facts!.push(await time((c) => engine.facts(c)));
      parts.velocities!.push(await time((c) => engine.facts(c).velocities!(vreads)));
      parts.lists!.push(await time((c, i) => engine.facts(c).inLists!(lookups[i]!)));
      parts.conditions_and_lookups!.push(await time((c) => compiled.run(engine.facts(c), 'decisive')));
      parts.step!.push(await time((c) => engine.run(policy, c)));
      parts.stored_text!.push(await time((_c, i) => storedExplanationJson(records[i]!)));
    }
    out.parts = Object.fromEntries(Object.entries(parts).map(([k, v]) => [`${k}_us`, Math.round(median(v) * 10) / 10]));
  }
  if (VARIANTS.includes('stored')) {
    const outcomes = await Promise.all(calls.map((c) => engine.run(policy, c)));
    const explanations = outcomes.map((o) => ({ scores: {}, providers: [], decision: o.record }));
    const t = cpuUs();
    for (let l = 0; l < LOOPS; l++) for (const e of explanations) storedExplanationJson(e);
    const stored = (cpuUs() - t) / (LOOPS * explanations.length);
    out.stored = { stored_text_us: Math.round(stored * 10) / 10 };
  }
  console.log(JSON.stringify(out));
} finally {
  await app.close();
  await services.close();
  rmSync(dir, { recursive: true, force: true });
}
