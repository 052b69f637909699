/**
 * What the management layer (src/admin) asks of storage beyond its operators, sessions, tokens and throttle
 * (./operators.ts, ./sessions.ts, ./tokens.ts, ./throttle.ts): pages of accounts, keys and the credit ledger, dataset
 * imports and their uploaded bytes, the resolution search, the overview's live reads, the identity explorer's reads,
 * and the operations pages (jobs, webhook deliveries, the audit trail). Rows in, rows out: the services map rows to
 * their types, check roles and scopes, and open the transactions; no SQL outside this folder.
 *
 * A page method takes the SQL limit (the service asks one row more than it shows) and the cursor's id (undefined: the
 * first page). An account scope is `null` (every account) or the accounts an actor is limited to (none: nothing).
 * Methods with `exec` run in the caller's open transaction when given one.
 */
import type { Executor } from '../db.js';
import type { AccountsTable, ApiKeysTable, AuditLogTable, CreditLedgerTable, DatasetImportsTable, JobsTable, ResolutionsTable, WebhookAttemptsTable, WebhookEventsTable } from '../schema.js';
import type { AccountScope } from '../stats.js';

export interface AccountPageFilter {
  readonly disabled?: boolean;
  readonly name?: string;
}

export interface AdminAccountRows {
  /** Accounts by id, after the cursor, within the scope and the filter. */
  accountsPage(limit: number, after: string | undefined, scope: AccountScope, filter: AccountPageFilter): Promise<AccountsTable[]>;
  /** Keys by id, of one account (null: every account's), after the cursor. */
  keysPage(limit: number, accountId: string | null, after: string | undefined): Promise<ApiKeysTable[]>;
  insertLedger(row: CreditLedgerTable, exec?: Executor): Promise<void>;
  /** An account's credit changes, newest first, before the cursor. */
  ledgerPage(accountId: string, limit: number, before: string | undefined): Promise<CreditLedgerTable[]>;
  /** The display prefix of the account's newest sandbox key neither revoked nor past its grace at `now`. */
  sandboxKeyPrefix(accountId: string, now: string): Promise<string | null>;
}

export interface DatasetImportRows {
  /** Rows stored in a dataset's table. */
  countRows(table: string): Promise<number>;
  /** The dataset's latest import that succeeded. */
  lastSucceeded(dataset: string): Promise<DatasetImportsTable | undefined>;
  /** The dataset's latest import queued or running. */
  running(dataset: string): Promise<DatasetImportsTable | undefined>;
  /** Imports newest first, before the cursor, of one dataset and status when given. */
  page(limit: number, before: string | undefined, filter: { dataset?: string; status?: string }): Promise<DatasetImportsTable[]>;
  byId(id: string, exec?: Executor): Promise<DatasetImportsTable | undefined>;
  /** The row, or a NoResultError. */
  requireById(id: string, exec?: Executor): Promise<DatasetImportsTable>;
  insert(row: DatasetImportsTable): Promise<void>;
  /** One stored chunk of an upload (base64). */
  putChunk(importId: string, seq: number, data: string): Promise<void>;
  /** Chunks `from` to `from + count - 1` of an upload, in order. */
  chunks(importId: string, from: number, count: number): Promise<{ seq: number; data: string }[]>;
  /** Delete an upload's chunks; the number deleted. */
  deleteChunks(importId: string, exec?: Executor): Promise<number>;
  /** The upload stored: queued as `jobId`'s import. */
  queued(id: string, jobId: string, totalBytes: number, at: string, exec?: Executor): Promise<void>;
  /** A run starts (its counts from zero). */
  started(id: string, at: string): Promise<void>;
  progress(id: string, p: { rows: number; bytes: number; totalBytes: number }, at: string): Promise<void>;
  /** The import ended (succeeded or refused): its rows, its summary's JSON, bytes read = the file's size. */
  ended(id: string, status: 'succeeded' | 'refused', rows: number, summary: string, at: string): Promise<void>;
  /** The import failed with `error`, whatever its status. */
  failed(id: string, error: string, at: string): Promise<void>;
  /** The import failed with `error` if it is queued or running. */
  failedIfPending(id: string, error: string, at: string, exec?: Executor): Promise<void>;
  /** Imports still uploading that were created before `cutoff`. */
  staleUploads(cutoff: string): Promise<{ id: string }[]>;
  /** An upload cut off by its process's end, if it is still uploading. */
  interrupted(id: string, error: string, at: string, exec?: Executor): Promise<void>;
  /** The imports (ended, or unknown) of stored chunks that nothing will read. */
  orphanChunkImports(): Promise<{ import_id: string }[]>;
  status(id: string): Promise<string | undefined>;
}

/** A listed resolution's columns as the JSON array a search reads per row (SUMMARY_COLUMNS of ./insights.ts). */
export type SummaryRow = [string, string, string, string, string | null, string | null, string, number | string, number | null, string | null, string | null, string, string | null];

/** A resolution search's filters as the values its query binds (made by src/admin/insights.ts). */
export interface SearchBound {
  /** A touch point: its graph node, or (a username) the login sessions whose calls to list. */
  readonly touch?: { readonly node: string } | { readonly sessions: string[] };
  /** The accounts an actor is limited to. */
  readonly scope?: readonly string[];
  /** customer_id without an environment: both named, for the unique index. */
  readonly bothEnvironments: boolean;
  readonly after?: string;
  readonly accountId?: string;
  readonly environment?: 'live' | 'sandbox';
  readonly customerId?: string;
  readonly id?: string;
  readonly operation?: string;
  readonly scoreMin?: number;
  readonly scoreMax?: number;
  readonly cluster?: string;
  readonly from?: string;
  readonly to?: string;
  /** A LIKE pattern of the comma-separated reason codes (`%,CODE,%`). */
  readonly codeLike?: string;
  /** A LIKE pattern (ESCAPE '\') of the stored explanation. */
  readonly modelLike?: string;
  /** The page's size and one more (whether a next page exists). */
  readonly limit: number;
}

export interface InsightRows {
  /** The search's rows, newest first: each one SUMMARY_COLUMNS' JSON array, as its text (both databases). */
  search(b: SearchBound): Promise<(string | SummaryRow)[]>;
  /** The sessions login tracking recorded for a username's keyed hash in an account, newest first. */
  loginSessions(accountId: string, usernameHash: string, limit: number): Promise<string[]>;
  resolution(id: string): Promise<ResolutionsTable | undefined>;
  /** Calls and credits per UTC day and operation of an account's usage rows in [from, to). */
  usagePerDay(accountId: string, from: string, to: string): Promise<{ day: string; operation: string; calls: number | string; credits: number | string | null }[]>;
}

export interface OverviewRows {
  /** Resolutions of [from, to) grouped by bucket (the first `chars` of created_at), operation, cluster and codes. */
  liveGroups(chars: number, from: string, to: string, scope: AccountScope): Promise<{ t: string; operation: string; score_cluster: string | null; reason_codes: string | null; n: number | string }[]>;
  /** Credits spent per account in [from, to), from the usage rows. */
  spent(from: string, to: string, scope: AccountScope): Promise<{ account_id: string; spent: number | string | null }[]>;
  /** Balances of the accounts in scope, by id. */
  balances(scope: AccountScope): Promise<Pick<AccountsTable, 'id' | 'name' | 'credits' | 'unlimited'>[]>;
  /** The latest failed delivery attempts in [from, to). */
  webhookFailures(from: string, to: string, scope: AccountScope, limit: number): Promise<Pick<WebhookAttemptsTable, 'event_id' | 'account_id' | 'attempt' | 'url' | 'status_code' | 'error' | 'created_at'>[]>;
  /** The latest jobs that failed in [from, to). */
  failedJobs(from: string, to: string, limit: number): Promise<Pick<JobsTable, 'id' | 'name' | 'attempts' | 'last_error' | 'finished_at'>[]>;
}

export type TimelineRow = Pick<ResolutionsTable, 'id' | 'account_id' | 'environment' | 'operation' | 'customer_id' | 'transaction_id' | 'status' | 'price' | 'score' | 'score_cluster' | 'reason_codes' | 'created_at' | 'erased_at'>;

export interface ExplorerRows {
  /** When a graph node was first and last seen. */
  seen(node: string): Promise<{ first_seen: string; last_seen: string } | undefined>;
  /** A graph node's kind, first and last seen. */
  node(node: string): Promise<{ kind: string; first_seen: string; last_seen: string } | undefined>;
  /** The account's latest resolutions that linked the node, newest first. */
  timeline(node: string, accountId: string, limit: number): Promise<TimelineRow[]>;
  /** The node's neighbours (but `except`), latest seen first, each with its number of links. */
  neighbours(node: string, except: string | undefined, limit: number): Promise<{ b: string; b_kind: string; first_seen: string; last_seen: string; links: number | string | null }[]>;
  /** How many neighbours the node has (but `except`). */
  neighbourCount(node: string, except: string | undefined): Promise<number>;
}

export interface OpsRows {
  /** Jobs newest first, before the cursor, of one status and name when given. */
  jobsPage(limit: number, before: string | undefined, filter: { status?: string; name?: string }): Promise<JobsTable[]>;
  /** An account's webhook events newest first, before the cursor, of one status when given. */
  eventsPage(accountId: string, limit: number, before: string | undefined, status: string | undefined): Promise<WebhookEventsTable[]>;
  /** The latest attempt of each of these events (one query on (event_id, attempt)). */
  lastAttempts(eventIds: readonly string[]): Promise<WebhookAttemptsTable[]>;
  /** An event pending again if its status is still `from`; whether it changed. */
  reopen(eventId: string, from: string, exec?: Executor): Promise<boolean>;
  /** Audit entries newest first, before the cursor, within the filter. */
  auditPage(limit: number, before: string | undefined, filter: { actor?: string; action?: string; from?: string; to?: string }): Promise<AuditLogTable[]>;
}
