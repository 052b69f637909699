/**
 * What the decision layer (src/decisions: lists, policies, labels, the review queue, reports) asks of storage: rows
 * in, rows out. The services keep what is theirs (ids, validation, caches, row -> answer mapping, errors); no SQL
 * outside this folder. Methods with `exec` run in the caller's open transaction when given one, else on the database.
 * The active models (table active_models) are src/store/models/'s, beside the scoring models.
 */
import type { Executor, Tx } from '../db.js';
import type { LabelEventsTable, LabelsTable, ListItemsTable, ListsTable, PoliciesTable, PolicyVersionsTable, ReviewQueueTable } from '../schema.js';

/** What liveUntil answers for a value that is an item without expiry (it sorts after every ISO time). */
export const LIVE_FOREVER = '~';

/** One item of a list as stored, without its list id. */
export type ListItemRow = Omit<ListItemsTable, 'list_id'>;

export interface ListRows {
  /**
   * SQLite: membership can be read at once (liveUntilManySync: better-sqlite3 is synchronous); false on PostgreSQL,
   * where only liveUntil answers.
   */
  readonly sync: boolean;
  byName(accountId: string, name: string, exec?: Executor): Promise<ListsTable | undefined>;
  /** In no particular order (the service sorts by name). */
  all(accountId: string, exec?: Executor): Promise<ListsTable[]>;
  /** False when the account has a list of that name already (nothing written). */
  insert(row: Omit<ListsTable, 'items_version'>, exec?: Executor): Promise<boolean>;
  /** The list and its items. */
  remove(listId: string, exec?: Executor): Promise<void>;
  /** Insert or update the items (expiry, comment, author, updated_at of a value already there), then the list's updated_at. */
  upsertItems(listId: string, rows: readonly ListItemRow[], exec?: Executor): Promise<void>;
  /** How many of these values were deleted. */
  deleteItems(listId: string, keys: readonly string[], exec?: Executor): Promise<number>;
  /** Items in key order after `after` (keyset pagination). */
  items(listId: string, after: string | null, limit: number, exec?: Executor): Promise<ListItemRow[]>;
  /** Items per list of the account, in one grouped read (a list without items: absent). */
  counts(accountId: string, exec?: Executor): Promise<Map<string, number>>;
  count(listId: string, exec?: Executor): Promise<number>;
  /** Move the lists' items_version (every change of their items does, in its transaction: the membership caches poll it). */
  bumpVersions(listIds: readonly string[], exec?: Executor): Promise<void>;
  /** items_version of each list that exists, by id. */
  versions(listIds: readonly string[], exec?: Executor): Promise<Map<string, number>>;
  /** Until when any of `keys` is an item of the list: null (none is), LIVE_FOREVER (one never expires) or the latest expiry. */
  liveUntil(listId: string, keys: readonly string[], exec?: Executor): Promise<string | null>;
  /** Several liveUntil at once in one statement on the SQLite connection (only when `sync`); a lookup without keys is null. */
  liveUntilManySync(lookups: readonly { listId: string; keys: readonly string[] }[]): (string | null)[];
}

/** A policy version as stored (its number read back as a number). */
export type PolicyVersionRow = PolicyVersionsTable;

/** The published version of a policy with its document parsed (the JSON saved with the version). */
export interface PublishedPolicyRow {
  readonly policyId: string;
  readonly version: number;
  readonly hash: string;
  readonly document: unknown;
}

export interface PolicyRows {
  /** Run `fn` in one transaction (a draft, a publish, an unpublish). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  policy(accountId: string, operation: string, exec?: Executor): Promise<PoliciesTable | undefined>;
  policies(accountId: string, exec?: Executor): Promise<PoliciesTable[]>;
  insertPolicy(row: PoliciesTable, exec?: Executor): Promise<void>;
  /** The policy's versions, oldest first. */
  versions(policyId: string, exec?: Executor): Promise<PolicyVersionRow[]>;
  version(policyId: string, version: number, exec?: Executor): Promise<PolicyVersionRow | undefined>;
  /** Throws the driver's unique violation when the version number is taken (the service turns it into its error). */
  insertVersion(row: PolicyVersionRow, exec?: Executor): Promise<void>;
  setStatus(policyId: string, version: number, status: string, publishedAt: string | null, exec?: Executor): Promise<void>;
  /**
   * Set the published version; with `expected` (a number or null), only while the published version is still that one
   * (a conditional update: false when another change came first).
   */
  setPublished(policyId: string, version: number | null, at: string, exec?: Executor, expected?: number | null): Promise<boolean>;
  /** The published version of the account's policy for an operation, with its document: one indexed join. */
  active(accountId: string, operation: string, exec?: Executor): Promise<PublishedPolicyRow | null>;
}

/** A live, unerased resolution a label may name. */
export interface LabelTarget {
  readonly id: string;
  readonly customer_id: string | null;
}

export interface LabelRows {
  /** Run `fn` in one transaction (a batch of labels: all or nothing). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The account's live, unerased resolutions among `ids` or with a customer_id among `customers`. */
  targets(accountId: string, ids: readonly string[], customers: readonly string[], exec?: Executor): Promise<LabelTarget[]>;
  /** Each label as an event, and as the current label of its resolution (the last of a resolution in `rows` wins). */
  write(rows: readonly LabelsTable[], exec: Executor): Promise<void>;
  /** Current labels, newest first by (created_at, resolution_id), after the cursor. */
  page(accountId: string, before: { at: string; id: string } | null, limit: number, exec?: Executor): Promise<LabelsTable[]>;
  /** Every label given to the resolution, oldest first. */
  history(accountId: string, resolutionId: string, exec?: Executor): Promise<LabelEventsTable[]>;
}

/** A queue entry with its resolution's score and cluster (null once erased, or read as text on PostgreSQL). */
export type ReviewRow = ReviewQueueTable & { score: number | null; score_cluster: string | null };

/** Which entries a page of the queue holds. */
export interface ReviewFilter {
  readonly status: string;
  /** One account; else `accounts` (null: every account). */
  readonly accountId?: string;
  readonly accounts: readonly string[] | null;
  /** Keyset cursor on (created_at, resolution_id). */
  readonly after: { at: string; id: string } | null;
  readonly limit: number;
}

export interface ReviewRows {
  /** Run `fn` in one transaction (a decision: the entry closed, the label, the webhook). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The entry of a call decided `review`, in the call's commit. */
  insert(tx: Executor, row: ReviewQueueTable): Promise<void>;
  /** Entries oldest first. */
  page(filter: ReviewFilter, exec?: Executor): Promise<ReviewRow[]>;
  get(resolutionId: string, exec?: Executor): Promise<ReviewRow | undefined>;
  /**
   * Claim an open entry for `by` at `at`, unless another holder's claim made after `stale` is live; whether it was
   * claimed (conditional: two analysts at once cannot both win).
   */
  claim(resolutionId: string, by: string, at: string, stale: string, exec?: Executor): Promise<boolean>;
  /** Give the entry back, if `by` holds it. */
  release(resolutionId: string, by: string, exec?: Executor): Promise<void>;
  /** Close an open entry with its outcome, under the same condition as claim; whether it was closed. */
  close(resolutionId: string, d: { outcome: string; note: string; by: string; at: string }, stale: string, exec?: Executor): Promise<boolean>;
  /** The resolution's customer_id if it is not erased (undefined: gone or erased). */
  unerased(resolutionId: string, exec?: Executor): Promise<{ id: string; customer_id: string | null } | undefined>;
}

/** Which stored live calls a report or backtest reads. */
export interface CallFilter {
  readonly accountId: string;
  readonly operation?: string;
  /** Inclusive lower bound, ISO-8601. */
  readonly since?: string;
  /** Exclusive upper bound, ISO-8601. */
  readonly until?: string;
}

/** A stored live call with its current label's tag, as read for the reports. */
export interface ReportCallRow {
  readonly id: string;
  readonly operation: string;
  readonly customer_id: string | null;
  readonly created_at: string;
  readonly score: number | string | null;
  readonly score_cluster: string | null;
  readonly reason_codes: string | null;
  readonly explanation: string | null;
  readonly response: string | null;
  readonly tag: string | null;
}

export interface ReportRows {
  /**
   * Up to `limit` stored live, unerased, explained calls of the filter with their current label, after the keyset
   * cursor (created_at, id), in that order (along the index resolutions_account_created_idx).
   */
  calls(filter: CallFilter, after: { at: string; id: string } | null, limit: number): Promise<ReportCallRow[]>;
}
