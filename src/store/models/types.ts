/**
 * What the scoring models aggregate (an account's custom scorecards, table scoring_models, and which model each of its
 * products scores with, table active_models) asks of storage: rows in, rows out. The services (src/scoring/models,
 * src/decisions/models.ts) validate documents, make ids, check products and map rows; no SQL outside
 * ./repository.ts. Every method takes the database or the caller's open transaction (`exec`).
 */
import type { Executor } from '../db.js';
import type { ActiveModelsTable, ScoringModelsTable } from '../schema.js';

export interface ScoringModelRows {
  insert(row: ScoringModelsTable, exec?: Executor): Promise<void>;
  byId(accountId: string, id: string, exec?: Executor): Promise<ScoringModelsTable | undefined>;
  /** The account's models, in no particular order (the service sorts them in code-unit order). */
  ofAccount(accountId: string, exec?: Executor): Promise<ScoringModelsTable[]>;
  /** Whether a row was deleted. */
  delete(accountId: string, id: string, exec?: Executor): Promise<boolean>;
}

/** The model an account activated per product (`onboarding`: the hub's score block). */
export interface ActiveModelRows {
  /** The active model id of the product, or null. */
  get(accountId: string, product: string, exec?: Executor): Promise<string | null>;
  /** The account's active models, in no particular order (the service sorts them by product). */
  list(accountId: string, exec?: Executor): Promise<Omit<ActiveModelsTable, 'account_id'>[]>;
  /** Activate (insert or replace the product's active model). */
  set(accountId: string, product: string, modelId: string, activatedAt: string, exec?: Executor): Promise<void>;
  /** Whether the product had an active model. */
  clear(accountId: string, product: string, exec?: Executor): Promise<boolean>;
}
