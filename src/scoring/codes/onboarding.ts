import type { ReasonCodeDef } from '../types.js';

/** Cross-product codes of the onboarding (hub) score. The hub issue extends this list. */
export const ONBOARDING_CODES: readonly ReasonCodeDef[] = [];
