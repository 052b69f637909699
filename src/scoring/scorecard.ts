/**
 * Scorecards: a base plus points per reason code; the total maps monotonically onto 0..1000.
 *
 *   score = round(1000 / (1 + 2^(-total / 100)))
 *
 * so 0 points is 500, every +100 points doubles the odds of "good" (+100 -> 667, +200 -> 800) and every
 * -100 points halves them (-100 -> 333, -200 -> 200). Clusters are fixed bands of the score.
 */
import type { ScoreCluster } from '../contract/common.js';
import { CATALOGUE } from './catalogue.js';

export interface Scorecard {
  /** `ip_score`, `phone_score`, ... for standard models; `mdl_...` for an account's custom model. */
  readonly id: string;
  readonly base: number;
  /** Points per reason code; a code absent here uses the catalogue weight. */
  readonly points?: Readonly<Record<string, number>>;
  /** A custom model's `product` (`ip`, `onboarding` for the hub, ...): it scores calls of that product only; absent = any. */
  readonly product?: string | null;
}

export interface Contribution {
  readonly code: string;
  readonly points: number;
}

/**
 * Which documented rule of the sandbox (docs/sandbox.md, "Choosing the score: keywords") gave a sandbox score:
 * `live_score` (no keyword: the live scorecard on the synthetic sources), `keyword_in_band` (the live score already lay
 * in the keyword's band), `keyword_steered` (codes of the area added at their points until the total landed in the
 * band), `keyword_base_moved` (no set of codes could reach the band: the base moved). Sandbox answers only.
 */
export interface SandboxRule {
  readonly rule: 'live_score' | 'keyword_in_band' | 'keyword_steered' | 'keyword_base_moved';
  /** The cluster the keyword asked for; null without a keyword. */
  readonly keyword_cluster: ScoreCluster | null;
  /** The codes the keyword added to the live ones (in the order added). */
  readonly codes_added: readonly string[];
  /** The scorecard's own base (the explanation's `base` differs from it only for `keyword_base_moved`). */
  readonly scorecard_base: number;
}

/** What a stored resolution keeps so that any score can be explained after the fact. */
export interface Explanation {
  readonly model_id: string;
  readonly base: number;
  readonly contributions: readonly Contribution[];
  readonly total: number;
  readonly score: number;
  readonly score_cluster: ScoreCluster;
  /** Sandbox scores: the documented rule that produced it. */
  readonly sandbox?: SandboxRule;
}

export interface Scored {
  readonly score: number;
  readonly score_cluster: ScoreCluster;
  /** Comma-separated, most influential first. */
  readonly reason_codes: string;
  readonly explanation: Explanation;
}

export const CLUSTER_BANDS: readonly { cluster: ScoreCluster; min: number; max: number }[] = [
  { cluster: 'very_low', min: 0, max: 199 },
  { cluster: 'low', min: 200, max: 399 },
  { cluster: 'review', min: 400, max: 599 },
  { cluster: 'high', min: 600, max: 799 },
  { cluster: 'very_high', min: 800, max: 1000 },
];

export function clusterOf(score: number): ScoreCluster {
  for (const b of CLUSTER_BANDS) if (score <= b.max) return b.cluster;
  return 'very_high';
}

export function pointsToScore(total: number): number {
  const s = Math.round(1000 / (1 + Math.pow(2, -total / 100)));
  return Math.min(1000, Math.max(0, s));
}

export function pointsFor(code: string, card: Scorecard): number {
  const override = card.points?.[code];
  if (override !== undefined) return override;
  const def = CATALOGUE.get(code);
  if (!def) throw new Error(`unknown reason code ${code}`);
  return def.weight;
}

/**
 * A code's contribution to a scorecard, as pointsFor gives its points. The code is the catalogue's own string for it
 * (a literal of the code files) where the catalogue has it: a code split out of another text (the hub reads its
 * products' `reason_codes`) is a string V8 turns into a reference to the interned literal when it is first used as a
 * property key, and a text joined from such references is written two bytes per character, which the answer and the
 * stored explanation then carry (twice the bytes to flatten, a transcoding to send).
 */
function contributionOf(code: string, card: Scorecard): Contribution {
  const def = CATALOGUE.get(code);
  const own = def?.code ?? code;
  const override = card.points?.[own];
  if (override !== undefined) return { code: own, points: override };
  if (!def) throw new Error(`unknown reason code ${code}`);
  return { code: own, points: def.weight };
}

/** Score a set of fired reason codes (duplicates are counted once). */
export function applyScorecard(codes: Iterable<string>, card: Scorecard): Scored {
  const unique = [...new Set(codes)];
  const contributions = unique.map((code) => contributionOf(code, card));
  contributions.sort((a, b) => Math.abs(b.points) - Math.abs(a.points) || a.code.localeCompare(b.code));
  const total = card.base + contributions.reduce((s, c) => s + c.points, 0);
  const score = pointsToScore(total);
  const score_cluster = clusterOf(score);
  return {
    score,
    score_cluster,
    reason_codes: contributions.map((c) => c.code).join(','),
    explanation: { model_id: card.id, base: card.base, contributions, total, score, score_cluster },
  };
}
