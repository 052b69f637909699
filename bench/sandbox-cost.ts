/**
 * CPU cost of sandbox answers, in process: per first answer (distinct inputs, the memo missed) and per memoized
 * answer (the same inputs again), for each product. `npx tsx bench/sandbox-cost.ts [products...]`.
 * The figures are CPU time (process.cpuUsage, user + system) divided by the number of answers.
 */
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

const wanted = (process.argv.slice(2) as Product[]).filter((p) => INPUTS[p]);
const sandbox = SandboxProducts.create(loadConfig({ LOG_LEVEL: 'silent' }), silent);
for (const product of wanted.length ? wanted : (Object.keys(INPUTS) as Product[])) {
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
