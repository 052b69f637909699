import { ensureDemoAccount, startServer, wantsDemo, type Running } from '../../server.js';
import { dbUnavailable } from '../../store/unavailable.js';
import { compose } from '../../composition.js';
import { isClusterWorker, leaveCluster, reportListening, startPrimary, workerCount } from '../../cluster.js';
import { intArg, parse } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';
import type { Services } from '../../composition.js';
import { cliActorOf } from '../../admin/actor.js';
import { cliActor } from '../../privacy/audit.js';

/**
 * The example call printed by the first start (and shown in the README): a valid US mobile-capable number outside
 * the fiction range and not a run of digits, so the sandbox answers it in full (test/integration/serve.test.ts).
 */
export const FIRST_CALL_EXAMPLE = { customer_id: 'demo-1', claims: ['phone'], phone_number: '+14155552671' } as const;

export const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'Start the API server (migrations applied at start)',
  usage: 'idrisk serve [--host H] [--port P] [--workers N] [--demo] [--json]',
  async run(argv, ctx) {
    const { values } = parse(argv, { host: { type: 'string' }, port: { type: 'string' }, workers: { type: 'string' }, demo: { type: 'boolean' } });
    const base = ctx.config();
    const config = {
      ...base,
      host: typeof values.host === 'string' ? values.host : base.host,
      port: values.port !== undefined ? intArg(values.port, '--port', 0, 65535) : base.port,
    };
    // The demo account (10000 credits, a live key printed once): only on a first start of the embedded database.
    const demoWanted = wantsDemo(config, values.demo === true);
    if (demoWanted === 'refused') throw new UsageError('--demo makes a demo account on the embedded SQLite database only, never on PostgreSQL');
    const workers = workerCount(values.workers !== undefined ? intArg(values.workers, '--workers', 0, 256) : config.workers, config.database.kind);
    const untilSignal = (stop: () => Promise<unknown> | void) =>
      new Promise<void>((resolve) => {
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

    /**
     * A start in standby (the database was unavailable, src/standby.ts) that then fails for another reason once the
     * database answers (a failed migration, say): the process stops with an error, as a failed start would.
     */
    const failedLater = (running: Running) =>
      running.ready.then(
        () => new Promise<never>(() => undefined),
        async (err: unknown) => {
          ctx.io.err(`idrisk: the start failed once the database answered: ${(err as Error).message}`);
          await running.close().catch(() => undefined);
          return 1;
        },
      );

    if (isClusterWorker()) {
      // One of N processes (src/cluster.ts): the primary migrated and made the demo account; report, then serve.
      // When the database was unavailable at the primary's start, the workers migrate once it answers (the
      // migrations take a lock of their own on PostgreSQL; SQLite serialises its writers).
      const running = await startServer(config, { demo: false, migrate: process.env.IDRISK_WORKER_MIGRATE === '1' });
      // The handlers first: a signal that follows the report at once must find them.
      const signalled = untilSignal(() => running.close());
      reportListening(running.url);
      const code = await Promise.race([signalled.then(() => 0), failedLater(running)]);
      leaveCluster();
      return code;
    }

    let url: string;
    let demo: Awaited<ReturnType<typeof ensureDemoAccount>>;
    // The first start also makes a first owner of the admin API (docs/admin.md), its password printed once.
    let owner: { email: string; password: string } | null = null;
    const firstOwner = async (s: Services) => {
      const r = await s.admin.operators.ensureFirstOwner(cliActorOf(cliActor(ctx.env)), config.admin.firstOwnerEmail);
      if (r) owner = { email: r.operator.email, password: r.password };
    };
    let stop: () => Promise<unknown>;
    let single: Running | null = null;
    if (workers === 1) {
      single = await startServer(config, { demo: demoWanted === true });
      ({ url, demo } = single);
      const running = single;
      const now = running.current();
      if (now) await firstOwner(now.services);
      stop = () => running.close();
      // Started in standby: the demo account (first start on an empty database) is made once the database answers.
      void running.ready.then(async (late) => {
        if (late && !demo) ctx.io.err(demoLines(url, late).join('\n'));
        // The first owner too, once the database answers.
        const ready = running.current();
        if (!owner && ready) {
          await firstOwner(ready.services);
          if (owner) ctx.io.err(ownerLines(url, owner).join('\n'));
        }
      }, () => undefined);
    } else {
      // The primary prepares the database once (migrations, demo account), then forks the API processes. A database
      // that cannot serve does not stop the start: the workers start in standby and migrate once it answers.
      let workerEnv: Record<string, string> = {};
      try {
        const services = await compose(config, { products: false });
        try {
          demo = demoWanted ? await ensureDemoAccount(services) : null;
          await firstOwner(services);
        } finally {
          await services.close();
        }
      } catch (err) {
        const kind = dbUnavailable(err);
        if (!kind) throw err;
        ctx.io.err(`idrisk: the database is unavailable at start (${kind}): the workers start in standby (503 with Retry-After) and migrate once it answers`);
        demo = null;
        workerEnv = { IDRISK_WORKER_MIGRATE: '1' };
      }
      const primary = await startPrimary({ workers, env: workerEnv, log: (line) => ctx.io.err(line) });
      url = primary.url;
      stop = () => {
        primary.stop();
        return primary.done;
      };
    }
    const info = {
      url,
      database: config.database.kind === 'sqlite' ? config.database.url : 'postgres',
      docs: `${url}/docs`,
      workers,
      demo: demo ? { account_id: demo.accountId, live_key: demo.live.secret, sandbox_key: demo.sandbox.secret } : null,
      first_owner: owner as { email: string; password: string } | null,
    };
    // The handlers before the ready line: a supervisor (or a test) may send SIGTERM the moment it reads it.
    const signalled = untilSignal(stop);
    if (values.json) ctx.io.err(JSON.stringify(info));
    else {
      const lines = [`idrisk listening on ${info.url} (database ${info.database}, ${workers} process${workers === 1 ? '' : 'es'})`, `API reference: ${info.docs}`];
      if (demo) lines.push(...demoLines(info.url, demo));
      if (info.first_owner) lines.push(...ownerLines(info.url, info.first_owner));
      ctx.io.err(lines.join('\n'));
    }
    if (single) return Promise.race([signalled.then(() => 0), failedLater(single)]);
    await signalled;
    return 0;
  },
};

/** The lines that show a new demo account's keys (once). */
function demoLines(url: string, demo: NonNullable<Running['demo']>): string[] {
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
function ownerLines(url: string, owner: { email: string; password: string }): string[] {
  return [
    '',
    `Created the first owner of the admin API, ${owner.email}. Password (shown once, store it now): ${owner.password}`,
    'Sign in:',
    `  curl -s -c cookies.txt ${url}/admin/1.0/sessions -H 'content-type: application/json' \\`,
    `    -d '{"email":"${owner.email}","password":"${owner.password}"}'`,
    'More operators: idrisk operators create --email E --role admin (docs/admin.md).',
  ];
}
