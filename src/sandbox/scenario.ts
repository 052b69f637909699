/**
 * Sandbox scenarios: keywords in the request pick the score cluster. The live score of the call is steered into the
 * cluster's band by adding real catalogue codes of the product's area at their points in the same scorecard, so a
 * keyword answer is `base + points` of the live scorecard and is explained exactly like a live score.
 */
import { SCORE_CLUSTERS, type ScoreCluster } from '../contract/common.js';
import { CATALOGUE } from '../scoring/catalogue.js';
import { applyScorecard, CLUSTER_BANDS, pointsFor, pointsToScore, type SandboxRule, type Scorecard, type Scored } from '../scoring/scorecard.js';
import type { Area, ReasonCodeDef } from '../scoring/types.js';
import { hash32, type Rng } from './random.js';
import { excludes, mayAdd, type Fields } from './consistency.js';

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

/**
 * Score of a sandbox call with a scenario keyword: the live score of the call (its scorecard's base and the points
 * of the codes its engine fired) steered into the keyword's band by adding catalogue codes of the call's areas —
 * risk codes to go down, trust codes to go up — each at its points in the same scorecard, drawn in a seeded order,
 * leaving out any code that contradicts the input, the answer's fields (`fieldsOf`: the payload of a product letter)
 * or the codes already there (./consistency.ts). The result is always `base + points` of the live scorecard, so a keyword answer is explained like a live one.
 * When the area's codes (and the general area's) cannot reach the band — an invalid input asked to score
 * `very_high`, a documentation address asked to be `very_high` — the codes added so far are kept and the scorecard's
 * base is moved so the total lands inside the band: the keyword still decides the cluster, and the explanation says
 * so by its base differing from the live scorecard's (docs/sandbox.md).
 */
export function steerScored(
  live: Scored,
  card: Scorecard,
  areas: readonly Area[],
  cluster: ScoreCluster,
  rng: Rng,
  fieldsOf: (letter: string) => Fields | undefined = () => undefined,
): Scored {
  const totals = TOTALS[cluster];
  const lo = totals[0]!;
  const hi = totals[totals.length - 1]!;
  const liveCount = live.explanation.contributions.length;
  const codes = live.explanation.contributions.map((c) => c.code);
  let total = live.explanation.total;
  const ruled = (s: Scored, rule: SandboxRule['rule']): Scored => ({
    ...s,
    explanation: { ...s.explanation, sandbox: { rule, keyword_cluster: cluster, codes_added: codes.slice(liveCount), scorecard_base: card.base } },
  });
  // Already in the band: the live score as it is (a resolution explains it as `keyword_in_band`). A total past the
  // extremes TOTALS leaves out (below -700: a score of 0) counts by its score.
  const band = CLUSTER_BANDS.find((b) => b.cluster === cluster)!;
  if ((total >= lo && total <= hi) || (live.score >= band.min + 2 && live.score <= band.max - 2)) return live;
  const down = total > hi;
  const have = new Set(codes);
  for (const pool of [poolOf(areas, down ? 'risk' : 'trust'), poolOf(['general'], down ? 'risk' : 'trust')]) {
    const candidates = rng.sample(pool.filter((d) => !have.has(d.code)), pool.length).map((d) => ({ code: d.code, points: pointsFor(d.code, card) }));
    for (const c of candidates) {
      if (total >= lo && total <= hi) break;
      // Never a code the answer contradicts (an invalid input's product, alternatives of one fact: ./consistency.ts).
      if (!mayAdd(c.code, have, fieldsOf)) continue;
      const next = total + c.points;
      // Only codes that move toward the band without jumping past its far edge.
      if ((down && (c.points >= 0 || next < lo)) || (!down && (c.points <= 0 || next > hi))) continue;
      codes.push(c.code);
      have.add(c.code);
      total = next;
    }
    if (total >= lo && total <= hi) return ruled(applyScorecard(codes, card), 'keyword_steered');
  }
  // The seeded draw can miss a set that lands in the band (when each code it met alone jumps past it, or one it took
  // excludes a better one): look for one among every code the live answer allows, before moving the base.
  const liveCodes = codes.slice(0, liveCount);
  const pool = [...poolOf(areas, down ? 'risk' : 'trust'), ...poolOf(['general'], down ? 'risk' : 'trust')].filter((d) => !liveCodes.includes(d.code));
  const found = subsetInBand(live.explanation.total, liveCodes, rng.sample(pool, pool.length).map((d) => ({ code: d.code, points: pointsFor(d.code, card) })), down, lo, hi, fieldsOf);
  if (found) return ruled(applyScorecard([...liveCodes, ...found], card), 'keyword_steered');
  const target = drawTotal(cluster, rng);
  return ruled(applyScorecard(codes, { ...card, base: card.base + (target - total) }), 'keyword_base_moved');
}

/**
 * Codes of `pool` that, added to the live ones, land the total in [lo, hi] with every code allowed beside the others
 * (./consistency.ts), or null: the totals reachable one code at a time, each kept with the first set that reached it,
 * never past the band's far edge.
 */
function subsetInBand(
  start: number,
  present: readonly string[],
  pool: readonly { code: string; points: number }[],
  down: boolean,
  lo: number,
  hi: number,
  fieldsOf: (letter: string) => Fields | undefined,
): string[] | null {
  const live = new Set(present);
  let states = new Map<number, string[]>([[start, []]]);
  for (const c of pool) {
    if ((down ? c.points >= 0 : c.points <= 0) || !mayAdd(c.code, live, fieldsOf)) continue;
    const next = new Map(states);
    for (const [t, chosen] of states) {
      const nt = t + c.points;
      if (next.has(nt) || (down ? nt < lo : nt > hi)) continue;
      // Allowed beside the live codes (above); beside the codes chosen with it, none may exclude it.
      if (chosen.some((x) => excludes(x, c.code))) continue;
      const path = [...chosen, c.code];
      if (nt >= lo && nt <= hi) return path;
      next.set(nt, path);
    }
    states = next;
  }
  return null;
}

/**
 * The rule of a sandbox score the keyword did not move: the live scorecard's own, with no keyword (`live_score`) or
 * with a keyword whose band held it already (`keyword_in_band`), as a resolution explains it.
 */
export const unsteeredRule = (base: number, cluster: ScoreCluster | null): SandboxRule => ({
  rule: cluster === null ? 'live_score' : 'keyword_in_band',
  keyword_cluster: cluster,
  codes_added: [],
  scorecard_base: base,
});
