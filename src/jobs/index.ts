/** Builds the one job runner over the composed services (used by `idrisk serve`, `idrisk worker` and tests). */
import type { Services } from '../composition.js';
import type { JobDeps } from './deps.js';
import { JobRunner, type RunnerOptions } from './runner.js';

export function jobDeps(s: Services): JobDeps {
  return {
    config: s.config,
    db: s.store.db,
    engines: s.engines,
    resolutions: s.resolutions,
    graph: s.graph,
    queue: s.jobs,
    webhooks: s.webhooks,
    privacy: s.privacy,
    logger: s.logger,
    report: s.report,
    bulk: s.bulk,
    reference: s.reference,
    datasetWrites: s.datasetWrites,
  };
}

export function createRunner(s: Services, options: Partial<RunnerOptions> = {}): JobRunner {
  const { concurrency, pollMs, leaseMs } = s.config.jobs;
  const runner = new JobRunner(s.jobs, jobDeps(s), { concurrency, pollMs, leaseMs, ...options });
  // Every finished attempt reaches /metrics (idrisk_job_attempts_total; a rescheduled attempt is a retry).
  runner.onAttempt((e) => s.metrics.jobs.attempt(e.job.name, e.outcome, e.ms / 1000));
  return runner;
}
