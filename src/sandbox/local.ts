/**
 * What the generated sandbox answers (email, domain, lookups, login) take from the live engines: their local parsing and validation,
 * run on the caller's input (the email syntax and account analysis, the IP parser and special-purpose ranges, the
 * name checker for names read from synthetic profiles). Phone, name, device and ip run the live engines whole
 * (./index.ts). Pure and synchronous: no clock, no network, no database.
 */
import { parseEmail, type ParsedEmail } from '../products/email/syntax.js';
import { accountStats, accountTokens, hasStopWords, parseAccountName, ratio } from '../products/email/account.js';
import { decideStatus } from '../products/email/status.js';
import { checkName, type NameCheck } from '../products/name/check.js';
import { parseIp } from '../reference/ip/address.js';
import { specialRange } from '../reference/ip/special-ranges.js';

type Out = Record<string, unknown>;

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

/** A private or internal address by the live ip engine's parser and table of special-purpose ranges. */
export function isInternalIp(value: string): boolean {
  const ip = parseIp(value);
  return ip !== null && specialRange(ip)?.private === true;
}

/** The live name engine's check of the trimmed parts (validity, risk type, gender). */
export function localName(first: string, last: string): NameCheck {
  return checkName(first.trim(), last.trim());
}
