/** The operations pages' reads and the redelivery's reopen (./types.ts OpsRows): jobs, webhook events, the audit trail. */
import type { Db, Executor } from '../db.js';
import type { AuditLogTable, JobsTable, WebhookAttemptsTable, WebhookEventsTable } from '../schema.js';
import type { OpsRows } from './types.js';

export class OpsRepository implements OpsRows {
  constructor(private readonly db: Db) {}

  jobsPage(limit: number, before: string | undefined, filter: { status?: string; name?: string }): Promise<JobsTable[]> {
    let q = this.db.selectFrom('jobs').selectAll().orderBy('id', 'desc').limit(limit);
    if (before !== undefined) q = q.where('id', '<', before);
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.name) q = q.where('name', '=', filter.name);
    return q.execute();
  }

  eventsPage(accountId: string, limit: number, before: string | undefined, status: string | undefined): Promise<WebhookEventsTable[]> {
    let q = this.db.selectFrom('webhook_events').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(limit);
    if (before !== undefined) q = q.where('id', '<', before);
    if (status) q = q.where('status', '=', status);
    return q.execute();
  }

  lastAttempts(eventIds: readonly string[]): Promise<WebhookAttemptsTable[]> {
    return this.db
      .selectFrom('webhook_attempts as a')
      .selectAll('a')
      .where('a.event_id', 'in', eventIds)
      .where((eb) => eb('a.attempt', '=', eb.selectFrom('webhook_attempts as x').select((x) => x.fn.max('x.attempt').as('m')).whereRef('x.event_id', '=', 'a.event_id')))
      .execute();
  }

  async reopen(eventId: string, from: string, exec: Executor = this.db): Promise<boolean> {
    const r = await exec.updateTable('webhook_events').set({ status: 'pending' }).where('id', '=', eventId).where('status', '=', from).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  auditPage(limit: number, before: string | undefined, filter: { actor?: string; action?: string; from?: string; to?: string }): Promise<AuditLogTable[]> {
    let q = this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
    if (before !== undefined) q = q.where('id', '<', before);
    if (filter.actor) q = q.where('actor', '=', filter.actor);
    if (filter.action) q = q.where('action', '=', filter.action);
    if (filter.from) q = q.where('at', '>=', filter.from);
    if (filter.to) q = q.where('at', '<', filter.to);
    return q.execute();
  }
}
