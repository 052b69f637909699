/**
 * Scoring models: the standard ones (`ip_score`, ...) and the accounts' custom scorecards. Generic: any product,
 * the hub and the login scoring can score with a resolved model through `applyScorecard`.
 */
import type { Db } from '../../store/db.js';
import { applyScorecard, type Scorecard, type Scored } from '../scorecard.js';
import { ScoringModels, toScorecard } from './repository.js';
import { standardModel } from './standard.js';

export { registerStandardModel, standardModel, standardModelIds, IP_SCORE_BASE } from './standard.js';
export { validateModel, ModelDocument } from './schema.js';
export { ScoringModels, type StoredModel } from './repository.js';

/** Which scorecard a call's `model_id` names for an account: a standard model or one of the account's custom ones. */
export interface ModelResolver {
  resolve(accountId: string, modelId: string): Promise<Scorecard | null>;
}

/**
 * The scorecard `modelId` names for this account: a standard model, or one of the account's custom models.
 * null when neither exists (the route answers 400 UNKNOWN_MODEL). Uncached: one query per custom model.
 */
export async function resolveModel(db: Db, accountId: string, modelId: string): Promise<Scorecard | null> {
  const std = standardModel(modelId);
  if (std) return std;
  if (!modelId.startsWith('mdl_')) return null;
  const m = await new ScoringModels(db).get(accountId, modelId);
  return m ? toScorecard(m) : null;
}

/**
 * The resolver the composition root builds once per database: found custom models are cached for 30 s (a model
 * deleted by the CLI may still score for up to 30 s in a running server); a model not found is not cached, so one
 * created a moment ago (by the CLI) resolves at once.
 */
export class CachedModelResolver implements ModelResolver {
  static readonly CACHE_MS = 30_000;
  private readonly cache = new Map<string, { card: Scorecard; at: number }>();
  constructor(private readonly db: Db) {}

  async resolve(accountId: string, modelId: string): Promise<Scorecard | null> {
    const key = `${accountId}\u0000${modelId}`;
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < CachedModelResolver.CACHE_MS) return hit.card;
    const card = await resolveModel(this.db, accountId, modelId);
    if (!card || standardModel(modelId)) return card;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { card, at: now });
    return card;
  }
}

/** A product's score given again by another scorecard over the same reason codes (model_id on any product). */
export function rescore(scored: Scored, card: Scorecard): Scored {
  if (scored.explanation.model_id === card.id) return scored;
  return applyScorecard(
    scored.explanation.contributions.map((c) => c.code),
    card,
  );
}
