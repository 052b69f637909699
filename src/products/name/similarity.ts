/**
 * First/last name similarity (risk type STRING_SIMILARITY). The two parts are compared folded, words joined
 * without separators. They are nearly equal when
 *
 *  - they are equal and at least 3 letters long ("Anna Anna"; "Li Li", a common real Chinese name, does not fire), or
 *  - both are at least 4 letters long, Jaro-Winkler >= 0.90 and the optimal-string-alignment similarity
 *    (1 - edits / longer length, a transposition counting as one edit) >= 0.75 ("Sarah Sara", "Michael Micheal"),
 *
 * except when the longer one is the shorter plus a patronymic or family suffix ("Peter Peters", "Robert Roberts",
 * "Ivan Ivanov", "Jan Jansen"): surnames formed that way are real and common.
 */

export const JARO_WINKLER_MIN = 0.9;
export const EDIT_SIMILARITY_MIN = 0.75;
export const PATRONYMIC_SUFFIXES: ReadonlySet<string> = new Set([
  's', 'es', 'son', 'sen', 'sson', 'ez', 'ov', 'ova', 'ev', 'eva', 'ovic', 'evic', 'ic', 'ski', 'ska', 'is', 'en', 'ens', 'sma', 'x',
]);

export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  const ma = new Array<boolean>(la).fill(false);
  const mb = new Array<boolean>(lb).fill(false);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    for (let j = lo; j <= hi; j++) {
      if (mb[j] || a[i] !== b[j]) continue;
      ma[i] = true;
      mb[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let transpositions = 0;
  for (let i = 0; i < la; i++) {
    if (!ma[i]) continue;
    while (!mb[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / la + m / lb + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < la && prefix < lb && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/**
 * Edit distance: insertions, deletions and substitutions (Levenshtein), and with `transpositions` (the default)
 * adjacent transpositions as one edit (optimal string alignment, "restricted Damerau-Levenshtein"). Compares UTF-16
 * code units. With `max`, it stops as soon as the distance must exceed `max` and returns `max + 1`.
 * The one implementation behind name similarity, email domain typos and phone breach-name consistency.
 */
export function editDistance(a: string, b: string, options: { readonly max?: number; readonly transpositions?: boolean } = {}): number {
  const max = options.max ?? Number.POSITIVE_INFINITY;
  const transpositions = options.transpositions ?? true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  // Three rolling rows: i - 2 (for transpositions), i - 1 and i.
  let before = new Array<number>(lb + 1).fill(0);
  let prev = Array.from({ length: lb + 1 }, (_, j) => j);
  let cur = new Array<number>(lb + 1).fill(0);
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lb; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // Row minima never decrease (a transposition from two rows up costs at least the diagonal cell of the row in
    // between), so once a row is all above max, so is the distance.
    if (rowMin > max) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  return prev[lb]!;
}

/** Optimal string alignment distance (transpositions count as one edit), optionally bounded by `max`. */
export function osaDistance(a: string, b: string, max?: number): number {
  return editDistance(a, b, { max });
}

export function editSimilarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - osaDistance(a, b) / longer;
}

function patronymic(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(short) && PATRONYMIC_SUFFIXES.has(long.slice(short.length));
}

/** True when first and last (folded, words joined without separators) are nearly equal. */
export function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return a.length >= 3;
  if (a.length < 4 || b.length < 4 || patronymic(a, b)) return false;
  return jaroWinkler(a, b) >= JARO_WINKLER_MIN && editSimilarity(a, b) >= EDIT_SIMILARITY_MIN;
}
