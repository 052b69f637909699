/**
 * The probes of the collector, one registry (fingerprintjs-style): each probe reads one area of the browser and
 * returns its fields; each runs under its own timeout, and a probe that fails or times out leaves its fields null
 * and is named in `probe_errors` (the record is still sent). No probe reads a form field or makes a request.
 */
import { hashComponents, loadSources, prepareForSources, sources as fpSources } from '@fingerprintjs/fingerprintjs';
import { collect as botdCollect, detect as botdDetect, detectors as botdDetectors, sources as botdSources } from '@fingerprintjs/botd';

export interface Browser {
  user_agent: string;
  ua_brands: string | null;
  ua_mobile: boolean | null;
  ua_platform: string | null;
  ua_platform_version: string | null;
  ua_model: string | null;
  ua_full_version: string | null;
  platform: string | null;
  language: string | null;
  languages: string[];
  timezone: string | null;
  timezone_offset: number | null;
  cpu_class: string | null;
  cpu_cores: number | null;
  device_memory: number | null;
  webgl_vendor: string | null;
  webgl_renderer: string | null;
  media_devices_count: number | null;
  media_devices_kinds: string[];
  screen_width: number | null;
  screen_height: number | null;
  viewport_width: number | null;
  viewport_height: number | null;
  color_depth: number | null;
  pixel_ratio: number | null;
  touch_points: number | null;
  cookies_enabled: boolean | null;
  incognito: boolean | null;
  privacy_plugins: string[];
  battery_charging: boolean | null;
  battery_level: number | null;
}

export interface Automation {
  webdriver: boolean | null;
  bot_kind: string | null;
  bot_detectors: string[];
  headless_traits: string[];
}

export interface Collected {
  device_id: string | null;
  browser: Browser;
  automation: Automation;
  probe_errors: string[];
}

type Out = { browser?: Partial<Browser>; automation?: Partial<Automation>; device_id?: string | null };
type Probe = () => Out | Promise<Out>;

const PROBE_TIMEOUT_MS = 2000;
const text = (v: unknown, max = 256): string | null => (typeof v === 'string' && v !== '' ? v.slice(0, max) : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);

/** navigator, screen, window and Intl: synchronous reads. */
const basics: Probe = () => {
  const n = navigator;
  const langs = Array.isArray(n.languages) ? n.languages.slice(0, 16).map((l) => String(l).slice(0, 64)) : [];
  let timezone: string | null = null;
  try {
    timezone = text(Intl.DateTimeFormat().resolvedOptions().timeZone, 64);
  } catch {
    timezone = null;
  }
  return {
    browser: {
      user_agent: n.userAgent.slice(0, 1024),
      platform: text(n.platform, 64),
      language: text(n.language, 64),
      languages: langs,
      timezone,
      timezone_offset: -new Date().getTimezoneOffset(),
      cpu_cores: int(n.hardwareConcurrency),
      device_memory: typeof (n as unknown as { deviceMemory?: unknown }).deviceMemory === 'number' ? (n as unknown as { deviceMemory: number }).deviceMemory : null,
      cpu_class: text((n as { cpuClass?: unknown }).cpuClass, 32),
      screen_width: int(screen.width),
      screen_height: int(screen.height),
      viewport_width: int(window.innerWidth),
      viewport_height: int(window.innerHeight),
      color_depth: int(screen.colorDepth),
      pixel_ratio: typeof window.devicePixelRatio === 'number' ? window.devicePixelRatio : null,
      touch_points: int(n.maxTouchPoints),
    },
    automation: { webdriver: typeof n.webdriver === 'boolean' ? n.webdriver : null },
  };
};

/** Cookies: write a short-lived test cookie and read it back (navigator.cookieEnabled is not reliable). */
const cookies: Probe = () => {
  const name = `idrisk_ck_${Math.random().toString(36).slice(2, 8)}`;
  try {
    document.cookie = `${name}=1; SameSite=Lax; path=/`;
    const ok = document.cookie.indexOf(`${name}=1`) !== -1;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    return { browser: { cookies_enabled: ok } };
  } catch {
    return { browser: { cookies_enabled: false } };
  }
};

interface UaData {
  brands?: { brand: string; version: string }[];
  mobile?: boolean;
  platform?: string;
  getHighEntropyValues?(hints: string[]): Promise<Record<string, unknown>>;
}

/** User-Agent client hints (Chromium): brands, platform, and the high-entropy model / versions / architecture. */
const clientHints: Probe = async () => {
  const d = (navigator as { userAgentData?: UaData }).userAgentData;
  if (!d) return {};
  const brands = (d.brands ?? []).filter((b) => !/not.?a.?brand/i.test(b.brand));
  const out: Partial<Browser> = {
    ua_brands: text(brands.map((b) => `${b.brand}/${b.version}`).join(', ')),
    ua_mobile: typeof d.mobile === 'boolean' ? d.mobile : null,
    ua_platform: text(d.platform, 64),
  };
  const traits: string[] = brands.some((b) => /headless/i.test(b.brand)) ? ['headless_client_hint'] : [];
  if (d.getHighEntropyValues) {
    const h = await d.getHighEntropyValues(['platformVersion', 'model', 'fullVersionList', 'architecture', 'bitness']);
    out.ua_platform_version = text(h.platformVersion, 64);
    out.ua_model = text(h.model, 128);
    const list = Array.isArray(h.fullVersionList) ? (h.fullVersionList as { brand: string; version: string }[]) : [];
    const main = list.find((b) => /chrome|edge|opera|brave|samsung/i.test(b.brand)) ?? list.find((b) => !/not.?a.?brand|chromium/i.test(b.brand));
    out.ua_full_version = text(main?.version, 64);
    const arch = text(h.architecture, 16);
    out.cpu_class = arch ? `${arch}${text(h.bitness, 4) ? `_${String(h.bitness)}` : ''}`.slice(0, 32) : null;
  }
  return { browser: out, automation: { headless_traits: traits } };
};

/** WebGL vendor and renderer, unmasked when the browser allows it. */
const webgl: Probe = () => {
  const canvas = document.createElement('canvas');
  const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null;
  if (!gl) return { browser: { webgl_vendor: null, webgl_renderer: null } };
  const ext = gl.getExtension('WEBGL_debug_renderer_info');
  const vendor = ext ? gl.getParameter(ext.UNMASKED_VENDOR_WEBGL) : gl.getParameter(gl.VENDOR);
  const renderer = ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return { browser: { webgl_vendor: text(vendor), webgl_renderer: text(renderer) } };
};

/** Media devices: how many and of which kinds (without permission the browser gives no labels, nor do we ask). */
const media: Probe = async () => {
  if (!navigator.mediaDevices?.enumerateDevices) return {};
  const list = await navigator.mediaDevices.enumerateDevices();
  const kinds = list.map((d) => d.kind).filter((k) => k === 'audioinput' || k === 'audiooutput' || k === 'videoinput');
  return { browser: { media_devices_count: kinds.length, media_devices_kinds: kinds.slice(0, 256) } };
};

/** Battery status API (Chromium): charging and level. */
const battery: Probe = async () => {
  const get = (navigator as { getBattery?: () => Promise<{ charging: boolean; level: number }> }).getBattery;
  if (!get) return {};
  const b = await get.call(navigator);
  return { browser: { battery_charging: b.charging, battery_level: Math.max(0, Math.min(100, Math.round(b.level * 100))) } };
};

/**
 * Incognito: a private window gets a storage quota bounded by memory instead of disk (Chromium: under twice the
 * JS heap limit); Firefox refuses the origin-private file system in private windows. Null when neither applies.
 */
const incognito: Probe = async () => {
  const perf = performance as { memory?: { jsHeapSizeLimit?: number } };
  if (navigator.storage?.estimate && /Chrome|Chromium|CriOS|Edg\//.test(navigator.userAgent)) {
    const { quota } = await navigator.storage.estimate();
    const limit = perf.memory?.jsHeapSizeLimit ?? 1_073_741_824;
    if (typeof quota === 'number') return { browser: { incognito: quota < 2 * limit } };
  }
  if (/Firefox\//.test(navigator.userAgent) && navigator.storage?.getDirectory) {
    try {
      await navigator.storage.getDirectory();
      return { browser: { incognito: false } };
    } catch {
      return { browser: { incognito: true } };
    }
  }
  return { browser: { incognito: null } };
};

/** Privacy-related extensions and settings: a bait element hidden by content blockers, GPC, Brave shields. */
const privacy: Probe = async () => {
  const found: string[] = [];
  const bait = document.createElement('div');
  bait.className = 'adsbox ad-banner pub_300x250 text-ad textAd';
  bait.setAttribute('style', 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px');
  bait.innerHTML = '&nbsp;';
  document.body.appendChild(bait);
  await new Promise((r) => setTimeout(r, 50));
  const style = getComputedStyle(bait);
  if (bait.offsetParent === null || bait.offsetHeight === 0 || style.display === 'none' || style.visibility === 'hidden') found.push('content_blocker');
  bait.remove();
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true) found.push('global_privacy_control');
  if ((navigator as { brave?: unknown }).brave !== undefined) found.push('brave_shields');
  return { browser: { privacy_plugins: found } };
};

/** BotD (MIT): automation tools and headless browsers; the detectors that fired are sent by name. */
const botd: Probe = async () => {
  const components = await botdCollect(botdSources);
  const [detections, final] = botdDetect(components, botdDetectors);
  const fired = Object.keys(detections).filter((k) => (detections as Record<string, { bot: boolean }>)[k].bot);
  const traits: string[] = [];
  if (window.outerWidth === 0 && window.outerHeight === 0 && document.hasFocus()) traits.push('zero_outer_window');
  if (/HeadlessChrome/.test(navigator.userAgent)) traits.push('headless_user_agent');
  return { automation: { bot_kind: final.bot ? final.botKind : null, bot_detectors: fired.slice(0, 32), headless_traits: traits } };
};

/** Components that change without the device changing (zone, languages, window frame, browser version). */
const UNSTABLE = new Set(['timezone', 'languages', 'dateTimeLocale', 'screenFrame', 'userAgentData']);

/** The device identifier: FingerprintJS (MIT) components of stable attributes, hashed in the browser. */
const deviceId: Probe = async () => {
  await prepareForSources();
  const stable = Object.fromEntries(Object.entries(fpSources).filter(([k]) => !UNSTABLE.has(k))) as typeof fpSources;
  const components = await loadSources(stable, { cache: {}, debug: false }, [])();
  return { device_id: hashComponents(components) };
};

export const PROBES: Record<string, Probe> = { basics, cookies, clientHints, webgl, media, battery, incognito, privacy, botd, deviceId };

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms);
    p.then((v) => { clearTimeout(t); resolve(v); }, (e: unknown) => { clearTimeout(t); reject(e); });
  });
}

export async function runProbes(): Promise<Collected> {
  const browser: Browser = {
    user_agent: navigator.userAgent.slice(0, 1024), ua_brands: null, ua_mobile: null, ua_platform: null, ua_platform_version: null, ua_model: null,
    ua_full_version: null, platform: null, language: null, languages: [], timezone: null, timezone_offset: null, cpu_class: null,
    cpu_cores: null, device_memory: null, webgl_vendor: null, webgl_renderer: null, media_devices_count: null, media_devices_kinds: [],
    screen_width: null, screen_height: null, viewport_width: null, viewport_height: null, color_depth: null, pixel_ratio: null,
    touch_points: null, cookies_enabled: null, incognito: null, privacy_plugins: [], battery_charging: null, battery_level: null,
  };
  const automation: Automation = { webdriver: null, bot_kind: null, bot_detectors: [], headless_traits: [] };
  const out: Collected = { device_id: null, browser, automation, probe_errors: [] };
  const names = Object.keys(PROBES);
  const results = await Promise.allSettled(names.map((name) => withTimeout(Promise.resolve().then(PROBES[name]), PROBE_TIMEOUT_MS)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') {
      out.probe_errors.push(names[i]);
      return;
    }
    const v = r.value;
    if (v.browser) Object.assign(browser, v.browser);
    if (v.automation) {
      const { headless_traits, ...rest } = v.automation;
      Object.assign(automation, rest);
      if (headless_traits) automation.headless_traits.push(...headless_traits);
    }
    if (v.device_id !== undefined) out.device_id = v.device_id;
  });
  return out;
}
