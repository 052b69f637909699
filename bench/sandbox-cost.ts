/**
 * CPU cost of sandbox answers, in process: per first answer (distinct inputs, the memo missed) and per memoized
 * answer (the same inputs again), for each product, and per sandbox hub call (`hub`: POST /1.0/hub through
 * `app.inject` on a SQLite app, claims phone, email, ip, name and score: the whole call, auth and serialization
 * included). `npx tsx bench/sandbox-cost.ts [products...] [hub]`.
 * The figures are CPU time (process.cpuUsage, user + system) divided by the number of answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { compose } from '../src/composition.js';
import { loadConfig } from '../src/config/index.js';
import type { Product } from '../src/contract/common.js';
import { SandboxProducts } from '../src/sandbox/index.js';

const N = Number(process.env.N ?? 400);
const silent = { info() {}, warn() {}, error() {}, debug() {} };
const INPUTS: { [K in Product]?: (i: number) => unknown } = {
  email: (i) => ({ email: `user.${i}.name@company${i % 37}.example` }),
  domain: (i) => ({ value: `shop${i}.example${i % 11}.co.uk` }),
  phone: (i) => ({ phone_number: `34600${String(100000 + i)}` }),
  ip: (i) => ({ ip: `198.51.${i % 250}.${(i * 7) % 250}` }),
};
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000; // ms
};

const args = process.argv.slice(2);
const wanted = (args as Product[]).filter((p) => INPUTS[p]);
const sandbox = SandboxProducts.create(loadConfig({ LOG_LEVEL: 'silent' }), silent);
for (const product of wanted.length || args.includes('hub') ? wanted : (Object.keys(INPUTS) as Product[])) {
  const make = INPUTS[product]!;
  await sandbox.product(product, make(-1) as never, null); // builds the engine
  // warm-up: JIT of the engine's code paths
  for (let i = 0; i < 50; i++) await sandbox.product(product, make(100_000 + i) as never, null);
  let t = cpu();
  for (let i = 0; i < N; i++) await sandbox.product(product, make(i) as never, null);
  const first = ((cpu() - t) / N) * 1000;
  t = cpu();
  for (let r = 0; r < 5; r++) for (let i = 0; i < N; i++) await sandbox.product(product, make(i) as never, null);
  const memo = ((cpu() - t) / (5 * N)) * 1000;
  console.log(`${product.padEnd(7)} first answer ${first.toFixed(0).padStart(6)} µs CPU   memoized ${memo.toFixed(1).padStart(6)} µs CPU`);
}

/** A sandbox hub call with every product claim and the score, through the app. */
async function hubCost(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-sandbox-cost-'));
  const services = await compose(
    loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent' }),
  );
  const app = await buildApp(services);
  try {
    await app.ready();
    const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 1_000_000 });
    const key = (await services.keys.create(account.id, 'sandbox')).secret;
    const FIRST = ['Anna', 'Luis', 'Chloe', 'Omar', 'Mei', 'Ivan'];
    const LAST = ['Rossi', 'Garcia', 'Martin', 'Haddad', 'Wong', 'Petrov'];
    const body = (i: number) => ({
      claims: ['phone', 'email', 'ip', 'name', 'score'],
      phone_number: `34600${String(100000 + i)}`,
      email: `${FIRST[i % 6].toLowerCase()}.${LAST[i % 5].toLowerCase()}${i}@company${i % 37}.example`,
      ip: `198.51.${i % 250}.${(i * 7) % 250}`,
      first_name: FIRST[i % 6],
      last_name: LAST[i % 5],
    });
    let seq = 0;
    const call = async (i: number) => {
      const res = await app.inject({ method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': key }, payload: { customer_id: `bench-${++seq}`, ...body(i) } });
      if (res.statusCode !== 200) throw new Error(res.body);
    };
    for (let i = 0; i < 50; i++) await call(100_000 + i); // builds the engines, JIT
    let t = cpu();
    for (let i = 0; i < N; i++) await call(i);
    const first = ((cpu() - t) / N) * 1000;
    t = cpu();
    for (let r = 0; r < 5; r++) for (let i = 0; i < N; i++) await call(i);
    const memo = ((cpu() - t) / (5 * N)) * 1000;
    console.log(`hub     first call   ${first.toFixed(0).padStart(6)} µs CPU   repeated ${memo.toFixed(1).padStart(6)} µs CPU`);
  } finally {
    await app.close();
    await services.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (args.includes('hub')) await hubCost();
