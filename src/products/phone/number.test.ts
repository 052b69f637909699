import { test } from 'node:test';
import assert from 'node:assert/strict';
import gpn from 'google-libphonenumber';
import { analyzeNumber, mapNumberType, normalizeLookupInput, normalizeProductInput, suspiciousRules } from './number.js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { loadCarrierIndex } from './carrier.js';

const util = gpn.PhoneNumberUtil.getInstance();
const T = gpn.PhoneNumberType;
const TYPES: [number, string][] = [
  [T.FIXED_LINE, 'FIXED_LINE'], [T.MOBILE, 'MOBILE'], [T.TOLL_FREE, 'TOLL_FREE'], [T.PREMIUM_RATE, 'PREMIUM_RATE'],
  [T.SHARED_COST, 'SHARED_COST'], [T.VOIP, 'VOIP'], [T.PERSONAL_NUMBER, 'PERSONAL_NUMBER'], [T.PAGER, 'PAGER'],
  [T.UAN, 'UAN'], [T.VOICEMAIL, 'VOICEMAIL'],
];

test("every example number of Google's metadata, of every region and type, validates with its type and country", () => {
  let checked = 0;
  const mismatches: string[] = [];
  for (const region of util.getSupportedRegions()) {
    for (const [type, name] of TYPES) {
      const ex = util.getExampleNumberForType(region, type);
      if (!ex) continue;
      const e164 = util.format(ex, gpn.PhoneNumberFormat.E164);
      const p = analyzeNumber(e164, normalizeProductInput(e164));
      checked++;
      if (!p.valid) {
        mismatches.push(`${region} ${name} ${e164}: invalid`);
        continue;
      }
      // Google resolves a number that is both fixed line and mobile to FIXED_LINE_OR_MOBILE; so does libphonenumber-js.
      const expected = util.getNumberType(ex) === T.FIXED_LINE_OR_MOBILE ? 'FIXED_LINE_OR_MOBILE' : name;
      if (p.numberType !== expected) mismatches.push(`${region} ${name} ${e164}: type ${p.numberType}`);
      // Regions sharing a calling code (NANP, +7, +44 crown dependencies, ...) must resolve to the right one.
      if (p.country !== util.getRegionCodeForNumber(ex)) mismatches.push(`${region} ${name} ${e164}: country ${p.country}`);
    }
  }
  assert.ok(checked > 900, `checked ${checked} example numbers`);
  // Metadata versions differ slightly between google-libphonenumber and libphonenumber-js: allow < 1 %.
  assert.ok(mismatches.length / checked < 0.01, `${mismatches.length}/${checked} mismatches:\n${mismatches.join('\n')}`);
});

test('product input: E.164 with or without +, 00 prefix, separators tolerated', () => {
  for (const v of ['+44 7911 123456', '447911123456', '0044 (7911) 123-456', '+44.7911.123.456']) {
    assert.equal(normalizeProductInput(v), '+447911123456', v);
  }
  for (const v of ['', 'abc', '07911123456', '+', '12']) assert.equal(normalizeProductInput(v), null, v);
});

test('lookup input follows rule 9 exactly', () => {
  assert.equal(normalizeLookupInput('447911123456'), '+447911123456');
  for (const v of ['+447911123456', '0447911123456', '44 7911 123456', '44-7911-123456', '4479', '44791112345678901']) {
    assert.equal(normalizeLookupInput(v), null, v);
  }
});

test('type mapping covers the spec enum; unknown maps to UNKNOWN', () => {
  assert.equal(mapNumberType('MOBILE'), 'MOBILE');
  assert.equal(mapNumberType(undefined), 'UNKNOWN');
  assert.equal(mapNumberType('SOMETHING'), 'UNKNOWN');
});

test('suspicious-format rules', () => {
  const rules = (e164: string) => suspiciousRules(parsePhoneNumberFromString(e164), e164);
  assert.deepEqual(rules('+447700900123'), ['fiction_range']);
  assert.ok(rules('+12025550142').includes('nanp_555_01xx'));
  assert.ok(rules('+447999999999').includes('repeated_digits'));
  assert.ok(rules('+447912121212').includes('repeated_pairs'));
  assert.ok(rules('+447934567890').includes('sequential_digits'));
  assert.ok(rules('+4479').includes('too_short'));
  assert.ok(rules('+447400123456').includes('example_number'));
  assert.deepEqual(rules('+447983614752'), []);
  assert.deepEqual(rules('+12025550942'), []);
});

test('a valid number gets its country, type and the original carrier from Google prefix data', () => {
  const p = analyzeNumber('447983614752', normalizeProductInput('447983614752'));
  assert.equal(p.valid, true);
  assert.equal(p.country, 'GB');
  assert.equal(p.numberType, 'MOBILE');
  assert.equal(p.e164, '+447983614752');
  assert.equal(loadCarrierIndex().lookup(p.callingCode ?? '', p.nationalNumber ?? ''), 'EE');
  const bad = analyzeNumber('hello', normalizeProductInput('hello'));
  assert.deepEqual([bad.valid, bad.e164, bad.numberType, bad.country], [false, null, 'UNKNOWN', null]);
});

test('validity and type as the library gives them, on every region and the non-geographic calling codes', async () => {
  const { getCountries, getCountryCallingCode, getExampleNumber } = await import('libphonenumber-js/max');
  const { default: examples } = await import('libphonenumber-js/mobile/examples');
  let valid = 0;
  let n = 0;
  for (const country of getCountries()) {
    const national = getExampleNumber(country, examples)?.nationalNumber ?? '12345678';
    const cc = getCountryCallingCode(country);
    for (const v of [national, national.slice(0, -1), `${national}1`, `2${national.slice(1)}`, `8${national.slice(1)}`]) {
      const e164 = `+${cc}${v}`;
      const p = parsePhoneNumberFromString(e164);
      const got = analyzeNumber(e164, e164);
      const isValid = p?.isValid() ?? false;
      assert.equal(got.valid, isValid, e164);
      assert.equal(got.numberType, isValid ? mapNumberType(p?.getType()) : 'UNKNOWN', e164);
      if (isValid) valid++;
      n++;
    }
  }
  // Non-geographic calling codes (+800, +808, +870, +878, +881, +882, +883, +888, +979) too.
  for (const e164 of ['+80012345678', '+80812345678', '+870773111632', '+878101234567890', '+881612345678', '+882345678901', '+88312345678', '+888123456789', '+979123456789']) {
    const p = parsePhoneNumberFromString(e164);
    assert.equal(analyzeNumber(e164, e164).valid, p?.isValid() ?? false, e164);
  }
  assert.ok(valid > 200 && n - valid > 200, `${valid} valid of ${n}`);
});
