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
interface RdapObject {
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

export function parseRdapDomain(o: RdapObject): RdapDomain {
  const reg = o.events?.find((e) => e.eventAction === 'registration')?.eventDate;
  const registeredMs = reg ? Date.parse(reg) : Number.NaN;
  const registrarEntity = findEntity(o.entities, 'registrar');
  const registrantEntity = findEntity(o.entities, 'registrant');
  let registrant = registrantEntity ? (vcardValue(registrantEntity, 'org') ?? vcardValue(registrantEntity, 'fn')) : null;
  if (registrant !== null && REDACTED.test(registrant)) registrant = null;
  return {
    registered: Number.isNaN(registeredMs) ? null : new Date(registeredMs).toISOString().slice(0, 10),
    registrar: registrarEntity ? vcardValue(registrarEntity, 'fn') : null,
    registrant,
  };
}
