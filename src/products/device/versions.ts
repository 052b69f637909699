/**
 * Release clocks and the documented thresholds of "outdated" and "does not exist" (docs/device.md).
 *
 * Rapid-release browsers ship a new major on a fixed calendar, so the current major is computed from the request
 * date (no table to go stale): Chromium (Chrome, Edge, Chrome on iOS, WebView) about every 31 days counting holiday
 * gaps, anchored at Chrome 138 on 2025-06-24; Firefox about every 29 days, anchored at Firefox 140 on 2025-06-24.
 * Apple and Android ship one major a year, so their majors map to a release year.
 */
const DAY_MS = 86_400_000;

export interface ReleaseClock {
  readonly anchorMajor: number;
  readonly anchorDate: number;
  readonly daysPerMajor: number;
}

export const CHROMIUM_CLOCK: ReleaseClock = { anchorMajor: 138, anchorDate: Date.UTC(2025, 5, 24), daysPerMajor: 31 };
export const FIREFOX_CLOCK: ReleaseClock = { anchorMajor: 140, anchorDate: Date.UTC(2025, 5, 24), daysPerMajor: 29 };

/** A rapid-release browser more than this many majors behind the expected one is outdated (about 13-14 months). */
export const BROWSER_MAJORS_BEHIND = 14;
/** A rapid-release browser more than this many majors ahead of the expected one does not exist yet (fake). */
export const BROWSER_MAJORS_AHEAD = 4;
/** Safari released more than this many calendar years before the request year is outdated. */
export const SAFARI_YEARS_BEHIND = 3;
/** iOS / iPadOS released more than this many calendar years before the request year is outdated. */
export const IOS_YEARS_BEHIND = 4;
/** Android released more than this many calendar years before the request year is outdated. */
export const ANDROID_YEARS_BEHIND = 5;

export function expectedMajor(clock: ReleaseClock, now: Date): number {
  return clock.anchorMajor + Math.floor((now.getTime() - clock.anchorDate) / (clock.daysPerMajor * DAY_MS));
}

/** Chromium-based browsers whose major follows Chrome's. */
const CHROMIUM_NAMES = new Set(['Chrome', 'Chrome Mobile', 'Chrome Mobile iOS', 'Chrome Webview', 'Chromium', 'Headless Chrome', 'Microsoft Edge']);
const FIREFOX_NAMES = new Set(['Firefox', 'Firefox Mobile', 'Firefox Mobile iOS']);
const SAFARI_NAMES = new Set(['Safari', 'Mobile Safari']);

export type BrowserClock = 'chromium' | 'firefox' | 'safari' | 'retired' | null;

/** Which clock a browser follows (Edge on EdgeHTML and Internet Explorer are retired products). */
export function browserClock(name: string, engine: string): BrowserClock {
  if (name === 'Internet Explorer' || (name === 'Microsoft Edge' && engine !== 'Blink')) return 'retired';
  if (CHROMIUM_NAMES.has(name)) return 'chromium';
  if (FIREFOX_NAMES.has(name)) return 'firefox';
  if (SAFARI_NAMES.has(name)) return 'safari';
  return null;
}

export function major(version: string): number | null {
  const m = /^(\d+)/.exec(version);
  return m ? Number(m[1]) : null;
}

/**
 * Release year of an Apple major (Safari, iOS, iPadOS): 9..18 shipped 2015..2024, then Apple moved to year numbers
 * (26 in 2025, 27 in 2026, ...). Majors 19..25 never existed: null.
 */
export function appleReleaseYear(m: number): number | null {
  if (m >= 19 && m <= 25) return null;
  if (m >= 26) return 1999 + m;
  return 2006 + m;
}

/** Release year of an Android major: 5 in 2014 ... 16 in 2025 (4.x: 2011-2013). */
export function androidReleaseYear(version: string): number | null {
  const m = /^(\d+)(?:\.(\d+))?/.exec(version);
  if (!m) return null;
  const ma = Number(m[1]);
  const mi = m[2] ? Number(m[2]) : 0;
  if (ma <= 3) return 2010;
  if (ma === 4) return mi >= 4 ? 2013 : mi >= 1 ? 2012 : 2011;
  return 2009 + ma;
}

export interface VersionVerdict {
  readonly outdated: boolean;
  /** The version does not exist yet or never existed. */
  readonly impossible: boolean;
}

const OK: VersionVerdict = { outdated: false, impossible: false };

export function browserVerdict(name: string, engine: string, version: string, now: Date): VersionVerdict & { clock: BrowserClock } {
  const clock = browserClock(name, engine);
  if (clock === 'retired') return { outdated: true, impossible: false, clock };
  const v = major(version);
  if (clock === null || v === null) return { ...OK, clock };
  if (clock === 'safari') {
    const year = appleReleaseYear(v);
    if (year === null) return { outdated: false, impossible: true, clock };
    const y = now.getUTCFullYear();
    return { outdated: year < y - SAFARI_YEARS_BEHIND, impossible: year > y + 1, clock };
  }
  const expected = expectedMajor(clock === 'chromium' ? CHROMIUM_CLOCK : FIREFOX_CLOCK, now);
  return { outdated: v < expected - BROWSER_MAJORS_BEHIND, impossible: v > expected + BROWSER_MAJORS_AHEAD, clock };
}

const RETIRED_WINDOWS = new Set(['XP', 'Vista', '7', '8', '8.1', '2000', 'NT', 'ME', '98', '95', 'Server 2003', 'CE', 'RT', 'RT 8.1']);

export interface OsFacts {
  readonly name: string;
  readonly version: string;
  /** The user agent carries a frozen OS version (Chrome's reduced "Android 10; K", macOS 10_15_7). */
  readonly frozen: boolean;
}

export function osVerdict(os: OsFacts, now: Date): VersionVerdict {
  if (os.frozen || os.version === '') return OK;
  const y = now.getUTCFullYear();
  switch (os.name) {
    case 'iOS':
    case 'iPadOS': {
      const v = major(os.version);
      if (v === null) return OK;
      const year = appleReleaseYear(v);
      if (year === null) return { outdated: false, impossible: true };
      return { outdated: year < y - IOS_YEARS_BEHIND, impossible: year > y + 1 };
    }
    case 'Android': {
      const year = androidReleaseYear(os.version);
      if (year === null) return OK;
      return { outdated: year < y - ANDROID_YEARS_BEHIND, impossible: year > y + 1 };
    }
    case 'Windows':
      return { outdated: RETIRED_WINDOWS.has(os.version), impossible: false };
    case 'Mac': {
      const m = /^(\d+)(?:\.(\d+))?/.exec(os.version);
      if (!m) return OK;
      const ma = Number(m[1]);
      const mi = m[2] ? Number(m[2]) : 0;
      return { outdated: ma === 10 && mi < 15, impossible: false };
    }
    default:
      return OK;
  }
}
