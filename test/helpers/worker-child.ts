/**
 * A worker process for crash tests: `idrisk worker` (the same composition and runner), but with a domain engine
 * that asks the test's HTTP server (TEST_DOMAIN_ENGINE_URL) for each domain, so the test knows when a job is mid-run
 * and can kill this process there. Logs are pino JSON lines on stdout.
 */
import { pino } from 'pino';
import { loadConfig } from '../../src/config/index.js';
import { compose } from '../../src/composition.js';
import { createRunner } from '../../src/jobs/index.js';
import { DomainPayload } from '../../src/contract/payloads/index.js';
import type { ProductEngine } from '../../src/products/types.js';
import { nullPayload } from './echo-engine.js';

const base = process.env.TEST_DOMAIN_ENGINE_URL!;
const domain: ProductEngine<'domain'> = {
  product: 'domain',
  async analyze(input, ctx) {
    const res = await fetch(`${base}/analyze?domain=${encodeURIComponent(input.value)}&pid=${process.pid}`, { signal: ctx.deadline.signal });
    const title = await res.text();
    const payload = { ...nullPayload(DomainPayload as unknown as { properties: Record<string, unknown> }), value: input.value, website_contents_description: title };
    return { payload, scored: null, touchpoints: [], providers: [], signals: {} };
  },
};

const config = loadConfig(process.env);
const logger = pino({ level: 'info' });
const services = await compose(config, { logger, engines: { domain }, products: false });
const runner = createRunner(services);
runner.start();
logger.info({ owner: runner.owner }, 'worker started');
process.once('SIGTERM', () => {
  void runner
    .stop()
    .then(() => services.close())
    .then(() => logger.info('worker stopped'));
});
