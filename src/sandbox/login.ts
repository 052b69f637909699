/**
 * Sandbox login tracking on the live code path. A sandbox caller sends no collector record, so the sandbox makes the
 * one the collector would have sent for the session (a browser profile, the page's behaviour, an address of a
 * documentation range) and the username's enrolled references, both seeded; then the live steps run on them: the ip
 * and device engines (the sandbox's, on synthetic sources) analyse the attempt, `loginResultsOf` scores it against the
 * references with the login scorecard and builds the answer, exactly as for a stored record (src/login/service.ts).
 * A scenario keyword steers the score into its band as for products (scenario.ts). See docs/sandbox.md, "Login".
 */
import type { LoginEnrollmentResponse, LoginResultsResponse } from '../contract/payloads/login.js';
import type { IpPayload } from '../contract/payloads/ip.js';
import type { DevicePayload } from '../contract/payloads/device.js';
import { analyzeAttempt, loginResultsOf, type AttemptEngines, type LoginAttempt, type RecordData } from '../login/service.js';
import { LOGIN_SCORECARD, type DeviceReference, type Enrolled } from '../login/score.js';
import type { ProductOutcome } from '../products/types.js';
import type { Scored } from '../scoring/scorecard.js';
import { REFERENCE_DAY_MS } from './plan.js';
import { Rng, stableText } from './random.js';
import { steerScored, type SandboxScenario } from './scenario.js';
import type { Fields } from './consistency.js';

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** The body of the login calls (LoginBody). */
export interface SandboxLoginBody {
  readonly username?: string;
  readonly app_key?: string;
  readonly transaction_id?: string;
}

export function sandboxLoginEnrollment(sessionId: string, body: SandboxLoginBody): LoginEnrollmentResponse {
  const rng = new Rng(`enrollment\u0000${sessionId}\u0000${stableText(body)}`);
  // The caller's transaction_id is echoed, as live does.
  return { transaction_id: str(body.transaction_id) ?? `txn_${rng.hex(24)}`, session_id: sessionId };
}

/** A browser as the collector reports it, with the user agent the device engine parses. */
interface BrowserProfile {
  readonly userAgent: string;
  readonly uaPlatform: string;
  readonly mobile: boolean;
  readonly platform: string;
  readonly cpu: string | null;
  readonly cores: number;
  readonly vendor: string;
  readonly renderer: string;
  readonly screen: readonly [number, number];
  readonly viewport: readonly [number, number];
  readonly battery: boolean;
}
const PROFILES: readonly BrowserProfile[] = [
  { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', uaPlatform: 'Windows', mobile: false, platform: 'Win32', cpu: 'x86', cores: 8, vendor: 'Google Inc. (NVIDIA)', renderer: 'ANGLE (NVIDIA, NVIDIA GeForce GTX 1650 Direct3D11 vs_5_0 ps_5_0, D3D11)', screen: [1920, 1080], viewport: [1903, 937], battery: false },
  { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', uaPlatform: 'macOS', mobile: false, platform: 'MacIntel', cpu: null, cores: 8, vendor: 'Apple Inc.', renderer: 'Apple GPU', screen: [1512, 982], viewport: [1512, 862], battery: true },
  { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', uaPlatform: 'iOS', mobile: true, platform: 'iPhone', cpu: null, cores: 6, vendor: 'Apple Inc.', renderer: 'Apple GPU', screen: [390, 844], viewport: [390, 664], battery: true },
  { userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36', uaPlatform: 'Android', mobile: true, platform: 'Linux armv81', cpu: null, cores: 8, vendor: 'Qualcomm', renderer: 'Adreno (TM) 740', screen: [412, 915], viewport: [412, 784], battery: true },
  { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0', uaPlatform: 'Windows', mobile: false, platform: 'Win32', cpu: 'x86', cores: 4, vendor: 'Mozilla', renderer: 'Mozilla', screen: [1366, 768], viewport: [1349, 625], battery: false },
];
const LOCALES: readonly (readonly [string, string])[] = [
  ['en-US', 'America/New_York'],
  ['en-GB', 'Europe/London'],
  ['es-ES', 'Europe/Madrid'],
  ['de-DE', 'Europe/Berlin'],
  ['fr-FR', 'Europe/Paris'],
  ['pt-BR', 'America/Sao_Paulo'],
  ['ja-JP', 'Asia/Tokyo'],
];
const DOC_V4 = ['192.0.2', '198.51.100', '203.0.113'] as const;
const DAY_MS = 86_400_000;

/** What the sandbox made for a session: the attempt (a collector record) and the username's enrolled references. */
export interface SyntheticLogin {
  readonly attempt: LoginAttempt;
  readonly enrolled: readonly Enrolled[];
  /** The seeded "world" of the attempt (docs/sandbox.md, "Login tracking"). */
  readonly world: 'trusted' | 'risky';
  /** The user agent of the username's enrolled logins. */
  readonly referenceAgent: string;
}

const deviceIdOf = (rng: Rng) => rng.hex(32);

/**
 * The collector record of a sandbox session and the username's references, a pure function of the session id and the
 * username. A trusted attempt comes from the device of an enrolled login (or one with its browser attributes) with a
 * person's behaviour; a risky one from a new device, with some of: an incognito window, privacy plugins, a browser
 * time zone of another continent, no pointer activity, instant typing, a headless browser. The address is always of
 * a documentation range (RFC 5737 / RFC 3849): the live ip engine answers it as reserved, without a location.
 */
export function syntheticLogin(sessionId: string, body: SandboxLoginBody): SyntheticLogin {
  const username = str(body.username);
  const rng = new Rng(`login\u0000${sessionId}\u0000${username ?? ''}`);
  const risky = rng.chance(0.4);
  const profile = rng.pick(PROFILES);
  const [language, timezone] = rng.pick(LOCALES);
  const ip = rng.chance(0.8) ? `${rng.pick(DOC_V4)}.${rng.int(1, 254)}` : `2001:db8::${rng.hex(4)}`;
  // The username's history: seeded by the username alone, so every session of one username sees the same references.
  const history = new Rng(`login-references\u0000${username ?? sessionId}`);
  const known = { deviceId: deviceIdOf(history), profile: history.pick(PROFILES) };
  const referenceCount = history.int(0, 3);
  const deviceId = !risky && referenceCount > 0 && rng.chance(0.7) ? known.deviceId : deviceIdOf(rng);
  const browserProfile = !risky && deviceId !== known.deviceId && rng.chance(0.5) ? known.profile : profile;
  const headless = risky && rng.chance(0.15);
  const scripted = headless || (risky && rng.chance(0.3));
  const keystrokes = scripted ? 0 : username ? username.length : rng.int(4, 12);
  const data: RecordData = {
    collector_version: 'sandbox',
    browser: {
      user_agent: browserProfile.userAgent,
      ua_brands: null,
      ua_mobile: browserProfile.mobile,
      ua_platform: browserProfile.uaPlatform,
      ua_platform_version: null,
      ua_model: null,
      ua_full_version: null,
      platform: browserProfile.platform,
      language,
      languages: [language],
      timezone: risky && rng.chance(0.4) ? rng.pick(['Asia/Jakarta', 'Pacific/Auckland', 'America/Los_Angeles']) : timezone,
      timezone_offset: null,
      cpu_class: browserProfile.cpu,
      cpu_cores: browserProfile.cores,
      device_memory: null,
      webgl_vendor: browserProfile.vendor,
      webgl_renderer: browserProfile.renderer,
      media_devices_count: browserProfile.mobile ? 3 : 2,
      media_devices_kinds: browserProfile.mobile ? ['audioinput', 'videoinput', 'audiooutput'] : ['audioinput', 'audiooutput'],
      screen_width: browserProfile.screen[0],
      screen_height: browserProfile.screen[1],
      viewport_width: browserProfile.viewport[0],
      viewport_height: browserProfile.viewport[1],
      color_depth: 24,
      pixel_ratio: null,
      touch_points: browserProfile.mobile ? 5 : 0,
      cookies_enabled: !risky || rng.chance(0.7),
      incognito: risky && rng.chance(0.5),
      privacy_plugins: risky && rng.chance(0.5) ? ['content-blocker'] : [],
      battery_charging: browserProfile.battery ? rng.chance(0.4) : null,
      battery_level: browserProfile.battery ? rng.int(5, 100) : null,
    },
    automation: { webdriver: headless ? true : false, bot_kind: headless ? 'headless_chrome' : null, bot_detectors: headless ? ['webDriver'] : [], headless_traits: [] },
    behaviour: {
      keystrokes,
      key_interval_mean_ms: keystrokes >= 2 ? rng.int(90, 260) : null,
      key_interval_sd_ms: keystrokes >= 2 ? rng.int(20, 90) : null,
      typing_ms: keystrokes >= 2 ? keystrokes * 150 : null,
      pastes: 0,
      pointer_moves: scripted ? 0 : rng.int(20, 400),
      pointer_clicks: scripted ? 0 : rng.int(1, 4),
      touches: scripted || !browserProfile.mobile ? 0 : rng.int(1, 6),
      dwell_ms: rng.int(3000, 40000),
    },
    probe_errors: [],
  };
  const collectedAt = new Date(REFERENCE_DAY_MS).toISOString();
  const enrolled: Enrolled[] = [];
  for (let i = 0; i < referenceCount; i++) {
    const reference: DeviceReference = {
      device_id: i === 0 ? known.deviceId : deviceIdOf(history),
      os: null,
      browser: null,
      screen: `${known.profile.screen[0]}x${known.profile.screen[1]}`,
      webgl_renderer: known.profile.renderer,
      cpu_cores: known.profile.cores,
      timezone,
      language,
    };
    // A documentation-range address has no location: the references have no country either, as in live.
    enrolled.push({ reference, countryCode: null, lat: null, lon: null, collectedAt: new Date(REFERENCE_DAY_MS - history.int(1, 80) * DAY_MS) });
  }
  return {
    attempt: { sessionId, deviceId, ip, collectedAt, data, appKey: str(body.app_key) },
    enrolled,
    world: risky ? 'risky' : 'trusted',
    referenceAgent: known.profile.userAgent,
  };
}

/** The sandbox's ip and device engines (its products, on synthetic sources). */
export interface SandboxAttemptEngines {
  ip(ip: string): Promise<ProductOutcome<IpPayload>>;
  device(userAgent: string): Promise<ProductOutcome<DevicePayload>>;
}

/**
 * The results of a sandbox session: the synthetic record and references through the live login steps; the device
 * engine's reference attributes (OS, browser) fill the references as enrollment would have.
 */
export async function sandboxLoginResults(
  engines: SandboxAttemptEngines,
  sessionId: string,
  body: SandboxLoginBody,
  transactionId: string,
  scenario: SandboxScenario | null,
): Promise<{ body: LoginResultsResponse; scored: Scored }> {
  const made = syntheticLogin(sessionId, body);
  const run: AttemptEngines = { ip: engines.ip, device: engines.device };
  const analysis = await analyzeAttempt(made.attempt, run);
  // Enrollment stores the engines' view of the enrolled browser: the references' OS and browser are the device
  // engine's reading of the username's usual user agent.
  const usual = await engines.device(made.referenceAgent);
  const enrolled = made.enrolled.map((e) => ({ ...e, reference: { ...e.reference, os: usual.payload.operating_system, browser: usual.payload.browser_name } }));
  const out = loginResultsOf(made.attempt, analysis, enrolled, { username: body.username, transactionId }, false);
  if (scenario === null) return out;
  const scored = steerScored(out.scored, LOGIN_SCORECARD, ['login'], scenario, new Rng(`login\u0000${sessionId}\u0000${stableText(body)}\u0000${scenario}`), (l) => (l === 'L' ? (out.body as Fields) : undefined));
  return { body: { ...out.body, score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes }, scored };
}
