/**
 * Which scoring models a call may name (`model_id`): a standard model or one of the account's custom scorecards.
 */
import type { Scorecard } from '../scoring/scorecard.js';

export interface ModelResolver {
  resolve(accountId: string, modelId: string): Promise<Scorecard | null>;
}
