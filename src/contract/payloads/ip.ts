/** The ip payload (object `ip` of the ip and hub responses). All fields nullable. */
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Count, Enum, Str, reasonCodes, scoreFields } from './fields.js';

export const CONNECTION_TYPES = [
  'Commercial', 'Content Delivery Network', 'Fixed Line', 'Mobile ISP', 'Reserved', 'University / College / School',
] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
export const CONNECTION_SPEEDS = ['company/T1', 'broadband/cable/fiber', 'mobile'] as const;
export type ConnectionSpeed = (typeof CONNECTION_SPEEDS)[number];
export const REQUEST_TIMES = ['morning', 'afternoon', 'evening', 'night'] as const;
export type RequestTime = (typeof REQUEST_TIMES)[number];
export const PROXY_NAMES = ['Bright Data', 'Smartproxy', 'Oxylabs', 'Netnut', 'Webshare', 'GoProxy'] as const;
export type ProxyName = (typeof PROXY_NAMES)[number];
export const PROXY_TYPES = ['datacenter', 'residential'] as const;

export const IpPayload = Type.Object(
  {
    value: Str('IP echoed; IPv4 or IPv6'),
    city: Str('City'),
    connection_speed: Enum(CONNECTION_SPEEDS, 'Connection speed: company/T1, broadband/cable/fiber, mobile'),
    connection_type: Enum(CONNECTION_TYPES, 'Connection type'),
    country: Str('ISO 3166 alpha-2 code'),
    lat: Str('Latitude'),
    lon: Str('Longitude'),
    isp: Str('Internet service provider'),
    timezone: Str('Timezone of the IP'),
    request_time: Enum(REQUEST_TIMES, 'Local time of day of the request: morning, afternoon, evening, night'),
    zip: Str('Postal code'),
    is_mobile: Bool('Mobile connection'),
    is_vpn: Bool('VPN exit node'),
    is_proxy: Bool('Proxy'),
    is_tor: Bool('Tor exit node'),
    is_relay: Bool('Privacy relay (e.g. iCloud Private Relay)'),
    is_hosting: Bool('Hosting or data-center address'),
    vpn_name: Str('VPN provider name', { deprecated: true }),
    proxy_name: Enum(PROXY_NAMES, 'Proxy provider'),
    proxy_type: Enum(PROXY_TYPES, 'Proxy type: datacenter or residential'),
    ...scoreFields(),
    black_list_count: Count('Number of providers flagging the IP as spam'),
    company_domain: Str('Domain of the owning company, if found'),
    company_name: Str('Company name'),
    company_description: Str('Company description'),
    company_industry: Str('Company industry'),
    company_keywords: Str('Company keywords, comma-separated'),
    company_logo: Str('Company logo URL'),
    company_country: Str('Company country (full country name)'),
    company_twitter_url: Str('Company Twitter/X URL'),
    company_facebook_url: Str('Company Facebook URL'),
    company_linkedin_url: Str('Company LinkedIn URL'),
    company_tech_stack: Str('Company technologies, comma-separated'),
    company_employees: Count('Company employees'),
    company_founded: Count('Year the company was founded'),
    company_annual_revenue: Count('Company annual revenue'),
    company_total_funding: Count('Company total funding'),
    reason_codes: reasonCodes(),
    identity_device_count: Count('Devices linked to the IP', { deprecated: true }),
    identity_email_count: Count('Emails linked to the IP'),
    identity_msisdn_count: Count('Phone numbers linked to the IP'),
    identity_name_count: Count('Names linked to the IP'),
    remote_desktop_enable: Bool('The IP accepts common remote-desktop connections'),
    xbl_count: Count('Times reported in an exploits blocklist'),
    css_count: Count('Times reported in a combined spam sources list'),
    xbl_in_days: Count('Days since the most recent exploits blocklist report'),
    css_in_days: Count('Days since the most recent combined spam sources report'),
    is_valid_format: Bool('Accepted IPv4/IPv6 format'),
    is_private_internal_address: Bool('Private internal address'),
  },
  { additionalProperties: false, description: 'IP data payload; all fields nullable' },
);
export type IpPayload = Static<typeof IpPayload>;
