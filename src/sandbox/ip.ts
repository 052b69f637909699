/** Sandbox ip payload. */
import { IpPayload, PROXY_NAMES, REQUEST_TIMES } from '../contract/payloads/ip.js';
import { compilePlan, nullPayload, runPlan, type Ctx } from './plan.js';
import { clear, clearCompany } from './shared.js';
import { localIp } from './local.js';
import { HOSTING_ISPS, ISPS, VPN_NAMES } from './vocab.js';

type Out = Record<string, unknown>;

/** A private or internal address by the live engine's table of special-purpose ranges. */
export function isInternalIp(ip: string): boolean {
  return localIp(ip).special?.private === true;
}

const coord = (base: number, c: Ctx) => (base + c.rng.float(-0.05, 0.05, 4)).toFixed(4);

const PLAN = compilePlan(
  IpPayload,
  'ip',
  {
    country: (c) => c.geo.cc,
    lat: (c) => coord(c.geo.lat, c),
    lon: (c) => coord(c.geo.lon, c),
    isp: (c) => c.rng.pick(ISPS),
    connection_type: (c) => c.rng.pick(c.risky ? ['Commercial', 'Content Delivery Network', 'Fixed Line', 'Mobile ISP'] : ['Fixed Line', 'Fixed Line', 'Mobile ISP', 'Commercial', 'University / College / School']),
    request_time: (c) => c.rng.pick(REQUEST_TIMES),
    is_vpn: (c) => c.risky && c.rng.chance(0.5),
    is_proxy: (c) => c.risky && c.rng.chance(0.4),
    is_tor: (c) => c.cluster === 'very_low' && c.rng.chance(0.4),
    is_relay: (c) => !c.risky && c.rng.chance(0.05),
    vpn_name: (c) => c.rng.pick(VPN_NAMES),
    proxy_name: (c) => c.rng.pick(PROXY_NAMES),
    black_list_count: (c) => (c.risky ? c.rng.int(1, 12) : c.rng.int(0, 1)),
    company_domain: (c) => c.company.domain,
    company_country: (c) => c.geo.country,
    remote_desktop_enable: (c) => c.risky && c.rng.chance(0.3),
    xbl_count: (c) => (c.risky ? c.rng.int(0, 6) : 0),
    css_count: (c) => (c.risky ? c.rng.int(0, 6) : 0),
  },
  /^(country|connection_type|is_|black_list_count|xbl_count|css_count|remote_desktop_enable)/,
  /^(is_valid_format|is_private_internal_address|is_mobile|is_hosting|connection_speed|proxy_type)$/,
);

export function sandboxIpPayload(value: string, c: Ctx): Out {
  const out = runPlan(PLAN, c);
  out.value = value;
  out.is_valid_format = true;
  out.is_private_internal_address = false;

  const type = out.connection_type;
  out.is_mobile = type === 'Mobile ISP';
  out.connection_speed = type === 'Mobile ISP' ? 'mobile' : type === 'Commercial' || type === 'Content Delivery Network' ? 'company/T1' : 'broadband/cable/fiber';
  out.is_hosting = type === 'Content Delivery Network' || (type === 'Commercial' && c.risky);
  if (out.is_hosting) out.isp = c.rng.pick(HOSTING_ISPS);
  if (!out.is_vpn) out.vpn_name = null;
  if (out.is_proxy) out.proxy_type = out.is_hosting ? 'datacenter' : 'residential';
  else clear(out, ['proxy_name', 'proxy_type']);
  // The owning company is known for business connections only.
  if (type !== 'Commercial' && type !== 'Content Delivery Network' && type !== 'University / College / School') clearCompany(out);
  for (const list of ['xbl', 'css'] as const) {
    if (out[`${list}_count`] === 0) out[`${list}_in_days`] = null;
    else if (out[`${list}_in_days`] === null) out[`${list}_in_days`] = c.rng.int(0, 90);
  }
  return out;
}

/** Special-purpose addresses (the live engine's table: private, documentation, ...): no geolocation, no reputation; Reserved. */
export function internalIpPayload(value: string, isPrivate: boolean): Out {
  const out = nullPayload(PLAN);
  Object.assign(out, {
    value, is_valid_format: true, is_private_internal_address: isPrivate, connection_type: 'Reserved',
    is_mobile: false, is_vpn: false, is_proxy: false, is_tor: false, is_relay: false, is_hosting: false,
    black_list_count: 0, xbl_count: 0, css_count: 0, remote_desktop_enable: false,
  });
  return out;
}

export function invalidIpPayload(value: string): Out {
  const out = nullPayload(PLAN);
  out.value = value;
  out.is_valid_format = false;
  return out;
}
