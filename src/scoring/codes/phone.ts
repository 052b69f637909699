import { codeConstants, type ReasonCodeDef } from '../types.js';

/** Reason codes of the phone product (area P). Thresholds are in src/products/phone/scoring.ts and docs/phone.md. */
export const PHONE_CODES = [
  { code: 'RP001', kind: 'RISK', area: 'phone', name: 'phone_invalid_format', description: 'The number is not valid for any numbering plan (libphonenumber full metadata), or could not be read as an international number.', weight: -250 },
  { code: 'RP002', kind: 'RISK', area: 'phone', name: 'phone_suspicious_format', description: 'The number matches a suspicious-format rule: six repeated digits, a repeated pair, a six-digit sequence, a reserved fiction/test range (Ofcom drama, NANP 555-01XX, ACMA), a too-short subscriber number, or a published example number.', weight: -150 },
  { code: 'RP003', kind: 'RISK', area: 'phone', name: 'phone_voip', description: 'The number is in a VoIP range of its numbering plan (virtual numbers are cheap to obtain in bulk).', weight: -120 },
  { code: 'RP004', kind: 'RISK', area: 'phone', name: 'phone_disposable', description: 'The number, or its range, is listed in the imported disposable-phones dataset (temporary / receive-SMS-online services).', weight: -250 },
  { code: 'RP005', kind: 'RISK', area: 'phone', name: 'phone_non_personal_line', description: 'The number is a toll-free, premium-rate, shared-cost, UAN, pager or voicemail number, not a personal line.', weight: -80 },
  { code: 'RP006', kind: 'RISK', area: 'phone', name: 'phone_recently_ported', description: 'The imported portability data shows the number was ported to another network in the last 30 days (SIM-swap and account-takeover pattern).', weight: -100 },
  { code: 'RP007', kind: 'RISK', area: 'phone', name: 'phone_ported_many_times', description: 'The imported portability data shows three or more operator changes.', weight: -60 },
  { code: 'RP008', kind: 'RISK', area: 'phone', name: 'phone_many_linked_emails', description: 'Earlier live calls linked five or more distinct emails to this number in the identity graph.', weight: -100 },
  { code: 'RP009', kind: 'RISK', area: 'phone', name: 'phone_many_linked_names', description: 'Earlier live calls linked three or more distinct names to this number in the identity graph.', weight: -80 },
  { code: 'RP010', kind: 'RISK', area: 'phone', name: 'phone_many_linked_ips', description: 'Earlier live calls linked twenty or more distinct IP addresses to this number in the identity graph.', weight: -40 },
  { code: 'RP011', kind: 'RISK', area: 'phone', name: 'phone_breach_name_mismatch', description: 'The names exposed with this number in breaches do not match the name given in the same call (NO_MATCH).', weight: -80 },
  { code: 'RP012', kind: 'RISK', area: 'phone', name: 'phone_breach_email_mismatch', description: 'The emails exposed with this number in breaches do not match the email given in the same call (NO_MATCH).', weight: -40 },
  { code: 'RP013', kind: 'RISK', area: 'phone', name: 'phone_no_platform_presence', description: 'The number was checked on at least three platforms (presence dataset) and found on none.', weight: -60 },
  { code: 'TP001', kind: 'TRUST', area: 'phone', name: 'phone_mobile_line', description: 'The number is a valid mobile (or fixed-line-or-mobile) number.', weight: 30 },
  { code: 'TP002', kind: 'TRUST', area: 'phone', name: 'phone_in_data_breaches', description: 'The number appears in at least one imported data breach: it has been in use by a real person.', weight: 40 },
  { code: 'TP003', kind: 'TRUST', area: 'phone', name: 'phone_breach_over_one_year', description: 'The oldest breach of the number is more than a year old: a long-lived number.', weight: 60 },
  { code: 'TP004', kind: 'TRUST', area: 'phone', name: 'phone_long_history', description: 'The number was first seen in a live call 180 or more days ago.', weight: 80 },
  { code: 'TP005', kind: 'TRUST', area: 'phone', name: 'phone_platform_presence', description: 'The number is present on three or more platforms (presence dataset).', weight: 80 },
  { code: 'TP006', kind: 'TRUST', area: 'phone', name: 'phone_messaging_profile', description: 'The number has a WhatsApp or Telegram profile (presence dataset).', weight: 40 },
  { code: 'TP007', kind: 'TRUST', area: 'phone', name: 'phone_name_known', description: 'The phone-names dataset names the owner with MEDIUM or HIGH confidence.', weight: 40 },
  { code: 'TP008', kind: 'TRUST', area: 'phone', name: 'phone_breach_name_match', description: 'A name exposed with this number in breaches matches the name given in the same call (MATCH).', weight: 60 },
  { code: 'TP009', kind: 'TRUST', area: 'phone', name: 'phone_breach_email_match', description: 'An email exposed with this number in breaches matches the email given in the same call (MATCH).', weight: 40 },
] as const satisfies readonly ReasonCodeDef[];

/** The codes by name, for the rules that fire them. */
export const PHONE = codeConstants(PHONE_CODES);
