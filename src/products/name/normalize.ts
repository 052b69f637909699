/**
 * Name normalization shared by the runtime checks and the build-time data derivation (scripts/build-name-data.ts),
 * so that a key built at build time and a key looked up at run time are folded the same way.
 *
 * - `foldName`: NFKC, lower case, typographic apostrophes to `'`, whitespace collapsed; for names written only in
 *   Latin, Greek or Cyrillic letters the diacritics are removed (`José` -> `jose`, `Zoë` -> `zoe`, `Łukasz` ->
 *   `lukasz`). Other scripts keep their combining marks (a Devanagari vowel sign is a letter part, not an accent).
 * - `nameTokens`: the folded words of a name part, split on spaces, hyphens, apostrophes and periods.
 */
import { FifoMemo } from '../../memo/fifo.js';
import { forgottenOnErasure } from '../../memo/personal.js';

/** Letters that NFD does not decompose into base + mark. */
const SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't', ĸ: 'k', ŀ: 'l',
};
const SPECIAL_RE = /[ßæœøłđðþıħŧĸŀ]/g;
const APOSTROPHES = /[\u2018\u2019\u02BC\u0060\u00B4]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014]/g;
const SPACES = /\s+/gu;
const MARKS = /\p{M}/gu;
/** Only letters of these scripts (plus marks and name punctuation) get their diacritics folded. */
const FOLDABLE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}\s'.\-·]*$/u;
const TOKEN_SPLIT = /[\s\-'.·]+/u;
const NOT_LETTER = /[^\p{L}]/gu;

/**
 * Folded forms of recent strings: a hub call folds the same first and last name about ten times (the name check,
 * the email's account name, the graph key, the consistency comparisons), and normalize() is the costly part
 * (measured in docs/decisions.md). Bounded: the oldest entry goes first; long strings are not kept.
 */
const FOLD_MEMO_ENTRIES = 4096;
const folded = forgottenOnErasure(new FifoMemo<string, string>(FOLD_MEMO_ENTRIES));
const FOLD_MEMO_MAX_LENGTH = 128;

export function foldName(raw: string): string {
  let s = folded.get(raw);
  if (s !== undefined) return s;
  s = fold(raw);
  if (raw.length <= FOLD_MEMO_MAX_LENGTH) {
    folded.set(raw, s);
  }
  return s;
}

function fold(raw: string): string {
  let s = raw.normalize('NFKC').toLowerCase().replace(APOSTROPHES, "'").replace(DASHES, '-').replace(SPACES, ' ').trim();
  if (FOLDABLE.test(s)) {
    s = s.normalize('NFD').replace(MARKS, '').replace(SPECIAL_RE, (c) => SPECIAL_FOLDS[c] ?? c).normalize('NFC');
  }
  return s;
}

/** Folded words of a name part (empty strings removed). */
export function nameTokens(raw: string): string[] {
  const folded = foldName(raw);
  if (folded === '') return [];
  return folded.split(TOKEN_SPLIT).filter((t) => t !== '');
}

/** The folded part with its punctuation removed and words joined by one space: `Jean-Luc` -> `jean luc`. */
export function foldedWords(raw: string): string {
  return nameTokens(raw).join(' ');
}

/**
 * The folded name with everything but letters removed (`O'Brien` -> `obrien`, `Weiß` -> `weiss`): the form in which
 * other products compare names written differently (the email account name, breach names in the phone product).
 */
export function foldedLetters(raw: string): string {
  return foldName(raw).replace(NOT_LETTER, '');
}

/** The identity-graph value of a name: `first last`, folded, lower-case. */
export function nameIdentity(first: string, last: string): string {
  return `${foldedWords(first)} ${foldedWords(last)}`.trim();
}
