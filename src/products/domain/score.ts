/** The domain scorecard: the reason codes one analysis raised (weights in src/scoring/codes/domain.ts). */
import { applyScorecard, type Scored } from '../../scoring/scorecard.js';
import { DOMAIN } from '../../scoring/codes/domain.js';

export const DOMAIN_SCORECARD = { id: 'domain_score', base: 100 } as const;

export interface DomainScoreFacts {
  readonly invalid: boolean;
  /** General codes (RG001/RG002/RG003). */
  readonly general: string[];
  /** Domain codes raised by the steps. */
  readonly codes: string[];
}

export function scoreDomain(f: DomainScoreFacts): Scored {
  return applyScorecard(f.invalid ? [DOMAIN.domain_invalid_format] : [...f.general, ...f.codes], DOMAIN_SCORECARD);
}
