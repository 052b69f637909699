/**
 * The ip product's reason codes from its signals (thresholds documented in docs/ip.md and src/scoring/codes/ip.ts).
 */
import type { IpPayload } from '../../contract/payloads/ip.js';
import type { NetworkCategory } from '../../reference/ip/classify.js';

export const MANY_EMAILS = 10;
export const MANY_PHONES = 5;
export const MANY_NAMES = 10;
export const RECENT_REPORT_DAYS = 7;
export const LONG_HISTORY_DAYS = 90;

export interface IpSignals {
  readonly valid: boolean;
  readonly reserved: boolean;
  readonly category: NetworkCategory | 'reserved' | null;
  readonly p: Omit<IpPayload, 'score' | 'score_cluster' | 'reason_codes'>;
  readonly firstSeenDays: number | null;
  /** DNSBL zones were queried and all answered. */
  readonly dnsblChecked: boolean;
}

export function ipReasonCodes(s: IpSignals): string[] {
  if (!s.valid) return ['RI001'];
  if (s.reserved) return s.p.remote_desktop_enable === true ? ['RI002', 'RI017'] : ['RI002'];
  const p = s.p;
  const codes: string[] = [];
  if (p.is_tor) codes.push('RI003');
  if (p.is_vpn) codes.push('RI004');
  if (p.is_proxy) codes.push(p.proxy_type === 'residential' ? 'RI006' : 'RI005');
  if (p.is_hosting && s.category !== 'cdn') codes.push('RI007');
  if (s.category === 'cdn') codes.push('RI018');
  if (p.is_relay) codes.push('RI008');
  if ((p.black_list_count ?? 0) > 0) codes.push('RI009');
  if ((p.xbl_count ?? 0) > 0) codes.push('RI010');
  if ((p.css_count ?? 0) > 0) codes.push('RI011');
  const recent = [p.xbl_in_days, p.css_in_days].some((d) => d !== null && d <= RECENT_REPORT_DAYS);
  if (recent) codes.push('RI012');
  if (p.request_time === 'night') codes.push('RI013');
  if ((p.identity_email_count ?? 0) >= MANY_EMAILS) codes.push('RI014');
  if ((p.identity_msisdn_count ?? 0) >= MANY_PHONES) codes.push('RI015');
  if ((p.identity_name_count ?? 0) >= MANY_NAMES) codes.push('RI016');
  if (p.remote_desktop_enable === true) codes.push('RI017');

  const clean =
    !p.is_tor && !p.is_vpn && !p.is_proxy && !p.is_hosting && !p.is_relay &&
    (p.black_list_count ?? 0) === 0 && (p.xbl_count ?? 0) === 0 && (p.css_count ?? 0) === 0;
  if (clean) {
    if (s.category === 'isp') codes.push('TI001');
    if (s.category === 'mobile') codes.push('TI002');
    if (s.category === 'university') codes.push('TI003');
    if (s.firstSeenDays !== null && s.firstSeenDays >= LONG_HISTORY_DAYS) codes.push('TI004');
  }
  if (s.dnsblChecked && (p.black_list_count ?? 0) === 0) codes.push('TI005');
  return codes;
}
