/**
 * The idrisk app for the domain benchmark, in its own process so that NODE_EXTRA_CA_CERTS (set by bench/domain.ts)
 * makes the test CA trusted exactly as an operator's CA would be. SQLite in a temp dir, network lookups on, pointed
 * at the local DNS/RDAP servers by the environment. No job runner here: domain-intelligence submissions wait in the
 * queue for the worker that bench/domain.ts starts. Prints one JSON line `{ port, key, database, dataDir }`, then
 * serves until killed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/index.js';
import { compose } from '../src/composition.js';
import { buildApp } from '../src/app.js';

const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-domain-'));
const config = loadConfig({ ...process.env, DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`, IDRISK_DATA_DIR: dir, LOG_LEVEL: 'silent', IDRISK_NETWORK: 'on' });
const services = await compose(config);
const app = await buildApp(services);
const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 1_000_000 });
const key = await services.keys.create(account.id, 'live');
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
// The database and data directory go out too: bench/domain.ts points an `idrisk worker` at them for the worker run.
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, key: key.secret, database: config.database.url, dataDir: dir })}\n`);
const stop = async () => {
  await app.close();
  await services.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('disconnect', () => void stop());
