import { startWorker } from '../../worker.js';
import { intArg, parse } from '../args.js';
import type { CliCommand } from '../types.js';

export const workerCommand: CliCommand = {
  name: 'worker',
  summary: 'Run background jobs (domain intelligence, webhook deliveries) until stopped',
  usage: 'idrisk worker [--concurrency N] [--metrics-port PORT] [--json]',
  async run(argv, ctx) {
    const { values } = parse(argv, { concurrency: { type: 'string' }, 'metrics-port': { type: 'string' } });
    const config = ctx.config();
    const concurrency = values.concurrency !== undefined ? intArg(values.concurrency, '--concurrency', 1, 256) : undefined;
    const metricsPort = values['metrics-port'] !== undefined ? intArg(values['metrics-port'], '--metrics-port', 1, 65535) : undefined;
    const worker = await startWorker(config, { concurrency, metricsPort });
    const info = { worker: worker.owner, database: config.database.kind === 'sqlite' ? config.database.url : 'postgres', concurrency: concurrency ?? config.jobs.concurrency, metrics_port: worker.metricsPort };
    const metricsAt = worker.metricsPort ? `; metrics at http://${config.host}:${worker.metricsPort}/metrics` : '';
    ctx.io.err(values.json ? JSON.stringify(info) : `idrisk worker ${info.worker} running ${info.concurrency} job(s) at once (database ${info.database})${metricsAt}`);
    return new Promise<number>((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void worker.close().then(() => resolve(0), () => resolve(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      // Started while the database was unavailable, then failed for another reason once it answered: exit non-zero.
      worker.ready.catch((err: unknown) => {
        ctx.io.err(`idrisk worker: the start failed once the database answered: ${(err as Error).message}`);
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void worker.close().then(() => resolve(1), () => resolve(1));
      });
    });
  },
};
