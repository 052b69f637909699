/**
 * The domain input: a host name, or a URL whose host is taken (`https://www.example.com/about` -> www.example.com).
 * Internationalized names become their ASCII (punycode) form. Refused: IP addresses, single labels, names that are
 * only a public suffix, labels longer than 63 or names longer than 253 characters, anything else DNS cannot carry.
 */
import { domainToASCII } from 'node:url';
import { isIP } from 'node:net';
import { parse } from 'tldts';

export interface DomainName {
  /** ASCII, lower case, no trailing dot. */
  readonly host: string;
  /** The registrable domain (public suffix + one label), e.g. example.co.uk. */
  readonly registrable: string;
  /** The public suffix, e.g. co.uk. */
  readonly suffix: string;
  /** ISO 3166-1 alpha-2 of a country-code TLD, else null. */
  readonly countryCode: string | null;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** ccTLDs whose code is not the ISO 3166-1 code of a country: uk is GB; eu, su, ac are not countries here. */
const CC_EXCEPTIONS: Readonly<Record<string, string | null>> = { uk: 'GB', eu: null, su: null, ac: null };

/** The ISO country of a two-letter TLD, or null. */
export function countryOfTld(tld: string): string | null {
  const t = tld.toLowerCase();
  if (t.length !== 2) return null;
  if (t in CC_EXCEPTIONS) return CC_EXCEPTIONS[t] ?? null;
  const code = t.toUpperCase();
  return REGION_NAMES.of(code) ? code : null;
}

/** The English name of an ISO 3166-1 alpha-2 code (`FR` -> `France`), or null. */
export function countryName(code: string): string | null {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  return REGION_NAMES.of(code.toUpperCase()) ?? null;
}

export function parseDomainInput(raw: string): DomainName | null {
  let text = raw.trim();
  if (text === '' || text.length > 2048) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      text = new URL(text).hostname;
    } catch {
      return null;
    }
  } else {
    text = text.split(/[/?#]/, 1)[0]!;
  }
  text = text.replace(/\.$/, '');
  if (text.includes(':') || text.includes('@') || isIP(text.replace(/^\[|\]$/g, '')) !== 0) return null;
  const ascii = domainToASCII(text).toLowerCase();
  if (ascii === '' || ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  const info = parse(ascii, { allowPrivateDomains: false });
  if (!info.domain || !info.publicSuffix || info.isIp) return null;
  const tld = labels[labels.length - 1]!;
  return { host: ascii, registrable: info.domain, suffix: info.publicSuffix, countryCode: countryOfTld(tld) };
}

/** The registrable domain of a host (for same-site decisions), or the host itself. */
export function registrableOf(host: string): string {
  const h = host.toLowerCase().replace(/\.$/, '');
  return parse(h, { allowPrivateDomains: false }).domain ?? h;
}
