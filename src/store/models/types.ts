/**
 * What the scoring models aggregate (an account's custom scorecards, table scoring_models) asks of storage: rows in,
 * rows out. The service (src/scoring/models) validates documents, makes ids and maps rows to scorecards; no SQL
 * outside ./repository.ts. Every method takes the database or the caller's open transaction (`exec`).
 */
import type { Executor } from '../db.js';
import type { ScoringModelsTable } from '../schema.js';

export interface ScoringModelRows {
  insert(row: ScoringModelsTable, exec?: Executor): Promise<void>;
  byId(accountId: string, id: string, exec?: Executor): Promise<ScoringModelsTable | undefined>;
  /** The account's models, in no particular order (the service sorts them in code-unit order). */
  ofAccount(accountId: string, exec?: Executor): Promise<ScoringModelsTable[]>;
  /** Whether a row was deleted. */
  delete(accountId: string, id: string, exec?: Executor): Promise<boolean>;
}
