/**
 * Which scoring models a call may name (`model_id`): a standard model or one of the account's custom scorecards.
 * The interface lives with the models (src/scoring/models) so engines can take it without importing this layer.
 */
export type { ModelResolver } from '../scoring/models/index.js';
