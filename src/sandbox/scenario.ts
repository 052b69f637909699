/**
 * Sandbox scenarios: keywords in the request pick the score cluster, a score inside the cluster's band is drawn
 * deterministically, and the reason codes are real catalogue codes of the product's area, explained exactly like
 * a live score (applyScorecard over the chosen codes with a base that lands on the drawn total).
 */
import { SCORE_CLUSTERS, type ScoreCluster } from '../contract/common.js';
import { CATALOGUE } from '../scoring/catalogue.js';
import { applyScorecard, CLUSTER_BANDS, pointsToScore, type Scored } from '../scoring/scorecard.js';
import type { Area, ReasonCodeDef } from '../scoring/types.js';
import { hash32, type Rng } from './random.js';

export type SandboxScenario = ScoreCluster;

const KEYWORDS: Readonly<Record<string, SandboxScenario>> = {
  high: 'very_high',
  good: 'high',
  moderate: 'review',
  bad: 'low',
  poor: 'very_low',
};
/** A keyword bounded by non-letters: `cust-bad-1`, `bad`, `john.good@example.com`; not `badge` nor `highway`. */
const KEYWORD_RE = /(?<![a-z])(high|good|moderate|bad|poor)(?![a-z])/i;

export function pickScenario(texts: readonly (string | undefined)[]): SandboxScenario | null {
  for (const text of texts) {
    if (!text) continue;
    const m = KEYWORD_RE.exec(text);
    if (m) return KEYWORDS[m[1].toLowerCase()];
  }
  return null;
}

/** The scenario, or one derived from the seed when none was asked for. */
export const clusterFor = (scenario: SandboxScenario | null, seed: string): ScoreCluster =>
  scenario ?? SCORE_CLUSTERS[hash32(seed, 0x5eed) % SCORE_CLUSTERS.length];

export const isRisky = (cluster: ScoreCluster) => cluster === 'very_low' || cluster === 'low';

/** Scorecard totals whose score lands inside each band (computed once, from the real score map). */
const TOTALS: Readonly<Record<ScoreCluster, readonly number[]>> = (() => {
  const out = Object.fromEntries(SCORE_CLUSTERS.map((c) => [c, [] as number[]])) as Record<ScoreCluster, number[]>;
  for (let t = -700; t <= 700; t++) {
    const s = pointsToScore(t);
    // Keep a margin of 2 points from the band edges, and leave the extreme totals out so a score stays informative.
    const band = CLUSTER_BANDS.find((b) => s >= b.min + 2 && s <= b.max - 2);
    if (band) out[band.cluster].push(t);
  }
  return out;
})();

export function drawTotal(cluster: ScoreCluster, rng: Rng): number {
  return rng.pick(TOTALS[cluster]);
}

/** A score inside the cluster's band (used where no reason codes are reported, e.g. login results). */
export function drawScore(cluster: ScoreCluster, rng: Rng): number {
  return pointsToScore(drawTotal(cluster, rng));
}

interface CodePools {
  readonly size: number;
  readonly byArea: ReadonlyMap<string, { risk: ReasonCodeDef[]; trust: ReasonCodeDef[] }>;
}
let pools: CodePools | null = null;

/** The catalogue grouped by area and kind; rebuilt whenever the catalogue changes size. */
function codePools(): CodePools {
  if (pools && pools.size === CATALOGUE.size) return pools;
  const byArea = new Map<string, { risk: ReasonCodeDef[]; trust: ReasonCodeDef[] }>();
  for (const def of CATALOGUE.values()) {
    let p = byArea.get(def.area);
    if (!p) byArea.set(def.area, (p = { risk: [], trust: [] }));
    (def.kind === 'RISK' ? p.risk : p.trust).push(def);
  }
  pools = { size: CATALOGUE.size, byArea };
  return pools;
}

function poolOf(areas: readonly Area[], kind: 'risk' | 'trust'): ReasonCodeDef[] {
  const { byArea } = codePools();
  const out: ReasonCodeDef[] = [];
  for (const a of areas) {
    const p = byArea.get(a);
    if (p) out.push(...p[kind]);
  }
  if (out.length > 0) return out;
  return byArea.get('general')?.[kind] ?? [];
}

const CODE_COUNTS: Readonly<Record<ScoreCluster, { risk: number; trust: number }>> = {
  very_low: { risk: 3, trust: 0 },
  low: { risk: 2, trust: 0 },
  review: { risk: 1, trust: 1 },
  high: { risk: 0, trust: 2 },
  very_high: { risk: 0, trust: 3 },
};

/**
 * Score of a sandbox call: codes of the given areas (risk codes for low clusters, trust codes for high ones, one of
 * each for review; the `general` area when an area has none yet), scored by the real scorecard function with a
 * base chosen so that the total lands on a drawn value inside the cluster's band.
 */
export function sandboxScored(areas: readonly Area[], cluster: ScoreCluster, rng: Rng, modelId: string): Scored {
  const want = CODE_COUNTS[cluster];
  const codes: string[] = [];
  if (want.risk > 0) for (const d of rng.sample(poolOf(areas, 'risk'), want.risk)) codes.push(d.code);
  if (want.trust > 0) for (const d of rng.sample(poolOf(areas, 'trust'), want.trust)) codes.push(d.code);
  let weights = 0;
  for (const c of codes) weights += CATALOGUE.get(c)!.weight;
  const total = drawTotal(cluster, rng);
  return applyScorecard(codes, { id: modelId, base: total - weights });
}
