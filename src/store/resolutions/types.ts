/**
 * The resolutions aggregate (a stored call, its usage row, the month's rollup, the identity links it made): what the
 * rest of the service hands to the store and reads back. No SQL here; the repository is ./repository.ts, the commit
 * port's adapters ./commit-sqlite.ts and ./commit-postgres.ts, the composition ./index.ts.
 */
import type { Tx } from '../db.js';
import type { LinkRows } from '../identity/links.js';
import type { ResolutionsTable } from '../schema.js';

/** The environment of the key that made a call (the column's type; accounts/keys.ts names the same two). */
export type Environment = ResolutionsTable['environment'];

export interface NewResolution {
  readonly id: string;
  readonly accountId: string;
  readonly environment: Environment;
  readonly keyId: string;
  readonly operation: string;
  readonly customerId?: string | null;
  readonly transactionId?: string | null;
  readonly status?: string;
  readonly price: number;
  readonly score?: number | null;
  readonly scoreCluster?: string | null;
  readonly reasonCodes?: string | null;
  readonly explanation?: unknown;
  /** The explanation already serialized (the same text as JSON.stringify(explanation)): stored as it is. */
  readonly explanationJson?: string;
  /** The response body; undefined stores none (sandbox answers that nothing reads back). */
  readonly response?: unknown;
  /** The response already serialized (the text the call answers with): stored as it is, in place of `response`. */
  readonly responseJson?: string;
  readonly createdAt: Date;
}

export interface StoredResolution {
  readonly id: string;
  readonly accountId: string;
  readonly environment: Environment;
  readonly operation: string;
  readonly customerId: string | null;
  readonly transactionId: string | null;
  readonly status: string;
  readonly price: number;
  readonly score: number | null;
  readonly scoreCluster: string | null;
  readonly reasonCodes: string | null;
  readonly explanation: unknown;
  readonly response: unknown;
  readonly createdAt: string;
}

export interface UsageSummary {
  readonly calls: number;
  readonly credits: number;
  readonly byOperation: { operation: string; calls: number; credits: number }[];
}

/**
 * Why the commit of a call wrote nothing, as a value (an expected outcome, not a fault): the customer_id or
 * transaction_id was already claimed (the unique index decided), or the balance did not cover the price. The caller
 * (src/resolve) turns it into the domain error its answer needs.
 */
export type CommitRefusal =
  | { readonly refused: 'duplicate'; readonly field: 'customer_id' | 'transaction_id' }
  | { readonly refused: 'credits'; readonly balance: number; readonly price: number };

/** Writes of the caller that belong to the call's transaction (login enrollment, a decision, a bulk row). */
export type CommitWrites = (tx: Tx) => Promise<void>;

/**
 * The commit port: one call in one transaction (the resolution claiming customer_id / transaction_id, the debit, the
 * usage row and the month's rollup, the identity links, then the caller's writes). Null: all of it is durable.
 * A refusal: nothing is written. Any other failure (a fault, or a throw of `writes`) rejects, nothing written.
 */
export interface CallCommit {
  /**
   * `lead`: writes of the caller that read none of the call's rows (bulk scoring's row); PostgreSQL runs them before
   * the commit statement, so the shared rows that statement locks (the account's balance, the month's rollup) are
   * held only until COMMIT. Same transaction, same all-or-nothing.
   */
  commitCall(r: NewResolution, links?: LinkRows, writes?: CommitWrites, lead?: CommitWrites): Promise<CommitRefusal | null>;
}

/** The 15 columns of a new resolution (id … created_at), in the order both adapters write them. */
type ResolutionColumns = [unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown];

/** The column values of a new resolution, in the order both adapters write them. */
export function resolutionColumns(r: NewResolution): ResolutionColumns {
  return [
    r.id, r.accountId, r.environment, r.keyId, r.operation, r.customerId ?? null, r.transactionId ?? null, r.status ?? 'done', r.price,
    r.score ?? null, r.scoreCluster ?? null, r.reasonCodes ?? null,
    r.explanationJson ?? (r.explanation === undefined ? null : JSON.stringify(r.explanation)),
    storedResponse(r),
    r.createdAt.toISOString(),
  ];
}

/** The response column of a new resolution: the text it was given, else the body serialized, else none. */
function storedResponse(r: NewResolution): string | null {
  return r.responseJson ?? (r.response === undefined ? null : JSON.stringify(r.response));
}

/** A stored row as the service reads it (explanation and response parsed). */
export function toStored(r: ResolutionsTable): StoredResolution {
  return {
    id: r.id,
    accountId: r.account_id,
    environment: r.environment,
    operation: r.operation,
    customerId: r.customer_id,
    transactionId: r.transaction_id,
    status: r.status,
    price: r.price,
    score: r.score,
    scoreCluster: r.score_cluster,
    reasonCodes: r.reason_codes,
    explanation: r.explanation ? JSON.parse(r.explanation) : null,
    response: r.response ? JSON.parse(r.response) : null,
    createdAt: r.created_at,
  };
}

/** The refusal a unique violation of the commit means: which identifier was already claimed. */
export function duplicateOf(constraint: string): CommitRefusal {
  return { refused: 'duplicate', field: constraint.includes('transaction') ? 'transaction_id' : 'customer_id' };
}
