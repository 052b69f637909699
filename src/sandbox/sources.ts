/**
 * Seeded synthetic enrichment sources: what the sandbox injects into the live engines (EngineDeps.graph and
 * EngineDeps.sources) in place of the identity graph and the imported datasets, so the engines' own parsing,
 * validation, payload building and scoring run unchanged on invented data. Each answer is a pure function of the
 * lookup key (the E.164 digits, the touch point, the brand and model): no clock, no network, no database. The
 * "world" of a key (its person, country, operator) is drawn once from a PRNG seeded by a hash of the key, and its
 * risk level from the same hash, so keys spread over trusted and risky worlds. Only reserved or fictional values.
 */
import { isValidPhoneNumber } from '../products/phone/libphonenumber.js';
import type { IdentityProfile, Touchpoint } from '../identity/graph.js';
import type { IdentityProfiles } from '../products/types.js';
import type { DatasetName, DatasetValue, PhoneDatasetSource } from '../products/phone/sources.js';
import type { BreachAggregate } from '../reference/datasets/breaches.js';
import type { PhoneNames } from '../reference/datasets/phone-names.js';
import type { MnpRecord } from '../reference/datasets/mnp.js';
import { PRESENCE_PLATFORMS, type PresenceObservation, type PresencePlatform } from '../reference/datasets/presence.js';
import { EmailPayload } from '../contract/payloads/email.js';
import type { EmailDatasetSource, ImportedFacts } from '../products/email/imported.js';
import type { CatalogueRow, CatalogueRows } from '../reference/device/catalogue.js';
import { daysAgo, dayOffset, makeCtx, REFERENCE_DAY_MS, slug, type Ctx, type Person } from './plan.js';
import { Rng } from './random.js';
import { clusterFor, isRisky } from './scenario.js';
import { makeBreaches } from './shared.js';
import { DISPOSABLE_PHONE_PROVIDERS, genderOfName, geoOfDigits, OPERATORS, VPN_NAMES, type Geo } from './vocab.js';
import type { DnsClient } from '../enrich/dns.js';
import { PROXY_NAMES } from '../contract/payloads/ip.js';
import type { IpReference } from '../products/ip/reference.js';
import { parseIp, type ParsedIp } from '../reference/ip/address.js';
import type { AsnRecord, AsnSource } from '../reference/ip/asn-index.js';
import type { GeoRecord, GeoSource } from '../reference/ip/geo.js';
import type { ListKind, ListMatch } from '../reference/ip/interval-index.js';
import type { ListSource } from '../reference/ip/list-store.js';

const DAY_MS = 86_400_000;

/** The world of one lookup key: seeded PRNG, risk level from the key's hash, person and country. */
export function world(seed: string, given: { geoDigits?: string; geo?: Geo; person?: Person; risky?: boolean } = {}): Ctx {
  const cluster = clusterFor(null, seed);
  const rng = new Rng(`${seed}\u0000${cluster}`);
  const geo = given.geo ?? (given.geoDigits ? geoOfDigits(given.geoDigits) : undefined);
  return makeCtx(rng, cluster, given.risky ?? isRisky(cluster), { geo, person: given.person });
}

/** The identity graph of the sandbox: link counts and a first-seen day per touch point, as if earlier calls had linked it. */
export const syntheticGraph: IdentityProfiles = {
  async profile(tp: Touchpoint, _scope: string, now: Date = new Date(REFERENCE_DAY_MS)): Promise<IdentityProfile> {
    // A number no numbering plan has was never used by the synthetic world's earlier calls (docs/sandbox.md: an
    // invalid input's other fields are null): no links, no first-seen day, so no trust code from them.
    if (tp.kind === 'phone' && !isValidPhoneNumber(tp.value)) return { counts: { phone: 0, email: 0, ip: 0, name: 0, device: 0, domain: 0 }, first_seen: null, first_seen_days: null };
    const c = world(`graph\u0000${tp.kind}\u0000${tp.value}`);
    const n = (trusted: number, risky: number) => c.rng.int(0, c.risky ? risky : trusted);
    const counts = { phone: n(2, 4), email: n(2, 6), ip: n(6, 25), name: n(1, 4), device: n(3, 5), domain: n(1, 2) };
    counts[tp.kind] = 0;
    if (c.rng.chance(c.risky ? 0.5 : 0.15)) return { counts: { phone: 0, email: 0, ip: 0, name: 0, device: 0, domain: 0 }, first_seen: null, first_seen_days: null };
    const today = Math.floor(now.getTime() / DAY_MS);
    const days = c.rng.int(c.risky ? 0 : 30, c.risky ? 40 : 1500);
    return { counts, first_seen: new Date((today - days) * DAY_MS).toISOString().slice(0, 10), first_seen_days: days };
  },
};

/** Platforms a phone number is checked on (the phone payload's has_* flags). */
const PHONE_PLATFORMS: readonly PresencePlatform[] = [
  'whatsapp', 'telegram', 'amazon', 'ea', 'google', 'office365', 'instagram', 'facebook', 'twitter', 'flipkart', 'didi',
  'aliexpress', 'apple', 'snapchat', 'weibo', 'openai', 'linkedin', 'skype',
];

function breaches(c: Ctx): BreachAggregate {
  const b = makeBreaches(c, c.rng.int(0, c.risky ? 2 : 6), ['names', 'emails', 'cities', 'dob', 'address']);
  return {
    count: b.entries.length,
    first_breach: b.first,
    last_breach: b.last,
    entries: b.entries,
    lists: { names: b.names, names_cities: b.namesCities, emails: b.emails, phones: b.phones, cities: b.cities, dobs: b.dobs, addresses: b.addresses },
  };
}

function phoneNames(c: Ctx): PhoneNames | null {
  if (!c.rng.chance(c.risky ? 0.3 : 0.7)) return null;
  const total = c.rng.int(1, 8);
  const { first, last } = c.person;
  const city = c.geo.cities[0];
  const dob = daysAgo(c, 20 * 365, 70 * 365).day;
  const address = `${c.rng.int(1, 250)} Example Street, ${c.geo.zip} ${city}`;
  return {
    total,
    names: [{ first_name: first, last_name: last, count: total }],
    names_cities: [{ first_name: first, last_name: last, city, count: total }],
    cities: [{ value: city, count: total }],
    names_dobs: [{ value: dob, count: total }],
    names_with_dobs: [{ first_name: first, last_name: last, value: dob, count: total }],
    names_addresses: [{ value: address, count: total }],
    names_with_addresses: [{ first_name: first, last_name: last, value: address, count: total }],
  };
}

function mnp(c: Ctx): MnpRecord | null {
  if (!c.rng.chance(0.8)) return null;
  const code = () => `${c.geo.mcc}-${String(c.rng.int(1, 99)).padStart(2, '0')}`;
  const original = c.rng.pick(OPERATORS);
  const times = c.rng.chance(c.risky ? 0.5 : 0.2) ? c.rng.int(1, c.risky ? 4 : 2) : 0;
  if (times === 0) {
    const own = code();
    return { original_network_name: original, original_network_code: own, current_network_name: original, current_network_code: own, ported_times: 0, first_ported: null, last_ported: null };
  }
  const current = OPERATORS[(OPERATORS.indexOf(original) + 1) % OPERATORS.length];
  const first = daysAgo(c, c.risky ? 5 : 200, 3000).day;
  const last = times > 1 ? dayOffset(first, c.rng.int(1, 300)) : first;
  return {
    original_network_name: original,
    original_network_code: code(),
    current_network_name: current,
    current_network_code: code(),
    ported_times: times,
    first_ported: first,
    last_ported: Date.parse(last) > REFERENCE_DAY_MS ? first : last,
  };
}

function presence(c: Ctx, platforms: readonly PresencePlatform[]): Partial<Record<PresencePlatform, PresenceObservation>> {
  const out: Partial<Record<PresencePlatform, PresenceObservation>> = {};
  const handle = `${slug(c.person.first)}${c.rng.int(10, 99)}`;
  for (const platform of platforms) {
    if (!c.rng.chance(0.7)) continue; // not checked on every platform
    const present = c.rng.chance(platform === 'whatsapp' ? (c.risky ? 0.3 : 0.85) : c.risky ? 0.15 : 0.5);
    const messaging = platform === 'whatsapp' || platform === 'telegram' || platform === 'skype';
    const privacy = messaging && present ? (c.rng.chance(0.7) ? 'public' : 'private') : null;
    out[platform] = {
      present,
      observed: daysAgo(c, 1, 400).day,
      first_name: messaging && present ? c.person.first : null,
      last_name: messaging && present ? c.person.last : null,
      username: platform === 'telegram' && present ? handle : null,
      image_url: privacy === 'public' ? `https://example.com/sandbox/img/${platform}-${c.token}.jpg` : null,
      privacy_status: privacy,
    };
  }
  return out;
}

/** The five phone datasets, "imported" for every number, with the facts of the number's world. */
export const syntheticPhoneDatasets: PhoneDatasetSource = {
  async read<N extends DatasetName>(name: N, digits: string): Promise<DatasetValue<N> | undefined> {
    // One world per number: each dataset re-derives it from the same seed, then draws from its own stream.
    const c = world(`phone\u0000${digits}`, { geoDigits: digits });
    const own = new Rng(`${digits}\u0000${name}`);
    const d: Ctx = { ...c, rng: own };
    switch (name) {
      case 'breaches':
        return breaches(d) as DatasetValue<N>;
      case 'phone-names':
        return phoneNames(d) as DatasetValue<N>;
      case 'mnp':
        return mnp(d) as DatasetValue<N>;
      case 'disposable-phones':
        return (c.risky && own.chance(0.4) ? { provider: own.pick(DISPOSABLE_PHONE_PROVIDERS), pattern: digits.slice(0, -4), is_range: true } : null) as DatasetValue<N>;
      case 'presence':
        return presence(d, PHONE_PLATFORMS) as DatasetValue<N>;
      default:
        return undefined;
    }
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Email: the person behind an address, and the imported `breaches` and `presence` datasets of the address.

/** Platforms an email address is checked on: those the email payload has a `has_<platform>` flag for. */
const EMAIL_PLATFORMS: readonly PresencePlatform[] = PRESENCE_PLATFORMS.filter((p) => `has_${p}` in EmailPayload.properties);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** The world of an address: its person is the one the account names (`jane.doe`), else a drawn one. */
export function addressWorld(address: string): Ctx {
  const key = address.toLowerCase();
  const local = key.slice(0, key.lastIndexOf('@'));
  const words = local.split(/[._-]+/).filter((w) => /^[a-z]{2,}$/.test(w));
  const person: Person | undefined = words.length === 2 ? { first: cap(words[0]), last: cap(words[1]), gender: genderOfName(words[0]) ?? 'F' } : undefined;
  return world(`email\u0000${key}`, { person });
}

/** The `breaches` and `presence` datasets, "imported" for every address, with the facts of the address's world. */
export const syntheticEmailDatasets: EmailDatasetSource = {
  async read(email: string): Promise<ImportedFacts> {
    const c = addressWorld(email);
    return {
      breaches: breaches({ ...c, rng: new Rng(`${email.toLowerCase()}\u0000breaches`) }),
      presence: presence({ ...c, rng: new Rng(`${email.toLowerCase()}\u0000presence`) }, EMAIL_PLATFORMS),
    };
  },
};

/**
 * The imported `devices` rows of the sandbox: a retail price per brand + model (the detector's own data gives the
 * release year and screen, as in live; it has no prices).
 */
export const syntheticDeviceRows: CatalogueRows = {
  async find(brandKey: string, modelKey: string): Promise<CatalogueRow | undefined> {
    const rng = new Rng(`device\u0000${brandKey}\u0000${modelKey}`);
    return { release_year: null, screen_width: null, screen_height: null, price_usd: rng.int(9, 130) * 10 - 1 };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// IP: the local reference data (geolocation, ASN, imported lists) and the DNS answers (PTR, DNSBL) of the sandbox.

/** Networks of the sandbox: named so the live classifier reads them (ISP, mobile, university, hosting). */
const IP_NETWORKS = [
  { org: 'Example Broadband', ptr: 'dsl', risky: false },
  { org: 'Sample Wireless', ptr: 'mobile', risky: false },
  { org: 'Demo Cable Broadband', ptr: 'cable', risky: false },
  { org: 'Example State University', ptr: null, risky: false },
  { org: 'Demo Cloud Hosting', ptr: 'vps', risky: true },
  { org: 'Example Datacenter Hosting', ptr: 'server', risky: true },
] as const;
/** The DNSBL zone of the sandbox (a reserved name): its answers are synthetic like the rest. */
export const SANDBOX_DNSBL_ZONE = 'dnsbl.sandbox.example';
const LIST_KINDS: ReadonlySet<ListKind> = new Set(['tor', 'vpn', 'proxy', 'relay', 'hosting', 'spam', 'exploits']);
const DAY = Math.floor(REFERENCE_DAY_MS / DAY_MS);

interface IpWorld {
  readonly c: Ctx;
  readonly network: (typeof IP_NETWORKS)[number];
  readonly asn: number;
}

function ipWorld(canonical: string): IpWorld {
  const c = world(`ip\u0000${canonical}`);
  const hosted = c.risky && c.rng.chance(0.7);
  const pool = IP_NETWORKS.filter((n) => n.risky === hosted);
  const network = c.rng.pick(pool);
  // Private-use ASNs (RFC 6996): no curated table of the classifier knows them, so it reads the name as live does.
  return { c, network, asn: 64512 + IP_NETWORKS.indexOf(network) * 100 + c.rng.int(0, 99) };
}

const ptrName = (w: IpWorld, canonical: string) =>
  w.network.ptr === null ? null : `${w.network.ptr}-${canonical.replace(/[.:]/g, '-')}.${slug(w.network.org)}.example`;

/** The ip engine's reference data in the sandbox: geolocation, ASN and the imported lists, per address. */
export function syntheticIpReference(): IpReference {
  const geo: GeoSource = {
    lookup(ip: ParsedIp): GeoRecord {
      const { c } = ipWorld(ip.canonical);
      return {
        city: c.geo.cities[0], country: c.geo.cc, region: c.geo.region, zip: c.geo.zip,
        latitude: c.geo.lat + c.rng.float(-0.05, 0.05, 4), longitude: c.geo.lon + c.rng.float(-0.05, 0.05, 4),
      };
    },
  };
  const asn: AsnSource = {
    ranges: { v4: 0, v6: 0 },
    lookup(ip: ParsedIp): AsnRecord {
      const w = ipWorld(ip.canonical);
      return { asn: w.asn, org: w.network.org };
    },
  };
  const lists: ListSource = {
    kinds: LIST_KINDS,
    lookup(ip: ParsedIp): ListMatch | null {
      const { c, network } = ipWorld(ip.canonical);
      const rng = new Rng(`ip-lists\u0000${ip.canonical}`);
      if (!c.risky && !rng.chance(0.05)) return null;
      const kinds = new Set<ListKind>();
      if (!c.risky) kinds.add('relay');
      else {
        if (rng.chance(0.5)) kinds.add('vpn');
        if (rng.chance(0.4)) kinds.add('proxy');
        if (c.cluster === 'very_low' && rng.chance(0.4)) kinds.add('tor');
        if (network.risky) kinds.add('hosting');
      }
      const spam = c.risky && rng.chance(0.5) ? rng.int(1, 6) : 0;
      const exploits = c.risky && rng.chance(0.4) ? rng.int(1, 6) : 0;
      if (spam) kinds.add('spam');
      if (exploits) kinds.add('exploits');
      if (kinds.size === 0) return null;
      return {
        kinds,
        vpnName: kinds.has('vpn') ? rng.pick(VPN_NAMES) : null,
        proxyName: kinds.has('proxy') ? rng.pick(PROXY_NAMES) : null,
        proxyType: kinds.has('proxy') ? (network.risky ? 'datacenter' : 'residential') : null,
        relayName: kinds.has('relay') ? 'iCloud Private Relay' : null,
        spamCount: spam,
        spamLastDay: spam ? DAY - rng.int(0, 90) : null,
        exploitsCount: exploits,
        exploitsLastDay: exploits ? DAY - rng.int(0, 90) : null,
      };
    },
  };
  return { geo, asn, lists, loadMs: { geo: 0, asn: 0, lists: 0 }, close() {} };
}

/** The DNS of the sandbox, as the ip engine asks it: PTR names and answers of the sandbox DNSBL zone. */
export const syntheticDns: DnsClient = {
  async reverse(ip: string): Promise<string[]> {
    const name = ptrName(ipWorld(ip), ip);
    return name === null ? [] : [name];
  },
  async a(name: string): Promise<string[]> {
    if (!name.endsWith(`.${SANDBOX_DNSBL_ZONE}`)) return [];
    const reversed = name.slice(0, -SANDBOX_DNSBL_ZONE.length - 1);
    const parsed = parseIp(reversed.includes(':') ? reversed : reversed.split('.').reverse().join('.'));
    const key = parsed?.canonical ?? reversed;
    const { c } = ipWorld(key);
    const rng = new Rng(`dnsbl\u0000${key}`);
    if (!c.risky || !rng.chance(0.6)) return [];
    return rng.sample(['127.0.0.2', '127.0.0.3', '127.0.0.4'], rng.int(1, 2));
  },
  async mx() { return []; },
  async txt() { return []; },
  async aaaa() { return []; },
  async ns() { return []; },
};
