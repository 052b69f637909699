import { ensureDemoAccount, startServer, wantsDemo } from '../../server.js';
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
    const workers = workerCount(values.workers !== undefined ? intArg(values.workers, '--workers', 0, 256) : config.workers);
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

    if (isClusterWorker()) {
      // One of N processes (src/cluster.ts): the primary migrated and made the demo account; report, then serve.
      const running = await startServer(config, { demo: false, migrate: false });
      // The handlers first: a signal that follows the report at once must find them.
      const signalled = untilSignal(() => running.close());
      reportListening(running.url);
      await signalled;
      leaveCluster();
      return 0;
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
    if (workers === 1) {
      const running = await startServer(config, { demo: demoWanted });
      ({ url, demo } = running);
      await firstOwner(running.services);
      stop = () => running.close();
    } else {
      // The primary prepares the database once (migrations, demo account), then forks the API processes.
      const services = await compose(config, { products: false });
      try {
        demo = demoWanted ? await ensureDemoAccount(services) : null;
        await firstOwner(services);
      } finally {
        await services.close();
      }
      const primary = await startPrimary({ workers, log: (line) => ctx.io.err(line) });
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
      if (info.demo) {
        lines.push(
          '',
          `Created demo account ${info.demo.account_id} with 10000 credits. Keys (shown once, store them now):`,
          `  live:    ${info.demo.live_key}`,
          `  sandbox: ${info.demo.sandbox_key}`,
          '',
          'Try:',
          `  curl -s ${info.url}/1.0/phone -H 'content-type: application/json' -H 'x-api-key: ${info.demo.sandbox_key}' \\`,
          `    -d '${JSON.stringify(FIRST_CALL_EXAMPLE)}'`,
        );
      }
      if (info.first_owner) {
        lines.push(
          '',
          `Created the first owner of the admin API, ${info.first_owner.email}. Password (shown once, store it now): ${info.first_owner.password}`,
          'Sign in:',
          `  curl -s -c cookies.txt ${info.url}/admin/1.0/sessions -H 'content-type: application/json' \\`,
          `    -d '{"email":"${info.first_owner.email}","password":"${info.first_owner.password}"}'`,
          'More operators: idrisk operators create --email E --role admin (docs/admin.md).',
        );
      }
      ctx.io.err(lines.join('\n'));
    }
    await signalled;
    return 0;
  },
};
