import { mulberry32 } from './data.js';

/**
 * A realistic mix of distinct user agents for the device benchmarks, generated deterministically (seeded) from
 * real user-agent templates: about 45% Android (Chrome, Samsung Internet, in-app WebViews), 25% iPhone/iPad
 * Safari and Chrome, 20% Windows (Chrome, Edge, Firefox), 5% macOS, 3% robots and libraries, 2% TVs, consoles
 * and other devices. Distinct strings come from real model codes crossed with real browser build numbers.
 *
 *   deviceBenchUserAgents(10_000)  -> 10,000 distinct strings, same list on every call
 *   pickZipf(list, n, seed)        -> n requests drawn with a Zipf-like repetition (popular agents repeat)
 */


const ANDROID_MODELS = [
  'SM-S918B', 'SM-S911B', 'SM-S921B', 'SM-S928B', 'SM-A546B', 'SM-A556B', 'SM-A155F', 'SM-A256B', 'SM-A145F', 'SM-G991B',
  'SM-G998B', 'SM-A536B', 'SM-A336B', 'SM-M146B', 'SM-F946B', 'SM-X710', 'Pixel 7', 'Pixel 7a', 'Pixel 8', 'Pixel 8 Pro',
  'Pixel 9', 'Pixel 6a', '23127PN0CG', 'M2101K6G', '2201117TG', '23021RAA2Y', '22101316G', 'CPH2451', 'CPH2525', 'RMX3710',
  'V2231', 'V2303', 'moto g54 5G', 'moto g84 5G', 'motorola edge 40', 'Nokia G21', 'TECNO KI5k', 'Infinix X6833B', 'KB2003', 'NE2213',
  'ASUS_AI2302', 'SM-T220', 'SM-X200', 'Lenovo TB-X606F',
];
const IOS_VERSIONS = ['16_7_10', '17_4_1', '17_5_1', '17_6_1', '18_0', '18_1_1', '18_2', '18_3_2', '18_4', '18_5'];
const WIN = ['Windows NT 10.0; Win64; x64', 'Windows NT 10.0; WOW64', 'Windows NT 10.0'];
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'curl/8.%d.0', 'python-requests/2.%d.0', 'Go-http-client/1.1', 'okhttp/4.%d.0', 'axios/1.%d.2',
];
const OTHER = [
  'Mozilla/5.0 (SMART-TV; Linux; Tizen %d.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/2.2 Chrome/63.0.3239.84 TV Safari/537.36',
  'Mozilla/5.0 (PlayStation; PlayStation 5/%d.26) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7%d) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/%c Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%c Safari/537.36 Edge/18.1904%d',
];

function chromeBuild(r: () => number): { major: number; full: string } {
  const major = 120 + Math.floor(r() * 19);
  return { major, full: `${major}.0.${6000 + Math.floor(r() * 1200)}.${Math.floor(r() * 200)}` };
}

function one(r: () => number): string {
  const x = r();
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)];
  if (x < 0.45) {
    const model = pick(ANDROID_MODELS);
    const av = 11 + Math.floor(r() * 5);
    const c = chromeBuild(r);
    const y = r();
    if (y < 0.65) return `Mozilla/5.0 (Linux; Android ${av}; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${c.full} Mobile Safari/537.36`;
    if (y < 0.8) return `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${c.major}.0.0.0 Mobile Safari/537.36`;
    if (y < 0.92) return `Mozilla/5.0 (Linux; Android ${av}; SAMSUNG ${model}) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/${22 + Math.floor(r() * 6)}.${Math.floor(r() * 3)} Chrome/${c.major}.0.0.0 Mobile Safari/537.36`;
    return `Mozilla/5.0 (Linux; Android ${av}; ${model} Build/UP1A.${231005 + Math.floor(r() * 500)}.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/${c.full} Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/${440 + Math.floor(r() * 40)}.0.0.${Math.floor(r() * 60)}.${Math.floor(r() * 120)};]`;
  }
  if (x < 0.7) {
    const v = pick(IOS_VERSIONS);
    const sv = v.split('_').slice(0, 2).join('.');
    const y = r();
    const build = `15E${100 + Math.floor(r() * 60)}`;
    if (y < 0.7) return `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${sv} Mobile/${build} Safari/604.1`;
    if (y < 0.85) return `Mozilla/5.0 (iPad; CPU OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${sv} Mobile/${build} Safari/604.1`;
    const c = chromeBuild(r);
    return `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/${c.full} Mobile/${build} Safari/604.1`;
  }
  if (x < 0.9) {
    const w = pick(WIN);
    const c = chromeBuild(r);
    const y = r();
    if (y < 0.6) return `Mozilla/5.0 (${w}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${c.full} Safari/537.36`;
    if (y < 0.85) return `Mozilla/5.0 (${w}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${c.major}.0.0.0 Safari/537.36 Edg/${c.major}.0.${2000 + Math.floor(r() * 900)}.${Math.floor(r() * 120)}`;
    const f = 115 + Math.floor(r() * 26);
    return `Mozilla/5.0 (${w}; rv:${f}.0) Gecko/20100101 Firefox/${f}.0`;
  }
  if (x < 0.95) {
    const y = r();
    const c = chromeBuild(r);
    if (y < 0.5) return `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${c.full} Safari/537.36`;
    const sv = `${16 + Math.floor(r() * 3)}.${Math.floor(r() * 7)}`;
    return `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${sv}.${Math.floor(r() * 3)} Safari/605.1.15`;
  }
  if (x < 0.98) return pick(BOTS).replace('%d', String(Math.floor(r() * 12)));
  const c = chromeBuild(r);
  return pick(OTHER).replace('%d', String(1 + Math.floor(r() * 9))).replace('%c', c.full);
}

/** `n` distinct user agents in a realistic mix; the same list for the same `n` and seed. */
export function deviceBenchUserAgents(n: number, seed = 20250701): string[] {
  const r = mulberry32(seed);
  const out = new Set<string>();
  let guard = 0;
  while (out.size < n && guard < n * 50) {
    out.add(one(r));
    guard++;
  }
  if (out.size < n) throw new Error(`deviceBenchUserAgents: only ${out.size} distinct user agents could be made`);
  return [...out];
}

/** `n` picks from `list` with Zipf-like popularity (rank k drawn with weight 1/k^s). */
export function pickZipf<T>(list: readonly T[], n: number, seed = 7, s = 1.0): T[] {
  const r = mulberry32(seed);
  const cdf: number[] = [];
  let total = 0;
  for (let k = 1; k <= list.length; k++) {
    total += 1 / Math.pow(k, s);
    cdf.push(total);
  }
  const out: T[] = [];
  for (let i = 0; i < n; i++) {
    const x = r() * total;
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    out.push(list[lo]);
  }
  return out;
}
