/** Login tracking responses: enrollment and results. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Score, ScoreCluster } from '../common.js';
import { Bool, Count, Enum, Str } from './fields.js';
import { CONNECTION_SPEEDS, CONNECTION_TYPES, PROXY_TYPES, REQUEST_TIMES } from './ip.js';

export const LoginEnrollmentResponse = Type.Object(
  {
    transaction_id: Type.String({ description: 'Identifier of the enrollment' }),
    session_id: Type.String({ description: 'Session identifier echoed from the query' }),
  },
  { additionalProperties: false, description: 'Login enrollment acknowledgement' },
);
export type LoginEnrollmentResponse = Static<typeof LoginEnrollmentResponse>;

export const LoginResultsResponse = Type.Object(
  {
    transaction_id: Str('Identifier of the login event'),
    username: Str('User name of the login'),
    app_key: Str('Application key of the collector'),
    session_id: Str('Session identifier'),
    device_request_time: Nullable(Type.String({ format: 'date-time' }), { description: 'ISO 8601 timestamp of the request' }),
    browser_battery_charging: Bool('Battery is charging'),
    browser_battery_level: Nullable(Type.Integer({ minimum: 0, maximum: 100 }), { description: 'Battery level in percent' }),
    browser_device_operating_system: Str('Operating system of the device'),
    browser_device_type: Str('Device type'),
    browser_has_privacy_related_plugins: Bool('Privacy-related plugins detected'),
    browser_name: Str('Browser name'),
    browser_language: Str('Browser language tag'),
    browser_timezone: Str('IANA timezone of the browser'),
    browser_version: Str('Browser version'),
    browser_cpu_class: Str('CPU class'),
    browser_cpu_cores: Count('CPU cores'),
    browser_video_card_vendor: Str('Video card vendor'),
    browser_video_card_renderer: Str('Video card renderer'),
    browser_media_devices_count: Count('Media devices'),
    browser_media_devices_list: Str('Media devices, comma-separated'),
    browser_screen_resolution: Str('Screen resolution, WIDTHxHEIGHT'),
    browser_viewport: Str('Viewport, WIDTHxHEIGHT'),
    browser_color_depth: Count('Color depth in bits'),
    browser_cookies_enabled: Bool('Cookies enabled'),
    browser_incognito_mode: Bool('Incognito / private browsing'),
    browser_device_model: Str('Device model'),
    browser_device_brand: Str('Device brand'),
    ip: Str('IP of the login'),
    ip_black_list_count: Count('Number of providers flagging the IP as spam'),
    ip_city: Str('City of the IP'),
    ip_company_domain: Str('Domain of the company owning the IP'),
    ip_connection_speed: Enum(CONNECTION_SPEEDS, 'Connection speed (ip payload enum)'),
    ip_connection_type: Enum(CONNECTION_TYPES, 'Connection type (ip payload enum)'),
    ip_country: Str('Country of the IP: ISO 3166 alpha-2, the same form as the ip payload\'s `country`'),
    ip_country_code: Str('ISO 3166 alpha-2 code of the IP country'),
    ip_css_count: Count('Times reported in a combined spam sources list'),
    ip_css_in_days: Count('Days since the most recent combined spam sources report'),
    ip_is_hosting: Bool('Hosting or data-center address'),
    ip_is_mobile: Bool('Mobile connection'),
    ip_is_proxy: Bool('Proxy'),
    ip_is_relay: Bool('Privacy relay'),
    ip_is_tor: Bool('Tor exit node'),
    ip_is_valid_format: Bool('Accepted IPv4/IPv6 format'),
    ip_is_vpn: Bool('VPN exit node'),
    ip_isp: Str('Internet service provider'),
    ip_lat: Str('Latitude'),
    ip_lon: Str('Longitude'),
    ip_proxy_name: Str('Proxy provider'),
    ip_proxy_type: Enum(PROXY_TYPES, 'Proxy type: datacenter or residential'),
    ip_timezone: Str('Timezone of the IP'),
    ip_timezone_request_time: Enum(REQUEST_TIMES, 'Local time of day of the request'),
    ip_xbl_count: Count('Times reported in an exploits blocklist'),
    ip_xbl_in_days: Count('Days since the most recent exploits blocklist report'),
    ip_zip: Str('Postal code'),
    ip_vpn_name: Str('VPN provider name'),
    score: Nullable(Score, { description: 'Login quality 0..1000; low means higher risk' }),
    score_cluster: Nullable(ScoreCluster, { description: 'Score band: very_low, low, review, high, very_high' }),
    reason_codes: Str('Comma-separated reason codes behind the score, most influential first (login RL/TL, ip RI/TI, device RV/TV)'),
  },
  { additionalProperties: false, description: 'Login results; every field nullable' },
);
export type LoginResultsResponse = Static<typeof LoginResultsResponse>;
