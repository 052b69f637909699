/**
 * The background process (`idrisk worker`): config -> composition -> the job runner, until SIGINT/SIGTERM.
 * Any number of workers (and `idrisk serve` processes with IDRISK_JOBS_IN_SERVE=on) share the jobs table.
 */
import { pino } from 'pino';
import type { Config } from './config/index.js';
import { compose, type Services } from './composition.js';
import { createRunner } from './jobs/index.js';
import type { JobRunner } from './jobs/runner.js';

export interface RunningWorker {
  readonly services: Services;
  readonly runner: JobRunner;
  /** Stop claiming, give running jobs back, close the database. */
  close(): Promise<void>;
}

export async function startWorker(config: Config, options: { concurrency?: number } = {}): Promise<RunningWorker> {
  const logger = pino({ level: config.logLevel });
  const services = await compose(config, { logger });
  const runner = createRunner(services, options.concurrency ? { concurrency: options.concurrency } : {});
  runner.start();
  logger.info({ owner: runner.owner, concurrency: options.concurrency ?? config.jobs.concurrency }, 'worker started');
  let closing: Promise<void> | null = null;
  return {
    services,
    runner,
    close() {
      closing ??= (async () => {
        await runner.stop();
        await services.close();
      })();
      return closing;
    },
  };
}
