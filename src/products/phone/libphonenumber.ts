/**
 * libphonenumber-js (full metadata) for the phone product, with its pattern matching compiled once.
 *
 * The library tests a national number against a metadata pattern through one helper, `matchesEntirely(text, pattern)`,
 * which builds `new RegExp('^(?:' + pattern + ')$')` on every call; one parse + isValid() + getType() of a number
 * calls it about 20 times (the national pattern, then each number type's pattern, for parsing, for picking the country
 * of a shared calling code, for validity and again for the type). A --cpu-prof of the phone engine put 13-17% of its
 * CPU there (docs/decisions.md, "Issue 33: engines"). Up to 1.13.16 (the latest release) the helper is unchanged.
 *
 * The package's CommonJS build calls the helper through its module's `exports.default` at each call (Babel's
 * `(0, _matchesEntirely["default"])(...)`), so replacing that property memoizes it for the whole CommonJS build; the
 * ES build binds it immutably, so this module loads the CommonJS build (`require`) and re-exports what the phone
 * product uses (and the lookups and the sandbox: importing the ES build beside it loaded the full metadata a second time,
 * a second copy of the library in the heap). The patterns are the package's fixed metadata (a few thousand strings); a RegExp without the g or y
 * flag keeps no state between test() calls, so one compiled RegExp per pattern is shared. Bounded anyway: past
 * PATTERN_MEMO_MAX patterns, new ones are compiled per call as before. libphonenumber.test.ts checks that the memo is
 * in place and that parse, validity, type and length answers equal the unmodified ES build's on many numbers.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Max from 'libphonenumber-js/max';

export const PATTERN_MEMO_MAX = 10_000;

const require = createRequire(import.meta.url);

type MatchesEntirely = ((text: string | undefined, pattern: string) => boolean) & { memoized?: boolean };

/** Replace the CommonJS build's matchesEntirely with a memo of compiled patterns; true when it is in place. */
function memoizePatterns(): boolean {
  // The package exports only its entry points: the helper is reached by its file beside the max entry's build.
  const helperFile = join(dirname(require.resolve('libphonenumber-js/max')), '..', 'build', 'helpers', 'matchesEntirely.js');
  const helper = require(helperFile) as { default?: MatchesEntirely } | undefined;
  const original = helper?.default;
  if (!helper || typeof original !== 'function') return false;
  if (original.memoized) return true;
  const memo = new Map<string, RegExp>();
  const memoized: MatchesEntirely = (text, pattern) => {
    let re = memo.get(pattern);
    if (re === undefined) {
      re = new RegExp('^(?:' + pattern + ')$');
      if (memo.size < PATTERN_MEMO_MAX) memo.set(pattern, re);
    }
    return re.test(text || '');
  };
  memoized.memoized = true;
  helper.default = memoized;
  return true;
}

/** Whether the CommonJS build's matchesEntirely is memoized (false: the package changed shape; answers are the same). */
export const patternsMemoized = memoizePatterns();

const lib = require('libphonenumber-js/max') as typeof Max;

export const parsePhoneNumberFromString: typeof Max.parsePhoneNumberFromString = lib.parsePhoneNumberFromString;
export const validatePhoneNumberLength: typeof Max.validatePhoneNumberLength = lib.validatePhoneNumberLength;
export const getExampleNumber: typeof Max.getExampleNumber = lib.getExampleNumber;
export const getCountries: typeof Max.getCountries = lib.getCountries;
export const isSupportedCountry: typeof Max.isSupportedCountry = lib.isSupportedCountry;
export const isValidPhoneNumber: typeof Max.isValidPhoneNumber = lib.isValidPhoneNumber;
export type { PhoneNumber } from 'libphonenumber-js/max';
