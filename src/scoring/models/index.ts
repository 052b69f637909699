/**
 * Scoring models: the standard ones (`ip_score`, ...) and the accounts' custom scorecards. Generic: any product,
 * the hub and the login scoring can score with a resolved model through `applyScorecard`.
 */
import type { Db } from '../../store/db.js';
import type { Scorecard } from '../scorecard.js';
import { ScoringModels, toScorecard } from './repository.js';
import { standardModel } from './standard.js';

export { registerStandardModel, standardModel, standardModelIds, IP_SCORE_BASE } from './standard.js';
export { validateModel, ModelDocument } from './schema.js';
export { ScoringModels, type StoredModel } from './repository.js';

const CACHE_MS = 30_000;
const cache = new Map<string, { card: Scorecard; at: number }>();

/**
 * The scorecard `modelId` names for this account: a standard model, or one of the account's custom models.
 * null when neither exists (the route answers 400 UNKNOWN_MODEL). Found custom models are cached for 30 s per process
 * (a model deleted by the CLI may still score for up to 30 s in a running server).
 */
export async function resolveModel(db: Db, accountId: string, modelId: string): Promise<Scorecard | null> {
  const std = standardModel(modelId);
  if (std) return std;
  if (!modelId.startsWith('mdl_')) return null;
  const key = `${accountId}\u0000${modelId}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.card;
  const m = await new ScoringModels(db).get(accountId, modelId);
  if (!m) return null; // not cached: a model created a moment ago (by the CLI) resolves at once
  const card = toScorecard(m);
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { card, at: now });
  return card;
}

/** Forget cached resolutions (after a model is deleted in this process). */
export function forgetModel(accountId: string, modelId: string): void {
  cache.delete(`${accountId}\u0000${modelId}`);
}
