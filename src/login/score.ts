/**
 * Login scoring: one attempt (a collector record with its IP and user-agent analysis) against the username's
 * enrolled references. Pure: no storage, no network. The codes are in src/scoring/codes/login.ts.
 */
import { applyScorecard, type Scored, type Scorecard } from '../scoring/scorecard.js';
import { LOGIN } from '../scoring/codes/login.js';
import { utcOffsetMinutes } from '../onboarding/countries.js';

/** The attributes of a login kept as a reference at enrollment and compared with later attempts. */
export interface DeviceReference {
  readonly device_id: string | null;
  readonly os: string | null;
  readonly browser: string | null;
  readonly screen: string | null;
  readonly webgl_renderer: string | null;
  readonly cpu_cores: number | null;
  readonly timezone: string | null;
  readonly language: string | null;
}

export interface Enrolled {
  readonly reference: DeviceReference;
  readonly countryCode: string | null;
  readonly lat: number | null;
  readonly lon: number | null;
  readonly collectedAt: Date;
}

export interface Attempt {
  readonly reference: DeviceReference;
  readonly collectedAt: Date;
  readonly ip: { readonly countryCode: string | null; readonly lat: number | null; readonly lon: number | null; readonly timezone: string | null };
  readonly automation: { readonly webdriver: boolean | null; readonly botKind: string | null; readonly headlessTraits: readonly string[] };
  readonly privacyPlugins: readonly string[];
  readonly incognito: boolean | null;
  readonly cookiesEnabled: boolean | null;
  readonly behaviour: {
    readonly keystrokes: number;
    readonly keyIntervalMeanMs: number | null;
    readonly pastes: number;
    readonly pointerMoves: number;
    readonly pointerClicks: number;
    readonly touches: number;
  };
  /** The backend's username differs from the typed one. */
  readonly usernameMismatch: boolean;
  /** Codes of the ip and device engines for this attempt. */
  readonly engineCodes: readonly string[];
}

export const LOGIN_SCORECARD: Scorecard = { id: 'login_score', base: 0 };
/** Faster than an airliner over a distance long enough for IP geolocation error not to matter. */
export const IMPOSSIBLE_SPEED_KMH = 900;
export const MIN_TRAVEL_KM = 500;
export const INSTANT_TYPING_MS = 25;

export function scoreLogin(attempt: Attempt, enrolled: readonly Enrolled[]): Scored {
  return applyScorecard(loginCodes(attempt, enrolled), LOGIN_SCORECARD);
}

export function loginCodes(a: Attempt, enrolled: readonly Enrolled[]): string[] {
  const codes: string[] = [...a.engineCodes];
  if (enrolled.length === 0) codes.push(LOGIN.login_not_enrolled);
  else {
    if (a.reference.device_id !== null && enrolled.some((e) => e.reference.device_id === a.reference.device_id)) codes.push(LOGIN.login_same_device);
    else if (enrolled.some((e) => similarDevice(e.reference, a.reference))) codes.push(LOGIN.login_similar_device);
    else codes.push(LOGIN.login_new_device);

    const cc = a.ip.countryCode;
    const countries = new Set(enrolled.map((e) => e.countryCode).filter((c): c is string => c !== null));
    if (cc !== null && countries.size > 0) codes.push(countries.has(cc) ? LOGIN.login_known_country : LOGIN.login_new_country);

    const last = [...enrolled].sort((x, y) => y.collectedAt.getTime() - x.collectedAt.getTime())[0];
    if (impossibleTravel(last, a)) codes.push(LOGIN.login_impossible_travel);
  }
  if (timezoneMismatch(a.reference.timezone, a.ip.timezone, a.collectedAt)) codes.push(LOGIN.login_timezone_mismatch);
  if (languageMismatch(a.reference.language, a.ip.countryCode)) codes.push(LOGIN.login_language_mismatch);
  if (a.automation.webdriver === true) codes.push(LOGIN.login_webdriver);
  if (a.automation.botKind !== null || a.automation.headlessTraits.length > 0) codes.push(LOGIN.login_headless_browser);
  if (a.privacyPlugins.length > 0) codes.push(LOGIN.login_privacy_plugins);
  if (a.incognito === true) codes.push(LOGIN.login_incognito);
  if (a.cookiesEnabled === false) codes.push(LOGIN.login_cookies_disabled);
  const b = a.behaviour;
  const pointer = b.pointerMoves + b.pointerClicks + b.touches > 0;
  if (!pointer) codes.push(LOGIN.login_no_pointer_activity);
  const instant = (b.keystrokes >= 3 && b.keyIntervalMeanMs !== null && b.keyIntervalMeanMs < INSTANT_TYPING_MS) || (b.keystrokes === 0 && b.pastes === 0);
  if (instant) codes.push(LOGIN.login_instant_typing);
  if (pointer && !instant) codes.push(LOGIN.login_human_behaviour);
  if (a.usernameMismatch) codes.push(LOGIN.login_username_mismatch);
  return codes;
}

/** Same OS, browser, screen, GPU renderer and core count (each known on both sides, at least three known). */
export function similarDevice(x: DeviceReference, y: DeviceReference): boolean {
  const pairs: [unknown, unknown][] = [
    [x.os, y.os],
    [x.browser, y.browser],
    [x.screen, y.screen],
    [x.webgl_renderer, y.webgl_renderer],
    [x.cpu_cores, y.cpu_cores],
  ];
  const known = pairs.filter(([p, q]) => p !== null && q !== null);
  return known.length >= 3 && known.every(([p, q]) => p === q);
}

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function impossibleTravel(last: Enrolled, a: Attempt): boolean {
  if (last.lat === null || last.lon === null || a.ip.lat === null || a.ip.lon === null) return false;
  const km = distanceKm(last.lat, last.lon, a.ip.lat, a.ip.lon);
  if (km < MIN_TRAVEL_KM) return false;
  const hours = Math.abs(a.collectedAt.getTime() - last.collectedAt.getTime()) / 3_600_000;
  return hours === 0 || km / hours > IMPOSSIBLE_SPEED_KMH;
}

/** Minutes east of UTC of an IANA zone at an instant; null for an unknown zone (the hub's, memoized per quarter hour). */
export { utcOffsetMinutes };

export function timezoneMismatch(browserTz: string | null, ipTz: string | null, at: Date): boolean {
  if (!browserTz || !ipTz) return false;
  const b = utcOffsetMinutes(browserTz, at);
  const i = utcOffsetMinutes(ipTz, at);
  return b !== null && i !== null && Math.abs(b - i) > 60;
}

/** The likely language of a country (CLDR likely subtags through Intl.Locale), e.g. FR -> fr, JP -> ja. */
export function likelyLanguage(countryCode: string): string | null {
  try {
    return new Intl.Locale(`und-${countryCode.toUpperCase()}`).maximize().language;
  } catch {
    return null;
  }
}

export function languageMismatch(tag: string | null, countryCode: string | null): boolean {
  if (!tag || !countryCode) return false;
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return false;
  }
  if (locale.language === 'en') return false;
  if (locale.region && locale.region === countryCode.toUpperCase()) return false;
  const likely = likelyLanguage(countryCode);
  return likely !== null && likely !== 'und' && likely !== locale.language;
}
