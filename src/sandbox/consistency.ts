/**
 * Which reason codes cannot stand together in one answer, and which a scenario keyword may never add: the rules the
 * sandbox's keyword steering (./scenario.ts) keeps, and its tests check every keyword answer against. Three kinds:
 *
 * - An input the live engine could not read (`RP001`, `RE001`, `RI001`, `RD001`): its answer's other fields are null,
 *   so the code is never added to a valid input, and no other code of that product is added to an invalid one (the
 *   live engine may fire a format code beside it, `RP002`, but never a trust code of the product), nor an onboarding
 *   code that reads that product's answer (`TO001` "name in the email" beside an unreadable email).
 * - Alternatives of one fact (the device against the enrolled logins, a number's line type, a domain's age...): at
 *   most one of a group, whether the live engine fired it or the keyword added it.
 * - Trust codes that state the absence of risk signals (`TV001` "no risk signal", `TI001` "no anonymizer, hosting or
 *   blocklist signal"...), which exclude those signals.
 * - Codes whose fact is a field of the answer (`RP004` and `is_disposable`, `RP003` and `number_type`, `RL010` and
 *   `browser_incognito_mode`...): never added where the field says otherwise (a field that is null says nothing, but
 *   for the few where null is itself the answer: no suggestion, never ported, no comparison made).
 *
 * The relations come from the codes' own descriptions in the catalogue (src/scoring/codes); a live answer never breaks
 * them (the sandbox tests check that too).
 */
import type { Product } from '../contract/common.js';
import { CATALOGUE } from '../scoring/catalogue.js';
import { THRESHOLDS as PHONE_THRESHOLDS } from '../products/phone/scoring.js';
import { MANY_EMAILS, MANY_NAMES, MANY_PHONES } from '../products/ip/rules.js';
import { REFERENCE_DAY_MS } from './plan.js';

/** Codes stating that a product's input could not be read, with the letter of that product's codes. */
export const INVALID_INPUT: Readonly<Record<string, string>> = { RP001: 'P', RE001: 'E', RI001: 'I', RD001: 'D' };

/** The onboarding codes that read a product's answer, by its invalid-input code. */
const READS: Readonly<Record<string, readonly string[]>> = {
  RP001: ['TO003', 'TO004', 'RO002', 'RO003', 'RO006', 'RO008', 'RO011'],
  RE001: ['TO001', 'TO002', 'RO001', 'RO004', 'RO009', 'RO011', 'RO012', 'RO013'],
  RI001: ['RO003', 'RO006', 'RO007', 'RO010', 'RO012'],
};

/** Alternatives of one fact: at most one code of each group in an answer. */
const ALTERNATIVES: readonly (readonly string[])[] = [
  // login: the device against the enrolled logins (or none enrolled), the country, travel, the typing and pointer.
  ['RL001', 'TL001', 'TL002', 'RL002'],
  ['RL001', 'TL003', 'RL003'],
  ['RL001', 'RL004'],
  ['TL004', 'RL011'],
  ['TL004', 'RL012'],
  // phone: the line type, the breach name and email against the given ones, platform presence.
  ['TP001', 'RP003', 'RP005'],
  ['TP008', 'RP011'],
  ['TP009', 'RP012'],
  ['TP005', 'RP013'],
  // email: the mailbox's answer, the domain's age.
  ['TE001', 'RE003', 'RE004', 'RE006', 'RE012', 'RE013', 'RE014'],
  ['TE005', 'RE008', 'RE009'],
  // ip: the connection type (a reserved address is none of the others), the DNSBL answer.
  ['RI002', 'TI001', 'TI002', 'TI003', 'RI007', 'RI018'],
  ['TI005', 'RI009'],
  // domain: age, the website over HTTPS, mail authentication, the privacy policy.
  ['TD001', 'RD003', 'RD004'],
  ['TD002', 'RD002', 'RD005', 'RD010', 'RD016'],
  ['TD003', 'RD012'],
  ['TD003', 'RD013'],
  ['TD003', 'RD011'],
  ['TD004', 'RD018'],
  ['TD004', 'RD019'],
  // onboarding: the name in the email, the name the number is known under, the countries.
  ['RO001', 'TO001', 'TO002'],
  ['RO002', 'TO003', 'TO004'],
  ['TO005', 'RO003'],
  ['TO005', 'RO004'],
  ['TO005', 'RO005'],
];

const RANGE = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(3, '0')}`);

/** Trust codes that state the absence of risk signals, with the risk codes they exclude. */
const CLEAN: Readonly<Record<string, readonly string[]>> = {
  TV001: RANGE('RV', 1, 9),
  TV002: RANGE('RV', 1, 9),
  // "no anonymizer, hosting or blocklist signal": reserved, tor, vpn, proxies, hosting, relay, blocklists, CDN.
  TI001: [...RANGE('RI', 2, 12), 'RI018'],
  TI002: [...RANGE('RI', 2, 12), 'RI018'],
  TI003: [...RANGE('RI', 2, 12), 'RI018'],
  TI004: [...RANGE('RI', 2, 12), 'RI018'],
  // A reserved address is no tor exit, VPN, proxy, relay or CDN node, and nobody's remote desktop; it has no location,
  // so no rule of its country or time zone fires (login country, travel, time zone, language; onboarding countries).
  RI002: [...RANGE('RI', 3, 8), 'RI013', 'RI017', 'RI018', 'TL003', 'RL003', 'RL004', 'RL005', 'RL006', 'RO003', 'RO006', 'RO007'],
};

/** code -> the codes it cannot stand with (symmetric). */
const EXCLUDES: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const m = new Map<string, Set<string>>();
  const pair = (a: string, b: string) => {
    if (a === b) return;
    (m.get(a) ?? m.set(a, new Set()).get(a)!).add(b);
    (m.get(b) ?? m.set(b, new Set()).get(b)!).add(a);
  };
  for (const g of ALTERNATIVES) for (const a of g) for (const b of g) pair(a, b);
  for (const [a, bs] of Object.entries(CLEAN)) for (const b of bs) pair(a, b);
  // An unreadable input: no trust code of its product, no onboarding code that reads it.
  for (const [code, letter] of Object.entries(INVALID_INPUT)) {
    for (const def of CATALOGUE.values()) if (def.kind === 'TRUST' && def.code.charAt(1) === letter) pair(code, def.code);
    for (const b of READS[code] ?? []) pair(code, b);
  }
  return m;
})();

/** The product letter of a code (`RP003` -> `P`). */
const productOf = (code: string): string => code.charAt(1);

/**
 * Whether a scenario keyword may add `code` to an answer that already carries `present`: not an invalid-input code,
 * not to a product whose input was invalid, not a fact the answer's fields deny (`fieldsOf`: the fields of the
 * answer of a product letter), and excluded by none of the codes present.
 */
export function mayAdd(code: string, present: ReadonlySet<string>, fieldsOf: (letter: string) => Fields | undefined = () => undefined): boolean {
  if (INVALID_INPUT[code]) return false;
  if (fieldsDeny(code, fieldsOf)) return false;
  for (const c of present) {
    if (INVALID_INPUT[c] === productOf(code)) return false; // nothing more of a product whose input was unreadable
    if (EXCLUDES.get(c)?.has(code)) return false;
  }
  return true;
}

/** Whether two codes cannot stand together (alternatives, a clean trust code and a risk, an unreadable input). */
export function excludes(a: string, b: string): boolean {
  return EXCLUDES.get(a)?.has(b) ?? false;
}

/** The pairs of `codes` that cannot stand together (empty for a consistent answer), each as `A+B`. */
export function contradictions(codes: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < codes.length; i++) {
    for (let j = i + 1; j < codes.length; j++) if (EXCLUDES.get(codes[i]!)?.has(codes[j]!)) out.push(`${codes[i]}+${codes[j]}`);
  }
  return out;
}

/** The letter of a product's codes (`RP003`: phone). */
export const CODE_LETTER: Readonly<Record<Product, string>> = { phone: 'P', email: 'E', ip: 'I', domain: 'D', device: 'V', name: 'N' };

/** A payload as the checks read it. */
export type Fields = Readonly<Record<string, unknown>>;
/** Whether an answer's fields show a code's fact: true, false, or null when the field is null (it says nothing). */
type Stated = (p: Fields) => boolean | null;

const known = (v: unknown): boolean => v !== null && v !== undefined;
const flag = (field: string): Stated => (p) => (known(p[field]) ? p[field] === true : null);
const atLeast = (field: string, n: number): Stated => (p) => (known(p[field]) ? Number(p[field]) >= n : null);
const equals = (field: string, ...values: string[]): Stated => (p) => (known(p[field]) ? values.includes(String(p[field])) : null);

/**
 * The codes whose fact an answer's own fields show, by product letter, with the live rule's reading of the field
 * (src/products/phone/scoring.ts, src/products/ip/rules.ts, src/products/email/, src/login/).
 */
const STATED: Readonly<Record<string, Readonly<Record<string, Stated>>>> = {
  P: {
    RP002: flag('is_suspicious_format'),
    RP003: equals('number_type', 'VOIP'),
    RP004: flag('is_disposable'),
    RP005: equals('number_type', 'TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'UAN', 'PAGER', 'VOICEMAIL'),
    RP007: atLeast('ported_times', PHONE_THRESHOLDS.portedManyTimes),
    RP008: atLeast('identity_email_count', PHONE_THRESHOLDS.linkedEmails),
    RP009: atLeast('identity_name_count', PHONE_THRESHOLDS.linkedNames),
    RP010: atLeast('identity_ip_count', PHONE_THRESHOLDS.linkedIps),
    // Ported in the 30 days before the sandbox's day (never ported: no last porting date, also a fact).
    RP006: (p) => known(p.last_ported) && REFERENCE_DAY_MS - Date.parse(`${String(p.last_ported)}T00:00:00Z`) <= PHONE_THRESHOLDS.recentlyPortedDays * 86_400_000,
    // The breach comparisons: null when no name (email) was given or no breach names one, so no (mis)match either.
    RP011: (p) => p.data_breaches_name_consistency === 'NO_MATCH',
    RP012: (p) => p.data_breaches_email_consistency === 'NO_MATCH',
    TP001: equals('number_type', 'MOBILE', 'FIXED_LINE_OR_MOBILE'),
    TP002: atLeast('data_breaches_count', 1),
    TP004: atLeast('first_seen_days', PHONE_THRESHOLDS.longHistoryDays),
    TP006: (p) => (known(p.has_whatsapp) || known(p.has_telegram) ? p.has_whatsapp === true || p.has_telegram === true : null),
    TP008: (p) => p.data_breaches_name_consistency === 'MATCH',
    TP009: (p) => p.data_breaches_email_consistency === 'MATCH',
  },
  E: {
    RE002: flag('is_disposable'),
    // No suggestion (did_you_mean null) is a fact: no typo.
    RE005: (p) => known(p.did_you_mean),
    RE007: flag('is_role'),
    RE011: flag('has_stop_words'),
    RE015: flag('is_free'),
    RE016: (p) => (known(p.parsed_name_is_valid) ? p.parsed_name_is_valid === false : null),
    TE002: atLeast('data_breaches_count', 1),
  },
  I: {
    RI003: flag('is_tor'),
    RI004: flag('is_vpn'),
    RI005: (p) => (known(p.is_proxy) ? p.is_proxy === true && p.proxy_type !== 'residential' : null),
    RI006: (p) => (known(p.is_proxy) ? p.is_proxy === true && p.proxy_type === 'residential' : null),
    RI008: flag('is_relay'),
    RI009: atLeast('black_list_count', 1),
    RI010: atLeast('xbl_count', 1),
    RI011: atLeast('css_count', 1),
    RI013: equals('request_time', 'night'),
    RI014: atLeast('identity_email_count', MANY_EMAILS),
    RI015: atLeast('identity_msisdn_count', MANY_PHONES),
    RI016: atLeast('identity_name_count', MANY_NAMES),
    RI017: flag('remote_desktop_enable'),
  },
  L: {
    RL010: flag('browser_incognito_mode'),
  },
};

/**
 * Whether the answer whose fields `fieldsOf` gives (by product letter; undefined: not in this answer) says `code`'s
 * fact is false. A field that is null says nothing.
 */
export function fieldsDeny(code: string, fieldsOf: (letter: string) => Fields | undefined): boolean {
  const stated = STATED[productOf(code)]?.[code];
  if (!stated) return false;
  const fields = fieldsOf(productOf(code));
  return fields !== undefined && stated(fields) === false;
}
