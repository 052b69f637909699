/**
 * CPU cost of a live hub call, in process (SQLite, network lookups off): `npx tsx bench/hub-cost.ts [rounds]`.
 * Each round is 50 concurrent POST /1.0/hub calls through `app.inject` (claims phone, email, ip, name, score; the
 * inputs of the bench's hub scenario, so the SQLite group commit batches them as under load), after a warm-up.
 * Then, on the same inputs in series, the four engines alone and the score step alone (as `engine-time` of
 * bench/server.ts). Prints CPU per call (process.cpuUsage, user + system): whole call, engines, score step, and the
 * rest (the hub's platform path: HTTP through inject, auth, validation, serialization, the commit).
 * HUB_COST_PROFILE=file writes a V8 CPU profile of the measured calls (not of the engine/score timing).
 * A diagnostic for A/B work on the hub's own overhead; the recorded figures are bench/run.ts's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
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
  let t = cpuUs();
  for (let r = 0; r < ROUNDS; r++) await round();
  const whole = (cpuUs() - t) / (ROUNDS * CONCURRENCY);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    writeFileSync(profileFile!, JSON.stringify(profile));
  }

  // The engines alone and the score step alone, in series, on the next inputs of the stream (as bench/run.ts does).
  const card = (await hubModel(services.models, account.id, undefined))!;
  const engines = services.engines as unknown as Record<string, { analyze(i: unknown, c: unknown): Promise<ProductOutcome<unknown>> }>;
  const products = ['phone', 'email', 'ip', 'name'] as const;
  let engineUs = 0;
  let scoreUs = 0;
  const n = ROUNDS * CONCURRENCY;
  for (let s = seq; s < seq + n; s++) {
    const given = input(s);
    const deadline = new Deadline(5000);
    const ctx = { deadline, now: new Date(), accountId: account.id, given };
    t = cpuUs();
    const outs = await Promise.all(
      products.map((p) =>
        engines[p]!.analyze(p === 'name' ? { first_name: given.first_name, last_name: given.last_name } : p === 'phone' ? { phone_number: given.phone_number } : p === 'email' ? { email: given.email } : { ip: given.ip }, ctx),
      ),
    );
    engineUs += cpuUs() - t;
    t = cpuUs();
    await liveHubScore(services.graph, ctx.accountId, card, given, Object.fromEntries(products.map((p, i) => [p, outs[i]])) as HubOutcomes, ctx.now);
    scoreUs += cpuUs() - t;
    deadline.dispose();
  }
  const e = engineUs / n;
  const sc = scoreUs / n;
  console.log(
    `hub ${whole.toFixed(0)} µs/call  engines ${e.toFixed(0)}  score step ${sc.toFixed(0)}  rest ${(whole - e - sc).toFixed(0)}  (${n} calls, ${ROUNDS} rounds of ${CONCURRENCY})`,
  );
} finally {
  await app.close();
  await services.close();
  rmSync(dir, { recursive: true, force: true });
}
