import { ensureDemoAccount, startServer, type Running } from '../../server.js';
import { dbUnavailable } from '../../store/unavailable.js';
import { compose } from '../../composition.js';
import { isClusterWorker, leaveCluster, reportListening } from '../../cluster.js';
import { UsageError, type CliCommand } from '../types.js';
import type { Services } from '../../composition.js';
import { cliActorOf } from '../../admin/actor.js';
import { cliActor } from '../../privacy/audit.js';
import { demoLines, isPreparationProcess, ownerLines, servePrimary, serveOptions, untilSignal, type PreparedMessage } from '../serve-primary.js';

export { FIRST_CALL_EXAMPLE } from '../serve-primary.js';

export const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'Start the API server (migrations applied at start)',
  usage: 'idrisk serve [--host H] [--port P] [--workers N] [--demo] [--json]',
  async run(argv, ctx) {
    const { config, workers, demo: demoWanted, json } = serveOptions(argv, ctx.config());
    // The demo account (10000 credits, a live key printed once): only on a first start of the embedded database.
    if (demoWanted === 'refused') throw new UsageError('--demo makes a demo account on the embedded SQLite database only, never on PostgreSQL');

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

    // The first owner of the admin API is made by the first start too (docs/admin.md), its password printed once.
    const firstOwner = async (s: Services) => {
      const r = await s.admin.operators.ensureFirstOwner(cliActorOf(cliActor(ctx.env)), config.admin.firstOwnerEmail);
      return r ? { email: r.operator.email, password: r.password } : null;
    };

    if (isPreparationProcess()) {
      // Forked first by the primary of several processes (src/cli/serve-primary.ts): prepare the database once
      // (migrations, demo account, first owner), report what was made, exit. A database that cannot serve is
      // reported too: the workers then start in standby and migrate once it answers.
      let report: PreparedMessage;
      try {
        const services = await compose(config, { products: false });
        try {
          const made = demoWanted ? await ensureDemoAccount(services) : null;
          const demo = made ? { accountId: made.accountId, live: { secret: made.live.secret }, sandbox: { secret: made.sandbox.secret } } : null;
          report = { idrisk: 'prepared', demo, owner: await firstOwner(services) };
        } finally {
          await services.close();
        }
      } catch (err) {
        const kind = dbUnavailable(err);
        report = kind ? { idrisk: 'prepared', standby: kind } : { idrisk: 'prepared', error: err instanceof Error ? err.message : String(err) };
      }
      await new Promise<void>((resolve) => {
        if (!process.send) return resolve();
        process.send(report, undefined, {}, () => resolve());
      });
      leaveCluster();
      return 'error' in report ? 1 : 0;
    }

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

    if (workers > 1) return servePrimary({ workers, database: config.database, json }, ctx.io);

    // One process: it prepares the database and serves.
    const single = await startServer(config, { demo: demoWanted === true });
    const { url } = single;
    const demo = single.demo;
    let owner: { email: string; password: string } | null = null;
    const now = single.current();
    if (now) owner = await firstOwner(now.services);
    const stop = () => single.close();
    // Started in standby: the demo account (first start on an empty database) is made once the database answers.
    void single.ready.then(async (late) => {
      if (late && !demo) ctx.io.err(demoLines(url, late).join('\n'));
      // The first owner too, once the database answers.
      const ready = single.current();
      if (!owner && ready) {
        owner = await firstOwner(ready.services);
        if (owner) ctx.io.err(ownerLines(url, owner).join('\n'));
      }
    }, () => undefined);
    const info = {
      url,
      database: config.database.kind === 'sqlite' ? config.database.url : 'postgres',
      docs: `${url}/docs`,
      workers: 1,
      demo: demo ? { account_id: demo.accountId, live_key: demo.live.secret, sandbox_key: demo.sandbox.secret } : null,
      first_owner: owner as { email: string; password: string } | null,
    };
    // The handlers before the ready line: a supervisor (or a test) may send SIGTERM the moment it reads it.
    const signalled = untilSignal(stop);
    if (json) ctx.io.err(JSON.stringify(info));
    else {
      const lines = [`idrisk listening on ${info.url} (database ${info.database}, 1 process)`, `API reference: ${info.docs}`];
      if (demo) lines.push(...demoLines(info.url, demo));
      if (info.first_owner) lines.push(...ownerLines(info.url, info.first_owner));
      ctx.io.err(lines.join('\n'));
    }
    return Promise.race([signalled.then(() => 0), failedLater(single)]);
  },
};
