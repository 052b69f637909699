/**
 * The score step's cross read of live hub calls, in one process (SQLite, network off): `node --import tsx bench/hub-cross.ts [warm-up calls=6000]`.
 * After the warm-up calls (50 concurrent POST /1.0/hub through app.inject, the inputs of the bench's hub scenario), for the
 * next calls of the stream: the four engines (which read their profiles at once), then the cross read both ways on the
 * same touch point objects, alternated: answered from the profiles (IdentityGraph.cross, what the hub runs) and the one
 * statement through Kysely (the same method given another executor on the same connection). Throws when the two
 * answers differ; prints the wall µs per call of each, medians of 12 rounds of 400. A diagnostic; see docs/decisions.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { compose } from '../src/composition.js';
import { loadConfig } from '../src/config/index.js';
import { Deadline } from '../src/enrich/deadline.js';
import { callTouchpoints } from '../src/onboarding/hub.js';
import type { ProductOutcome } from '../src/products/types.js';
import { emailMix, ipMix, nameMix, phoneMix, SIZES } from './data.js';
const sizes = SIZES.quick;
const phones = phoneMix(sizes.rows / 2, 20_000), emails = emailMix(20_000, sizes.rows / 2), ips = ipMix(sizes.ipRanges, 20_000), names = nameMix(20_000);
const input = (s: number) => { const n = names[s % names.length]!; return { phone_number: phones[s % phones.length]!, email: emails[s % emails.length]!, ip: ips[s % ips.length]!, first_name: n.first_name, last_name: n.last_name }; };
const dir = mkdtempSync(join(tmpdir(), 'crossab-'));
const services = await compose(loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'i.db')}`, IDRISK_DATA_DIR: dir, IDRISK_NETWORK: 'off', IDRISK_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent' }));
const app = await buildApp(services);
await app.ready();
const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 1_000_000 });
const key = (await services.keys.create(account.id, 'live')).secret;
let seq = 0;
const WARM = Number(process.argv[2] ?? 6000);
while (seq < WARM) await Promise.all(Array.from({ length: 50 }, () => { const s = seq++; return app.inject({ method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: `c-${s}`, claims: ['phone', 'email', 'ip', 'name', 'score'], ...input(s) }) }); }));
const engines = services.engines as unknown as Record<'phone' | 'email' | 'ip' | 'name', { analyze(i: unknown, c: unknown): Promise<ProductOutcome<unknown>> }>;
const graph = services.graph;
const full = services.store.db.withoutPlugins();
const sinceOf = (now: Date) => new Date(now.getTime() - 7 * 86_400_000);
const res: Record<string, number[]> = { profiles: [], statement: [] };
for (let round = 0; round < 12; round++) {
  const tot: Record<'profiles' | 'statement', number> = { profiles: 0, statement: 0 };
  const N = 400;
  for (let i = 0; i < N; i++) {
    const given = input(seq++);
    const deadline = new Deadline(5000);
    const ctx = { deadline, now: new Date(), accountId: account.id, given };
    const outs = await Promise.all([
      engines.phone.analyze({ phone_number: given.phone_number }, ctx), engines.email.analyze({ email: given.email }, ctx),
      engines.ip.analyze({ ip: given.ip }, ctx), engines.name.analyze({ first_name: given.first_name, last_name: given.last_name }, ctx)]);
    deadline.dispose();
    const tps = callTouchpoints(outs);
    const order = (i + round) % 2 === 0 ? (['profiles', 'statement'] as const) : (['statement', 'profiles'] as const);
    const answers: string[] = [];
    for (const o of order) {
      const t = process.hrtime.bigint();
      const f = await (o === 'profiles' ? graph.cross(tps, account.id, sinceOf(ctx.now), ctx.now) : graph.cross(tps, account.id, sinceOf(ctx.now), ctx.now, full));
      tot[o] += Number(process.hrtime.bigint() - t) / 1e3;
      answers.push(JSON.stringify(f));
    }
    if (answers[0] !== answers[1]) throw new Error(`different: ${answers.join(' / ')}`);
  }
  res.profiles.push(tot.profiles / N); res.statement.push(tot.statement / N);
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
console.log(`cross read, wall µs per call (medians of 12 rounds of 400, alternated): from profiles ${med(res.profiles).toFixed(1)}, one statement ${med(res.statement).toFixed(1)}`);
console.log('rounds:', res.profiles.map((x, i) => `${x.toFixed(0)}/${res.statement[i]!.toFixed(0)}`).join(' '));
await app.close(); await services.close(); rmSync(dir, { recursive: true, force: true });
