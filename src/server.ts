/**
 * The API process: config -> composition -> buildApp -> listen, with graceful close on SIGINT/SIGTERM.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger as PinoLogger } from 'pino';
import type { Config } from './config/index.js';
import { buildApp, type App } from './app.js';
import { guardBodies, serverTimeouts } from './http/body-deadline.js';
import { retryWhileUnavailable, standbyHandler, Stopped, type Handler } from './standby.js';
import { dbUnavailable } from './store/unavailable.js';
import { compose, type Services } from './composition.js';
import type { CreatedKey } from './accounts/keys.js';
import { createRunner } from './jobs/index.js';
import type { JobRunner } from './jobs/runner.js';

export interface Running {
  readonly url: string;
  /** Present when this start created the demo account (first start on an empty database). */
  readonly demo: { accountId: string; live: CreatedKey; sandbox: CreatedKey } | null;
  /**
   * Resolves once the full API serves: at once for a normal start; for a start in standby (the database was
   * unavailable, src/standby.ts), when the database answers, with the demo account created then, if any. Rejects
   * when the start fails for another reason once the database answers (the process should exit non-zero).
   */
  readonly ready: Promise<Running['demo']>;
  /** The app, services and runner once ready (null in standby). */
  current(): { app: App; services: Services; runner: JobRunner | null } | null;
  close(): Promise<void>;
}

/** On an empty database, create a demo account with one live and one sandbox key (shown once). */
export async function ensureDemoAccount(services: Services): Promise<Running['demo']> {
  if (await services.accounts.any()) return null;
  const account = await services.accounts.create({ name: 'demo', credits: 10_000 });
  const live = await services.keys.create(account.id, 'live');
  const sandbox = await services.keys.create(account.id, 'sandbox');
  return { accountId: account.id, live, sandbox };
}

export { wantsDemo } from './config/demo.js';

/**
 * Keep-alive bound of the API's sockets. The request and headers timeouts are given at creation (body-deadline.ts:
 * headers within IDRISK_BODY_TIMEOUT_SECONDS; Node counts them from a request's first byte, so an idle keep-alive
 * socket is not cut by them).
 */
const KEEP_ALIVE = { keepAliveTimeout: 72_000 } as const;

/** `demo: true` makes the demo account on an empty database (wantsDemo decides); absent or false: never. */
export async function startServer(config: Config, options: { demo?: boolean; migrate?: boolean } = {}): Promise<Running> {
  const logger = pino({ level: config.logLevel });
  const attempt = () => compose(config, { logger, migrate: options.migrate });
  let services: Services;
  try {
    services = await attempt();
  } catch (err) {
    if (!dbUnavailable(err)) throw err;
    return startInStandby(config, logger, attempt, options, err);
  }
  try {
    const demo = options.demo === true ? await ensureDemoAccount(services) : null;
    const app = await buildApp(services, { logger });
    Object.assign(app.server, KEEP_ALIVE);
    // app.server's request and headers timeouts: set by buildApp at the server's creation (body-deadline.ts).
    const url = await app.listen({ host: config.host, port: config.port });
    // Say plainly when this host cannot look anything up (docs/operations.md): answers would read it as risk.
    void services.dnsCheck.run().then((dns) => {
      if (dns.state === 'failing') logger.error({ dns: dns.state }, dns.message);
      else logger.info({ dns: dns.state }, dns.message);
    });
    const runner = config.jobs.inServe ? createRunner(services) : null;
    // The runner also runs the daily maintenance entries (retention prune, job history pruning; docs/jobs.md).
    runner?.start();
    let closing: Promise<void> | null = null;
    const close = () => {
      // The job runner releases its leases while the HTTP calls in progress drain; then the stores close.
      closing ??= drainAndClose(app, services, config.resilience.shutdownGraceSeconds * 1000, async () => {
        await runner?.stop();
      });
      return closing;
    };
    return { url, demo, ready: Promise.resolve(demo), current: () => ({ app, services, runner }), close };
  } catch (err) {
    await services.close();
    throw err;
  }
}

/**
 * The database was unavailable at the first attempt: listen now with the standby answers (src/standby.ts) on a
 * server of our own, keep composing with back-off, then build the app on that same server (Fastify's serverFactory)
 * and hand it the requests. Calls never see a closed port.
 */
async function startInStandby(
  config: Config,
  logger: PinoLogger,
  attempt: () => Promise<Services>,
  options: { demo?: boolean },
  firstError: unknown,
): Promise<Running> {
  let waitingFor = `database ${dbUnavailable(firstError) ?? 'unavailable'}`;
  const standby = standbyHandler(config.resilience.retryAfterSeconds, () => waitingFor);
  let handler: Handler = standby;
  // The request timeout is given at creation, as buildApp gives Fastify's (Node ignores it assigned afterwards).
  const server = createServer(serverTimeouts(config.hardening.bodyTimeoutSeconds * 1000, config.bulk.uploadTimeoutSeconds * 1000), (req, res) => handler(req, res));
  guardBodies(server, config.hardening.bodyTimeoutSeconds * 1000);
  Object.assign(server, KEEP_ALIVE);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logger.warn({ url, kind: dbUnavailable(firstError) }, 'the database is unavailable at start: listening in standby (503 with Retry-After) until it answers');

  const onUnavailable = (kind: string) => (waitingFor = `database ${kind}`);
  // Tried every second at most: a database back is served within about a second.
  let retry = retryWhileUnavailable<unknown>(attempt, { logger, what: 'start', onUnavailable, maxDelayMs: 1000 });
  let current: { app: App; services: Services; runner: JobRunner | null } | null = null;
  let closing: Promise<void> | null = null;
  const ready = (async () => {
    const services = (await retry.result) as Services;
    try {
      // The demo account (first start on an empty database) waits for the database like the rest.
      let demo: Running['demo'] = null;
      if (options.demo === true) {
        retry = retryWhileUnavailable<unknown>(() => ensureDemoAccount(services), { logger, what: 'demo account', onUnavailable, maxDelayMs: 1000 });
        demo = (await retry.result) as Running['demo'];
      }
      const captured: { handler?: Handler } = {};
      const app = await buildApp(services, {
        logger,
        serverFactory: (h) => {
          captured.handler = h as Handler;
          return server;
        },
      });
      await app.ready();
      if (closing) throw new Stopped();
      const runner = config.jobs.inServe ? createRunner(services) : null;
      runner?.start();
      current = { app, services, runner };
      if (!captured.handler) throw new Error('buildApp did not use the server given');
      handler = captured.handler;
      return demo;
    } catch (err) {
      await services.close().catch(() => undefined);
      throw err;
    }
  })();
  // An unobserved rejection must not end the process by itself: the caller decides (serve exits non-zero).
  ready.catch(() => undefined);
  const close = () => {
    closing ??= (async () => {
      retry.stop();
      const running = current ?? (await ready.then(() => current, () => null));
      if (!running) {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        return;
      }
      await drainAndClose(running.app, running.services, config.resilience.shutdownGraceSeconds * 1000, async () => {
        await running.runner?.stop();
      }, { ownServer: true });
    })();
    return closing;
  };
  return { url, demo: null, ready, current: () => current, close };
}

/**
 * Graceful shutdown (SIGTERM): refuse new calls with 503 + Connection: close, stop accepting connections, let the
 * calls in progress finish and commit (up to `graceMs`) while `alongside` runs (the job runner releasing its
 * leases), then close the stores. A call cut by the grace period
 * fails before its commit, so it is neither answered 200 nor billed.
 */
export async function drainAndClose(
  app: App,
  services: Services,
  graceMs: number,
  alongside?: () => Promise<void>,
  options: { ownServer?: boolean } = {},
): Promise<void> {
  app.admission.drain();
  const background = alongside?.();
  // A server the app did not listen on itself (a start in standby) is closed here: Fastify closes only its own.
  const closed = options.ownServer
    ? Promise.all([app.close(), new Promise<void>((resolve) => app.server.close(() => resolve()))]).then(() => undefined)
    : app.close();
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace'>((resolve) => {
    timer = setTimeout(() => resolve('grace'), graceMs);
  });
  const first = await Promise.race([closed.then(() => 'closed' as const), graceOver]);
  clearTimeout(timer);
  if (first === 'grace') {
    services.logger.warn({ inflight: app.admission.inflight }, 'shutdown grace period over: closing the remaining connections');
    app.server.closeAllConnections();
    await closed;
  }
  await background;
  await services.close();
}
