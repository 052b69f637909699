/** The onboarding score block (object `score` of the hub response when claim `score` was requested). */
import { Type, type Static } from '@sinclair/typebox';
import { ScoreCluster } from '../common.js';

export const OnboardingScore = Type.Object(
  {
    score: Type.Integer({ minimum: 0, maximum: 1000, description: 'Combined score 0..1000 across products; low means higher risk' }),
    score_cluster: ScoreCluster,
    reason_codes: Type.String({ description: 'Comma-separated risk (R...) and trust (T...) signals across all products' }),
  },
  { additionalProperties: false, description: 'Onboarding (combined identity) score block' },
);
export type OnboardingScore = Static<typeof OnboardingScore>;
