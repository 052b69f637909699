/**
 * Step 2, typos: the domain is compared with popular consumer mail domains (bundled list, most used first) by
 * optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions). A domain that is itself
 * popular or a known free provider is never a typo. Allowed distance: 1 for domains up to 8 characters, else 2.
 */
import { osaDistance } from '../name/similarity.js';

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
