/**
 * Step 2, typos: the domain is compared with popular consumer mail domains (bundled list, most used first) by
 * optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions). A domain that is itself
 * popular or a known free provider is never a typo. Allowed distance: 1 for domains up to 8 characters, else 2.
 */
export function osaDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const r = new Array<number>(cols).fill(0);
    r[0] = i;
    return r;
  });
  for (let j = 0; j < cols; j++) d[0][j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2][j - 2] + 1);
      d[i][j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length][b.length];
}

export interface TypoChecker {
  /** The suggested domain, or null when the domain is known or nothing popular is close. */
  suggest(domain: string): string | null;
}

export function createTypoChecker(popular: readonly string[], known: ReadonlySet<string>): TypoChecker {
  const popularSet = new Set(popular);
  const cache = new Map<string, string | null>();
  return {
    suggest(domain) {
      if (popularSet.has(domain) || known.has(domain)) return null;
      const hit = cache.get(domain);
      if (hit !== undefined) return hit;
      const max = domain.length <= 8 ? 1 : 2;
      let best: string | null = null;
      let bestD = max + 1;
      for (const p of popular) {
        const dist = osaDistance(domain, p, max);
        if (dist < bestD) {
          best = p;
          bestD = dist;
          if (dist === 1) break;
        }
      }
      if (cache.size > 50_000) cache.clear();
      cache.set(domain, best);
      return best;
    },
  };
}
