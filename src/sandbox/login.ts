/** Sandbox login tracking: enrollment acknowledgement and login results. */
import { isIP } from 'node:net';
import type { LoginEnrollmentResponse, LoginResultsResponse } from '../contract/payloads/login.js';
import type { ScoreCluster } from '../contract/common.js';
import { makeCtx } from './plan.js';
import { Rng, stableText } from './random.js';
import { drawScore, isRisky } from './scenario.js';
import { isInternalIp } from './local.js';
import { GEOS, HOSTING_ISPS, ISPS, VPN_NAMES } from './vocab.js';
import { PROXY_NAMES } from '../contract/payloads/ip.js';
import { IP } from '../scoring/codes/ip.js';
import { LOGIN } from '../scoring/codes/login.js';

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

export function sandboxLoginEnrollment(sessionId: string, body: Record<string, unknown>): LoginEnrollmentResponse {
  const rng = new Rng(`enrollment\u0000${sessionId}\u0000${stableText(body)}`);
  return { transaction_id: `txn_${rng.hex(24)}`, session_id: sessionId };
}

interface BrowserProfile {
  readonly os: string;
  readonly type: string;
  readonly name: string;
  readonly version: string;
  readonly cpu: string | null;
  readonly cores: number;
  readonly vendor: string;
  readonly renderer: string;
  readonly screen: string;
  readonly viewport: string;
  readonly model: string | null;
  readonly brand: string | null;
  readonly battery: boolean;
}
const PROFILES: readonly BrowserProfile[] = [
  { os: 'Windows 10', type: 'desktop', name: 'Chrome', version: '126.0.0.0', cpu: 'x86', cores: 8, vendor: 'Google Inc. (NVIDIA)', renderer: 'ANGLE (NVIDIA, NVIDIA GeForce GTX 1650 Direct3D11 vs_5_0 ps_5_0, D3D11)', screen: '1920x1080', viewport: '1903x937', model: null, brand: null, battery: false },
  { os: 'macOS 14.5', type: 'desktop', name: 'Safari', version: '17.5', cpu: null, cores: 8, vendor: 'Apple Inc.', renderer: 'Apple GPU', screen: '1512x982', viewport: '1512x862', model: 'Mac', brand: 'Apple', battery: true },
  { os: 'iOS 17.5', type: 'mobile', name: 'Mobile Safari', version: '17.5', cpu: null, cores: 6, vendor: 'Apple Inc.', renderer: 'Apple GPU', screen: '390x844', viewport: '390x664', model: 'iPhone', brand: 'Apple', battery: true },
  { os: 'Android 14', type: 'mobile', name: 'Chrome Mobile', version: '126.0.6478.71', cpu: null, cores: 8, vendor: 'Qualcomm', renderer: 'Adreno (TM) 740', screen: '412x915', viewport: '412x784', model: 'Galaxy S23', brand: 'Samsung', battery: true },
  { os: 'Windows 11', type: 'desktop', name: 'Firefox', version: '127.0', cpu: 'x86', cores: 4, vendor: 'Mozilla', renderer: 'Mozilla', screen: '1366x768', viewport: '1349x625', model: null, brand: null, battery: false },
];
const DOC_V4 = ['192.0.2', '198.51.100', '203.0.113'] as const;

export function sandboxLoginResults(sessionId: string, body: Record<string, unknown>, scenario: ScoreCluster | null): LoginResultsResponse {
  const seed = `results\u0000${sessionId}\u0000${stableText(body)}`;
  const probe = new Rng(seed);
  const cluster: ScoreCluster = scenario ?? probe.pick(['very_low', 'low', 'review', 'high', 'very_high'] as const);
  const rng = new Rng(`${seed}\u0000${cluster}`);
  const risky = isRisky(cluster);
  const c = makeCtx(rng, cluster, risky);
  const p = rng.pick(PROFILES);
  const given = str(body.ip);
  const ip = given ?? (rng.chance(0.8) ? `${rng.pick(DOC_V4)}.${rng.int(1, 254)}` : `2001:db8::${rng.hex(4)}`);
  const valid = isIP(ip) !== 0;
  const internal = valid && isInternalIp(ip);
  const geoKnown = valid && !internal;
  const anonymizer = risky ? rng.pick(['vpn', 'proxy', 'tor', 'none'] as const) : 'none';
  const hosting = anonymizer === 'proxy' || anonymizer === 'vpn';
  const mobile = p.type === 'mobile' && !hosting;
  // A risky login's browser clock often disagrees with its IP's country.
  const browserTz = risky && rng.chance(0.6) ? rng.pick(GEOS).tz : c.geo.tz;
  const listed = risky ? rng.int(1, 8) : 0;
  const when = rng.pick(['morning', 'afternoon', 'evening', 'night'] as const);
  const privacy = risky && rng.chance(0.6);
  const cookies = !risky || rng.chance(0.5);
  const incognito = risky && rng.chance(0.5);
  // The codes the live scorer would give these synthetic fields (src/login/score.ts).
  const codes: string[] = risky ? [LOGIN.login_new_device] : [LOGIN.login_same_device, LOGIN.login_human_behaviour];
  if (browserTz !== c.geo.tz) codes.push(LOGIN.login_timezone_mismatch);
  if (privacy) codes.push(LOGIN.login_privacy_plugins);
  if (incognito) codes.push(LOGIN.login_incognito);
  if (!cookies) codes.push(LOGIN.login_cookies_disabled);
  if (geoKnown && anonymizer === 'vpn') codes.push(IP.ip_vpn);
  if (geoKnown && anonymizer === 'tor') codes.push(IP.ip_tor_exit);
  if (geoKnown && anonymizer === 'proxy') codes.push(IP.ip_proxy_datacenter);
  return {
    transaction_id: str(body.transaction_id) ?? `txn_${rng.hex(24)}`,
    username: str(body.username),
    app_key: str(body.app_key),
    session_id: sessionId,
    device_request_time: null,
    browser_battery_charging: p.battery ? rng.chance(0.4) : null,
    browser_battery_level: p.battery ? rng.int(5, 100) : null,
    browser_device_operating_system: p.os,
    browser_device_type: p.type,
    browser_has_privacy_related_plugins: privacy,
    browser_name: p.name,
    browser_language: c.geo.lang,
    browser_timezone: browserTz,
    browser_version: p.version,
    browser_cpu_class: p.cpu,
    browser_cpu_cores: p.cores,
    browser_video_card_vendor: p.vendor,
    browser_video_card_renderer: p.renderer,
    browser_media_devices_count: p.type === 'mobile' ? 3 : 2,
    browser_media_devices_list: p.type === 'mobile' ? 'audioinput,videoinput,audiooutput' : 'audioinput,audiooutput',
    browser_screen_resolution: p.screen,
    browser_viewport: p.viewport,
    browser_color_depth: 24,
    browser_cookies_enabled: cookies,
    browser_incognito_mode: incognito,
    browser_device_model: p.model,
    browser_device_brand: p.brand,
    ip,
    ip_black_list_count: geoKnown ? listed : null,
    ip_city: geoKnown ? c.geo.cities[0] : null,
    ip_company_domain: geoKnown && hosting ? c.company.domain : null,
    ip_connection_speed: geoKnown ? (mobile ? 'mobile' : hosting ? 'company/T1' : 'broadband/cable/fiber') : null,
    ip_connection_type: !valid ? null : internal ? 'Reserved' : mobile ? 'Mobile ISP' : hosting ? 'Commercial' : 'Fixed Line',
    ip_country: geoKnown ? c.geo.cc : null,
    ip_country_code: geoKnown ? c.geo.cc : null,
    ip_css_count: geoKnown ? listed : null,
    ip_css_in_days: geoKnown && listed > 0 ? rng.int(0, 60) : null,
    ip_is_hosting: valid ? hosting : null,
    ip_is_mobile: valid ? mobile : null,
    ip_is_proxy: valid ? anonymizer === 'proxy' : null,
    ip_is_relay: valid ? false : null,
    ip_is_tor: valid ? anonymizer === 'tor' : null,
    ip_is_valid_format: valid,
    ip_is_vpn: valid ? anonymizer === 'vpn' : null,
    ip_isp: geoKnown ? rng.pick(hosting ? HOSTING_ISPS : ISPS) : null,
    ip_lat: geoKnown ? c.geo.lat.toFixed(4) : null,
    ip_lon: geoKnown ? c.geo.lon.toFixed(4) : null,
    ip_proxy_name: geoKnown && anonymizer === 'proxy' ? rng.pick(PROXY_NAMES) : null,
    ip_proxy_type: geoKnown && anonymizer === 'proxy' ? 'datacenter' : null,
    ip_timezone: geoKnown ? c.geo.tz : null,
    ip_timezone_request_time: geoKnown ? when : null,
    ip_xbl_count: geoKnown ? (anonymizer === 'tor' ? listed : 0) : null,
    ip_xbl_in_days: geoKnown && anonymizer === 'tor' && listed > 0 ? rng.int(0, 30) : null,
    ip_zip: geoKnown ? c.geo.zip : null,
    ip_vpn_name: geoKnown && anonymizer === 'vpn' ? rng.pick(VPN_NAMES) : null,
    score: drawScore(cluster, rng),
    score_cluster: cluster,
    reason_codes: codes.join(','),
  };
}
