/**
 * CPU per call of each product engine alone, in process (SQLite, network lookups off):
 * `node --import tsx bench/engine-cost.ts [calls=4000] [products=phone,email,ip,name,device]`.
 * On a fresh database (no datasets, an empty graph), or with ENGINE_COST_DB=FILE on a copy of a database seeded by
 * `bench/seed.ts datasets` (quick sizes; its IDRISK_SECRET must be this script's), where the phone numbers are those
 * of the datasets and the graph.
 * The inputs are the bench's request mixes (bench/scenarios.ts), taken in series after a warm-up of the same size on
 * other inputs of the stream, so caches are as warm as under load. ENGINE_COST_PROFILE=DIR writes a V8 CPU profile
 * of each product's measured calls into DIR. A diagnostic for A/B work on the engines (issue 33); the recorded
 * figures, as ratios to the bare route, are bench/run.ts's.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compose } from '../src/composition.js';
import { loadConfig } from '../src/config/index.js';
import { Deadline } from '../src/enrich/deadline.js';
import type { ProductOutcome } from '../src/products/types.js';
import { deviceBenchUserAgents, pickZipf } from './device-data.js';
import { emailMix, ipMix, nameMix, phoneMix, SIZES } from './data.js';

const CALLS = Number(process.argv[2] ?? 4000);
const PRODUCTS = (process.argv[3] ?? 'phone,email,ip,name,device').split(',');
const profileDir = process.env.ENGINE_COST_PROFILE;

const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

const sizes = SIZES.quick;
const at = <T>(list: readonly T[], s: number): T => list[s % list.length]!;
const phones = phoneMix(sizes.rows / 2, 20_000);
const emails = emailMix(20_000, sizes.rows / 2);
const ips = ipMix(sizes.ipRanges, 20_000);
const names = nameMix(20_000);
const uaPicks = pickZipf(deviceBenchUserAgents(10_000), 200_000);
const inputOf: Record<string, (s: number) => Record<string, string>> = {
  phone: (s) => ({ phone_number: at(phones, s) }),
  email: (s) => ({ email: at(emails, s) }),
  ip: (s) => ({ ip: at(ips, s) }),
  name: (s) => at(names, s),
  device: (s) => ({ user_agent: at(uaPicks, s) }),
};

const dir = mkdtempSync(join(tmpdir(), 'idrisk-engine-cost-'));
const seeded = process.env.ENGINE_COST_DB;
if (seeded) copyFileSync(seeded, join(dir, 'idrisk.db'));
const services = await compose(
  loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_NETWORK: 'off', IDRISK_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent' }),
);
try {
  const engines = services.engines as unknown as Record<string, { analyze(i: unknown, c: unknown): Promise<ProductOutcome<unknown>> } | undefined>;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  for (const product of PRODUCTS) {
    const engine = engines[product];
    if (!engine) {
      console.log(`${product}: no engine`);
      continue;
    }
    const run = async (from: number) => {
      for (let s = from; s < from + CALLS; s++) {
        const deadline = new Deadline(5000);
        await engine.analyze(inputOf[product]!(s), { deadline, now: new Date(), accountId: 'bench', given: {} });
        deadline.dispose();
      }
    };
    await run(0);
    const profiler = profileDir ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
      await profiler.post('Profiler.start');
    }
    const t = cpuUs();
    await run(CALLS);
    const us = (cpuUs() - t) / CALLS;
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      writeFileSync(join(profileDir!, `${product}.cpuprofile`), JSON.stringify(profile));
    }
    console.log(`${product}: ${us.toFixed(1)} µs CPU per call (${CALLS} calls)`);
  }
} finally {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
}
