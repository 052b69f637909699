// Resident memory of the server as operators run it: the compiled JavaScript (no tsx), composed on the bench
// database and data dir, the app built. Plain JavaScript so no TypeScript loader sits in the measured process.
// Started by bench/server.ts after the seeding: node --expose-gc bench/rss-probe.mjs <compiled src dir>
// (DATABASE_URL and IDRISK_DATA_DIR as the server's). Prints one JSON line.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const dir = process.argv[2];
const load = (p) => import(pathToFileURL(join(dir, p)).href);
const mb = (n) => Math.round(n / 2 ** 20);
const mem = () => {
  const m = process.memoryUsage();
  return { rssMB: mb(m.rss), heapUsedMB: mb(m.heapUsed), externalMB: mb(m.external) };
};

const { loadConfig } = await load('config/index.js');
const { compose } = await load('composition.js');
const { buildApp } = await load('app.js');
const { Deadline } = await load('enrich/deadline.js');
const imported = mem();
const t = performance.now();
const services = await compose(loadConfig(process.env));
const app = await buildApp(services);
await app.ready();
const composeMs = Math.round(performance.now() - t);
const ready = mem();
globalThis.gc?.();
const afterGc = mem();
// Steady state: 20,000 ip analyses over the address space (geo, ASN and list lookups all touched).
const ip = services.engines.ip;
if (ip) {
  for (let i = 0; i < 20_000; i++) {
    const deadline = new Deadline(5000);
    await ip.analyze({ ip: `${1 + (i % 222)}.${(i * 7) & 255}.${(i * 13) & 255}.${i & 255}` }, { deadline, now: new Date(), accountId: 'probe', given: {} });
    deadline.dispose();
  }
}
const afterLookups = mem();
process.stdout.write(`${JSON.stringify({ composeMs, imported, ready, afterGc, afterLookups })}\n`);
await app.close();
await services.close();
process.exit(0);
