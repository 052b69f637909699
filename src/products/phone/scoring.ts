/** The phone scorecard: which reason codes fire for a payload, with the thresholds of docs/phone.md. */
import type { PhonePayload } from '../../contract/payloads/phone.js';
import { applyScorecard, type Scored } from '../../scoring/scorecard.js';
import { PHONE } from '../../scoring/codes/phone.js';

export const PHONE_SCORECARD = { id: 'phone_score', base: 50 } as const;

export const THRESHOLDS = {
  recentlyPortedDays: 30,
  portedManyTimes: 3,
  linkedEmails: 5,
  linkedNames: 3,
  linkedIps: 20,
  longHistoryDays: 180,
  breachAgeDays: 365,
  platformsForPresence: 3,
  platformsCheckedForAbsence: 3,
} as const;

const NON_PERSONAL = new Set(['TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'UAN', 'PAGER', 'VOICEMAIL']);
const DAY_MS = 86_400_000;

export interface ScoringFacts {
  /** Platforms observed for the number (present or not) and how many of them had it present. */
  readonly platformsChecked: number;
  readonly platformsPresent: number;
  readonly nameConfidence: 'LOW' | 'MEDIUM' | 'HIGH' | null;
  /** General codes (RG00x) raised by the lookups. */
  readonly general: readonly string[];
}

const daysSince = (day: string, now: Date) => Math.floor((now.getTime() - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);

export function phoneReasonCodes(p: PhonePayload, f: ScoringFacts, now: Date): string[] {
  const t = THRESHOLDS;
  const codes: string[] = [...f.general];
  if (p.is_valid_format === false) codes.push(PHONE.phone_invalid_format);
  if (p.is_suspicious_format) codes.push(PHONE.phone_suspicious_format);
  if (p.number_type === 'VOIP') codes.push(PHONE.phone_voip);
  if (p.is_disposable) codes.push(PHONE.phone_disposable);
  if (p.number_type && NON_PERSONAL.has(p.number_type)) codes.push(PHONE.phone_non_personal_line);
  if (p.last_ported && daysSince(p.last_ported, now) <= t.recentlyPortedDays) codes.push(PHONE.phone_recently_ported);
  if ((p.ported_times ?? 0) >= t.portedManyTimes) codes.push(PHONE.phone_ported_many_times);
  if ((p.identity_email_count ?? 0) >= t.linkedEmails) codes.push(PHONE.phone_many_linked_emails);
  if ((p.identity_name_count ?? 0) >= t.linkedNames) codes.push(PHONE.phone_many_linked_names);
  if ((p.identity_ip_count ?? 0) >= t.linkedIps) codes.push(PHONE.phone_many_linked_ips);
  if (p.data_breaches_name_consistency === 'NO_MATCH') codes.push(PHONE.phone_breach_name_mismatch);
  if (p.data_breaches_email_consistency === 'NO_MATCH') codes.push(PHONE.phone_breach_email_mismatch);
  if (f.platformsChecked >= t.platformsCheckedForAbsence && f.platformsPresent === 0) codes.push(PHONE.phone_no_platform_presence);
  if (p.number_type === 'MOBILE' || p.number_type === 'FIXED_LINE_OR_MOBILE') codes.push(PHONE.phone_mobile_line);
  if ((p.data_breaches_count ?? 0) > 0) codes.push(PHONE.phone_in_data_breaches);
  if (p.data_breaches_first_breach && daysSince(p.data_breaches_first_breach, now) > t.breachAgeDays) codes.push(PHONE.phone_breach_over_one_year);
  if ((p.first_seen_days ?? 0) >= t.longHistoryDays) codes.push(PHONE.phone_long_history);
  if (f.platformsPresent >= t.platformsForPresence) codes.push(PHONE.phone_platform_presence);
  if (p.has_whatsapp || p.has_telegram) codes.push(PHONE.phone_messaging_profile);
  if (f.nameConfidence === 'MEDIUM' || f.nameConfidence === 'HIGH') codes.push(PHONE.phone_name_known);
  if (p.data_breaches_name_consistency === 'MATCH') codes.push(PHONE.phone_breach_name_match);
  if (p.data_breaches_email_consistency === 'MATCH') codes.push(PHONE.phone_breach_email_match);
  return codes;
}

export function scorePhone(codes: readonly string[]): Scored {
  return applyScorecard(codes, PHONE_SCORECARD);
}
