/**
 * A second API process for cross-process tests: the app on DATABASE_URL with the trivial phone engine (no reference
 * data to load), listening on a free loopback port. Prints one JSON line `{ "url": … }`; closes on SIGTERM.
 * Run as: node --import tsx test/helpers/api-process.ts (environment as for idrisk serve).
 */
import { loadConfig } from '../../src/config/index.js';
import { compose } from '../../src/composition.js';
import { buildApp } from '../../src/app.js';
import { echoEngines } from './echo-engine.js';

const config = loadConfig(process.env);
const services = await compose(config, { engines: echoEngines(), products: false, migrate: false });
const app = await buildApp(services);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stderr.write(`${JSON.stringify({ url })}\n`);
process.once('SIGTERM', () => {
  void app.close().then(() => services.close()).then(() => process.exit(0));
});
