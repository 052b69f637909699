/**
 * Required literals of a regular expression, for a quick test before running it: `requiredLiterals(source)` gives, for
 * each top-level alternative of `source`, a run of ASCII characters (lowercased) that every match of that alternative
 * contains, read as a JavaScript pattern compiled with the `i` flag alone (no `u`). So when a text, lowercased, contains
 * none of them, the pattern cannot match anywhere in it.
 *
 * Why that holds with `i` and no `u`: such a pattern compares characters by their upper case, and never lets a
 * character of 128 or more match one below 128 (the spec's Canonicalize), so an ASCII literal matches only the same
 * ASCII characters in either case; a text's ASCII characters lowercase one to one, so a matched run of them shows in the
 * lowercased text as the lowercased literal (the text's other characters may lowercase to ASCII too: that only makes the
 * quick test say "may match" more often, never less).
 *
 * The reader is deliberately small and gives up (null) on whatever it does not follow: an alternative without a run of
 * MIN_LITERAL characters, an escape that is not a plain character or a class (`\x`, `\u`, `\c`, `\k`, `\p`, digits:
 * backreferences or octal), a brace that is not a quantifier, a stray quantifier or parenthesis. Groups, lookarounds and
 * character classes end a run (what they match is not part of it); a character made optional by `?`, `*` or `{0,…}` ends
 * the run without being part of it; one repeated by `+` or `{n,…}` (n ≥ 1) is part of it and ends it. A group that must
 * match (capturing, `(?:`, named; not optional; not a lookaround) is read the same way, and its literals (one of which
 * every match of the group contains) stand for the alternative when they are all longer than its best run.
 */

/** Shorter runs are not worth a test (a single letter is in nearly every user agent). */
export const MIN_LITERAL = 2;

/** Index just past the character class opening at `i` (`[`), or -1. In a pattern without `u`, the first `]` not escaped closes it. */
function skipClass(source: string, i: number): number {
  for (let j = i + 1; j < source.length; j++) {
    const c = source[j];
    if (c === '\\') j++;
    else if (c === ']') return j + 1;
  }
  return -1;
}

/** Index just past the group opening at `i` (`(`), or -1. */
function skipGroup(source: string, i: number): number {
  let depth = 0;
  for (let j = i; j < source.length; j++) {
    const c = source[j];
    if (c === '\\') j++;
    else if (c === '[') {
      const k = skipClass(source, j);
      if (k < 0) return -1;
      j = k - 1;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j + 1;
  }
  return -1;
}

const QUANTIFIER_BRACES = /^\{(\d+)(,\d*)?\}/;

/** The content of a group opening at `i` and ending before `end - 1`, when it must match (not a lookaround), else null. */
function requiredGroupBody(source: string, i: number, end: number): string | null {
  if (source[i + 1] !== '?') return source.slice(i + 1, end - 1); // capturing
  if (source[i + 2] === ':') return source.slice(i + 3, end - 1);
  if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
    const close = source.indexOf('>', i + 3);
    return close > 0 && close < end ? source.slice(close + 1, end - 1) : null; // named
  }
  return null; // lookahead or lookbehind: zero width
}

/**
 * Lowercased ASCII literals such that every match of `source` contains one of them; null when unknown. Per top-level
 * alternative, the longest run of literal characters, or, when a group that must match gives literals that are all
 * longer, the group's (read the same way, recursively).
 */
export function requiredLiterals(source: string, depth = 0): string[] | null {
  if (depth > 4) return null;
  const literals: string[] = [];
  let best = '';
  let run = '';
  let bestGroup: string[] | null = null;
  const shortest = (xs: readonly string[]) => xs.reduce((m, x) => Math.min(m, x.length), Infinity);
  const endRun = () => {
    if (run.length > best.length) best = run;
    run = '';
  };
  const endAlternative = (): boolean => {
    endRun();
    if (bestGroup && shortest(bestGroup) > best.length) literals.push(...bestGroup);
    else if (best.length >= MIN_LITERAL) literals.push(best);
    else return false;
    best = '';
    bestGroup = null;
    return true;
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    // The atom at i: a literal character (lowercased), or null for anything else.
    let atom: string | null = null;
    let group: string[] | null = null;
    if (c === '\\') {
      const e = source[i + 1];
      if (e === undefined) return null;
      if (/[A-Za-z0-9]/.test(e)) {
        // \d \w \s \b and their negations, \n \r \t \f \v: a set, an assertion or a control character.
        if (!'dDwWsSbBnrtfv'.includes(e)) return null;
      } else if (e.charCodeAt(0) >= 0x20 && e.charCodeAt(0) < 0x7f) atom = e.toLowerCase();
      i += 2;
    } else if (c === '(') {
      const j = skipGroup(source, i);
      if (j < 0) return null;
      const body = requiredGroupBody(source, i, j);
      if (body !== null) group = requiredLiterals(body, depth + 1);
      i = j;
    } else if (c === '[') {
      const j = skipClass(source, i);
      if (j < 0) return null;
      i = j;
    } else if (c === '|') {
      if (!endAlternative()) return null;
      i++;
      continue;
    } else if (c === ')' || c === ']' || c === '{' || c === '}' || c === '?' || c === '*' || c === '+') {
      return null;
    } else {
      const code = c.charCodeAt(0);
      if (code >= 0x20 && code < 0x7f && c !== '.' && c !== '^' && c !== '$') atom = c.toLowerCase();
      i++;
    }
    // The quantifier after the atom, if any.
    let min = 1;
    let repeated = false;
    const q = source[i];
    if (q === '?' || q === '*') {
      min = 0;
      i++;
    } else if (q === '+') {
      repeated = true;
      i++;
    } else if (q === '{') {
      const m = QUANTIFIER_BRACES.exec(source.slice(i, i + 24));
      if (!m) return null;
      min = Number(m[1]);
      repeated = true;
      i += m[0].length;
    }
    if ((min !== 1 || repeated) && source[i] === '?') i++; // lazy
    if (group && min > 0 && (!bestGroup || shortest(group) > shortest(bestGroup))) bestGroup = group;
    if (atom === null || min === 0) endRun();
    else if (repeated) {
      run += atom;
      endRun();
    } else run += atom;
  }
  if (!endAlternative()) return null;
  return literals;
}
