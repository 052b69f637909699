/**
 * The record the browser collector sends to POST /1.0/track/collect (collector/src). Every key is required and
 * every signal nullable: a probe the browser does not support (or that failed) sends null, never a guess.
 * Texts are capped, lists are short, numbers are bounded: the whole body is also capped (COLLECT_BODY_LIMIT).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.js';
import { Text } from './requests.js';

const strict = { additionalProperties: false } as const;
const OptText = (maxLength: number, description: string) => Nullable(Text({ maxLength }), { description });
const OptInt = (minimum: number, maximum: number, description: string) => Nullable(Type.Integer({ minimum, maximum }), { description });
const OptNum = (minimum: number, maximum: number, description: string) => Nullable(Type.Number({ minimum, maximum }), { description });
const OptBool = (description: string) => Nullable(Type.Boolean(), { description });
const Names = (maxItems: number, description: string) => Type.Array(Text({ minLength: 1, maxLength: 64 }), { maxItems, description });
const group = <P extends Record<string, TSchema>>(props: P, description: string) => Type.Object(props, { ...strict, description });

export const MEDIA_DEVICE_KINDS = ['audioinput', 'audiooutput', 'videoinput'] as const;

/** Body size cap of the collect endpoint, in bytes (a real record is about 2 KB). */
export const COLLECT_BODY_LIMIT = 16 * 1024;

export const CollectBrowser = group(
  {
    user_agent: Text({ maxLength: 1024, description: 'navigator.userAgent' }),
    ua_brands: OptText(256, 'User-Agent client hints: brands with major versions, "Brand/version" comma-separated'),
    ua_mobile: OptBool('Client hint: mobile'),
    ua_platform: OptText(64, 'Client hint: platform'),
    ua_platform_version: OptText(64, 'Client hint (high entropy): platform version'),
    ua_model: OptText(128, 'Client hint (high entropy): device model'),
    ua_full_version: OptText(64, 'Client hint (high entropy): full browser version'),
    platform: OptText(64, 'navigator.platform'),
    language: OptText(64, 'navigator.language'),
    languages: Names(16, 'navigator.languages'),
    timezone: OptText(64, 'Intl time zone (IANA)'),
    timezone_offset: OptInt(-1440, 1440, 'Minutes east of UTC at collection time'),
    cpu_class: OptText(32, 'navigator.cpuClass (old IE) or the client-hint architecture'),
    cpu_cores: OptInt(0, 1024, 'navigator.hardwareConcurrency'),
    device_memory: OptNum(0, 1024, 'navigator.deviceMemory (GB, rounded by the browser)'),
    webgl_vendor: OptText(256, 'Unmasked WebGL vendor'),
    webgl_renderer: OptText(256, 'Unmasked WebGL renderer'),
    media_devices_count: OptInt(0, 256, 'Media devices enumerated (without permission: one entry per kind present)'),
    media_devices_kinds: Type.Array(StringEnum(MEDIA_DEVICE_KINDS), { maxItems: 256, description: 'Kinds of the enumerated media devices' }),
    screen_width: OptInt(0, 100000, 'screen.width (CSS pixels)'),
    screen_height: OptInt(0, 100000, 'screen.height (CSS pixels)'),
    viewport_width: OptInt(0, 100000, 'window.innerWidth'),
    viewport_height: OptInt(0, 100000, 'window.innerHeight'),
    color_depth: OptInt(0, 128, 'screen.colorDepth'),
    pixel_ratio: OptNum(0, 100, 'window.devicePixelRatio'),
    touch_points: OptInt(0, 256, 'navigator.maxTouchPoints'),
    cookies_enabled: OptBool('A test cookie could be written and read'),
    incognito: OptBool('Private / incognito window (storage quota heuristics)'),
    privacy_plugins: Names(16, 'Privacy-related extensions or settings detected (ad blocker filters, Global Privacy Control, ...)'),
    battery_charging: OptBool('Battery API: charging'),
    battery_level: OptInt(0, 100, 'Battery API: level in percent'),
  },
  'What the browser exposes',
);

export const CollectAutomation = group(
  {
    webdriver: OptBool('navigator.webdriver'),
    bot_kind: OptText(64, 'BotD verdict: the automation tool detected, null when none'),
    bot_detectors: Names(32, 'BotD detectors that fired'),
    headless_traits: Names(32, 'Own probes of headless browsers that fired'),
  },
  'Automation signals',
);

export const CollectBehaviour = group(
  {
    keystrokes: Type.Integer({ minimum: 0, maximum: 100000, description: 'Key presses in the username field (timing only, never which key)' }),
    key_interval_mean_ms: OptNum(0, 3_600_000, 'Mean time between key presses'),
    key_interval_sd_ms: OptNum(0, 3_600_000, 'Standard deviation of the time between key presses'),
    typing_ms: OptNum(0, 3_600_000, 'First to last key press in the username field'),
    pastes: Type.Integer({ minimum: 0, maximum: 100000, description: 'Paste events in the username field (never their content)' }),
    pointer_moves: Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'Pointer move events on the page' }),
    pointer_clicks: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Pointer down events on the page' }),
    touches: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Touch start events on the page' }),
    dwell_ms: Type.Number({ minimum: 0, maximum: 86_400_000, description: 'Time from the collector loading to the collect call' }),
  },
  'Coarse behaviour on the login page',
);

export const CollectRequest = Type.Object(
  {
    session_id: Text({ minLength: 1, maxLength: 256, description: 'Session identifier chosen by your page; the key of enrollments and results' }),
    username: Text({ minLength: 1, maxLength: 256, description: 'The username typed on the page (stored only as a keyed hash)' }),
    collector_version: Text({ minLength: 1, maxLength: 64, description: 'Content hash of the collector that sent the record' }),
    device_id: Nullable(Type.String({ pattern: '^[0-9a-f]{32}$' }), { description: 'Hash of stable browser attributes (FingerprintJS components, time zone and languages left out)' }),
    browser: CollectBrowser,
    automation: CollectAutomation,
    behaviour: CollectBehaviour,
    probe_errors: Names(64, 'Probes that failed or timed out'),
  },
  { ...strict, description: 'A login-page record of the browser collector' },
);
export type CollectRequest = Static<typeof CollectRequest>;

export const CollectResponse = Type.Object(
  {
    session_id: Type.String({ description: 'The session the record is stored under' }),
    stored_at: Type.String({ format: 'date-time', description: 'When the record was stored' }),
  },
  { additionalProperties: false, description: 'The record was stored' },
);
export type CollectResponse = Static<typeof CollectResponse>;

export const CollectorParams = Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{16}$', description: 'Content hash of the collector' }) }, strict);

/** A valid record (the OpenAPI example and the catalogue's example request). */
export const COLLECT_EXAMPLE: CollectRequest = {
  session_id: 'sess-1',
  username: 'jane',
  collector_version: '0123456789abcdef',
  device_id: '0123456789abcdef0123456789abcdef',
  browser: {
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    ua_brands: 'Google Chrome/142, Chromium/142', ua_mobile: false, ua_platform: 'Windows', ua_platform_version: '15.0.0', ua_model: null,
    ua_full_version: '142.0.7444.60', platform: 'Win32', language: 'en-GB', languages: ['en-GB', 'en'], timezone: 'Europe/London',
    timezone_offset: 0, cpu_class: 'x86_64', cpu_cores: 8, device_memory: 8, webgl_vendor: 'Google Inc. (NVIDIA)',
    webgl_renderer: 'ANGLE (NVIDIA, NVIDIA GeForce GTX 1650 Direct3D11 vs_5_0 ps_5_0, D3D11)', media_devices_count: 2,
    media_devices_kinds: ['audioinput', 'audiooutput'], screen_width: 1920, screen_height: 1080, viewport_width: 1903, viewport_height: 937,
    color_depth: 24, pixel_ratio: 1, touch_points: 0, cookies_enabled: true, incognito: false, privacy_plugins: [], battery_charging: null,
    battery_level: null,
  },
  automation: { webdriver: false, bot_kind: null, bot_detectors: [], headless_traits: [] },
  behaviour: { keystrokes: 4, key_interval_mean_ms: 142.5, key_interval_sd_ms: 31.2, typing_ms: 427.5, pastes: 0, pointer_moves: 37, pointer_clicks: 2, touches: 0, dwell_ms: 5210 },
  probe_errors: [],
};
