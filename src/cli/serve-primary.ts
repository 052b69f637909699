/**
 * The primary of a multi-process `idrisk serve` (src/cluster.ts), kept light: it only forks. The database is prepared
 * (migrations, the demo account, the first owner of the admin API) by a short-lived preparation process forked
 * first (the serve command run with IDRISK_SERVE_ROLE=prepare, src/cli/commands/serve.ts), which reports what it made
 * over the IPC channel and exits; then the API processes are forked. So the primary never loads the API's code, the
 * engines or their reference data: it held ~170 MB for that before (docs/decisions.md, issue 33), and now what
 * node:cluster and the configuration need.
 *
 * This module must not import the server, the composition or any engine (src/cli/main.ts loads it before them).
 */
import cluster from 'node:cluster';
import { loadConfig, type Config } from '../config/index.js';
import { wantsDemo } from '../config/demo.js';
import { isClusterWorker, startPrimary, workerCount } from '../cluster.js';
import { intArg, parse } from './args.js';
import type { CliIO } from './types.js';

/**
 * The example call printed by the first start (and shown in the README): a valid US mobile-capable number outside
 * the fiction range and not a run of digits, so the sandbox answers it in full (test/integration/serve.test.ts).
 */
export const FIRST_CALL_EXAMPLE = { customer_id: 'demo-1', claims: ['phone'], phone_number: '+14155552671' } as const;

/** The demo account's keys as the start prints them (once). */
export interface DemoKeys {
  readonly accountId: string;
  readonly live: { readonly secret: string };
  readonly sandbox: { readonly secret: string };
}

export interface FirstOwner {
  readonly email: string;
  readonly password: string;
}

/** What the preparation process reports to the primary before it exits. */
export type PreparedMessage =
  | { readonly idrisk: 'prepared'; readonly demo: DemoKeys | null; readonly owner: FirstOwner | null }
  | { readonly idrisk: 'prepared'; readonly standby: string }
  | { readonly idrisk: 'prepared'; readonly error: string };

/** The environment variable that makes a forked serve process the preparation process. */
export const PREPARE_ROLE = { IDRISK_SERVE_ROLE: 'prepare' } as const;
export const isPreparationProcess = (): boolean => isClusterWorker() && process.env.IDRISK_SERVE_ROLE === 'prepare';

/** The lines that show a new demo account's keys (once). */
export function demoLines(url: string, demo: DemoKeys): string[] {
  return [
    '',
    `Created demo account ${demo.accountId} with 10000 credits. Keys (shown once, store them now):`,
    `  live:    ${demo.live.secret}`,
    `  sandbox: ${demo.sandbox.secret}`,
    '',
    'Try:',
    `  curl -s ${url}/1.0/phone -H 'content-type: application/json' -H 'x-api-key: ${demo.sandbox.secret}' \\`,
    `    -d '${JSON.stringify(FIRST_CALL_EXAMPLE)}'`,
  ];
}

/** The lines that show the first owner of the admin API and its password (once). */
export function ownerLines(url: string, owner: FirstOwner): string[] {
  return [
    '',
    `Created the first owner of the admin API, ${owner.email}. Password (shown once, store it now): ${owner.password}`,
    'Sign in:',
    `  curl -s -c cookies.txt ${url}/admin/1.0/sessions -H 'content-type: application/json' \\`,
    `    -d '{"email":"${owner.email}","password":"${owner.password}"}'`,
    'More operators: idrisk operators create --email E --role admin (docs/admin.md).',
  ];
}

/** Resolves once SIGINT or SIGTERM (or, in a worker, the primary's disconnection) arrived and `stop` finished. */
export function untilSignal(stop: () => Promise<unknown> | void): Promise<void> {
  return new Promise<void>((resolve) => {
    const onSignal = () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.off('disconnect', onSignal);
      void Promise.resolve(stop()).then(() => resolve(), () => resolve());
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    // A worker whose primary went away stops too.
    if (isClusterWorker()) process.on('disconnect', onSignal);
  });
}

/** The serve options and configuration as the serve command reads them. */
export function serveOptions(argv: string[], base: Config): { config: Config; workers: number; demo: boolean | 'refused'; json: boolean } {
  const { values } = parse(argv, { host: { type: 'string' }, port: { type: 'string' }, workers: { type: 'string' }, demo: { type: 'boolean' } });
  const config = {
    ...base,
    host: typeof values.host === 'string' ? values.host : base.host,
    port: values.port !== undefined ? intArg(values.port, '--port', 0, 65535) : base.port,
  };
  const workers = workerCount(values.workers !== undefined ? intArg(values.workers, '--workers', 0, 256) : config.workers, config.database.kind);
  return { config, workers, demo: wantsDemo(config, values.demo === true), json: values.json === true };
}

/** Fork the preparation process and wait for its report and its exit. */
function prepare(): Promise<PreparedMessage> {
  return new Promise((resolve) => {
    const w = cluster.fork(PREPARE_ROLE);
    let report: PreparedMessage | null = null;
    w.on('message', (msg: PreparedMessage) => {
      if (msg?.idrisk === 'prepared') report = msg;
    });
    w.on('error', () => undefined); // an IPC channel that breaks as it exits: its exit says what happened
    w.on('exit', (code, signal) => {
      resolve(report ?? { idrisk: 'prepared', error: `the process preparing the database exited (${signal ? `signal ${signal}` : `code ${code}`}) without a report` });
    });
  });
}

/**
 * The multi-process serve, from the primary: prepare the database in a child, fork the API processes, print the
 * ready line (and the demo keys and first owner, once), wait for a signal, stop the workers. Returns the exit code.
 */
export async function servePrimary(options: { workers: number; database: Config['database']; json: boolean }, io: CliIO): Promise<number> {
  let workerEnv: Record<string, string> = {};
  let demo: DemoKeys | null = null;
  let owner: FirstOwner | null = null;
  const prepared = await prepare();
  if ('error' in prepared) {
    io.err(`idrisk serve: ${prepared.error}`);
    return 1;
  }
  if ('standby' in prepared) {
    // A database that cannot serve does not stop the start: the workers start in standby and migrate once it answers.
    io.err(`idrisk: the database is unavailable at start (${prepared.standby}): the workers start in standby (503 with Retry-After) and migrate once it answers`);
    workerEnv = { IDRISK_WORKER_MIGRATE: '1' };
  } else ({ demo, owner } = prepared);
  const primary = await startPrimary({ workers: options.workers, env: workerEnv, log: (line) => io.err(line) });
  const url = primary.url;
  const info = {
    url,
    database: options.database.kind === 'sqlite' ? options.database.url : 'postgres',
    docs: `${url}/docs`,
    workers: options.workers,
    demo: demo ? { account_id: demo.accountId, live_key: demo.live.secret, sandbox_key: demo.sandbox.secret } : null,
    first_owner: owner,
  };
  // The handlers before the ready line: a supervisor (or a test) may send SIGTERM the moment it reads it.
  const signalled = untilSignal(() => {
    primary.stop();
    return primary.done;
  });
  if (options.json) io.err(JSON.stringify(info));
  else {
    const lines = [`idrisk listening on ${info.url} (database ${info.database}, ${options.workers} processes)`, `API reference: ${info.docs}`];
    if (demo) lines.push(...demoLines(info.url, demo));
    if (owner) lines.push(...ownerLines(info.url, owner));
    io.err(lines.join('\n'));
  }
  await signalled;
  return 0;
}

/**
 * From src/cli/main.ts, before the rest of the CLI is loaded: runs `idrisk serve` here when this process is the
 * primary of several API processes; null otherwise (one process, a cluster worker, help, or arguments or a
 * configuration with a problem: the full CLI runs then and reports it as always).
 */
export async function lightServe(argv: string[], io: CliIO, env: Record<string, string | undefined> = process.env): Promise<number | null> {
  if (argv[0] !== 'serve' || !cluster.isPrimary || argv.includes('--help') || argv.includes('-h')) return null;
  let options: ReturnType<typeof serveOptions>;
  try {
    options = serveOptions(argv.slice(1), loadConfig(env));
  } catch {
    return null;
  }
  if (options.workers <= 1 || options.demo === 'refused') return null;
  try {
    return await servePrimary({ workers: options.workers, database: options.config.database, json: options.json }, io);
  } catch (err) {
    io.err(`idrisk serve: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
