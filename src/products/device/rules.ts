/**
 * The device rules: parsed user agent -> robot flag and reason codes (docs/device.md lists each rule).
 * Every pattern is compiled once, at module load.
 */
import type { DeviceCategory } from '../../contract/payloads/device.js';
import type { ParsedUa } from './parse.js';
import { browserVerdict, osVerdict } from './versions.js';
import { DEVICE } from '../../scoring/codes/device.js';

const HEADLESS = /HeadlessChrome|PhantomJS|SlimerJS|Selenium|WebDriver|Puppeteer|Playwright|Nightmare|Cypress\/|jsdom\/|HtmlUnit|Zombie\.js|Splash\b|Chrome-Lighthouse|Lighthouse\b|Electron\/.*Headless/i;
const EMULATOR = /Android SDK built for|sdk_gphone|google_sdk|generic_x86|\bvbox86|Genymotion|BlueStacks|\bNox(?:Player)?\b|LDPlayer|\bMEmu\b|AndyOS|Droid4X|\bEmulator\b/i;
const PLACEHOLDER = /\{\{?\s*[\w.]*\s*\}\}?|\$\{|%[sd]\b|\bundefined\b|\bnull\b|\bNaN\b|<[a-z_]+>/i;
const PASTED_HEADER = /^\s*user-agent\s*:/i;
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const TWO_MOZILLA = /Mozilla\/\d\.\d.*Mozilla\/\d\.\d/;
const IOS_ONLY_TOKEN = /\bMobile\/1\d[A-Z]\d+|AppleWebKit\/60\d/;
const APPLE_DEVICE_TOKEN = /\((?:iPhone|iPad|iPod|Macintosh)\b|\bApple TV\b/;
const FROZEN_ANDROID = /Android 10; K\)/;
const FROZEN_MAC = /Mac OS X 10[_.]15(?:[_.]7)?[;)]/;

/** Platform tokens; a user agent naming two of them contradicts itself. */
const PLATFORMS: readonly RegExp[] = [
  /Windows NT \d/,
  /\(Macintosh;/,
  /Android \d/,
  /\((?:iPhone|iPad|iPod)(?: touch)?;/,
  /\bCrOS\b/,
  /X11; (?:Ubuntu; |Fedora; )?Linux/,
];
const WINDOWS_PHONE = /Windows Phone|Windows Mobile/;

export const MAX_UA_LENGTH = 1024;

const UNUSUAL_CATEGORIES = new Set<DeviceCategory>([
  'TV', 'Games Console', 'Digital Home Assistant', 'Data Collection Terminal', 'Telematics Control Unit', 'Set Top Box',
  'Media Player', 'Single-board Computer', 'Refrigerator',
]);
const UNUSUAL_TYPES = new Set(['wearable', 'camera', 'smart display']);
const MAINSTREAM_OS = new Set(['Android', 'iOS', 'iPadOS', 'Windows', 'Mac', 'Chrome OS', 'GNU/Linux', 'Ubuntu', 'Fedora', 'Debian']);
const EVERYDAY_CATEGORIES = new Set<DeviceCategory>(['Mobile Phone', 'Tablet', 'Desktop']);
const APPLE_FAMILIES = new Set(['iOS', 'Mac']);

export interface RuleInput {
  readonly parsed: ParsedUa;
  readonly category: DeviceCategory | null;
  /** Release year from the catalogue for an identified (non-generic) model, else null. */
  readonly releaseYear: number | null;
  readonly now: Date;
}

export interface RuleResult {
  readonly isRobot: boolean;
  readonly codes: readonly string[];
  /** Facts behind the codes, for the onboarding score and for tests. */
  readonly facts: {
    readonly headless: boolean;
    readonly outdatedBrowser: boolean;
    readonly outdatedOs: boolean;
    readonly inconsistencies: readonly string[];
    readonly fakePatterns: readonly string[];
  };
}

export function inconsistencies(p: ParsedUa, category: DeviceCategory | null): string[] {
  const out: string[] = [];
  const ua = p.ua;
  const isBrowser = p.client.type === 'browser';
  if (p.os.family === 'iOS' && isBrowser && p.client.engine !== '' && p.client.engine !== 'WebKit') out.push('ios_non_webkit_engine');
  if ((p.client.name === 'Safari' || p.client.name === 'Mobile Safari') && p.os.family !== '' && !APPLE_FAMILIES.has(p.os.family)) {
    out.push('safari_off_apple');
  }
  if (p.os.name === 'Android' && (IOS_ONLY_TOKEN.test(ua) || APPLE_DEVICE_TOKEN.test(ua))) out.push('apple_tokens_on_android');
  if (p.client.name === 'Internet Explorer' && p.os.family !== '' && p.os.family !== 'Windows' && p.os.family !== 'Windows Mobile') {
    out.push('ie_off_windows');
  }
  if (category === 'Mobile Phone' && (p.os.name === 'Windows' || p.os.name === 'Mac' || p.os.name === 'Chrome OS')) out.push('phone_on_desktop_os');
  if (!WINDOWS_PHONE.test(ua)) {
    let n = 0;
    for (const re of PLATFORMS) if (re.test(ua)) n++;
    if (n > 1) out.push('two_platforms');
  }
  return out;
}

export function fakePatterns(p: ParsedUa, now: Date): string[] {
  const out: string[] = [];
  const ua = p.ua;
  if (ua.trim() === '') out.push('empty');
  if (ua.length > MAX_UA_LENGTH) out.push('too_long');
  if (CONTROL_CHARS.test(ua)) out.push('control_characters');
  if (PASTED_HEADER.test(ua)) out.push('pasted_header');
  if (PLACEHOLDER.test(ua)) out.push('placeholder');
  if (TWO_MOZILLA.test(ua)) out.push('concatenated');
  if (p.client.type === 'browser' && browserVerdict(p.client.name, p.client.engine, p.client.version, now).impossible) out.push('impossible_browser_version');
  if (osVerdict({ name: p.os.name, version: p.os.version, frozen: false }, now).impossible) out.push('impossible_os_version');
  return out;
}

function osFrozen(p: ParsedUa): boolean {
  return (p.os.name === 'Android' && FROZEN_ANDROID.test(p.ua)) || (p.os.name === 'Mac' && FROZEN_MAC.test(p.ua));
}

export function evaluate(input: RuleInput): RuleResult {
  const { parsed: p, category, now } = input;
  const codes: string[] = [];
  const headless = HEADLESS.test(p.ua);
  const library = p.client.type === 'library' && p.device.type === '';
  const isRobot = p.isbotMatch !== null || p.bot !== null || headless || library;
  const nothing = p.os.name === '' && p.client.name === '' && p.device.type === '' && p.bot === null;

  if (isRobot) codes.push(DEVICE.device_robot);
  if (headless) codes.push(DEVICE.device_headless_automation);

  const browser = p.client.type === 'browser' ? browserVerdict(p.client.name, p.client.engine, p.client.version, now) : null;
  const outdatedBrowser = browser?.outdated === true;
  const os = osVerdict({ name: p.os.name, version: p.os.version, frozen: osFrozen(p) }, now);
  const outdatedOs = os.outdated;
  if (outdatedBrowser) codes.push(DEVICE.device_outdated_browser);
  if (outdatedOs) codes.push(DEVICE.device_outdated_os);

  if ((category !== null && UNUSUAL_CATEGORIES.has(category)) || UNUSUAL_TYPES.has(p.device.type)) codes.push(DEVICE.device_unusual_type);

  const inc = inconsistencies(p, category);
  if (inc.length > 0) codes.push(DEVICE.device_inconsistent_user_agent);
  if (EMULATOR.test(p.ua)) codes.push(DEVICE.device_emulator);
  const fake = fakePatterns(p, now);
  if (fake.length > 0) codes.push(DEVICE.device_fake_user_agent);
  if (nothing) codes.push(DEVICE.device_unrecognized);

  if (codes.length === 0) {
    const current =
      category !== null &&
      EVERYDAY_CATEGORIES.has(category) &&
      MAINSTREAM_OS.has(p.os.name) &&
      browser !== null &&
      (browser.clock === 'chromium' || browser.clock === 'firefox' || browser.clock === 'safari');
    if (current) codes.push(DEVICE.device_common_current);
    if (input.releaseYear !== null && input.releaseYear >= now.getUTCFullYear() - 3) codes.push(DEVICE.device_recent_model);
  }
  return { isRobot, codes, facts: { headless, outdatedBrowser, outdatedOs, inconsistencies: inc, fakePatterns: fake } };
}
