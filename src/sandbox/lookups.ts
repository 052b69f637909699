/** Sandbox answers of the standalone data lookups (phone-data-breaches, phone-to-name, phone-mnp, ip-proxy). */
import { isIP } from 'node:net';
import type { IpProxyResponse, PhoneDataBreachesResponse, PhoneMnpResponse, PhoneToNameResponse } from '../contract/payloads/lookups.js';
import { dayOffset, daysAgo, makeCtx, randomPerson, type Ctx } from './plan.js';
import { Rng } from './random.js';
import { makeBreaches } from './shared.js';
import { isInternalIp } from './local.js';
import { geoOfDigits, OPERATORS } from './vocab.js';

/** Rule 9: digits only, international format, country code first, no leading zero, plus sign or separators. */
export const isLookupPhone = (phone: string) => /^[1-9]\d{6,14}$/.test(phone);

/** Countries whose numbers come with cities, dates of birth and addresses (elsewhere: names only, rule 11). */
const FULL_COVERAGE = new Set(['US', 'GB', 'ES', 'IT', 'MX', 'BR', 'IN']);
/** Countries with porting history (ported_times, first_ported, last_ported). */
const MNP_HISTORY = new Set(['US', 'GB', 'ES', 'FR', 'DE', 'IT', 'PT', 'NL', 'BR', 'MX']);

function lookupCtx(kind: string, input: string): Ctx {
  const rng = new Rng(`${kind}\u0000${input}`);
  return makeCtx(rng, 'review', false, { geo: geoOfDigits(input) });
}

export function sandboxPhoneDataBreaches(phone: string): PhoneDataBreachesResponse {
  if (!isLookupPhone(phone)) return { is_valid_format: false };
  const c = lookupCtx('phone-data-breaches', phone);
  const count = c.rng.int(0, 6);
  const b = makeBreaches(c, count, ['names', 'emails', 'cities', 'dob', 'address']);
  return {
    is_valid_format: true,
    data_breaches_count: count,
    data_breaches_first_breach: b.first,
    data_breaches_last_breach: b.last,
    data_breaches_data: b.entries.map(({ phones: _phones, ...e }) => e),
    data_breaches_data_lists: {
      names: b.names,
      names_cities: b.namesCities,
      emails: b.emails,
      phones: count > 0 ? [{ value: phone, count }] : [],
      cities: b.cities,
      dobs: b.dobs,
      addresses: b.addresses,
    },
  };
}

const NULL_TO_NAME = {
  first_name: null, last_name: null, confidence: null, has_phone_to_name_match: null, names: null, names_cities: null,
  cities: null, names_dobs: null, names_with_dobs: null, names_addresses: null, names_with_addresses: null, country_code: null,
} as const;

export function sandboxPhoneToName(phone: string): PhoneToNameResponse {
  if (!isLookupPhone(phone)) return { is_valid_format: false, ...NULL_TO_NAME };
  const c = lookupCtx('phone-to-name', phone);
  const geo = geoOfDigits(phone);
  const country_code = geo?.cc ?? null;
  // No name (rule 11): every field other than is_valid_format null.
  if (c.rng.chance(0.2)) return { ...NULL_TO_NAME, is_valid_format: true };

  const people = [c.person, ...Array.from({ length: c.rng.int(0, 2) }, () => randomPerson(c.rng))].filter(
    (p, i, all) => all.findIndex((q) => q.first === p.first && q.last === p.last) === i,
  );
  const names = people.map((p, i) => ({ first_name: p.first, last_name: p.last, count: c.rng.int(1, 4) + (i === 0 ? 4 : 0) }));
  names.sort((a, b) => b.count - a.count);
  const top = names[0];
  const total = names.reduce((s, n) => s + n.count, 0);
  const share = top.count / total;
  const full = geo !== undefined && FULL_COVERAGE.has(geo.cc);
  const g = c.geo;
  const dob = daysAgo(c, 20 * 365, 70 * 365).day;
  const address = `${c.rng.int(1, 250)} Example Street, ${g.zip} ${g.cities[0]}`;
  const byCount = <T extends { count: number }>(xs: T[]) => xs.sort((a, b) => b.count - a.count);
  return {
    is_valid_format: true,
    first_name: top.first_name,
    last_name: top.last_name,
    confidence: share >= 0.75 ? 'HIGH' : share >= 0.5 ? 'MEDIUM' : 'LOW',
    has_phone_to_name_match: true,
    names,
    names_cities: full ? byCount(names.map((n, i) => ({ first_name: n.first_name, last_name: n.last_name, city: g.cities[i % 2], count: Math.max(1, n.count - 1) }))) : null,
    cities: full ? byCount([{ value: g.cities[0], count: top.count }, ...(names.length > 1 ? [{ value: g.cities[1], count: names[1].count }] : [])]) : null,
    names_dobs: full ? [{ value: dob, count: Math.max(1, top.count - 1) }] : null,
    names_with_dobs: full ? [{ first_name: top.first_name, last_name: top.last_name, value: dob, count: Math.max(1, top.count - 1) }] : null,
    names_addresses: full ? [{ value: address, count: 1 }] : null,
    names_with_addresses: full ? [{ first_name: top.first_name, last_name: top.last_name, value: address, count: 1 }] : null,
    country_code,
  };
}

export function sandboxPhoneMnp(phone: string): PhoneMnpResponse {
  if (!isLookupPhone(phone)) return { is_valid_format: false };
  const c = lookupCtx('phone-mnp', phone);
  const mcc = geoOfDigits(phone)?.mcc ?? '001';
  const original = c.rng.int(0, OPERATORS.length - 1);
  const ported = c.rng.chance(0.3);
  const current = ported ? (original + c.rng.int(1, OPERATORS.length - 1)) % OPERATORS.length : original;
  const history = MNP_HISTORY.has(c.geo.cc) && geoOfDigits(phone) !== undefined;
  const times = ported ? c.rng.int(1, 3) : 0;
  const first = ported ? daysAgo(c, 400, 3000).day : null;
  return {
    is_valid_format: true,
    is_ported: ported,
    original_network_name: OPERATORS[original],
    original_network_code: `${mcc}-9${original}`,
    current_network_name: OPERATORS[current],
    current_network_code: `${mcc}-9${current}`,
    ported_times: history ? times : null,
    first_ported: history ? first : null,
    last_ported: history && first ? (times > 1 ? dayOffset(first, c.rng.int(60, 360)) : first) : null,
  };
}

export function sandboxIpProxy(ip: string): IpProxyResponse {
  if (isIP(ip) === 0) return { is_valid_format: false };
  if (isInternalIp(ip)) return { is_valid_format: true, is_vpn: false, is_relay: false, is_proxy: false, is_tor: false, proxy_type: null };
  const rng = new Rng(`ip-proxy\u0000${ip}`);
  const kind = rng.pick(['clean', 'clean', 'clean', 'vpn', 'proxy', 'tor', 'relay'] as const);
  const is_proxy = kind === 'proxy';
  return {
    is_valid_format: true,
    is_vpn: kind === 'vpn',
    is_relay: kind === 'relay',
    is_proxy,
    is_tor: kind === 'tor',
    proxy_type: is_proxy ? rng.pick(['residential', 'datacenter'] as const) : null,
  };
}
