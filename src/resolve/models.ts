/**
 * Which scoring models a call may name (`model_id`). Standard models are known by id; an account's custom
 * scorecards are resolved by the models module when it is present.
 */
import type { Scorecard } from '../scoring/scorecard.js';

export interface ModelResolver {
  resolve(accountId: string, modelId: string): Promise<Scorecard | null>;
}

export const STANDARD_MODEL_IDS = ['ip_score'] as const;

export const standardModels: ModelResolver = {
  async resolve(_accountId, modelId) {
    return (STANDARD_MODEL_IDS as readonly string[]).includes(modelId) ? { id: modelId, base: 0 } : null;
  },
};
