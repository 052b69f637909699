/** Webhook delivery's storage (./types.ts): one Kysely code for SQLite and PostgreSQL. */
import type { Db, Executor } from '../db.js';
import type { WebhookAttemptsTable, WebhookEventsTable, WebhookSecretsTable } from '../schema.js';
import { webhookUrlOf } from '../accounts/repository.js';
import type { NewWebhookAttempt, WebhookRows } from './types.js';

export class WebhooksRepository implements WebhookRows {
  constructor(private readonly db: Db) {}

  async putSecret(row: WebhookSecretsTable, exec: Executor = this.db): Promise<void> {
    await exec
      .insertInto('webhook_secrets')
      .values(row)
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ secret_enc: row.secret_enc, created_at: row.created_at }))
      .execute();
  }

  async hasSecret(accountId: string, exec: Executor = this.db): Promise<boolean> {
    return (await exec.selectFrom('webhook_secrets').select('account_id').where('account_id', '=', accountId).executeTakeFirst()) !== undefined;
  }

  async deleteSecret(accountId: string, exec: Executor = this.db): Promise<void> {
    await exec.deleteFrom('webhook_secrets').where('account_id', '=', accountId).execute();
  }

  async sealedSecret(accountId: string): Promise<string | undefined> {
    return (await this.db.selectFrom('webhook_secrets').select('secret_enc').where('account_id', '=', accountId).executeTakeFirst())?.secret_enc;
  }

  accountUrl(accountId: string, exec: Executor = this.db): Promise<string | null | undefined> {
    return webhookUrlOf(exec, accountId);
  }

  async insertEvent(row: WebhookEventsTable, exec: Executor): Promise<void> {
    await exec.insertInto('webhook_events').values(row).execute();
  }

  event(id: string): Promise<WebhookEventsTable | undefined> {
    return this.db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setAttempts(id: string, attempts: number): Promise<void> {
    await this.db.updateTable('webhook_events').set({ attempts }).where('id', '=', id).execute();
  }

  async finishAttempt(row: NewWebhookAttempt, deliveredAt: string | null): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('webhook_attempts').values(row).execute();
      if (deliveredAt !== null) await tx.updateTable('webhook_events').set({ status: 'delivered', delivered_at: deliveredAt }).where('id', '=', row.event_id).execute();
    });
  }

  async scheduled(exec: Executor, eventId: string, runAt: string): Promise<void> {
    await exec
      .updateTable('webhook_attempts')
      .set({ next_attempt_at: runAt })
      .where('event_id', '=', eventId)
      .where((eb) => eb('attempt', '=', eb.selectFrom('webhook_events').select('attempts').where('id', '=', eventId)))
      .execute();
  }

  async reopen(exec: Executor, eventId: string): Promise<void> {
    await exec.updateTable('webhook_events').set({ status: 'pending' }).where('id', '=', eventId).where('status', '=', 'failed').execute();
  }

  async giveUp(exec: Executor, eventId: string): Promise<void> {
    await exec.updateTable('webhook_events').set({ status: 'failed' }).where('id', '=', eventId).where('status', '=', 'pending').execute();
  }

  async deleteOldAttempts(cutoff: string, limit: number): Promise<number> {
    const ids = (await this.db.selectFrom('webhook_attempts').select('id').where('event_id', 'in', this.oldEvents(cutoff)).limit(limit).execute()).map((r) => r.id);
    if (ids.length === 0) return 0;
    return Number((await this.db.deleteFrom('webhook_attempts').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
  }

  async deleteOldEvents(cutoff: string, limit: number): Promise<number> {
    const ids = (await this.oldEvents(cutoff).limit(limit).execute()).map((r) => r.id);
    if (ids.length === 0) return 0;
    return Number((await this.db.deleteFrom('webhook_events').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
  }

  /** Finished events created before `cutoff` with no attempt at or after it (pending events are never deleted). */
  private oldEvents(cutoff: string) {
    return this.db
      .selectFrom('webhook_events as e')
      .select('e.id')
      .where('e.status', '<>', 'pending')
      .where('e.created_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('webhook_attempts as a').select('a.id').whereRef('a.event_id', '=', 'e.id').where('a.created_at', '>=', cutoff))));
  }

  attempts(eventId: string, exec: Executor = this.db): Promise<WebhookAttemptsTable[]> {
    return exec.selectFrom('webhook_attempts').selectAll().where('event_id', '=', eventId).orderBy('attempt').execute();
  }
}
