/** Collector records for login tracking tests (the shape the browser collector sends; see src/contract/collect.ts). */
import type { CollectRequest } from '../../src/contract/collect.js';

export const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

export function collectorRecord(sessionId: string, username: string, over: { browser?: Partial<CollectRequest['browser']>; automation?: Partial<CollectRequest['automation']>; behaviour?: Partial<CollectRequest['behaviour']>; device_id?: string | null } = {}): CollectRequest {
  return {
    session_id: sessionId,
    username,
    collector_version: 'test',
    device_id: over.device_id === undefined ? 'a'.repeat(32) : over.device_id,
    browser: {
      user_agent: CHROME_UA, ua_brands: 'Google Chrome/142, Chromium/142', ua_mobile: false, ua_platform: 'Windows', ua_platform_version: '15.0.0', ua_model: null,
      ua_full_version: '142.0.7444.60', platform: 'Win32', language: 'en-GB', languages: ['en-GB', 'en'], timezone: 'Europe/London', timezone_offset: 0,
      cpu_class: 'x86_64', cpu_cores: 8, device_memory: 8, webgl_vendor: 'Google Inc. (NVIDIA)', webgl_renderer: 'ANGLE (NVIDIA GeForce GTX 1650)',
      media_devices_count: 2, media_devices_kinds: ['audioinput', 'audiooutput'], screen_width: 1920, screen_height: 1080, viewport_width: 1903,
      viewport_height: 937, color_depth: 24, pixel_ratio: 1, touch_points: 0, cookies_enabled: true, incognito: false, privacy_plugins: [],
      battery_charging: true, battery_level: 87,
      ...over.browser,
    },
    automation: { webdriver: false, bot_kind: null, bot_detectors: [], headless_traits: [], ...over.automation },
    behaviour: { keystrokes: 6, key_interval_mean_ms: 140, key_interval_sd_ms: 35, typing_ms: 700, pastes: 0, pointer_moves: 40, pointer_clicks: 2, touches: 0, dwell_ms: 5200, ...over.behaviour },
    probe_errors: [],
  };
}
