/**
 * The combined identity score of the hub (`score` block): one scorecard over every reason code the products fired
 * plus the consistency codes of the call. Not an average of the product scores: a code counts with its points in
 * the chosen model, whatever the score of the product that fired it.
 */
import type { OnboardingScore } from '../contract/payloads/score.js';
import { applyScorecard, type Scorecard, type Scored } from '../scoring/scorecard.js';
import { consistency, type ConsistencyFacts, type ConsistencyInput } from './consistency.js';

export interface HubScore {
  readonly block: OnboardingScore;
  readonly scored: Scored;
  readonly facts: ConsistencyFacts;
}

export function scoreHub(input: ConsistencyInput, card: Scorecard): HubScore {
  const c = consistency(input);
  const scored = applyScorecard([...c.productCodes, ...c.codes], card);
  return { block: { score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes }, scored, facts: c.facts };
}
