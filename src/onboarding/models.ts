/**
 * The standard scoring models of the onboarding score (`model_id` of POST /1.0/hub). Each is a scorecard over every
 * product code of the call plus the consistency codes (area O): base 0 points (500, review, when nothing is known),
 * the catalogue weight of each code unless the model overrides it. An account's own scorecard (`idrisk models
 * create`, id `mdl_…`) may be named instead; it overrides the codes it names the same way.
 */
import type { Scorecard } from '../scoring/scorecard.js';

export const HUB_MODEL_IDS = ['digital_score', 'business_onboarding', 'igaming'] as const;
export type HubModelId = (typeof HUB_MODEL_IDS)[number];
export const DEFAULT_HUB_MODEL: HubModelId = 'digital_score';
export const HUB_SCORE_BASE = 0;

/**
 * Counted once: the phone's breach-name codes answer the same question as the onboarding name-vs-phone codes
 * (TO003/TO004/RO002, which also read phone-to-name), so the hub models give them no points of their own.
 */
const COUNTED_ONCE = { TP008: 0, RP011: 0 } as const;

/** Signals of consumer sign-ups that say nothing of a business applicant: no points in business_onboarding. */
const CONSUMER_ONLY = { RE015: 0, TP005: 0, TP006: 0, RP013: 0 } as const;

/** Multi-accounting codes weigh most in igaming (bonus abuse, self-exclusion evasion). */
const MULTI_ACCOUNTING = {
  RO008: -400, RO009: -300, RO010: -250, RP008: -250, RP009: -160, RI014: -240, RI015: -160, RI016: -160, TO006: 150,
} as const;

const MODELS: Readonly<Record<HubModelId, Scorecard>> = {
  /** Email, phone, name and IP identify the same person: the catalogue weights. */
  digital_score: { id: 'digital_score', base: HUB_SCORE_BASE, points: { ...COUNTED_ONCE } },
  business_onboarding: { id: 'business_onboarding', base: HUB_SCORE_BASE, points: { ...COUNTED_ONCE, ...CONSUMER_ONLY } },
  igaming: { id: 'igaming', base: HUB_SCORE_BASE, points: { ...COUNTED_ONCE, ...MULTI_ACCOUNTING } },
};

export function hubStandardModel(id: string): Scorecard | null {
  return (HUB_MODEL_IDS as readonly string[]).includes(id) ? MODELS[id as HubModelId] : null;
}
