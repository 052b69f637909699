/**
 * Operations of the service as a whole: jobs (list, get, cancel, retry), webhook deliveries of an account (status,
 * attempts, request and response, redeliver), the personal-data requests (export a subject, erase with dry run) and
 * the audit trail with filters. The CLI's `jobs`, `erase`, `export-subject` and `audit` and the admin API call these.
 */
import type { Db } from '../store/db.js';
import type { AuditLog, AuditEntry } from '../privacy/audit.js';
import type { Privacy, ErasureReport } from '../privacy/service.js';
import { BadSelector, parseSubject, subjectLabel, type Subject, type SubjectKind } from '../privacy/subject.js';
import { JobActionRefused, JobNotFound, type JobAdmin, type JobDetail } from '../jobs/admin.js';
import type { JobQueue, JobStatus } from '../jobs/queue.js';
import type { JobsTable, WebhookAttemptsTable, WebhookEventsTable } from '../store/schema.js';
import { conflict, invalid, notFound } from './errors.js';
import { authorize, requireScope, inScope, type Actor } from './actor.js';
import { decodeCursor, pageOf, type Page } from './pagination.js';

export interface OpsDeps {
  readonly db: Db;
  readonly audit: AuditLog;
  readonly privacy: Privacy;
  readonly jobs: JobAdmin;
  readonly queue: JobQueue;
}

export interface AuditFilter {
  readonly actor?: string;
  readonly action?: string;
  readonly from?: string;
  readonly to?: string;
}

export class Ops {
  constructor(private readonly deps: OpsDeps) {}

  private async record(actor: Actor, action: string, args: Record<string, unknown>, detail: Record<string, unknown> | null = null): Promise<void> {
    // The CLI writes one entry per command itself, with its arguments (src/cli/index.ts): not a second one here.
    if (actor.kind === 'cli') return;
    await this.deps.audit.record({ actor: actor.label, action, args, detail });
  }

  // ---- jobs ----

  async listJobs(actor: Actor, filter: { status?: JobStatus; name?: string }, limit: number, cursor?: string): Promise<Page<JobsTable>> {
    // Newest first (ids are time-ordered).
    authorize(actor, 'jobs.read');
    let q = this.deps.db.selectFrom('jobs').selectAll().orderBy('id', 'desc').limit(limit + 1);
    if (cursor) q = q.where('id', '<', decodeCursor(cursor).id);
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.name) q = q.where('name', '=', filter.name);
    return pageOf(await q.execute(), limit, (j) => j.id);
  }

  private jobCall<T>(fn: () => Promise<T>): Promise<T> {
    return fn().catch((err: unknown) => {
      if (err instanceof JobNotFound) throw notFound('job', err.id);
      if (err instanceof JobActionRefused) throw conflict(err.message);
      throw err;
    });
  }

  async job(actor: Actor, id: string): Promise<JobDetail> {
    authorize(actor, 'jobs.read');
    return this.jobCall(() => this.deps.jobs.show(id));
  }

  async cancelJob(actor: Actor, id: string): Promise<JobsTable> {
    authorize(actor, 'jobs.write');
    const job = await this.jobCall(() => this.deps.jobs.cancel(id, actor.kind === 'cli' ? undefined : `cancelled by ${actor.label}`));
    await this.record(actor, 'jobs cancel', { job_id: id });
    return job;
  }

  async retryJob(actor: Actor, id: string): Promise<JobsTable> {
    authorize(actor, 'jobs.write');
    const job = await this.jobCall(() => this.deps.jobs.retry(id));
    await this.record(actor, 'jobs retry', { job_id: id });
    return job;
  }

  // ---- webhook deliveries ----

  /** An account's events, newest first, each with its payload and its latest attempt (the receiver's answer). */
  async deliveries(actor: Actor, accountId: string, filter: { status?: string }, limit: number, cursor?: string): Promise<Page<{ event: WebhookEventsTable; lastAttempt: WebhookAttemptsTable | null }>> {
    authorize(actor, 'webhooks.read');
    requireScope(actor, accountId, 'account', accountId);
    let q = this.deps.db.selectFrom('webhook_events').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(limit + 1);
    if (cursor) q = q.where('id', '<', decodeCursor(cursor).id);
    if (filter.status) q = q.where('status', '=', filter.status);
    const page = pageOf(await q.execute(), limit, (e) => e.id);
    const withAttempts = page.items.filter((e) => Number(e.attempts) > 0);
    const last = new Map<string, WebhookAttemptsTable>();
    if (withAttempts.length > 0) {
      // The latest attempt of each event of the page: one query on (event_id, attempt).
      const rows = await this.deps.db
        .selectFrom('webhook_attempts as a')
        .selectAll('a')
        .where('a.event_id', 'in', withAttempts.map((e) => e.id))
        .where((eb) => eb('a.attempt', '=', eb.selectFrom('webhook_attempts as x').select((x) => x.fn.max('x.attempt').as('m')).whereRef('x.event_id', '=', 'a.event_id')))
        .execute();
      for (const r of rows) last.set(r.event_id, r);
    }
    return { items: page.items.map((event) => ({ event, lastAttempt: last.get(event.id) ?? null })), nextCursor: page.nextCursor };
  }

  /** One event: the body sent (the request), and every attempt with its URL, status code, error and duration. */
  async delivery(actor: Actor, eventId: string): Promise<{ event: WebhookEventsTable; attempts: WebhookAttemptsTable[] }> {
    authorize(actor, 'webhooks.read');
    const event = await this.deps.db.selectFrom('webhook_events').selectAll().where('id', '=', eventId).executeTakeFirst();
    if (!event || !inScope(actor, event.account_id)) throw notFound('webhook event', eventId);
    const attempts = await this.deps.db.selectFrom('webhook_attempts').selectAll().where('event_id', '=', eventId).orderBy('attempt').execute();
    return { event, attempts };
  }

  /** Deliver an event again (delivered or given up): it is pending again and a new delivery job is queued. */
  async redeliver(actor: Actor, eventId: string): Promise<{ event: WebhookEventsTable; jobId: string }> {
    authorize(actor, 'webhooks.write');
    const { event } = await this.delivery(actor, eventId);
    if (event.status === 'pending') throw conflict(`Webhook event ${eventId} is still being delivered`);
    const jobId = await this.deps.db.transaction().execute(async (tx) => {
      const r = await tx.updateTable('webhook_events').set({ status: 'pending' }).where('id', '=', eventId).where('status', '=', event.status).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw conflict(`Webhook event ${eventId} changed meanwhile; look again`);
      const id = await this.deps.queue.enqueue('webhook.deliver', { event_id: eventId } as never, { exec: tx, dedupeKey: `webhook:${eventId}:redeliver:${Date.now()}:${Math.random().toString(36).slice(2, 8)}` });
      return id as string;
    });
    this.deps.queue.wake();
    await this.record(actor, 'webhooks redeliver', { event_id: eventId }, { job_id: jobId });
    return { event: { ...event, status: 'pending' }, jobId };
  }

  // ---- privacy ----

  /** A data subject from a selector kind and value, normalized as the engines store it (400 when it is not one). */
  subject(kind: string, value: string): Subject {
    try {
      return parseSubject(kind as SubjectKind, value);
    } catch (err) {
      if (err instanceof BadSelector) throw invalid(kind, err.message.replace(/^--\w+: /, ''));
      throw err;
    }
  }

  /** Everything held on a data subject (an access request); audited without the subject's value. */
  async exportSubject(actor: Actor, subject: Subject): Promise<Record<string, Record<string, unknown>[]>> {
    authorize(actor, 'privacy.export');
    const out = await this.deps.privacy.exportSubject(subject);
    await this.record(actor, 'export-subject', { [subject.kind]: '[redacted]' }, { records: Object.values(out).reduce((n, rows) => n + rows.length, 0) });
    return out;
  }

  async eraseSubject(actor: Actor, subject: Subject, dryRun: boolean): Promise<ErasureReport> {
    authorize(actor, 'privacy.erase');
    const report = await this.deps.privacy.eraseSubject(subject, { dryRun });
    await this.record(actor, 'erase', { [subject.kind]: '[redacted]', dry_run: dryRun }, { subject: subjectLabel(subject), total: report.total, stores: Object.fromEntries(report.stores.map((s) => [s.store, s.records])) });
    return report;
  }

  // ---- the audit trail ----

  async auditTrail(actor: Actor, filter: AuditFilter, limit: number, cursor?: string): Promise<Page<AuditEntry>> {
    authorize(actor, 'audit.read');
    let q = this.deps.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit + 1);
    if (cursor) q = q.where('id', '<', decodeCursor(cursor).id);
    if (filter.actor) q = q.where('actor', '=', filter.actor);
    if (filter.action) q = q.where('action', '=', filter.action);
    if (filter.from) q = q.where('at', '>=', filter.from);
    if (filter.to) q = q.where('at', '<', filter.to);
    const rows = await q.execute();
    return pageOf(
      rows.map((r) => ({ id: r.id, at: r.at, actor: r.actor, action: r.action, args: JSON.parse(r.args) as Record<string, unknown>, outcome: r.outcome === 'ok' ? ('ok' as const) : ('failed' as const), detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null })),
      limit,
      (e) => e.id,
    );
  }
}
