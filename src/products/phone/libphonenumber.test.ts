/**
 * The phone product's libphonenumber-js (CommonJS build, matchesEntirely memoized) answers as the unmodified ES build:
 * parse, validity, type, country and length on numbers of every region (each region's example mobile number with digits
 * changed, shortened and lengthened, and seeded random numbers after its leading digits), and the memo is in place.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as es from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { mulberry32 } from '../../../test/helpers/prng.js';
import * as ours from './libphonenumber.js';

test('the CommonJS build matchesEntirely is memoized', () => {
  assert.equal(ours.patternsMemoized, true);
  const require = createRequire(import.meta.url);
  const helper = require(join(dirname(require.resolve('libphonenumber-js/max')), '..', 'build', 'helpers', 'matchesEntirely.js')) as { default: ((t: string, p: string) => boolean) & { memoized?: boolean } };
  assert.equal(helper.default.memoized, true);
  // Whole-string semantics kept: a prefix or a suffix match is not a match.
  assert.equal(helper.default('12345', '\\d{5}'), true);
  assert.equal(helper.default('123456', '\\d{5}'), false);
  assert.equal(helper.default('', '\\d{0}'), true);
});

test('parse, validity, type, country and length equal the unmodified ES build on varied numbers of every region', () => {
  const inputs = new Set<string>();
  const r = mulberry32(33);
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  for (const country of es.getCountries()) {
    const cc = es.getCountryCallingCode(country);
    const national = es.getExampleNumber(country, examples)?.nationalNumber ?? digits(8);
    const variants = [national, national.slice(0, -1), `${national}7`, national.replace(/\d$/, (d) => String((Number(d) + 3) % 10)), `9${national.slice(1)}`];
    // Random numbers of the example's length (and one shorter/longer) after its first 0-3 digits: fixed lines,
    // mobiles, toll-free and other ranges of the plan, and invalid ones.
    for (let i = 0; i < 30; i++) {
      const keep = i % 4;
      const len = national.length + ((i % 3) - 1);
      variants.push(national.slice(0, keep) + digits(Math.max(1, len - keep)));
    }
    for (const v of variants) inputs.add(`+${cc}${v}`);
    // Texts that are not a plain `+digits` (the library's character reading runs on them): separators, other digit
    // forms, a second plus, letters.
    const fullwidth = national.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    const arabicIndic = national.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const v of [`+${cc} ${national.slice(0, 3)}-${national.slice(3)}`, `+${cc}${fullwidth}`, `+${cc}${arabicIndic}`, `++${cc}${national}`, `+${cc}(${national})`, `+${cc}${national}x12`]) inputs.add(v);
  }
  assert.ok(inputs.size > 5000, `${inputs.size} numbers`);
  let valid = 0;
  for (const input of inputs) {
    const a = es.parsePhoneNumberFromString(input);
    const b = ours.parsePhoneNumberFromString(input);
    const view = (p: typeof a) => (p ? [p.number, p.country ?? null, p.countryCallingCode, p.nationalNumber, p.isValid(), p.getType() ?? null, p.isPossible()] : null);
    assert.deepEqual(view(b), view(a), input);
    assert.equal(ours.validatePhoneNumberLength(input), es.validatePhoneNumberLength(input), input);
    if (a?.isValid()) valid++;
  }
  assert.ok(valid > 1000, `${valid} valid numbers compared`);
});
