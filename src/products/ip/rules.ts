/**
 * The ip product's reason codes from its signals (thresholds documented in docs/ip.md and src/scoring/codes/ip.ts).
 */
import type { IpPayload } from '../../contract/payloads/ip.js';
import type { NetworkCategory } from '../../reference/ip/classify.js';
import { IP } from '../../scoring/codes/ip.js';

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
  if (!s.valid) return [IP.ip_invalid_format];
  if (s.reserved) return s.p.remote_desktop_enable === true ? [IP.ip_private_or_reserved, IP.ip_remote_desktop_open] : [IP.ip_private_or_reserved];
  const p = s.p;
  const codes: string[] = [];
  if (p.is_tor) codes.push(IP.ip_tor_exit);
  if (p.is_vpn) codes.push(IP.ip_vpn);
  if (p.is_proxy) codes.push(p.proxy_type === 'residential' ? IP.ip_proxy_residential : IP.ip_proxy_datacenter);
  if (p.is_hosting && s.category !== 'cdn') codes.push(IP.ip_hosting);
  if (s.category === 'cdn') codes.push(IP.ip_cdn_address);
  if (p.is_relay) codes.push(IP.ip_privacy_relay);
  if ((p.black_list_count ?? 0) > 0) codes.push(IP.ip_dnsbl_listed);
  if ((p.xbl_count ?? 0) > 0) codes.push(IP.ip_exploits_reported);
  if ((p.css_count ?? 0) > 0) codes.push(IP.ip_spam_reported);
  const recent = [p.xbl_in_days, p.css_in_days].some((d) => d !== null && d <= RECENT_REPORT_DAYS);
  if (recent) codes.push(IP.ip_recently_reported);
  if (p.request_time === 'night') codes.push(IP.ip_local_night_request);
  if ((p.identity_email_count ?? 0) >= MANY_EMAILS) codes.push(IP.ip_many_emails);
  if ((p.identity_msisdn_count ?? 0) >= MANY_PHONES) codes.push(IP.ip_many_phones);
  if ((p.identity_name_count ?? 0) >= MANY_NAMES) codes.push(IP.ip_many_names);
  if (p.remote_desktop_enable === true) codes.push(IP.ip_remote_desktop_open);

  const clean =
    !p.is_tor && !p.is_vpn && !p.is_proxy && !p.is_hosting && !p.is_relay &&
    (p.black_list_count ?? 0) === 0 && (p.xbl_count ?? 0) === 0 && (p.css_count ?? 0) === 0;
  if (clean) {
    if (s.category === 'isp') codes.push(IP.ip_fixed_line);
    if (s.category === 'mobile') codes.push(IP.ip_mobile_network);
    if (s.category === 'university') codes.push(IP.ip_university);
    if (s.firstSeenDays !== null && s.firstSeenDays >= LONG_HISTORY_DAYS) codes.push(IP.ip_long_clean_history);
  }
  if (s.dnsblChecked && (p.black_list_count ?? 0) === 0) codes.push(IP.ip_not_blocklisted);
  return codes;
}
