/**
 * The background process (`idrisk worker`): config -> composition -> the job runner, until SIGINT/SIGTERM.
 * Any number of workers (and `idrisk serve` processes with IDRISK_JOBS_IN_SERVE=on) share the jobs table.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import type { Config } from './config/index.js';
import { compose, type Services } from './composition.js';
import { createRunner } from './jobs/index.js';
import type { JobRunner } from './jobs/runner.js';

export interface RunningWorker {
  readonly services: Services;
  readonly runner: JobRunner;
  /** The port of /metrics and /healthz, when served (`metricsPort` or IDRISK_WORKER_METRICS_PORT). */
  readonly metricsPort: number | null;
  /** Stop claiming, give running jobs back, close the database. */
  close(): Promise<void>;
}

export async function startWorker(config: Config, options: { concurrency?: number; metricsPort?: number } = {}): Promise<RunningWorker> {
  const logger = pino({ level: config.logLevel });
  const services = await compose(config, { logger });
  const runner = createRunner(services, options.concurrency ? { concurrency: options.concurrency } : {});
  const port = options.metricsPort ?? config.jobs.workerMetricsPort;
  // A port that cannot be listened on (taken) fails the start; the services opened for it are closed first.
  const server = port > 0 ? await serveMetrics(services, config.host, port).catch(async (err: unknown) => {
    await services.close();
    throw err;
  }) : null;
  runner.start();
  const metricsPort = server ? (server.address() as AddressInfo).port : null;
  logger.info({ owner: runner.owner, concurrency: options.concurrency ?? config.jobs.concurrency, metrics_port: metricsPort }, 'worker started');
  // The jobs (domain intelligence) look things up too: say so when this host cannot (src/enrich/dns-check.ts).
  void services.dnsCheck.run().then((dns) => {
    if (dns.state === 'failing') logger.error({ dns: dns.state }, dns.message);
  });
  let closing: Promise<void> | null = null;
  return {
    services,
    runner,
    metricsPort,
    close() {
      closing ??= (async () => {
        if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
        await runner.stop();
        await services.close();
      })();
      return closing;
    },
  };
}

/**
 * The worker's own scrape target: GET /metrics (the process registry: job attempts and retries, dependency errors,
 * process metrics) and GET /healthz. Nothing else: the worker serves no API.
 */
async function serveMetrics(services: Services, host: string, port: number): Promise<Server> {
  const { registry } = services.metrics;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/metrics') {
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
      );
    } else if (req.method === 'GET' && path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    } else {
      res.writeHead(404, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND', detail: 'The worker serves GET /metrics and GET /healthz only' }));
    }
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
