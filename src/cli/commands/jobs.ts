/**
 * `idrisk jobs`: the background jobs in the database (docs/operations.md "Background jobs"): list them by state and
 * kind, show one with its attempts, retry a failed or cancelled one, cancel a queued or running one.
 */
import { JOBS } from '../../jobs/catalogue.js';
import type { JobDetail } from '../../jobs/admin.js';
import type { Ops } from '../../admin/ops.js';
import type { Actor } from '../../admin/actor.js';
import { withAdmin } from '../admin.js';
import { JOB_STATUSES, type JobStatus } from '../../jobs/queue.js';
import type { JobsTable } from '../../store/schema.js';
import { intArg, parse } from '../args.js';
import { UsageError, type CliCommand, type CliContext } from '../types.js';

const USAGE = `idrisk jobs list [--state queued|running|succeeded|failed|cancelled] [--kind NAME] [--limit N] [--json]
idrisk jobs show ID [--json]
idrisk jobs retry ID [--json]      (a failed or cancelled job: queued again, due now)
idrisk jobs cancel ID [--json]     (a queued or running job)
kinds: ${Object.keys(JOBS).join(', ')}`;

function jobJson(j: JobsTable) {
  return {
    id: j.id,
    kind: j.name,
    state: j.status,
    attempts: Number(j.attempts),
    payload: JSON.parse(j.payload) as unknown,
    run_at: j.run_at,
    created_at: j.created_at,
    updated_at: j.updated_at,
    finished_at: j.finished_at,
    last_error: j.last_error,
    lease_owner: j.lease_owner,
    lease_expires_at: j.lease_expires_at,
  };
}

function detailJson(d: JobDetail) {
  return {
    ...jobJson(d.job),
    attempt_history: d.attempts.map((a) => ({ attempt: Number(a.attempt), outcome: a.outcome, error: a.error, worker: a.worker, started_at: a.started_at, finished_at: a.finished_at, duration_ms: Number(a.duration_ms) })),
    ...(d.deliveries
      ? { deliveries: d.deliveries.map((w) => ({ attempt: Number(w.attempt), url: w.url, status_code: w.status_code === null ? null : Number(w.status_code), error: w.error, at: w.created_at, duration_ms: Number(w.duration_ms), next_attempt_at: w.next_attempt_at })) }
      : {}),
  };
}

const when = (j: JobsTable) => (j.status === 'queued' ? `due ${j.run_at}` : j.status === 'running' ? `lease until ${j.lease_expires_at}` : `ended ${j.finished_at}`);

function listText(jobs: JobsTable[]): string {
  if (jobs.length === 0) return '(no jobs)';
  return jobs.map((j) => `${j.id}  ${j.name.padEnd(24)} ${j.status.padEnd(9)} attempts ${String(j.attempts).padStart(2)}  ${when(j)}${j.last_error ? `  last error: ${j.last_error.slice(0, 80)}` : ''}`).join('\n');
}

function detailText(d: JobDetail): string {
  const j = d.job;
  const lines = [
    `${j.id}  ${j.name}  ${j.status}`,
    `  payload:    ${j.payload}`,
    `  created:    ${j.created_at}`,
    `  ${j.status === 'queued' ? 'due:       ' : j.status === 'running' ? 'lease until:' : 'ended:     '} ${j.status === 'queued' ? j.run_at : j.status === 'running' ? `${j.lease_expires_at} (${j.lease_owner})` : j.finished_at}`,
    `  attempts:   ${j.attempts}${j.last_error ? `; last error: ${j.last_error}` : ''}`,
  ];
  if (d.attempts.length > 0) {
    lines.push('  attempt history:');
    for (const a of d.attempts) lines.push(`    #${a.attempt} ${a.outcome.padEnd(10)} ${a.finished_at}  ${a.duration_ms} ms  ${a.worker}${a.error ? `  ${a.error}` : ''}`);
  }
  const recorded = new Set(d.attempts.map((a) => Number(a.attempt)));
  const lost = Array.from({ length: Number(j.attempts) }, (_, i) => i + 1).filter((n) => !recorded.has(n) && !(n === Number(j.attempts) && j.status === 'running'));
  if (lost.length > 0) lines.push(`  attempt(s) ${lost.join(', ')}: no record (the worker stopped before the attempt ended, or the history was pruned)`);
  if (d.deliveries) {
    lines.push('  webhook deliveries:');
    if (d.deliveries.length === 0) lines.push('    (none yet)');
    for (const w of d.deliveries) {
      lines.push(`    #${w.attempt} ${w.created_at}  ${w.status_code ?? '-'}  ${w.error ?? 'delivered'}  ${w.duration_ms} ms${w.next_attempt_at ? `  next attempt ${w.next_attempt_at}` : ''}  ${w.url}`);
    }
  }
  return lines.join('\n');
}

/** The jobs part of the management layer (src/admin/ops.ts), the same calls as /admin/1.0/jobs. */
function withJobs<T>(ctx: CliContext, fn: (ops: Ops, actor: Actor) => Promise<T>): Promise<T> {
  return withAdmin(ctx, (s, actor) => fn(s.admin.ops, actor));
}

function oneId(argv: string[]): { id: string; json: boolean } {
  const { values, positionals } = parse(argv, {}, 1);
  const id = positionals[0];
  if (!id) throw new UsageError('missing job ID');
  return { id, json: values.json === true };
}

export const jobsCommand: CliCommand = {
  name: 'jobs',
  summary: 'List, show, retry and cancel background jobs',
  usage: USAGE,
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    const out = (json: boolean, value: unknown, text: string) => ctx.io.out(json ? JSON.stringify(value) : text);
    switch (sub) {
      case 'list': {
        const { values } = parse(rest, { state: { type: 'string' }, kind: { type: 'string' }, limit: { type: 'string' } });
        const state = values.state as string | undefined;
        if (state !== undefined && !JOB_STATUSES.includes(state as JobStatus)) throw new UsageError(`--state must be one of ${JOB_STATUSES.join(', ')}, got "${state}"`);
        const kind = values.kind as string | undefined;
        if (kind !== undefined && !Object.hasOwn(JOBS, kind)) throw new UsageError(`--kind must be one of ${Object.keys(JOBS).join(', ')}, got "${kind}"`);
        const limit = values.limit !== undefined ? intArg(values.limit, '--limit', 1, 10_000) : 50;
        const jobs = (await withJobs(ctx, (o, actor) => o.listJobs(actor, { status: state as JobStatus | undefined, name: kind }, limit))).items;
        out(values.json === true, jobs.map(jobJson), listText(jobs));
        return 0;
      }
      case 'show': {
        const { id, json } = oneId(rest);
        const d = await withJobs(ctx, (o, actor) => o.job(actor, id));
        out(json, detailJson(d), detailText(d));
        return 0;
      }
      case 'retry': {
        const { id, json } = oneId(rest);
        const j = await withJobs(ctx, (o, actor) => o.retryJob(actor, id));
        ctx.auditDetail?.({ job_id: j.id, kind: j.name });
        out(json, jobJson(j), `queued ${j.id} (${j.name}) again, due now; a running idrisk serve or worker takes it`);
        return 0;
      }
      case 'cancel': {
        const { id, json } = oneId(rest);
        const j = await withJobs(ctx, (o, actor) => o.cancelJob(actor, id));
        ctx.auditDetail?.({ job_id: j.id, kind: j.name });
        out(json, jobJson(j), `cancelled ${j.id} (${j.name})`);
        return 0;
      }
      default:
        throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    }
  },
};
