/**
 * RDAP (RFC 9082/9083) domain lookups: registration date, registrar and registrant of a domain.
 * The base URL of a TLD comes from the IANA bootstrap file shipped in src/reference/email/rdap-bootstrap.json
 * (RFC 9224), or from IDRISK_RDAP_URL, which overrides it for every TLD (tests, operators with a mirror).
 */
import type { FetchGuard } from './guard.js';
import { getJson } from './http.js';
import { ProviderFailure } from './outcome.js';

export interface RdapBootstrap {
  readonly services: readonly (readonly [readonly string[], readonly string[]])[];
}

export interface RdapDomain {
  /** YYYY-MM-DD of the `registration` event, or null. */
  readonly registered: string | null;
  readonly registrar: string | null;
  /** Registrant organisation or name; null when absent or redacted. */
  readonly registrant: string | null;
  /** YYYY-MM-DD of the `expiration` event, or null. */
  readonly expires: string | null;
  /** YYYY-MM-DD of the `last changed` event, or null. */
  readonly updated: string | null;
  /** The registrant (organisation or name) is published and not redacted. */
  readonly registrantDisclosed: boolean;
  /** Contacts by role; a redacted value is null, a role the record lacks is null. */
  readonly contacts: {
    readonly registrant: RdapContact | null;
    readonly administrative: RdapContact | null;
    readonly technical: RdapContact | null;
  };
}

export interface RdapContact {
  readonly name: string | null;
  readonly organization: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly street: string | null;
  readonly city: string | null;
  readonly region: string | null;
  readonly postal_code: string | null;
  readonly country: string | null;
}

export interface RdapClient {
  /** Null when no RDAP service is known for the TLD; throws ProviderFailure on lookup failures. */
  baseFor(domain: string): string | null;
  domain(domain: string, signal?: AbortSignal): Promise<RdapDomain | null>;
}

/** Every RDAP request goes through `guard` (a registry may redirect to a registrar's server). */
export function createRdapClient(bootstrap: RdapBootstrap, overrideUrl: string | null, guard: FetchGuard): RdapClient {
  const byTld = new Map<string, string>();
  for (const [tlds, urls] of bootstrap.services) {
    const url = urls.find((u) => u.startsWith('https://')) ?? urls[0];
    if (url) for (const t of tlds) byTld.set(t.toLowerCase(), url);
  }
  const withSlash = (u: string) => (u.endsWith('/') ? u : `${u}/`);
  const override = overrideUrl === null ? null : withSlash(overrideUrl);

  function baseFor(domain: string): string | null {
    if (override) return override;
    const labels = domain.toLowerCase().split('.');
    // Longest match first (the bootstrap may list multi-label entries).
    for (let i = 0; i < labels.length; i++) {
      const hit = byTld.get(labels.slice(i).join('.'));
      if (hit) return withSlash(hit);
    }
    return null;
  }

  return {
    baseFor,
    async domain(domain, signal) {
      const base = baseFor(domain);
      if (base === null) return null;
      const res = await getJson(guard, `${base}domain/${encodeURIComponent(domain)}`, {
        signal,
        accept: 'application/rdap+json, application/json',
      });
      if (res.status === 404) throw new ProviderFailure('unavailable', 'domain not found in RDAP');
      if (res.status === 429) throw new ProviderFailure('unavailable', 'RDAP rate limited');
      if (res.status !== 200 || res.body === null || typeof res.body !== 'object') {
        throw new ProviderFailure('unavailable', `RDAP HTTP ${res.status}`);
      }
      return parseRdapDomain(res.body as RdapObject);
    },
  };
}

interface RdapEntity {
  roles?: string[];
  vcardArray?: [string, [string, unknown, string, unknown][]];
  entities?: RdapEntity[];
}
export interface RdapObject {
  events?: { eventAction?: string; eventDate?: string }[];
  entities?: RdapEntity[];
}

const REDACTED = /redacted|privacy|withheld|not disclosed|data protected|gdpr/i;

function vcardValue(e: RdapEntity, field: string): string | null {
  const props = e.vcardArray?.[1];
  if (!Array.isArray(props)) return null;
  for (const p of props) {
    if (Array.isArray(p) && p[0] === field) {
      const v = p[3];
      const s = Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x !== '').join(' ') : v;
      if (typeof s === 'string' && s.trim() !== '') return s.trim();
    }
  }
  return null;
}

function findEntity(entities: RdapEntity[] | undefined, role: string): RdapEntity | null {
  for (const e of entities ?? []) {
    if (e.roles?.includes(role)) return e;
    const nested = findEntity(e.entities, role);
    if (nested) return nested;
  }
  return null;
}

const clean = (v: string | null): string | null => (v === null || REDACTED.test(v) ? null : v);

/** The vCard `adr` value: [pobox, ext, street, locality, region, code, country]. */
function vcardAdr(e: RdapEntity): readonly unknown[] | null {
  for (const p of e.vcardArray?.[1] ?? []) if (Array.isArray(p) && p[0] === 'adr' && Array.isArray(p[3])) return p[3] as unknown[];
  return null;
}

function adrPart(adr: readonly unknown[] | null, i: number): string | null {
  const v = adr?.[i];
  const s = Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x !== '').join(', ') : v;
  return typeof s === 'string' && s.trim() !== '' ? clean(s.trim()) : null;
}

function contactOf(e: RdapEntity | null): RdapContact | null {
  if (!e) return null;
  const adr = vcardAdr(e);
  const tel = vcardValue(e, 'tel');
  return {
    name: clean(vcardValue(e, 'fn')),
    organization: clean(vcardValue(e, 'org')),
    email: clean(vcardValue(e, 'email')),
    phone: tel === null ? null : clean(tel.replace(/^tel:/i, '')),
    street: adrPart(adr, 2),
    city: adrPart(adr, 3),
    region: adrPart(adr, 4),
    postal_code: adrPart(adr, 5),
    country: adrPart(adr, 6),
  };
}

function eventDay(o: RdapObject, action: string): string | null {
  const d = o.events?.find((e) => e.eventAction === action)?.eventDate;
  const ms = d ? Date.parse(d) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10);
}

export function parseRdapDomain(o: RdapObject): RdapDomain {
  const registrarEntity = findEntity(o.entities, 'registrar');
  const registrantEntity = findEntity(o.entities, 'registrant');
  let registrant = registrantEntity ? (vcardValue(registrantEntity, 'org') ?? vcardValue(registrantEntity, 'fn')) : null;
  if (registrant !== null && REDACTED.test(registrant)) registrant = null;
  return {
    registered: eventDay(o, 'registration'),
    registrar: registrarEntity ? vcardValue(registrarEntity, 'fn') : null,
    registrant,
    expires: eventDay(o, 'expiration'),
    updated: eventDay(o, 'last changed'),
    registrantDisclosed: registrant !== null,
    contacts: {
      registrant: contactOf(registrantEntity),
      administrative: contactOf(findEntity(o.entities, 'administrative')),
      technical: contactOf(findEntity(o.entities, 'technical')),
    },
  };
}
