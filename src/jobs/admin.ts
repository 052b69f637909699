/**
 * What an operator does with jobs (`idrisk jobs`): list them, show one with its attempts, queue a failed or cancelled
 * one again, cancel a queued or running one. Retry and cancel run the entry's hooks in the same transaction as the
 * status change: a cancel is an end like a last failure (onFailure: a domain-intelligence submission is marked failed
 * and refunded, a webhook event given up), a retry undoes it where the entry says how (requeue).
 */
import type { JobsTable } from '../store/schema.js';
import type { JobAttemptsTable } from '../store/schema.js';
import type { WebhookAttemptsTable } from '../store/schema.js';
import type { JobDeps } from './deps.js';
import type { JobQueue, JobStatus } from './queue.js';

export interface JobFilter {
  readonly status?: JobStatus;
  readonly name?: string;
  readonly limit?: number;
}

export interface JobDetail {
  readonly job: JobsTable;
  readonly attempts: JobAttemptsTable[];
  /** For a `webhook.deliver` job: the delivery attempts of its event (status code, error, next attempt). */
  readonly deliveries: WebhookAttemptsTable[] | null;
}

/** An operator action that does not apply to the job in its state (the CLI prints it and exits 2). */
export class JobActionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobActionRefused';
  }
}

export class JobNotFound extends Error {
  constructor(readonly id: string) {
    super(`no job ${id}`);
    this.name = 'JobNotFound';
  }
}

export class JobAdmin {
  constructor(
    private readonly queue: JobQueue,
    private readonly deps: JobDeps,
  ) {}

  /** Newest first. */
  async list(filter: JobFilter = {}): Promise<JobsTable[]> {
    return this.queue.rows.list({ status: filter.status, name: filter.name, limit: filter.limit ?? 50 });
  }

  async show(id: string): Promise<JobDetail> {
    const job = await this.queue.get(id);
    if (!job) throw new JobNotFound(id);
    const attempts = await this.queue.rows.attemptsOf(id);
    let deliveries: WebhookAttemptsTable[] | null = null;
    if (job.name === 'webhook.deliver') {
      const eventId = (JSON.parse(job.payload) as { event_id?: string }).event_id;
      if (eventId) deliveries = await this.deps.webhooks.attempts(eventId);
    }
    return { job, attempts, deliveries };
  }

  /** Queue a failed or cancelled job again, due now, its attempts counted from zero. */
  async retry(id: string): Promise<JobsTable> {
    const job = await this.queue.get(id);
    if (!job) throw new JobNotFound(id);
    if (job.status !== 'failed' && job.status !== 'cancelled') throw new JobActionRefused(`job ${id} is ${job.status}: only a failed or cancelled job can be retried`);
    const def = this.queue.definition(job.name);
    if (!def) throw new JobActionRefused(`job ${id} is a "${job.name}", which this version's catalogue does not have`);
    if (def.onFailure && !def.requeue) throw new JobActionRefused(`a ${job.name} job cannot be retried: ${def.notRequeueable ?? 'its failure cannot be undone'}`);
    const at = new Date().toISOString();
    await this.deps.db.transaction().execute(async (tx) => {
      if (!(await this.queue.rows.requeue(tx, id, job.status, at))) throw new JobActionRefused(`job ${id} changed meanwhile; look again`);
      if (def.requeue) await def.requeue(JSON.parse(job.payload) as never, this.deps, tx);
    });
    this.queue.wake();
    // The job as the retry left it: a runner may claim it the moment the transaction commits, so a read after the
    // commit could already show it running.
    return { ...job, status: 'queued', attempts: 0, run_at: at, lease_owner: null, lease_expires_at: null, finished_at: null, updated_at: at };
  }

  /**
   * Cancel a queued or running job. A running one loses its lease: its worker can no longer write its effects
   * (every write is fenced by the lease) and aborts it at its next lease renewal.
   */
  async cancel(id: string, reason = 'cancelled by an operator'): Promise<JobsTable> {
    const job = await this.queue.get(id);
    if (!job) throw new JobNotFound(id);
    if (job.status !== 'queued' && job.status !== 'running') throw new JobActionRefused(`job ${id} is ${job.status}: only a queued or running job can be cancelled`);
    const def = this.queue.definition(job.name);
    const at = new Date().toISOString();
    await this.deps.db.transaction().execute(async (tx) => {
      if (!(await this.queue.rows.cancel(tx, id, job.status, job.attempts, at, reason))) throw new JobActionRefused(`job ${id} changed meanwhile; look again`);
      if (def?.onFailure) {
        const info = { id: job.id, name: job.name, attempt: Number(job.attempts), createdAt: new Date(job.created_at) };
        await def.onFailure(JSON.parse(job.payload) as never, { job: info, error: reason, deps: this.deps }, tx);
      }
    });
    return (await this.queue.get(id))!;
  }
}
