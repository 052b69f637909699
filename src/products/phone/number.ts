/**
 * Signals from the number itself (offline): parsing with libphonenumber-js and its FULL metadata (number types
 * need it), the line type mapped onto the spec's enum, and the documented suspicious-format rules (docs/phone.md).
 */
import { parsePhoneNumberFromString, validatePhoneNumberLength, getExampleNumber, getCountries, type PhoneNumber } from './libphonenumber.js';
import examples from 'libphonenumber-js/mobile/examples';
import type { PhoneNumberType } from '../../contract/payloads/phone.js';

export interface ParsedPhone {
  /** The input as sent. */
  readonly value: string;
  /** `+` and digits when libphonenumber could read the input as an international number, else null. */
  readonly e164: string | null;
  readonly valid: boolean;
  /** ISO 3166 alpha-2 region of a valid number. */
  readonly country: string | null;
  readonly callingCode: string | null;
  readonly nationalNumber: string | null;
  readonly numberType: PhoneNumberType;
  readonly suspicious: boolean;
  /** Names of the suspicious-format rules that fired. */
  readonly suspiciousRules: readonly string[];
}

/** Separators integrators put in numbers: spaces, dashes, dots, slashes, parentheses. */
const SEPARATORS = /[\s\-./()\u00a0]/g;
const DIGITS_ONLY = /^\d+$/;
/** Rule 9 of the data lookups: digits only, country code first, no leading zero, plus sign, spaces or symbols. */
const RULE_9 = /^[1-9]\d{6,14}$/;

/** Product endpoint: E.164 with or without `+`, `00` international prefix, separators tolerated. */
export function normalizeProductInput(value: string): string | null {
  let s = value.trim().replace(SEPARATORS, '');
  if (s.startsWith('+')) s = s.slice(1);
  else if (s.startsWith('00')) s = s.slice(2);
  if (!DIGITS_ONLY.test(s) || s.length < 3 || s.length > 17 || s.startsWith('0')) return null;
  return `+${s}`;
}

/** Data lookups (rule 9): the digits exactly as required, or null. */
export function normalizeLookupInput(value: string): string | null {
  return RULE_9.test(value) ? `+${value}` : null;
}

const TYPE_MAP: Readonly<Record<string, PhoneNumberType>> = {
  FIXED_LINE: 'FIXED_LINE',
  MOBILE: 'MOBILE',
  FIXED_LINE_OR_MOBILE: 'FIXED_LINE_OR_MOBILE',
  TOLL_FREE: 'TOLL_FREE',
  PREMIUM_RATE: 'PREMIUM_RATE',
  SHARED_COST: 'SHARED_COST',
  VOIP: 'VOIP',
  PERSONAL_NUMBER: 'PERSONAL_NUMBER',
  PAGER: 'PAGER',
  UAN: 'UAN',
  VOICEMAIL: 'VOICEMAIL',
};

export function mapNumberType(t: string | undefined): PhoneNumberType {
  return (t !== undefined && TYPE_MAP[t]) || 'UNKNOWN';
}

// ---------------------------------------------------------------------------------------------------------------
// Suspicious-format rules. Each takes the E.164 digits (no `+`) and the national significant number.

/**
 * Reserved fiction/test ranges, as leading E.164 digits: Ofcom's drama numbers (UK), the NANP 555-01XX range
 * (checked separately: it sits after a variable area code), and ACMA's fiction ranges (Australia).
 */
export const FICTION_PREFIXES: readonly string[] = [
  // Ofcom drama numbers: 07700 900xxx, 01632 960xxx, 020 7946 0xxx, 0113..0191 496 0xxx, 028 9649 6xxx,
  // 029 2018 0xxx, 0808 157 0xxx, 0909 879 0xxx, 03069 990xxx.
  '447700900', '441632960', '442079460', '441134960', '441144960', '441154960', '441164960', '441174960',
  '441184960', '441214960', '441314960', '441414960', '441514960', '441614960', '441914980', '442896496',
  '442920180', '448081570', '449098790', '443069990',
  // ACMA fiction numbers: 02/03/07/08 5550 xxxx and 7010 xxxx, 1800 160 401, 1800 975 707, 1900 654 321.
  '6125550', '6135550', '6175550', '6185550', '6127010', '6137010', '6177010', '6187010', '611800160401',
  '611800975707', '611900654321',
];

const REPEATED_DIGITS = /(\d)\1{5,}/; // six or more of one digit in a row
const REPEATED_PAIRS = /(\d\d)\1{3,}/; // one pair four or more times in a row, e.g. 12121212
const ASCENDING = '01234567890';
const DESCENDING = '09876543210';
const SEQUENCE_LEN = 6;

function hasSequence(nsn: string): boolean {
  for (let i = 0; i + SEQUENCE_LEN <= nsn.length; i++) {
    const part = nsn.slice(i, i + SEQUENCE_LEN);
    if (ASCENDING.includes(part) || DESCENDING.includes(part)) return true;
  }
  return false;
}

/** Every libphonenumber example mobile number (e.g. +447400123456), which fake sign-ups copy. */
const EXAMPLE_NUMBERS: ReadonlySet<string> = new Set(
  getCountries()
    .map((c) => getExampleNumber(c, examples)?.number)
    .filter((n): n is NonNullable<typeof n> => n !== undefined)
    .map((n) => n.slice(1)),
);

export interface SuspiciousRule {
  readonly name: string;
  readonly test: (digits: string, nsn: string, callingCode: string, lengthProblem: string | undefined) => boolean;
}

export const SUSPICIOUS_RULES: readonly SuspiciousRule[] = [
  { name: 'repeated_digits', test: (_d, nsn) => REPEATED_DIGITS.test(nsn) },
  { name: 'repeated_pairs', test: (_d, nsn) => REPEATED_PAIRS.test(nsn) },
  { name: 'sequential_digits', test: (_d, nsn) => hasSequence(nsn) },
  { name: 'fiction_range', test: (d) => FICTION_PREFIXES.some((p) => d.startsWith(p)) },
  // NANP: NPA-555-0100..0199 are reserved for fiction.
  { name: 'nanp_555_01xx', test: (_d, nsn, cc) => cc === '1' && nsn.length === 10 && nsn.slice(3, 8) === '55501' },
  { name: 'too_short', test: (_d, nsn, _cc, len) => len === 'TOO_SHORT' || nsn.length < 5 },
  { name: 'example_number', test: (d) => EXAMPLE_NUMBERS.has(d) },
];

export function suspiciousRules(phone: PhoneNumber | undefined, e164: string, valid = false): string[] {
  const digits = e164.slice(1);
  const nsn = phone ? String(phone.nationalNumber) : digits;
  const cc = phone ? String(phone.countryCallingCode) : '';
  // A valid number has a valid length: skip the second parse validatePhoneNumberLength makes.
  const len = valid ? undefined : validatePhoneNumberLength(e164);
  return SUSPICIOUS_RULES.filter((r) => r.test(digits, nsn, cc, len)).map((r) => r.name);
}

/** Parse an already normalized `+digits` string (or null for an unreadable input). */
export function analyzeNumber(value: string, e164: string | null): ParsedPhone {
  const phone = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!e164) {
    return { value, e164: null, valid: false, country: null, callingCode: null, nationalNumber: null, numberType: 'UNKNOWN', suspicious: false, suspiciousRules: [] };
  }
  const valid = phone?.isValid() ?? false;
  const rules = suspiciousRules(phone, e164, valid);
  return {
    value,
    e164: phone ? String(phone.number) : null,
    valid,
    country: valid ? (phone?.country ?? null) : null,
    callingCode: phone ? String(phone.countryCallingCode) : null,
    nationalNumber: phone ? String(phone.nationalNumber) : null,
    numberType: valid ? mapNumberType(phone?.getType()) : 'UNKNOWN',
    suspicious: rules.length > 0,
    suspiciousRules: rules,
  };
}
