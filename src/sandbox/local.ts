/**
 * What the sandbox takes from the live engines: their local parsing and validation, run on the caller's input
 * (libphonenumber for phones, the email syntax and account analysis, the IP parser and special-purpose ranges, the
 * name checker). Only enrichment — what live gets from the network, imported datasets and the identity graph — is
 * synthetic. Pure and synchronous: no clock, no network, no database.
 */
import { analyzeNumber, normalizeProductInput } from '../products/phone/number.js';
import { carrierIndex } from '../products/phone/carrier.js';
import { fillPayload, nullPayload as nullPhonePayload } from '../products/phone/payload.js';
import { parseEmail, type ParsedEmail } from '../products/email/syntax.js';
import { accountStats, accountTokens, hasStopWords, parseAccountName, ratio } from '../products/email/account.js';
import { decideStatus } from '../products/email/status.js';
import { checkName, type NameCheck } from '../products/name/check.js';
import { parseIp, type ParsedIp } from '../reference/ip/address.js';
import { specialRange, type SpecialRange } from '../reference/ip/special-ranges.js';

type Out = Record<string, unknown>;

/** The phone fields the live engine computes from the number alone: they hold in the sandbox even when null. */
const PHONE_LOCAL = ['value', 'is_valid_format', 'is_suspicious_format', 'country_code', 'number_type', 'type'] as const;

/**
 * The live phone engine's payload before any dataset or graph lookup (value, validity, region, type, carrier), and
 * the fields of it that are the number's own (`fields`; the carrier of the prefix may still be enriched).
 */
export function localPhone(value: string): { payload: Out; fields: Out; valid: boolean; digits: string | null } {
  const parsed = analyzeNumber(value, normalizeProductInput(value));
  const carrier =
    parsed.valid && parsed.callingCode && parsed.nationalNumber ? carrierIndex().lookup(parsed.callingCode, parsed.nationalNumber) : null;
  const payload = nullPhonePayload() as unknown as Out;
  fillPayload(payload as never, parsed, carrier, {}, null, {});
  const fields: Out = Object.fromEntries(PHONE_LOCAL.map((k) => [k, payload[k]]));
  if (carrier !== null) fields.original_network = carrier;
  return { payload, fields, valid: parsed.valid, digits: parsed.e164 ? parsed.e164.slice(1) : null };
}

/** The live email engine's syntax verdict and its local analysis of the account name. */
export function localEmail(value: string): { email: ParsedEmail; fields: Out } | { email: null; fields: Out } {
  const syntax = parseEmail(value);
  if (!syntax.ok) {
    const d = decideStatus({ syntaxOk: false, disposable: false, typo: false, role: false, randomLocal: false, dns: 'skipped', smtp: 'skipped', usageEvidence: false });
    return { email: null, fields: { value, status: d.status, sub_status: d.sub_status } };
  }
  const { local, domain } = syntax.email;
  const stats = accountStats(local);
  const tokens = accountTokens(local);
  const name = parseAccountName(tokens);
  return {
    email: syntax.email,
    fields: {
      value,
      domain,
      account_length: stats.length,
      account_dots_count: stats.dots,
      account_numbers_count: stats.numbers,
      account_letters_count: stats.letters,
      account_symbols_count: stats.symbols,
      account_vowels_count: stats.vowels,
      account_consonants_count: stats.consonants,
      account_dots_ratio: ratio(stats.dots, stats.length),
      account_numbers_ratio: ratio(stats.numbers, stats.length),
      account_letters_ratio: ratio(stats.letters, stats.length),
      account_symbols_ratio: ratio(stats.symbols, stats.length),
      account_vowels_ratio: ratio(stats.vowels, stats.length),
      account_consonants_ratio: ratio(stats.consonants, stats.length),
      has_stop_words: hasStopWords(tokens, local),
      parsed_first_name: name.first,
      parsed_last_name: name.last,
      parsed_name_is_valid: name.valid,
      parsed_name_risk_type: name.riskType,
      // Whether the account holds the names given in the same call: a single-product call gives none.
      contains_first_name: null,
      contains_last_name: null,
    },
  };
}

/** The live ip engine's parse and special-purpose range (private, documentation, reserved…). */
export function localIp(value: string): { ip: ParsedIp | null; special: SpecialRange | null } {
  const ip = parseIp(value);
  return { ip, special: ip ? specialRange(ip) : null };
}

/** The live name engine's check of the trimmed parts (validity, risk type, gender). */
export function localName(first: string, last: string): NameCheck {
  return checkName(first.trim(), last.trim());
}
