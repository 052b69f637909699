/**
 * Character trigram model of name words, one per script with enough training names (Latin, Cyrillic, Greek).
 *
 * Training (build time, scripts/build-name-data.ts) counts the trigrams of every distinct folded name word padded
 * as `^^word$`. Scoring interpolates trigram, bigram and add-one unigram estimates
 *
 *   P(c | ab) = 0.6 * n(abc)/n(ab.) + 0.3 * n(bc)/n(b.) + 0.1 * (n(c) + 1)/(N + V + 1)
 *
 * and returns the mean log2 probability per predicted character (the end mark included). Keyboard mashes score far
 * below real names ("sdfkjh" about -7.5, "martinez" about -2.5 on the Latin model). Thresholds are chosen at build
 * time per length bucket on names held out of training (see docs/name.md).
 */

export interface ScriptModelData {
  /** Trigram counts over the padded words; bigram and unigram counts are derived from them. */
  readonly trigrams: Readonly<Record<string, number>>;
  /** Log2-probability thresholds per length bucket (see `lengthBucket`): below means improbable for a name. */
  readonly thresholds: readonly number[];
  /** Distinct words the model was trained on. */
  readonly words: number;
}

export interface NgramModelData {
  readonly version: 1;
  readonly scripts: Readonly<Record<string, ScriptModelData>>;
}

const L3 = 0.6;
const L2 = 0.3;
const L1 = 0.1;

/** Length buckets of a word (in characters): 4-5, 6-8, 9+. Shorter words are not scored. */
export const MIN_SCORED_LENGTH = 4;
export function lengthBucket(length: number): number {
  return length <= 5 ? 0 : length <= 8 ? 1 : 2;
}

export function padWord(word: string): string[] {
  return ['^', '^', ...word, '$'];
}

/** Count trigrams of distinct words (build time). */
export function countTrigrams(words: Iterable<string>): Record<string, number> {
  const counts = new Map<string, number>();
  for (const w of words) {
    const s = padWord(w);
    for (let i = 2; i < s.length; i++) {
      const k = s[i - 2]! + s[i - 1]! + s[i]!;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  const out: Record<string, number> = {};
  for (const k of [...counts.keys()].sort()) out[k] = counts.get(k)!;
  return out;
}

/** A loaded script model: derived counts kept in maps for O(1) lookups per character. */
export class ScriptModel {
  private readonly tri = new Map<string, number>();
  private readonly ctx3 = new Map<string, number>();
  private readonly bi = new Map<string, number>();
  private readonly ctx2 = new Map<string, number>();
  private readonly uni = new Map<string, number>();
  private readonly total: number;
  private readonly vocab: number;
  readonly thresholds: readonly number[];

  constructor(data: ScriptModelData) {
    this.thresholds = data.thresholds;
    let total = 0;
    for (const [k, n] of Object.entries(data.trigrams)) {
      const [a, b, c] = [...k] as [string, string, string];
      this.tri.set(k, n);
      add(this.ctx3, a + b, n);
      add(this.bi, b + c, n);
      add(this.ctx2, b, n);
      add(this.uni, c, n);
      total += n;
    }
    this.total = total;
    this.vocab = this.uni.size;
  }

  /** Mean log2 probability per predicted character of a folded word. */
  score(word: string): number {
    const s = padWord(word);
    let sum = 0;
    for (let i = 2; i < s.length; i++) {
      const a = s[i - 2]!;
      const b = s[i - 1]!;
      const c = s[i]!;
      const c3 = this.ctx3.get(a + b) ?? 0;
      const c2 = this.ctx2.get(b) ?? 0;
      const p3 = c3 > 0 ? (this.tri.get(a + b + c) ?? 0) / c3 : 0;
      const p2 = c2 > 0 ? (this.bi.get(b + c) ?? 0) / c2 : 0;
      const p1 = ((this.uni.get(c) ?? 0) + 1) / (this.total + this.vocab + 1);
      sum += Math.log2(L3 * p3 + L2 * p2 + L1 * p1);
    }
    return sum / (s.length - 2);
  }

  /** True when the word is long enough to judge and scores below its length bucket's threshold. */
  improbable(word: string): boolean {
    const n = [...word].length;
    if (n < MIN_SCORED_LENGTH) return false;
    const t = this.thresholds[lengthBucket(n)];
    return t !== undefined && this.score(word) < t;
  }
}

function add(m: Map<string, number>, k: string, n: number): void {
  m.set(k, (m.get(k) ?? 0) + n);
}
