/** Sandbox device and name payloads. */
import { DevicePayload, type DeviceCategory } from '../contract/payloads/device.js';
import { NamePayload } from '../contract/payloads/name.js';
import type { NameCheck } from '../products/name/check.js';
import { compilePlan, runPlan, type Ctx } from './plan.js';

type Out = Record<string, unknown>;

interface DeviceModel {
  readonly brand: string;
  readonly model: string | null;
  readonly category: DeviceCategory;
  readonly year: number;
  readonly price: number | null;
  readonly screen: readonly [number, number] | null;
}

/** Devices recognised from the user agent, first match wins; the last entries are the generic fallbacks. */
const DEVICES: readonly (readonly [RegExp, readonly DeviceModel[]])[] = [
  [/iPhone/, [
    { brand: 'Apple', model: 'iPhone 13', category: 'Mobile Phone', year: 2021, price: 799, screen: [2532, 1170] },
    { brand: 'Apple', model: 'iPhone 15', category: 'Mobile Phone', year: 2023, price: 829, screen: [2556, 1179] },
  ]],
  [/iPad/, [{ brand: 'Apple', model: 'iPad Air', category: 'Tablet', year: 2022, price: 599, screen: [2360, 1640] }]],
  [/SM-S9|SM-G9/, [{ brand: 'Samsung', model: 'Galaxy S23', category: 'Mobile Phone', year: 2023, price: 799, screen: [2340, 1080] }]],
  [/SM-A/, [{ brand: 'Samsung', model: 'Galaxy A54', category: 'Mobile Phone', year: 2023, price: 449, screen: [2340, 1080] }]],
  [/SM-T|SM-X/, [{ brand: 'Samsung', model: 'Galaxy Tab S8', category: 'Tablet', year: 2022, price: 699, screen: [2560, 1600] }]],
  [/Pixel/, [{ brand: 'Google', model: 'Pixel 8', category: 'Mobile Phone', year: 2023, price: 699, screen: [2400, 1080] }]],
  [/SmartTV|SMART-TV|Tizen|Web0S/, [{ brand: 'Samsung', model: 'Smart TV', category: 'TV', year: 2021, price: 549, screen: [1080, 1920] }]],
  [/PlayStation/, [{ brand: 'Sony', model: 'PlayStation 5', category: 'Games Console', year: 2020, price: 499, screen: [1080, 1920] }]],
  [/Xbox/, [{ brand: 'Microsoft', model: 'Xbox Series X', category: 'Games Console', year: 2020, price: 499, screen: [1080, 1920] }]],
  [/Android.*Mobile/, [{ brand: 'Xiaomi', model: 'Redmi Note 12', category: 'Mobile Phone', year: 2023, price: 229, screen: [2400, 1080] }]],
  [/Android/, [{ brand: 'Lenovo', model: 'Tab M10', category: 'Tablet', year: 2022, price: 199, screen: [1920, 1200] }]],
  [/Macintosh/, [{ brand: 'Apple', model: 'Mac', category: 'Desktop', year: 2020, price: null, screen: null }]],
  [/Windows|Linux|X11|CrOS/, [{ brand: 'Generic', model: null, category: 'Desktop', year: 2019, price: null, screen: null }]],
];
const FALLBACK: DeviceModel = { brand: 'Generic', model: null, category: 'Desktop', year: 2019, price: null, screen: null };

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];
const OSES: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [/Windows NT 10\.0/, () => 'Windows 10'],
  [/Windows NT ([\d.]+)/, (m) => `Windows NT ${m[1]}`],
  [/(?:iPhone|CPU) OS (\d+)_(\d+)/, (m) => `iOS ${m[1]}.${m[2]}`],
  [/Android (\d+(?:\.\d+)?)/, (m) => `Android ${m[1]}`],
  [/Mac OS X (\d+)[_.](\d+)/, (m) => `macOS ${m[1]}.${m[2]}`],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];
const ROBOT = /bot\b|bot\/|spider|crawl|slurp|curl\/|wget|python-requests|headless|phantomjs|scrapy|httpclient/i;

const priceCluster = (usd: number) => (usd < 150 ? 'very_low' : usd < 300 ? 'low' : usd < 600 ? 'medium' : usd < 900 ? 'high' : 'very_high');

const DEVICE_PLAN = compilePlan(
  DevicePayload,
  'device',
  {},
  /^$/,
  /^(is_robot|brand|model|category|age|browser_name|browser_version|operating_system|price_usd|price_cluster|screen_size_(height|width))$/,
);

export function sandboxDevicePayload(ua: string, c: Ctx): Out {
  const out = runPlan(DEVICE_PLAN, c);
  out.value = ua;
  const robot = ROBOT.test(ua);
  const models = DEVICES.find(([re]) => re.test(ua))?.[1];
  const d = models ? c.rng.pick(models) : FALLBACK;
  let browser: string | null = null;
  let version: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = name;
      version = m[1];
      break;
    }
  }
  let os: string | null = null;
  for (const [re, f] of OSES) {
    const m = re.exec(ua);
    if (m) {
      os = f(m);
      break;
    }
  }
  Object.assign(out, {
    is_robot: robot || (c.cluster === 'very_low' && !models),
    brand: robot ? null : d.brand === 'Generic' ? (browser === 'Chrome' ? 'Google' : browser === 'Edge' ? 'Microsoft' : browser === 'Firefox' ? 'Mozilla' : null) : d.brand,
    model: robot ? null : d.model,
    category: robot ? null : d.category,
    age: robot ? null : d.year,
    browser_name: browser,
    browser_version: version,
    operating_system: os,
    price_usd: d.price === null || robot ? null : d.price.toFixed(2),
    price_cluster: d.price === null || robot ? null : priceCluster(d.price),
    screen_size_height: d.screen && !robot ? d.screen[0] : null,
    screen_size_width: d.screen && !robot ? d.screen[1] : null,
  });
  return out;
}

const NAME_PLAN = compilePlan(
  NamePayload,
  'name',
  { has_facebook: (c) => c.rng.chance(c.risky ? 0.1 : 0.5), facebook_avatar_url: (c) => `https://example.com/sandbox/img/avatar-${c.token}.jpg` },
  /^(has_facebook|identity_)/,
  /^(is_valid|gender|risk_type)$/,
);

/** The name payload: validity, risk type and gender are the live checker's; only the enrichment is synthetic. */
export function sandboxNamePayload(value: string, check: NameCheck, c: Ctx): Out {
  const out = runPlan(NAME_PLAN, c);
  out.value = value;
  out.is_valid = check.is_valid;
  out.risk_type = check.risk_type;
  out.gender = check.gender;
  if (!out.has_facebook) out.facebook_avatar_url = null;
  return out;
}
