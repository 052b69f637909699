/**
 * What a home page says: link and image counts, e-mail addresses, phone numbers, postal address, VAT number,
 * company facts (schema.org Organization JSON-LD, OpenGraph), language, social links, and the URLs of its privacy,
 * terms and contact pages. Every rule is in docs/domain.md.
 */
import { findPhoneNumbersInText, isSupportedCountry, Metadata, type CountryCode } from 'libphonenumber-js';
import { isOrganizationSubtype } from './company.js';
import { collapse, jsonLdNodes, typesOf, type PageFacts } from './html.js';
import { countryName, registrableOf } from './input.js';

export interface PageMetrics {
  readonly internal_links_count: number;
  readonly external_links_count: number;
  readonly internal_email_links_count: number;
  readonly external_email_links_count: number;
  readonly internal_images_count: number;
  readonly external_images_count: number;
}

function resolve(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/**
 * Links: <a href> to http(s) URLs, internal when their registrable domain is the site's (relative links included);
 * fragment-only, javascript: and tel: links are not counted. E-mail links: mailto: addresses, internal when the
 * address's domain is the site's. Images: <img src>, internal when relative, on the site's domain, or data: URIs.
 */
export function pageMetrics(page: PageFacts, pageUrl: string, site: string): PageMetrics {
  const m = { internal_links_count: 0, external_links_count: 0, internal_email_links_count: 0, external_email_links_count: 0, internal_images_count: 0, external_images_count: 0 };
  for (const a of page.anchors) {
    if (a.href === '' || a.href.startsWith('#')) continue;
    if (/^mailto:/i.test(a.href)) {
      const addr = decodeURIComponent(a.href.slice(7).split('?')[0] ?? '');
      const domain = addr.split('@')[1]?.toLowerCase();
      if (!domain) continue;
      if (registrableOf(domain) === site) m.internal_email_links_count++;
      else m.external_email_links_count++;
      continue;
    }
    const u = resolve(a.href, pageUrl);
    if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:')) continue;
    if (registrableOf(u.hostname) === site) m.internal_links_count++;
    else m.external_links_count++;
  }
  for (const src of page.images) {
    if (src === '') continue;
    if (/^data:/i.test(src)) {
      m.internal_images_count++;
      continue;
    }
    const u = resolve(src, pageUrl);
    if (!u) continue;
    if (registrableOf(u.hostname) === site) m.internal_images_count++;
    else m.external_images_count++;
  }
  return m;
}

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}/g;
const FILE_LIKE = /\.(png|jpe?g|gif|svg|webp|css|js)$/i;

/** E-mail addresses of mailto: links and of the visible text, lower-cased, unique, at most 10. */
export function pageEmails(page: PageFacts): string[] {
  const out = new Set<string>();
  for (const a of page.anchors) {
    if (!/^mailto:/i.test(a.href)) continue;
    let addr = a.href.slice(7).split('?')[0] ?? '';
    try {
      addr = decodeURIComponent(addr);
    } catch {
      continue;
    }
    if (new RegExp(`^${EMAIL.source}$`).test(addr)) out.add(addr.toLowerCase());
  }
  for (const m of page.text.matchAll(EMAIL)) if (!FILE_LIKE.test(m[0])) out.add(m[0].toLowerCase());
  return [...out].slice(0, 10);
}

/**
 * Phone numbers of tel: links and of the visible text (libphonenumber), E.164, valid only, unique, at most 10. A number
 * in the text written in national format must carry its country's trunk prefix when that prefix starts with 0 (030
 * 1234567 in Germany, 020 7946 0018 in Britain): without it, a house number and a postal code ("5 80331 München")
 * parse as a valid short German number. International (+, 00) and tel: numbers need none.
 */
export function pagePhones(page: PageFacts, country: string | null): string[] {
  const out = new Set<string>();
  const cc = (country ?? undefined) as CountryCode | undefined;
  const trunk = cc ? trunkPrefix(cc) : undefined;
  const links = page.anchors.filter((a) => /^tel:/i.test(a.href)).map((a) => a.href.slice(4));
  const sources: [string, boolean][] = [...links.map((l): [string, boolean] => [l, true]), [page.text.slice(0, 100_000), false]];
  for (const [src, isLink] of sources) {
    for (const f of findPhoneNumbersInText(src, cc ? { defaultCountry: cc } : undefined)) {
      if (!f.number.isValid()) continue;
      const raw = src.slice(f.startsAt, f.endsAt).trimStart();
      const international = raw.startsWith('+') || raw.startsWith('00');
      if (!isLink && !international && trunk && !raw.replace(/\D/g, '').startsWith(trunk)) continue;
      out.add(f.number.number);
      if (out.size >= 10) break;
    }
  }
  return [...out];
}

const trunkPrefixes = new Map<CountryCode, string | undefined>();
/** The national (trunk) prefix of a country when it starts with 0 (DE, FR, GB: "0"; HU: "06"); undefined otherwise. */
function trunkPrefix(country: CountryCode): string | undefined {
  if (trunkPrefixes.has(country)) return trunkPrefixes.get(country);
  let prefix: string | undefined;
  if (isSupportedCountry(country)) {
    const metadata = new Metadata();
    metadata.selectNumberingPlan(country);
    // nationalPrefix() is in the library's metadata API but not in its type declarations.
    const p = (metadata.numberingPlan as unknown as { nationalPrefix(): unknown } | undefined)?.nationalPrefix();
    prefix = typeof p === 'string' && p.startsWith('0') ? p : undefined;
  }
  trunkPrefixes.set(country, prefix);
  return prefix;
}

/** VAT numbers by EU VIES formats (plus GB, XI, CH), accepted only after a VAT keyword. */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/, BE: /^BE[01]\d{9}$/, BG: /^BG\d{9,10}$/, CY: /^CY\d{8}[A-Z]$/, CZ: /^CZ\d{8,10}$/, DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/, EE: /^EE\d{9}$/, EL: /^EL\d{9}$/, ES: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/, FI: /^FI\d{8}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/, GB: /^GB(\d{9}|\d{12})$/, XI: /^XI(\d{9}|\d{12})$/, HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/, IE: /^IE\d{7}[A-W][A-I]?$|^IE\d[A-Z+*]\d{5}[A-W]$/, IT: /^IT\d{11}$/, LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/, LV: /^LV\d{11}$/, MT: /^MT\d{8}$/, NL: /^NL\d{9}B\d{2}$/, PL: /^PL\d{10}$/, PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/, SE: /^SE\d{12}$/, SI: /^SI\d{8}$/, SK: /^SK\d{10}$/, CH: /^CHE\d{9}(MWST|TVA|IVA)?$/,
};
const VAT_KEYWORD = /\b(VAT|V\.A\.T\.|TVA|USt\.?-?Id(Nr)?\.?|UID|IVA|P\.?\s?IVA|BTW|MwSt|NIF|CIF|MOMS|ALV|DPH)\b/gi;
/** A country prefix (upper case) followed by digits, within the 60 characters after a keyword. */
const VAT_CANDIDATE = /\b(?:CHE|[A-Z]{2})[\s.-]?[0-9A-Z]{0,2}[\s.-]?\d[\d\s.-]{5,16}[A-Z0-9]{0,3}/g;

export function pageVat(page: PageFacts): string | null {
  for (const k of page.text.matchAll(VAT_KEYWORD)) {
    const window = page.text.slice(k.index! + k[0].length, k.index! + k[0].length + 60);
    for (const m of window.matchAll(VAT_CANDIDATE)) {
      const candidate = m[0].replace(/[\s.-]/g, '');
      for (let len = candidate.length; len >= 8; len--) {
        const c = candidate.slice(0, len);
        const fmt = VAT_FORMATS[c.startsWith('CHE') ? 'CH' : c.slice(0, 2)];
        if (fmt?.test(c)) return c;
      }
    }
  }
  return null;
}

export interface CompanyFacts {
  readonly name: string | null;
  readonly description: string | null;
  readonly logo: string | null;
  readonly country: string | null;
  readonly founded: string | null;
  readonly employees: number | null;
  readonly keywords: string | null;
  readonly sameAs: readonly string[];
  readonly address: string | null;
  /** The schema.org Organization-like node the facts came from (the industry reads its naics code and type). */
  readonly org: Record<string, unknown> | null;
}

const ORG_TYPES = /^(Organization|Corporation|LocalBusiness|OnlineStore|OnlineBusiness|Store|NGO|EducationalOrganization|GovernmentOrganization|NewsMediaOrganization|ProfessionalService|[A-Za-z]*Business)$/;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? collapse(v) : null);

function urlOf(v: unknown, base: string): string | null {
  const s = str(v) ?? (v && typeof v === 'object' ? str((v as Record<string, unknown>).url) ?? str((v as Record<string, unknown>)['@id']) : null);
  if (!s) return null;
  const u = resolve(s, base);
  return u && (u.protocol === 'https:' || u.protocol === 'http:') ? u.href : null;
}

function addressText(v: unknown): { text: string | null; country: string | null } {
  if (typeof v === 'string') return { text: str(v), country: null };
  if (!v || typeof v !== 'object') return { text: null, country: null };
  const a = (Array.isArray(v) ? v[0] : v) as Record<string, unknown>;
  if (!a || typeof a !== 'object') return { text: null, country: null };
  const countryRaw = a.addressCountry && typeof a.addressCountry === 'object' ? (a.addressCountry as Record<string, unknown>).name : a.addressCountry;
  const c = str(countryRaw);
  const country = c === null ? null : c.length === 2 ? countryName(c) : c;
  const parts = [str(a.streetAddress), [str(a.postalCode), str(a.addressLocality)].filter(Boolean).join(' ') || null, str(a.addressRegion), country];
  const text = parts.filter((p): p is string => p !== null).join(', ');
  return { text: text === '' ? null : text, country };
}

/** Company facts: the first schema.org Organization-like JSON-LD node, completed by OpenGraph and meta tags. */
export function companyFacts(page: PageFacts, pageUrl: string): CompanyFacts {
  const org = jsonLdNodes(page.jsonLd).find((n) => typesOf(n).some((t) => ORG_TYPES.test(t) || isOrganizationSubtype(t))) ?? null;
  const addr = org ? addressText(org.address) : { text: null, country: null };
  const founded = org ? /\b(1[6-9]\d\d|20\d\d)\b/.exec(String(org.foundingDate ?? ''))?.[1] ?? null : null;
  let employees: number | null = null;
  const ne = org?.numberOfEmployees;
  const neValue = ne && typeof ne === 'object' ? (ne as Record<string, unknown>).value ?? (ne as Record<string, unknown>).maxValue : ne;
  if (typeof neValue === 'number' && Number.isInteger(neValue) && neValue >= 0) employees = neValue;
  else if (typeof neValue === 'string' && /^\d{1,9}$/.test(neValue.trim())) employees = Number(neValue);
  const sameAs = org ? (Array.isArray(org.sameAs) ? org.sameAs : [org.sameAs]).map((s) => urlOf(s, pageUrl)).filter((s): s is string => s !== null) : [];
  const keywords = str(org?.keywords) ?? str(page.meta.get('keywords'));
  return {
    name: str(org?.legalName) ?? str(org?.name) ?? str(page.meta.get('og:site_name')),
    description: str(org?.description) ?? str(page.meta.get('og:description')) ?? str(page.meta.get('description')),
    logo: org ? urlOf(org.logo, pageUrl) : null,
    country: addr.country,
    founded,
    employees,
    keywords,
    sameAs,
    address: addr.text,
    org,
  };
}

/** The social platforms we recognise, by host. */
export const SOCIAL_HOSTS: Readonly<Record<string, string>> = {
  'facebook.com': 'facebook', 'fb.com': 'facebook', 'instagram.com': 'instagram', 'linkedin.com': 'linkedin',
  'twitter.com': 'twitter', 'x.com': 'twitter', 'youtube.com': 'youtube', 'tiktok.com': 'tiktok',
  'pinterest.com': 'pinterest', 'github.com': 'github', 'glassdoor.com': 'glassdoor', 'threads.net': 'threads',
};

/** Social profile links of the page (anchors and JSON-LD sameAs): the first per platform; share links skipped. */
export function socialLinks(page: PageFacts, pageUrl: string, sameAs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const href of [...sameAs, ...page.anchors.map((a) => a.href).filter((h) => /^(https?:)?\/\//i.test(h))]) {
    const u = resolve(href, pageUrl);
    if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:')) continue;
    const host = u.hostname.toLowerCase().replace(/^(www|m|[a-z]{2})\./, '');
    const platform = SOCIAL_HOSTS[host];
    if (!platform || out[platform]) continue;
    if (u.pathname === '/' || /\/(share|sharer|intent|shareArticle)(\.php)?\b/i.test(u.pathname)) continue;
    out[platform] = u.href;
  }
  return out;
}

export interface PolicyLinks {
  readonly privacy: string | null;
  readonly terms: string | null;
  readonly contact: string | null;
}

const PRIVACY_LINK = /privacy|privacidad|privacit|datenschutz|confidentialit|donn[eé]es personnelles|protection des donn|gdpr|rgpd/i;
const TERMS_LINK = /terms|conditions|cgv|cgu|agb|t&c|tos\b|legal notice|mentions l[eé]gales|condiciones|termini|nutzungsbedingungen/i;
const CONTACT_LINK = /contact|kontakt|contacto|contatti|impressum/i;

/** The first anchor whose text or URL names a privacy policy, terms, or a contact page (http(s) URLs only). */
export function policyLinks(page: PageFacts, pageUrl: string): PolicyLinks {
  const find = (re: RegExp, not?: RegExp) => {
    for (const a of page.anchors) {
      const u = resolve(a.href, pageUrl);
      if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:')) continue;
      const subject = `${a.text} ${decodeSafe(u.pathname)}`;
      if (re.test(subject) && !(not && not.test(a.text))) return u.href;
    }
    return null;
  };
  return { privacy: find(PRIVACY_LINK), terms: find(TERMS_LINK, /privacy/i), contact: find(CONTACT_LINK) };
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s).replace(/[-_/]+/g, ' ');
  } catch {
    return s;
  }
}

/** `en-GB` -> { code: 'en', country: 'GB' }. */
export function pageLanguage(page: PageFacts): { code: string | null; country: string | null } {
  const raw = page.lang ?? page.meta.get('og:locale')?.replace('_', '-') ?? page.meta.get('content-language') ?? null;
  if (!raw) return { code: null, country: null };
  const m = /^([a-z]{2,3})(?:[-_]([a-z]{4}))?(?:[-_]([a-z]{2}|\d{3}))?\b/i.exec(raw.trim());
  if (!m) return { code: null, country: null };
  const region = m[3] && /^[a-z]{2}$/i.test(m[3]) ? m[3].toUpperCase() : null;
  return { code: m[1]!.toLowerCase(), country: region && countryName(region) ? region : null };
}

/** The holder of a copyright line (`© 2024 Acme Ltd. All rights reserved.` -> `Acme Ltd`). */
export function copyrightHolder(page: PageFacts): string | null {
  const m = /(?:©|\(c\)|copyright)\s*(?:\d{4}\s*(?:[-–]\s*\d{4})?\s*)?(?:by\s+)?([A-Z][\w&.,' -]{1,80}?)(?:\.?\s*(?:all rights reserved|tous droits|alle rechte|todos los derechos)|\s*\||\n|$)/i.exec(page.text.slice(-20_000));
  const name = m?.[1]?.trim().replace(/[.,\s]+$/, '');
  return name && !/^\d+$/.test(name) ? name : null;
}
