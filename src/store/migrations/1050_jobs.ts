/**
 * Tables of background work (issue 10): the jobs queue with leases, the webhook signing secrets, the webhook events
 * and every delivery attempt. Times are ISO-8601 UTC text like every other table (docs/decisions.md), so `run_at <=
 * now` compares as text in both dialects.
 */
import type { Kysely } from 'kysely';

export interface JobsTable {
  /** `job_…` */
  id: string;
  /** Catalogue name, e.g. `domain-intelligence.run`. */
  name: string;
  /** JSON payload, checked against the catalogue's schema at enqueue and at claim. */
  payload: string;
  /** queued | running | succeeded | failed */
  status: string;
  /** Attempts started so far (a claim increments it; a release on shutdown gives it back). */
  attempts: number;
  /** When the job may run next (ISO text). */
  run_at: string;
  /** Worker holding the lease while running; null otherwise. */
  lease_owner: string | null;
  /** The lease ends here unless renewed; an expired lease is claimable again (crashed worker). */
  lease_expires_at: string | null;
  last_error: string | null;
  /** Optional idempotency key: one job per key (unique when set). */
  dedupe_key: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface WebhookSecretsTable {
  account_id: string;
  /** The `whsec_…` secret, encrypted with a key derived from the service secret (AES-256-GCM). */
  secret_enc: string;
  created_at: string;
}

export interface WebhookEventsTable {
  /** `msg_…`: the `webhook-id` header, the same on every attempt. */
  id: string;
  account_id: string;
  /** Event type from the catalogue, e.g. `domain_intelligence.completed`. */
  type: string;
  /** The exact JSON body sent on every attempt. */
  body: string;
  /** pending | delivered | failed */
  status: string;
  attempts: number;
  created_at: string;
  delivered_at: string | null;
  /** An event's own destination (a bulk job's webhook_url, migration 3400); null: the account's webhook URL. */
  target_url?: string | null;
}

export interface WebhookAttemptsTable {
  id: string;
  event_id: string;
  account_id: string;
  attempt: number;
  url: string;
  /** HTTP status of the answer; null when none came (refused by the guard, connection error, timeout). */
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: string;
  /** When a failed attempt will be retried (migration 1051); null once delivered or given up. */
  next_attempt_at: string | null;
  /** The receiver's answer, the first 4 kB as text (migration 2750); null when none came or before 2750. */
  response_body?: string | null;
  /** 1 when the answer was longer than what response_body keeps (migration 2750). */
  response_truncated?: number | null;
}

export interface JobTables {
  jobs: JobsTable;
  webhook_secrets: WebhookSecretsTable;
  webhook_events: WebhookEventsTable;
  webhook_attempts: WebhookAttemptsTable;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_lease_idx').on('jobs').columns(['status', 'lease_expires_at']).execute();
  await db.schema.createIndex('jobs_dedupe_uq').on('jobs').column('dedupe_key').unique().execute();

  await db.schema
    .createTable('webhook_secrets')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('webhook_events_account_idx').on('webhook_events').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('webhook_events.id'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_attempts_event_idx').on('webhook_attempts').columns(['event_id', 'attempt']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['webhook_attempts', 'webhook_events', 'webhook_secrets', 'jobs']) await db.schema.dropTable(t).execute();
}
