/**
 * Country evidence of the touch points that carry no country field of their own: the country of an email domain's
 * ccTLD, the countries a name's script points at, and the time zones of a country (ICU data of the runtime,
 * `Intl.Locale#timeZones` / `getTimeZones()`), with the UTC offset of a zone at an instant.
 */
import { inspectChars, type Script } from '../products/name/scripts.js';

/**
 * ccTLDs used worldwide as generic names (.io, .co, .ai, .me, .tv, ...), free-registration TLDs, and codes that are
 * no single country (.eu, .su): they say nothing of where the owner lives.
 */
const GENERIC_USE_CCTLDS: ReadonlySet<string> = new Set([
  'ac', 'ai', 'am', 'as', 'bz', 'cc', 'cf', 'co', 'cx', 'eu', 'fm', 'ga', 'gg', 'gl', 'gq', 'gs', 'im', 'io', 'je',
  'la', 'ly', 'me', 'ml', 'ms', 'mu', 'nu', 'sh', 'so', 'st', 'su', 'tk', 'tm', 'to', 'tv', 'vc', 'vg', 'ws',
]);
const TLD_COUNTRY_EXCEPTIONS: Readonly<Record<string, string>> = { uk: 'GB' };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** ISO 3166 alpha-2 of the country-code TLD of a domain, or null (generic TLD, generic-use ccTLD, unknown code). */
export function ccTldCountry(domain: string | null | undefined): string | null {
  if (!domain) return null;
  const tld = domain.toLowerCase().replace(/\.$/, '').split('.').pop() ?? '';
  if (!/^[a-z]{2}$/.test(tld) || GENERIC_USE_CCTLDS.has(tld)) return null;
  const code = TLD_COUNTRY_EXCEPTIONS[tld] ?? tld.toUpperCase();
  // A code ICU does not know as a region comes back unchanged; ZZ is CLDR's "Unknown Region".
  return code !== 'ZZ' && regionNames.of(code) !== code ? code : null;
}

/** Scripts used by the names of a few countries only. Latin, Arabic and Han-only names say little: not listed. */
const SCRIPT_COUNTRIES: Partial<Record<Script, readonly string[]>> = {
  Cyrillic: ['RU', 'UA', 'BY', 'BG', 'RS', 'MK', 'ME', 'BA', 'KZ', 'KG', 'TJ', 'MN', 'MD', 'UZ'],
  Greek: ['GR', 'CY'],
  Armenian: ['AM'],
  Georgian: ['GE'],
  Hebrew: ['IL'],
  Hangul: ['KR', 'KP'],
  Hiragana: ['JP'],
  Katakana: ['JP'],
  Thai: ['TH'],
  Lao: ['LA'],
  Khmer: ['KH'],
  Myanmar: ['MM'],
  Sinhala: ['LK'],
  Ethiopic: ['ET', 'ER'],
  Devanagari: ['IN', 'NP'],
  Bengali: ['BD', 'IN'],
  Gurmukhi: ['IN'],
  Gujarati: ['IN'],
  Oriya: ['IN'],
  Tamil: ['IN', 'LK', 'SG', 'MY'],
  Telugu: ['IN'],
  Kannada: ['IN'],
  Malayalam: ['IN'],
  Thaana: ['MV'],
  Tibetan: ['CN', 'BT', 'IN', 'NP'],
};

/**
 * Countries whose people write their names in the script of this name, or null when unknown (a Latin name, mixed
 * scripts, a script used too widely). Japanese names mixing Han with kana count as kana.
 */
export function nameOriginCountries(first: string | undefined, last: string | undefined): readonly string[] | null {
  const text = `${first ?? ''} ${last ?? ''}`;
  const { scripts } = inspectChars(text);
  const specific = [...scripts].filter((s) => s !== 'Han');
  if (specific.length !== 1) return null;
  return SCRIPT_COUNTRIES[specific[0]!] ?? null;
}

const zonesByCountry = new Map<string, readonly string[]>();

/** IANA time zones of a country (runtime ICU data); empty when unknown. */
export function countryTimeZones(country: string): readonly string[] {
  let zones = zonesByCountry.get(country);
  if (zones === undefined) {
    try {
      const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { timeZones?: string[]; getTimeZones?: () => string[] };
      // Node 20 exposes the accessor; newer V8 the method (and may drop the accessor).
      zones = (typeof locale.getTimeZones === 'function' ? locale.getTimeZones() : locale.timeZones) ?? [];
    } catch {
      zones = [];
    }
    zonesByCountry.set(country, zones);
  }
  return zones;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const QUARTER_HOUR_MS = 15 * 60_000;
/**
 * The last offset computed per zone, with its UTC quarter hour. Every present-day UTC offset is a multiple of 15
 * minutes and every transition happens at a whole local time (01:00, 02:00, 02:45…), so at a UTC quarter-hour
 * boundary: an offset holds for its whole quarter hour. A hub call reads every zone of the phone country (29 for the
 * US, each a `formatToParts`); with this, the first call of a quarter hour pays it.
 */
const lastOffsets = new Map<string, { readonly quarter: number; readonly minutes: number | null }>();

/** UTC offset in minutes of `zone` at `at`, or null for a zone the runtime does not know. */
export function utcOffsetMinutes(zone: string, at: Date): number | null {
  // Zone names are case-insensitive; only zones the runtime knows are remembered, so the maps stay bounded by the
  // IANA database whatever strings callers send (login tracking passes the browser's zone through here).
  const key = zone.toLowerCase();
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  const last = lastOffsets.get(key);
  if (last?.quarter === quarter) return last.minutes;
  const f = formatter(zone, key);
  if (!f) return null;
  const minutes = formatOffset(f, at);
  lastOffsets.set(key, { quarter, minutes });
  return minutes;
}

function formatter(zone: string, key: string): Intl.DateTimeFormat | null {
  const known = offsetFormatters.get(key);
  if (known) return known;
  try {
    const f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormatters.set(key, f);
    return f;
  } catch {
    return null;
  }
}

function formatOffset(f: Intl.DateTimeFormat, at: Date): number | null {
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  if (name === 'GMT') return 0;
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/** Smallest distance in minutes between the offset of `zone` and the offset of any zone of `country` at `at`. */
export function offsetDistanceToCountry(zone: string, country: string, at: Date): number | null {
  const own = utcOffsetMinutes(zone, at);
  if (own === null) return null;
  let best: number | null = null;
  for (const z of countryTimeZones(country)) {
    const o = utcOffsetMinutes(z, at);
    if (o === null) continue;
    const d = Math.abs(o - own);
    if (best === null || d < best) best = d;
  }
  return best;
}
