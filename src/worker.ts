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
import { workerName } from './jobs/queue.js';
import { retryWhileUnavailable } from './standby.js';
import { dbUnavailable } from './store/unavailable.js';
import type { JobRunner } from './jobs/runner.js';

export interface RunningWorker {
  /** The name this worker claims jobs under. */
  readonly owner: string;
  /** The services and runner (they throw while the worker waits in standby for its database: see `ready`). */
  readonly services: Services;
  readonly runner: JobRunner;
  /** The port of /metrics and /healthz, when served (`metricsPort` or IDRISK_WORKER_METRICS_PORT). */
  readonly metricsPort: number | null;
  /**
   * Resolves once the runner runs: at once, or for a start while the database was unavailable (src/standby.ts),
   * when it answers. Rejects when the start then fails for another reason.
   */
  readonly ready: Promise<void>;
  /** Stop claiming, give running jobs back, close the database. */
  close(): Promise<void>;
}

export async function startWorker(config: Config, options: { concurrency?: number; metricsPort?: number } = {}): Promise<RunningWorker> {
  const logger = pino({ level: config.logLevel });
  const owner = workerName();
  const port = options.metricsPort ?? config.jobs.workerMetricsPort;
  let current: { services: Services; runner: JobRunner } | null = null;
  let waitingFor = 'starting';
  // A database unavailable at the first attempt does not stop the start: the worker waits with a capped back-off
  // (its /healthz answers 200 and /readyz 503 meanwhile) and runs once the database answers. Other errors fail the start.
  const attempt = () => compose(config, { logger });
  let first: Services | null = null;
  try {
    first = await attempt();
  } catch (err) {
    const kind = dbUnavailable(err);
    if (!kind) throw err;
    waitingFor = `database ${kind}`;
  }
  const retry = first
    ? { result: Promise.resolve(first), stop: () => undefined }
    : retryWhileUnavailable(attempt, { logger, what: 'worker start', maxDelayMs: 1000, onUnavailable: (kind) => (waitingFor = `database ${kind}`) });
  const composed = retry.result;
  composed.catch(() => undefined);
  const start = (services: Services) => {
    const runner = createRunner(services, { owner, ...(options.concurrency ? { concurrency: options.concurrency } : {}) });
    current = { services, runner };
    runner.start();
    logger.info({ owner, concurrency: options.concurrency ?? config.jobs.concurrency }, 'worker started');
    // The jobs (domain intelligence) look things up too: say so when this host cannot (src/enrich/dns-check.ts).
    void services.dnsCheck.run().then((dns) => {
      if (dns.state === 'failing') logger.error({ dns: dns.state }, dns.message);
    });
  };
  const status = () => (current ? null : waitingFor);
  // A port that cannot be listened on (taken) fails the start; the services opened for it are closed first.
  const server = port > 0 ? await serveMetrics(() => current?.services ?? null, status, config.host, port).catch(async (err: unknown) => {
    retry.stop();
    await composed.then((s) => s.close(), () => undefined);
    throw err;
  }) : null;
  const metricsPort = server ? (server.address() as AddressInfo).port : null;
  let closing: Promise<void> | null = null;
  const ready = composed.then(async (services) => {
    if (closing) return services.close();
    start(services);
  });
  ready.catch(() => undefined);
  if (first) await ready;
  else logger.warn({ owner, metrics_port: metricsPort }, 'worker waiting for its database (standby)');
  const need = () => {
    if (!current) throw new Error('the worker waits for its database (standby)');
    return current;
  };
  return {
    owner,
    get services() {
      return need().services;
    },
    get runner() {
      return need().runner;
    },
    metricsPort,
    ready,
    close() {
      closing ??= (async () => {
        retry.stop();
        if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
        await ready.catch(() => undefined);
        const running = current as { services: Services; runner: JobRunner } | null;
        if (!running) return;
        await running.runner.stop();
        await running.services.close();
      })();
      return closing;
    },
  };
}

/**
 * The worker's own scrape target: GET /metrics (the process registry: job attempts and retries, dependency errors,
 * process metrics) and GET /healthz. Nothing else: the worker serves no API.
 */
async function serveMetrics(services: () => Services | null, waiting: () => string | null, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const s = services();
    if (req.method === 'GET' && path === '/metrics') {
      if (!s) {
        res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '2' }).end(`waiting for the database (${waiting() ?? 'starting'})\n`);
        return;
      }
      const { registry } = s.metrics;
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
      );
    } else if (req.method === 'GET' && path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    } else if (req.method === 'GET' && path === '/readyz') {
      // Ready: the runner runs and the database answers now.
      void (s ? s.store.ping() : Promise.resolve(false)).then((ok) => {
        res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: ok ? 'ready' : s ? 'database unavailable' : waiting() }));
      });
    } else {
      res.writeHead(404, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND', detail: 'The worker serves GET /metrics, GET /healthz and GET /readyz only' }));
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
