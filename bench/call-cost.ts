/**
 * CPU per live call of one product, whole path in process (SQLite by default, network lookups off):
 * `node --import tsx bench/call-cost.ts [rounds=40] [product=phone]`. Each round is 50 concurrent POST /1.0/<product>
 * calls through `app.inject` (so the SQLite group commit batches them as under load), after a warm-up; prints CPU per
 * call (process.cpuUsage, user + system). CALL_COST_DATABASE_URL=postgres://… runs it on PostgreSQL instead.
 * A diagnostic for A/B work on the platform path (auth, validation, the commit: issue 26's storage move); run the two
 * sides alternately several times on a shared machine and compare medians. The recorded figures are bench/run.ts's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { compose } from '../src/composition.js';
import { loadConfig } from '../src/config/index.js';
import { emailMix, ipMix, nameMix, phoneMix, SIZES } from './data.js';

const ROUNDS = Number(process.argv[2] ?? 40);
const PRODUCT = process.argv[3] ?? 'phone';
const CONCURRENCY = 50;
const WARM_ROUNDS = 8;

const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

const sizes = SIZES.quick;
const phones = phoneMix(sizes.rows / 2, 20_000);
const emails = emailMix(20_000, sizes.rows / 2);
const ips = ipMix(sizes.ipRanges, 20_000);
const names = nameMix(20_000);
const inputOf: Record<string, (s: number) => Record<string, string>> = {
  phone: (s) => ({ phone_number: phones[s % phones.length]! }),
  email: (s) => ({ email: emails[s % emails.length]! }),
  ip: (s) => ({ ip: ips[s % ips.length]! }),
  name: (s) => ({ first_name: names[s % names.length]!.first_name, last_name: names[s % names.length]!.last_name }),
};
const input = inputOf[PRODUCT];
if (!input) throw new Error(`product: one of ${Object.keys(inputOf).join(', ')}`);

const dir = mkdtempSync(join(tmpdir(), 'idrisk-call-cost-'));
const services = await compose(
  loadConfig({
    DATABASE_URL: process.env.CALL_COST_DATABASE_URL ?? `sqlite:${join(dir, 'idrisk.db')}`,
    IDRISK_DATA_DIR: dir,
    IDRISK_NETWORK: 'off',
    IDRISK_SECRET: 'bench-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
  }),
);
const app = await buildApp(services);
try {
  await app.ready();
  const account = await services.accounts.create({ name: 'bench', unlimited: false, credits: 1e12, rateLimit: 1_000_000 });
  const key = (await services.keys.create(account.id, 'live')).secret;
  const run = `${process.pid}-${Date.now()}`;
  let seq = 0;
  const round = async () => {
    const calls = Array.from({ length: CONCURRENCY }, () => {
      const s = seq++;
      return app.inject({
        method: 'POST',
        url: `/1.0/${PRODUCT}`,
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload: JSON.stringify({ customer_id: `cost-${run}-${s}`, claims: [PRODUCT], ...input(s) }),
      });
    });
    for (const r of await Promise.all(calls)) if (r.statusCode !== 200) throw new Error(`${PRODUCT} answered ${r.statusCode}: ${r.body}`);
  };
  for (let r = 0; r < WARM_ROUNDS; r++) await round();
  const t = cpuUs();
  for (let r = 0; r < ROUNDS; r++) await round();
  const whole = (cpuUs() - t) / (ROUNDS * CONCURRENCY);
  console.log(`${PRODUCT} ${whole.toFixed(0)} µs/call (${ROUNDS * CONCURRENCY} calls, ${ROUNDS} rounds of ${CONCURRENCY})`);
} finally {
  await app.close();
  await services.close();
  rmSync(dir, { recursive: true, force: true });
}
