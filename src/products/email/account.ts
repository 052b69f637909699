/**
 * Step 7, local analysis of the account name (the local part, before @): character statistics, stop words,
 * a random-looking test, the name it may carry (checked by the name product's pure checker), and whether it contains
 * the first/last name given in a hub call. Pure and synchronous: no lookup, no I/O.
 */
import type { NameRiskType } from '../../contract/payloads/name.js';
import type { NameData } from '../../reference/names/index.js';
import { checkName } from '../name/check.js';
import { foldName } from '../name/normalize.js';
import { nameInLocalPart } from '../name/match.js';

export interface AccountStats {
  readonly length: number;
  readonly dots: number;
  readonly numbers: number;
  readonly letters: number;
  readonly symbols: number;
  readonly vowels: number;
  readonly consonants: number;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/**
 * Counts over the characters (code points) of the local part. Letters and digits are Unicode classes;
 * vowels/consonants count Latin letters after removing diacritics (a e i o u are vowels; y is a consonant);
 * symbols are every character that is neither a letter, a digit nor a dot. Ratios divide by the length.
 */
export function accountStats(local: string): AccountStats {
  let dots = 0, numbers = 0, letters = 0, symbols = 0, vowels = 0, consonants = 0, length = 0;
  for (const ch of local) {
    length++;
    if (ch === '.') dots++;
    else if (DIGIT.test(ch)) numbers++;
    else if (LETTER.test(ch)) {
      letters++;
      const base = ch.normalize('NFD')[0].toLowerCase();
      if (base >= 'a' && base <= 'z') {
        if (VOWELS.has(base)) vowels++;
        else consonants++;
      }
    } else symbols++;
  }
  return { length, dots, numbers, letters, symbols, vowels, consonants };
}

export const ratio = (n: number, of: number): number => (of === 0 ? 0 : Math.round((n / of) * 10000) / 10000);

/** Words that mark test, throw-away or placeholder accounts, matched as whole tokens of the local part. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'test', 'testing', 'tester', 'fake', 'spam', 'junk', 'trash', 'temp', 'tmp', 'dummy', 'example', 'sample',
  'asdf', 'asdfgh', 'qwerty', 'qwertz', 'azerty', 'abc', 'abcd', 'abcdef', 'xxx', 'xyz', 'foo', 'bar', 'foobar',
  'null', 'none', 'nobody', 'noone', 'anonymous', 'anon', 'noreply', 'donotreply', 'nomail', 'noemail', 'blah',
  'lorem', 'ipsum', 'nothanks', 'notreal', 'throwaway', 'burner', 'disposable',
]);

/** Tokens of the folded local part: split on dots, hyphens, underscores, plus and digits. */
export function accountTokens(local: string): string[] {
  return foldName(local.split('+')[0]).split(/[._\-\d]+/u).filter((t) => t !== '');
}

export function hasStopWords(tokens: readonly string[], local: string): boolean {
  if (tokens.some((t) => STOP_WORDS.has(t))) return true;
  const whole = foldName(local).replace(/[^a-z]/g, '');
  return ['asdf', 'qwerty', 'noreply', 'donotreply', 'test'].some((w) => whole.startsWith(w));
}

/**
 * Random-looking local part (typed at random or generated), any of:
 *  - a run of 5+ Latin consonants (y excluded) in one token, e.g. `xkqzvb`;
 *  - 8+ characters with more than half digits and at most 3 letters, e.g. `83920174ab`;
 *  - 8+ letters with a vowel share under 15 %;
 *  - letters and digits alternating 3+ times in 10+ characters, e.g. `a8f3k2m9x1`.
 */
export function looksRandom(local: string, s: AccountStats = accountStats(local)): boolean {
  const l = foldName(local);
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(l)) return true;
  if (s.length >= 8 && s.numbers / s.length > 0.5 && s.letters <= 3) return true;
  const latin = s.vowels + s.consonants;
  if (latin >= 8 && s.vowels / latin < 0.15) return true;
  if (s.length >= 10 && (l.match(/[a-z]\d|\d[a-z]/g)?.length ?? 0) >= 6) return true;
  return false;
}

export interface ParsedName {
  readonly first: string | null;
  readonly last: string | null;
  readonly valid: boolean | null;
  readonly riskType: NameRiskType | null;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * The name an account carries when it is written `first.last`, `first_last` or `first-last` (digits allowed
 * around it): exactly two alphabetic tokens of 2+ letters. Anything else gives no parsed name (all null).
 * Validity and risk type are the name product's: `checkName` over the bundled name data (loaded once per process).
 */
export function parseAccountName(tokens: readonly string[], data: NameData): ParsedName {
  const words = tokens.filter((t) => /^\p{L}+$/u.test(t));
  if (words.length !== 2 || tokens.length !== 2 || words.some((w) => w.length < 2)) {
    return { first: null, last: null, valid: null, riskType: null };
  }
  const [first, last] = words as [string, string];
  const check = checkName(first, last, data);
  return { first: cap(first), last: cap(last), valid: check.is_valid, riskType: check.risk_type };
}

/**
 * Does the local part contain the given name part? Null when not given. The hub's name-vs-email comparison's keys
 * (products/name/match.ts: folded, transliterated, spelling skeleton), so both answers agree.
 */
export function containsName(local: string, given: string | undefined): boolean | null {
  if (given === undefined) return null;
  return nameInLocalPart(given, local);
}
