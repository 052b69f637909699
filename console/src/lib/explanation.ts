/**
 * The score waterfall of one score of a resolution. The explanation (the shape GET /1.0/resolutions/{id} answers,
 * typed by the generated schema) holds the model's base, the points of each reason code, their total, and the score
 * that total maps to: score = round(1000 / (1 + 2^(-total / 100))) (src/scoring/scorecard.ts, compiled in here).
 * Because that map is not linear, the waterfall walks the codes in the order the explanation lists them and gives
 * each the change of score it makes from the running total; the steps (base first) add up to the score exactly.
 */
import type { Answer } from './api';
import { pointsToScore } from '@idrisk/scoring/scorecard';
import { CATALOGUE } from '@idrisk/scoring/catalogue';

export type Explanation = Answer<'getResolution'>['explanation'];
export type ScoreBlock = NonNullable<Explanation['scores'][string]>;

export interface Step {
  readonly code: string | null;
  readonly label: string;
  readonly description: string | null;
  readonly points: number;
  /** Change of the score this step makes (the first step: from 0 to the base's score). */
  readonly effect: number;
  readonly before: number;
  readonly after: number;
}

export interface Waterfall {
  readonly steps: readonly Step[];
  readonly total: number;
  readonly score: number;
  /** base + the points of every code, as recomputed here; equals `total` unless the model is not a scorecard. */
  readonly sumOfPoints: number;
  /** The score the total maps to; equals `score` for a scorecard. */
  readonly mappedScore: number;
}

export function describeCode(code: string): string | null {
  return CATALOGUE.get(code)?.description ?? null;
}

export function waterfall(block: ScoreBlock): Waterfall {
  const steps: Step[] = [];
  let points = block.base;
  let running = pointsToScore(points);
  steps.push({ code: null, label: `base (${block.model_id})`, description: 'The model\'s starting points', points: block.base, effect: running, before: 0, after: running });
  for (const c of block.contributions) {
    points += c.points;
    const after = pointsToScore(points);
    steps.push({ code: c.code, label: c.code, description: describeCode(c.code), points: c.points, effect: after - running, before: running, after });
    running = after;
  }
  return { steps, total: block.total, score: block.score, sumOfPoints: points, mappedScore: pointsToScore(block.total) };
}
