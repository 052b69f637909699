/**
 * The process under load: the idrisk app (SQLite in a temp dir, network lookups off) and a bare Fastify route,
 * each on its own loopback port, in one process. Prints one JSON line with ports and keys, then serves until killed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../src/config/index.js';
import { compose } from '../src/composition.js';
import { buildApp } from '../src/app.js';

const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-'));
const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${join(dir, 'bench.db')}`,
  IDRISK_DATA_DIR: dir,
  IDRISK_NETWORK: 'off',
  LOG_LEVEL: 'silent',
});
const services = await compose(config);
const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 1_000_000 });
const live = await services.keys.create(account.id, 'live');
const sandbox = await services.keys.create(account.id, 'sandbox');
const app = await buildApp(services);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify({ logger: false });
bare.post('/bare', async () => ({ ok: true }));
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

process.stdout.write(`${JSON.stringify({ url, bareUrl, live: live.secret, sandbox: sandbox.secret, engines: Object.keys(services.engines) })}\n`);
process.on('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()]).then(() => services.close()).then(() => process.exit(0));
});
