/** Tables of the job queue and webhook delivery (migrations 1050, 1051). */
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

export interface JobAttemptsTable {
  id: string;
  job_id: string;
  /** Catalogue name of the job (kept so the history reads without a join). */
  name: string;
  /** 1 for the first run; an attempt given back on shutdown is run again under the same number. */
  attempt: number;
  /** The runner that ran it (host:pid:random). */
  worker: string;
  /** succeeded | retry | failed | released | lease-lost */
  outcome: string;
  error: string | null;
  duration_ms: number;
  started_at: string;
  finished_at: string;
}

export interface JobHistoryTables {
  job_attempts: JobAttemptsTable;
}
