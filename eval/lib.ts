/**
 * The evaluation harness's pure parts: a deterministic seeded split of labelled items into a tuning part and a
 * held-out part, and precision/recall per label. Used by eval/run.ts (`npm run eval`) and tested in the suite.
 */
import { createHash } from 'node:crypto';

/** The one seed of every split; changing it changes which items are held out (and invalidates RESULTS.md). */
export const EVAL_SEED = 'idrisk-eval-2026-11';

export type Part = 'tuning' | 'held-out';

/**
 * Which part an item falls in: the first 32 bits of sha256(seed, group, key) as a fraction of 2^32, held out below
 * `heldShare`. The same (seed, group, key) always gives the same part, on every machine and Node version.
 */
export function partOf(key: string, heldShare: number, group = '', seed = EVAL_SEED): Part {
  const h = createHash('sha256').update(`${seed}\u0000${group}\u0000${key}`).digest().readUInt32BE(0);
  return h / 0x1_0000_0000 < heldShare ? 'held-out' : 'tuning';
}

export function split<T>(items: readonly T[], keyOf: (item: T) => string, heldShare: number, group = '', seed = EVAL_SEED): { tuning: T[]; heldOut: T[] } {
  const tuning: T[] = [];
  const heldOut: T[] = [];
  for (const item of items) (partOf(keyOf(item), heldShare, group, seed) === 'held-out' ? heldOut : tuning).push(item);
  return { tuning, heldOut };
}

export interface Counts {
  readonly label: string;
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  /** Items whose actual label is `label`. */
  readonly support: number;
  /** tp / (tp + fp); null when nothing was predicted as the label. */
  readonly precision: number | null;
  /** tp / (tp + fn); null when no item has the label. */
  readonly recall: number | null;
}

/** Precision and recall of one label over (actual, predicted) pairs; a null label is "none of the labels". */
export function precisionRecall(pairs: readonly { actual: string | null; predicted: string | null }[], label: string): Counts {
  let tp = 0, fp = 0, fn = 0;
  for (const { actual, predicted } of pairs) {
    if (predicted === label && actual === label) tp++;
    else if (predicted === label) fp++;
    else if (actual === label) fn++;
  }
  return {
    label, tp, fp, fn, support: tp + fn,
    precision: tp + fp === 0 ? null : tp / (tp + fp),
    recall: tp + fn === 0 ? null : tp / (tp + fn),
  };
}

/** Every label that occurs as actual or predicted, in first-seen order. */
export function perLabel(pairs: readonly { actual: string | null; predicted: string | null }[]): Counts[] {
  const labels: string[] = [];
  for (const p of pairs) for (const l of [p.actual, p.predicted]) if (l !== null && !labels.includes(l)) labels.push(l);
  return labels.map((l) => precisionRecall(pairs, l));
}

export const pct = (x: number | null): string => (x === null ? '-' : `${(x * 100).toFixed(1)}%`);

/** A Markdown table of per-label counts. */
export function countsTable(rows: readonly Counts[]): string {
  const out = ['| label | support | tp | fp | fn | precision | recall |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |'];
  for (const r of rows) out.push(`| ${r.label} | ${r.support} | ${r.tp} | ${r.fp} | ${r.fn} | ${pct(r.precision)} | ${pct(r.recall)} |`);
  return out.join('\n');
}
