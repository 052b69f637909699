/**
 * What webhook delivery asks of storage: an account's signing secret (sealed by the service), its events and their
 * delivery attempts. The service (src/webhooks) seals and opens secrets, signs and sends; no SQL outside this folder.
 * Methods with `exec` run in the caller's open transaction when given one.
 */
import type { Executor } from '../db.js';
import type { WebhookAttemptsTable, WebhookEventsTable, WebhookSecretsTable } from '../schema.js';

export type NewWebhookAttempt = Omit<WebhookAttemptsTable, 'next_attempt_at'>;

export interface WebhookRows {
  /** Insert or replace the account's secret. */
  putSecret(row: WebhookSecretsTable, exec?: Executor): Promise<void>;
  hasSecret(accountId: string, exec?: Executor): Promise<boolean>;
  deleteSecret(accountId: string, exec?: Executor): Promise<void>;
  /** The sealed secret, or undefined. */
  sealedSecret(accountId: string): Promise<string | undefined>;
  /** The account's webhook URL; undefined when there is no such account. */
  accountUrl(accountId: string, exec?: Executor): Promise<string | null | undefined>;
  insertEvent(row: WebhookEventsTable, exec: Executor): Promise<void>;
  event(id: string): Promise<WebhookEventsTable | undefined>;
  /** Count an attempt as started. */
  setAttempts(id: string, attempts: number): Promise<void>;
  /** Record a finished attempt and, with `deliveredAt`, the event delivered: one transaction. */
  finishAttempt(row: NewWebhookAttempt, deliveredAt: string | null): Promise<void>;
  /** On the event's latest attempt, when the next one is due. */
  scheduled(exec: Executor, eventId: string, runAt: string): Promise<void>;
  /** A failed event pending again. */
  reopen(exec: Executor, eventId: string): Promise<void>;
  /** A pending event failed for good. */
  giveUp(exec: Executor, eventId: string): Promise<void>;
  /** Up to `limit` attempts of finished events older, with their last attempt, than `cutoff`; the number deleted. */
  deleteOldAttempts(cutoff: string, limit: number): Promise<number>;
  /** Up to `limit` such finished events; the number deleted. */
  deleteOldEvents(cutoff: string, limit: number): Promise<number>;
  /** The event's attempts, first first. */
  attempts(eventId: string, exec?: Executor): Promise<WebhookAttemptsTable[]>;
}
