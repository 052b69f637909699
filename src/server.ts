/**
 * The API process: config -> composition -> buildApp -> listen, with graceful close on SIGINT/SIGTERM.
 */
import { pino } from 'pino';
import { DEFAULT_DATABASE_URL, type Config } from './config/index.js';
import { buildApp, type App } from './app.js';
import { compose, type Services } from './composition.js';
import type { CreatedKey } from './accounts/keys.js';
import { createRunner } from './jobs/index.js';
import type { JobRunner } from './jobs/runner.js';

export interface Running {
  readonly app: App;
  readonly services: Services;
  readonly url: string;
  /** Present when this start created the demo account (first start on an empty database). */
  readonly demo: { accountId: string; live: CreatedKey; sandbox: CreatedKey } | null;
  /** The in-process job runner (null with IDRISK_JOBS_IN_SERVE=off). */
  readonly runner: JobRunner | null;
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

/**
 * Whether a start makes the demo account (on an empty database): with `--demo` on SQLite, or on the default embedded
 * database (DATABASE_URL unset); never on PostgreSQL (docs/operations.md). `--demo` on PostgreSQL is refused.
 */
export function wantsDemo(config: Config, flag: boolean): boolean | 'refused' {
  if (config.database.kind !== 'sqlite') return flag ? 'refused' : false;
  return flag || config.database.url === DEFAULT_DATABASE_URL;
}

/** `demo: true` makes the demo account on an empty database (wantsDemo decides); absent or false: never. */
export async function startServer(config: Config, options: { demo?: boolean; migrate?: boolean } = {}): Promise<Running> {
  const logger = pino({ level: config.logLevel });
  const services = await compose(config, { logger, migrate: options.migrate });
  try {
    const demo = options.demo === true ? await ensureDemoAccount(services) : null;
    const app = await buildApp(services, { logger });
    app.server.keepAliveTimeout = 72_000;
    app.server.headersTimeout = 75_000;
    // app.server.requestTimeout: IDRISK_BODY_TIMEOUT_SECONDS, set by buildApp.
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
    return { app, services, url, demo, runner, close };
  } catch (err) {
    await services.close();
    throw err;
  }
}

/**
 * Graceful shutdown (SIGTERM): refuse new calls with 503 + Connection: close, stop accepting connections, let the
 * calls in progress finish and commit (up to `graceMs`) while `alongside` runs (the job runner releasing its
 * leases), then close the stores. A call cut by the grace period
 * fails before its commit, so it is neither answered 200 nor billed.
 */
export async function drainAndClose(app: App, services: Services, graceMs: number, alongside?: () => Promise<void>): Promise<void> {
  app.admission.drain();
  const background = alongside?.();
  const closed = app.close();
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
