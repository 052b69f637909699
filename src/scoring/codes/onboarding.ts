import { codeConstants, type ReasonCodeDef } from '../types.js';

/**
 * Cross-product consistency codes of the onboarding (hub) score, area O. The rules that fire them are in
 * src/onboarding/consistency.ts; docs/scoring.md explains each with worked examples. Weights are points of the
 * standard `digital_score` model; the other hub models override some of them (src/onboarding/models.ts).
 */
export const ONBOARDING_CODES = [
  { code: 'RO001', kind: 'RISK', area: 'onboarding', name: 'onb_name_not_in_email', description: 'The email account name holds letters but neither the given first nor the last name (after folding, transliteration and spelling variants): the name and the email do not point at the same person.', weight: -40 },
  { code: 'RO002', kind: 'RISK', area: 'onboarding', name: 'onb_phone_name_mismatch', description: 'The phone number is known under other names (phone-to-name or breach names) and none of them shares the given first or last name (NO_MATCH).', weight: -120 },
  { code: 'RO003', kind: 'RISK', area: 'onboarding', name: 'onb_phone_ip_country_mismatch', description: 'The phone number country differs from the country of the IP address.', weight: -60 },
  { code: 'RO004', kind: 'RISK', area: 'onboarding', name: 'onb_email_cctld_mismatch', description: 'The email domain has a country-code TLD (not a generic-use one such as .io or .co) whose country is neither the phone country nor the IP country.', weight: -40 },
  { code: 'RO005', kind: 'RISK', area: 'onboarding', name: 'onb_name_origin_mismatch', description: 'The name is written in a script tied to a set of countries (Cyrillic, Greek, Hangul, Kana, Thai, ...) that holds neither the phone country nor the IP country.', weight: -40 },
  { code: 'RO006', kind: 'RISK', area: 'onboarding', name: 'onb_ip_timezone_far_from_phone', description: 'At the request time the UTC offset of the IP time zone is 3 hours or more away from every time zone of the phone country.', weight: -60 },
  { code: 'RO007', kind: 'RISK', area: 'onboarding', name: 'onb_night_request_abroad', description: 'The request arrived at night at the IP location (request_time night) and the IP is outside the phone country.', weight: -60 },
  { code: 'RO008', kind: 'RISK', area: 'onboarding', name: 'onb_phone_many_emails_week', description: 'Multi-accounting: in the last 7 days earlier live calls linked this phone number with 5 or more other email addresses.', weight: -200 },
  { code: 'RO009', kind: 'RISK', area: 'onboarding', name: 'onb_email_many_phones_week', description: 'Multi-accounting: in the last 7 days earlier live calls linked this email address with 3 or more other phone numbers.', weight: -150 },
  { code: 'RO010', kind: 'RISK', area: 'onboarding', name: 'onb_ip_many_emails_week', description: 'Multi-accounting: in the last 7 days earlier live calls linked this IP address with 10 or more other email addresses (not fired for mobile-network addresses, which carrier NAT shares).', weight: -120 },
  { code: 'RO011', kind: 'RISK', area: 'onboarding', name: 'onb_disposable_email_voip_phone', description: 'Combination: a disposable email (RE002) together with a VoIP phone number (RP003); counted on top of both codes.', weight: -150 },
  { code: 'RO012', kind: 'RISK', area: 'onboarding', name: 'onb_hosting_ip_young_domain', description: 'Combination: a hosting or data-center IP (RI007) together with an email domain registered less than 30 days ago (RE008); counted on top of both codes.', weight: -150 },
  { code: 'RO013', kind: 'RISK', area: 'onboarding', name: 'onb_random_name_new_email', description: 'Combination: a randomly typed name (RN005) together with a new email (never seen in earlier live calls and in no imported breach); counted on top of the name code.', weight: -150 },
  { code: 'TO001', kind: 'TRUST', area: 'onboarding', name: 'onb_name_in_email', description: 'The email account name carries the given name: first and last name (any order, any separator, digits ignored) or the first initial with the last name (maria.rossi, m.rossi, rossi.maria87 for Maria Rossi).', weight: 80 },
  { code: 'TO002', kind: 'TRUST', area: 'onboarding', name: 'onb_name_partly_in_email', description: 'The email account name carries only the given last name (4+ letters) or only the first name (3+ letters).', weight: 30 },
  { code: 'TO003', kind: 'TRUST', area: 'onboarding', name: 'onb_phone_name_match', description: 'A name the phone number is known under (phone-to-name or breach names) has the given first and last name (MATCH).', weight: 120 },
  { code: 'TO004', kind: 'TRUST', area: 'onboarding', name: 'onb_phone_name_partial', description: 'A name the phone number is known under shares the given first or last name, or differs by one typo (PARTIAL_MATCH).', weight: 40 },
  { code: 'TO005', kind: 'TRUST', area: 'onboarding', name: 'onb_countries_agree', description: 'At least two of the known countries (phone, IP, email ccTLD, name origin) are known and they all agree.', weight: 60 },
  { code: 'TO006', kind: 'TRUST', area: 'onboarding', name: 'onb_seen_together_long', description: 'Two or more of these touch points were linked together by an earlier live call 30 or more days ago: a returning identity.', weight: 120 },
  { code: 'TO007', kind: 'TRUST', area: 'onboarding', name: 'onb_seen_together_recent', description: 'Two or more of these touch points were linked together by an earlier live call less than 30 days ago.', weight: 30 },
] as const satisfies readonly ReasonCodeDef[];

/** The codes by name, for the rules that fire them. */
export const ONBOARDING = codeConstants(ONBOARDING_CODES);
