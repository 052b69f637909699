/**
 * Operations of the service as a whole: jobs (list, get, cancel, retry), webhook deliveries of an account (status,
 * attempts, request and response, redeliver), the personal-data requests (export a subject, erase with dry run) and
 * the audit trail with filters. The CLI's `jobs`, `erase`, `export-subject` and `audit` and the admin API call these.
 */
import type { Db } from '../store/db.js';
import { OpsRepository, type OpsRows } from '../store/admin/index.js';
import { WebhooksRepository, type WebhookRows } from '../store/webhooks/index.js';
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
  /** Jobs, events and the audit trail (src/store/admin); an event and its attempts (src/store/webhooks). */
  private readonly rows: OpsRows;
  private readonly webhookRows: WebhookRows;

  constructor(private readonly deps: OpsDeps) {
    this.rows = new OpsRepository(deps.db);
    this.webhookRows = new WebhooksRepository(deps.db);
  }

  private async record(actor: Actor, action: string, args: Record<string, unknown>, detail: Record<string, unknown> | null = null): Promise<void> {
    // The CLI writes one entry per command itself, with its arguments (src/cli/index.ts): not a second one here.
    if (actor.kind === 'cli') return;
    await this.deps.audit.record({ actor: actor.label, action, args, detail });
  }

  // ---- jobs ----

  async listJobs(actor: Actor, filter: { status?: JobStatus; name?: string }, limit: number, cursor?: string): Promise<Page<JobsTable>> {
    // Newest first (ids are time-ordered).
    authorize(actor, 'jobs.read');
    return pageOf(await this.rows.jobsPage(limit + 1, cursor ? decodeCursor(cursor).id : undefined, filter), limit, (j) => j.id);
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
    const page = pageOf(await this.rows.eventsPage(accountId, limit + 1, cursor ? decodeCursor(cursor).id : undefined, filter.status), limit, (e) => e.id);
    const withAttempts = page.items.filter((e) => Number(e.attempts) > 0);
    const last = new Map<string, WebhookAttemptsTable>();
    if (withAttempts.length > 0) {
      // The latest attempt of each event of the page: one query on (event_id, attempt).
      const rows = await this.rows.lastAttempts(withAttempts.map((e) => e.id));
      for (const r of rows) last.set(r.event_id, r);
    }
    return { items: page.items.map((event) => ({ event, lastAttempt: last.get(event.id) ?? null })), nextCursor: page.nextCursor };
  }

  /** One event: the body sent (the request), and every attempt with its URL, status code, error and duration. */
  async delivery(actor: Actor, eventId: string): Promise<{ event: WebhookEventsTable; attempts: WebhookAttemptsTable[] }> {
    authorize(actor, 'webhooks.read');
    const event = await this.webhookRows.event(eventId);
    if (!event || !inScope(actor, event.account_id)) throw notFound('webhook event', eventId);
    const attempts = await this.webhookRows.attempts(eventId);
    return { event, attempts };
  }

  /** Deliver an event again (delivered or given up): it is pending again and a new delivery job is queued. */
  async redeliver(actor: Actor, eventId: string): Promise<{ event: WebhookEventsTable; jobId: string }> {
    authorize(actor, 'webhooks.write');
    const { event } = await this.delivery(actor, eventId);
    if (event.status === 'pending') throw conflict(`Webhook event ${eventId} is still being delivered`);
    const jobId = await this.deps.db.transaction().execute(async (tx) => {
      if (!(await this.rows.reopen(eventId, event.status, tx))) throw conflict(`Webhook event ${eventId} changed meanwhile; look again`);
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
    const rows = await this.rows.auditPage(limit + 1, cursor ? decodeCursor(cursor).id : undefined, filter);
    return pageOf(
      rows.map((r) => ({ id: r.id, at: r.at, actor: r.actor, action: r.action, args: JSON.parse(r.args) as Record<string, unknown>, outcome: r.outcome === 'ok' ? ('ok' as const) : ('failed' as const), detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null })),
      limit,
      (e) => e.id,
    );
  }
}
