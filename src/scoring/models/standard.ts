/**
 * Standard models: one per product (`ip_score`, `phone_score`, ...), each the product's base plus the catalogue
 * weights of its area. A product that scores registers its standard model here (or its base is listed below),
 * so `model_id: ip_score` and friends resolve like custom models.
 */
import type { Scorecard } from '../scorecard.js';

/** Base of the standard ip model: a clean address with no signal scores pointsToScore(150) = 740. */
export const IP_SCORE_BASE = 150;

const STANDARD = new Map<string, Scorecard>([['ip_score', { id: 'ip_score', base: IP_SCORE_BASE }]]);

/** Register (or replace) a standard model, e.g. `{ id: 'phone_score', base: 100 }`. */
export function registerStandardModel(card: Scorecard): void {
  if (!/^[a-z]+_score$/.test(card.id)) throw new Error(`standard model id ${card.id}: expected <product>_score`);
  STANDARD.set(card.id, card);
}

export function standardModel(id: string): Scorecard | null {
  return STANDARD.get(id) ?? null;
}

export function standardModelIds(): string[] {
  return [...STANDARD.keys()].sort();
}
