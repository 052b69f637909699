/**
 * User-agent parsing: node-device-detector (OS, client, device type/brand/model, its bot list) plus isbot's
 * pattern list. One parser per engine, created once; the detector loads its regex collections on first use, so
 * `warmUp` parses a few representative strings at engine creation instead of on the first request.
 */
import { createRequire } from 'node:module';
import DetectorModule from 'node-device-detector';
import { isbotMatch } from 'isbot';
import { requiredLiterals } from './literals.js';
import { installBrandScan, type ScannableParser } from './brand-scan.js';

/**
 * node-device-detector compiles `new RegExp(pattern, 'i')` for every pattern it tries on every call (its
 * ParserAbstract.getBaseRegExp): a --cpu-prof of the device engine put 60% of its CPU there (docs/decisions.md,
 * "Device parsing: the detector's patterns compiled once"). The patterns come from the package's own collections (a
 * fixed set of a few thousand), and a RegExp without the g or y flag keeps no state between exec/test calls, so one
 * compiled RegExp per pattern is shared. Bounded anyway: past REGEX_MEMO_MAX patterns, new ones compile per call.
 */
const REGEX_MEMO_MAX = 20_000;

/** How the detector's ParserAbstract.getBaseRegExp wraps a collection's pattern (its helper.js); the pattern sits inside. */
const BASE_PREFIX = '(?:^|[^A-Z0-9_-]|[^A-Z0-9-]_|sprd-|MZ-)(?:';

/** The last two texts lowercased (the device parsers read the first DEVICE_UA_MAX characters, the client parsers all). */
let textA = '';
let lowA = '';
let textB = '';
let lowB = '';
function lowered(text: string): string {
  if (text === textA) return lowA;
  if (text === textB) return lowB;
  textB = textA;
  lowB = lowA;
  textA = text;
  lowA = text.toLowerCase();
  return lowA;
}

/**
 * A collection's pattern that first looks for its required literals (src/products/device/literals.ts) in the text,
 * lowercased: when none is there it cannot match, and exec answers null without running the pattern. Otherwise exec is
 * RegExp's own. Most of a parse is the detector trying patterns that do not match (each brand's, then each model of a
 * brand, in their order), and most of those lack a literal the agent does not contain (docs/decisions.md, "Issue 33,
 * eighth pass"). A RegExp without g or y keeps no state between calls, so answering null early changes nothing else.
 */
class LiteralFirstRegExp extends RegExp {
  constructor(
    source: string,
    flags: string,
    readonly literals: readonly string[],
  ) {
    super(source, flags);
  }

  override exec(text: string): RegExpExecArray | null {
    if (typeof text === 'string') {
      const low = lowered(text);
      let found = false;
      for (const literal of this.literals) {
        if (low.includes(literal)) {
          found = true;
          break;
        }
      }
      if (!found) return null;
    }
    return super.exec(text);
  }
}

/**
 * The detector's compiled pattern with its literal test in front when the pattern has one, else the pattern itself.
 * `prefix` is how the parser wrapped the collection's pattern: ParserAbstract's BASE_PREFIX, or the alias-device
 * parser's bare `(?:` (its own getBaseRegExp).
 */
function literalFirst(re: RegExp, prefix: string): RegExp {
  const source = re.source;
  if (re.flags !== 'i' || !source.startsWith(prefix) || !source.endsWith(')')) return re;
  const literals = requiredLiterals(source.slice(prefix.length, -1));
  return literals ? new LiteralFirstRegExp(source, re.flags, literals) : re;
}

/** The literals a pattern from the memo tests first (null: none, it always runs). */
export const literalsOf = (re: RegExp): readonly string[] | null => (re instanceof LiteralFirstRegExp ? re.literals : null);

type PatternHost = { prototype?: { getBaseRegExp?: (s: string) => RegExp } } | undefined;

/** A memo of `getBaseRegExp` on a parser class's prototype (its patterns compiled once, with their literal test). */
function memoizePatterns(host: PatternHost, prefix: string): void {
  const proto = host?.prototype;
  const original = proto?.getBaseRegExp;
  if (!proto || typeof original !== 'function' || (original as { memoized?: boolean }).memoized) return;
  const memo = new Map<string, RegExp>();
  const memoized = function (this: unknown, pattern: string): RegExp {
    let re = memo.get(pattern);
    if (re === undefined) {
      re = literalFirst(original.call(this, pattern), prefix);
      if (memo.size < REGEX_MEMO_MAX) memo.set(pattern, re);
    }
    return re;
  };
  (memoized as { memoized?: boolean }).memoized = true;
  proto.getBaseRegExp = memoized;
}

/**
 * The detector's helpers that compile their patterns on every call (helper.js: `matchUserAgent` builds three RegExps,
 * `hasDesktopFragment` two, through the module's own functions, which a prototype memo does not reach); the device
 * type step and every device parse call them. Each is replaced on the module's exports (which index.js and the
 * alias-device parser call through) by the same test on a pattern compiled once: `matchUserAgent(str, ua)` is
 * `new RegExp('(?:^|[^A-Z_-])(?:' + normalizeRegExp(str) + ')', 'i').exec(ua)`, a pattern without g or y (no state), so
 * one compiled pattern per `str` answers the same. The fragment tests are the library's, named in FRAGMENTS; parse.test.ts
 * compares each with the library's own function on the bench's agents and the fixtures.
 */
interface DetectorHelper {
  matchUserAgent(str: string, ua: string): RegExpExecArray | null;
  getBaseRegExp(str: string): RegExp;
  hasDesktopFragment(ua: string): boolean;
  [name: string]: unknown;
}
/** The helper's fragment tests that are `matchUserAgent(pattern, ua) !== null` (helper.js of node-device-detector 2.2.x). */
export const FRAGMENTS: Readonly<Record<string, string>> = {
  hasAndroidTableFragment: 'Android( [.0-9]+)?; Tablet;|Tablet(?! PC)|.*-tablet$',
  hasOperaTableFragment: 'Opera Tablet',
  hasTouchFragment: 'Touch',
  hasVRFragment: 'Android( [.0-9]+)?; Mobile VR;| VR ',
  hasAndroidMobileFragment: 'Android( [.0-9]+)?; Mobile;|.*-mobile$',
  hasOperaTVStoreFragment: 'Opera TV Store| OMI/',
  hasPuffinDesktopFragment: 'Puffin/(?:\\d+[.\\d]+)[LMW]D',
  hasPuffinSmartphoneFragment: 'Puffin/(?:\\d+[.\\d]+)[AIFLW]P',
  hasPuffinTabletFragment: 'Puffin/(?:\\d+[.\\d]+)[AILW]T',
  hasAndroidTVFragment: 'Andr0id|(?:Android(?: UHD)?|Google) TV|\\(lite\\) TV|BRAVIA|Firebolt| TV$',
  hasTVFragment: 'SmartTV|Tizen.+ TV .+$',
};
const DESKTOP_PATTERN = '(?:Windows (?:NT|IoT)|X11; Linux x86_64)';
const DESKTOP_EXCLUDE_PATTERN = [
  'CE-HTML',
  ' Mozilla/|Andr[o0]id|Tablet|Mobile|iPhone|Windows Phone|ricoh|OculusBrowser',
  'PicoBrowser|Lenovo|compatible; MSIE|Trident/|Tesla/|XBOX|FBMD/|ARM; ?([^)]+)',
].join('|');

/** helper.js's normalizeRegExp (not exported): slashes escaped, `++` read as `+`. */
const normalizeRegExp = (regex: string): string => regex.replace(/\//g, '\\/').replace(/\+\+/g, '+');

/** The library's helper functions before this module replaced them (for parse.test.ts). */
export const originalHelpers: Record<string, (...args: string[]) => unknown> = {};

function memoizeHelpers(helper: DetectorHelper | undefined): void {
  if (!helper || typeof helper.matchUserAgent !== 'function' || (helper.matchUserAgent as { memoized?: boolean }).memoized) return;
  for (const name of ['matchUserAgent', 'getBaseRegExp', 'hasDesktopFragment', ...Object.keys(FRAGMENTS)]) {
    if (typeof helper[name] !== 'function') return; // another version of the library: leave it as it is
    originalHelpers[name] = helper[name] as (...args: string[]) => unknown;
  }
  const memo = new Map<string, RegExp>();
  const compiled = (str: string): RegExp => {
    let re = memo.get(str);
    if (re === undefined) {
      re = new RegExp('(?:^|[^A-Z_-])(?:' + normalizeRegExp(str) + ')', 'i');
      if (memo.size < 1_000) memo.set(str, re);
    }
    return re;
  };
  const matchUserAgent = (str: string, ua: string): RegExpExecArray | null => compiled(str).exec(ua);
  (matchUserAgent as { memoized?: boolean }).memoized = true;
  helper.matchUserAgent = matchUserAgent;
  for (const [name, pattern] of Object.entries(FRAGMENTS)) helper[name] = (ua: string): boolean => compiled(pattern).exec(ua) !== null;
  const desktop = helper.getBaseRegExp(DESKTOP_PATTERN);
  const desktopExclude = helper.getBaseRegExp(DESKTOP_EXCLUDE_PATTERN);
  helper.hasDesktopFragment = (ua: string): boolean => desktop.exec(ua) !== null && desktopExclude.exec(ua) === null;
}

/**
 * The OS parser's platform step (os-abstract-parser.js `parsePlatform` of node-device-detector 2.2.x) without its
 * backtracking alternatives. Its first pattern, `arm[ _;)ev]|.*arm$|.*arm64|aarch64|Apple ?TV|Watch ?OS|Watch1,[12]`
 * after getBaseRegExp's prefix, runs on nearly every WebKit agent (its literal `apple` is in "AppleWebKit"), and from
 * each place the prefix matches (the start and every character outside `[A-Z0-9_-]`) `.*arm$` and `.*arm64` read to
 * the end of the text and back: time in the square of the length, most of the OS parse (docs/decisions.md, issue 33
 * tenth pass). The x64 and x86 patterns have `.*amd64`, `.*x86_?64`, `.+32bit`, `.+win32` alike. Each such alternative
 * is tested on its own as a pattern that answers the same, and the rest of its pattern through getBaseRegExp as before
 * (a pattern matches when one of its alternatives does, after the same prefix):
 * - `PREFIX.*X` (X a run of letters and digits) matches when X is in the text: the prefix's `^` matches at the start,
 *   and its `[^A-Z0-9_-]` matches a line terminator, the one character `.` does not take; after the last terminator
 *   before X, `.*` reaches X. So it is `/X/i`; `.*x86_?64` is `/x86_?64/i`.
 * - `PREFIX.*arm$` is `/arm$/i` by the same argument (X at the end).
 * - `PREFIX.+X` needs one character before X that `.` takes (a prefix ends at or before it, as above): `/.X/i`.
 * The steps and their order are the library's; when its function is not the one these patterns were read from
 * (another version of the library), it is left as it is. parse.test.ts compares both on the bench's agents and on
 * texts made to reach each alternative.
 */
const PLATFORM_PATTERNS = [
  'arm[ _;)ev]|.*arm$|.*arm64|aarch64|Apple ?TV|Watch ?OS|Watch1,[12]',
  'loongarch64',
  'mips',
  'sh4',
  'sparc64',
  '64-?bit|WOW64|(?:Intel)?x64|WINDOWS_64|win64|IRIX;?64|.*amd64|.*x86_?64',
  '.+32bit|.+win32|(?:i[0-9]|x)86|i86pc',
];
const ARM_AT_END = /arm$/i;
const ARM64 = /arm64/i;
const X64_ANYWHERE = /amd64|x86_?64/i;
const X86_AFTER_ONE = /.32bit|.win32/i;

/** The library's parsePlatform before this module replaced it (for parse.test.ts); null when it was not replaced. */
export let originalParsePlatform: ((ua: string) => string) | null = null;

function fastPlatform(host: { prototype?: { parsePlatform?: (ua: string) => string; getBaseRegExp?: (s: string) => RegExp } } | undefined): void {
  const proto = host?.prototype;
  const original = proto?.parsePlatform;
  if (!proto || typeof original !== 'function' || originalParsePlatform !== null) return;
  const text = original.toString();
  let at = 0;
  for (const pattern of PLATFORM_PATTERNS) {
    at = text.indexOf(`this.getBaseRegExp('${pattern}').test(userAgent)`, at);
    if (at < 0) return; // another version of the library: leave it as it is
  }
  originalParsePlatform = original;
  proto.parsePlatform = function (this: { getBaseRegExp(s: string): RegExp }, userAgent: string): string {
    if (this.getBaseRegExp('arm[ _;)ev]|aarch64|Apple ?TV|Watch ?OS|Watch1,[12]').test(userAgent) || ARM_AT_END.test(userAgent) || ARM64.test(userAgent)) {
      return 'ARM';
    }
    if (this.getBaseRegExp('loongarch64').test(userAgent)) return 'LoongArch64';
    if (this.getBaseRegExp('mips').test(userAgent)) return 'MIPS';
    if (this.getBaseRegExp('sh4').test(userAgent)) return 'SuperH';
    if (this.getBaseRegExp('sparc64').test(userAgent)) return 'SPARC64';
    if (this.getBaseRegExp('64-?bit|WOW64|(?:Intel)?x64|WINDOWS_64|win64|IRIX;?64').test(userAgent) || X64_ANYWHERE.test(userAgent)) return 'x64';
    if (X86_AFTER_ONE.test(userAgent) || this.getBaseRegExp('(?:i[0-9]|x)86|i86pc').test(userAgent)) return 'x86';
    return '';
  };
}

function memoizeDetectorPatterns(): void {
  const require = createRequire(import.meta.url);
  memoizePatterns(require('node-device-detector/parser/abstract-parser.js') as PatternHost, BASE_PREFIX);
  // The alias-device parser (the model code of every device parse) has its own getBaseRegExp: `(?:pattern)`.
  memoizePatterns(require('node-device-detector/parser/device/alias-device.js') as PatternHost, '(?:');
  memoizeHelpers(require('node-device-detector/parser/helper.js') as DetectorHelper | undefined);
  fastPlatform(require('node-device-detector/parser/os-abstract-parser.js') as Parameters<typeof fastPlatform>[0]);
}
memoizeDetectorPatterns();

export interface ParsedOs {
  readonly name: string;
  readonly version: string;
  readonly family: string;
}
export interface ParsedClient {
  /** browser, mobile app, library, media player, feed reader, pim, ... ('' when unknown) */
  readonly type: string;
  readonly name: string;
  readonly version: string;
  readonly engine: string;
  readonly family: string;
}
export interface ParsedDevice {
  /** The detector's device type: smartphone, tablet, desktop, tv, console, car browser, ... ('' when unknown). */
  readonly type: string;
  readonly brand: string;
  readonly model: string;
  /** The model code as written in the user agent (e.g. SM-S918B), '' when none. */
  readonly code: string;
}
export interface ParsedUa {
  readonly ua: string;
  readonly os: ParsedOs;
  readonly client: ParsedClient;
  readonly device: ParsedDevice;
  /** The detector's bot list match (name, category), or null. */
  readonly bot: { readonly name: string; readonly category: string } | null;
  /** The isbot pattern fragment that matched, or null. */
  readonly isbotMatch: string | null;
}

/**
 * The most characters of a user agent the parsers read (docs/device.md, "Input bounds"): every browser, app and bot
 * string we know states its platform, device model, client and bot name well before this (the longest in-app
 * browser strings put the device model in the first 60 characters), and the parsers' cost grows with the length
 * (a crafted 4 kB string cost 170-400 ms of CPU before this bound, issue 25). The rules that read the whole string
 * (its length, control characters, a pasted header) are linear scans.
 */
export const ANALYZED_UA_MAX = 256;
/**
 * The characters the detector's OS, device and bot-list parsers read: the costliest steps (each tries hundreds to
 * thousands of patterns, in time that grows with the length), and what they look for comes first in every string we
 * know (the platform and model in the first parentheses, a crawler's name before its URL). The client parsers read
 * ANALYZED_UA_MAX: in-app browsers append their name after the Chrome or Safari tokens.
 */
export const DEVICE_UA_MAX = 160;

// The package is CommonJS (`module.exports = DeviceDetector`) while its typings declare a default export: under
// NodeNext the default import is the class at run time but typed as the module; take whichever shape is there.
type DetectorClass = typeof DetectorModule.default;
const DeviceDetector: DetectorClass =
  'default' in DetectorModule && typeof DetectorModule.default === 'function' ? DetectorModule.default : (DetectorModule as unknown as DetectorClass);

/** Standard macOS browser user agents (Safari, Chrome, Firefox, Edge, Opera on a Mac). */
const MAC_DESKTOP = /^Mozilla\/5\.0 \(Macintosh; (?:U; )?(?:Intel|PPC) Mac OS X [\d_.]+(?:; [a-z]{2}(?:-[a-z]{2})?)?(?:; rv:[\d.]+)?\) (?:AppleWebKit\/[\d.+]+ \(KHTML, like Gecko\)|Gecko\/\d+ )/i;
/** Standard iPhone / iPad browser user agents: Safari, Chrome, Firefox, Edge for iOS, nothing after Safari/x. */
const IOS_BROWSER = /^Mozilla\/5\.0 \((iPhone|iPad); CPU (?:iPhone )?OS [\d_]+ like Mac OS X\) AppleWebKit\/[\d.]+ \(KHTML, like Gecko\) (?:Version\/[\d.]+ |CriOS\/[\d.]+ |FxiOS\/[\d.]+ |EdgiOS\/[\d.]+ )?Mobile\/\w+(?: Safari\/[\d.]+)?$/;
/** Chrome's reduced Android user agent ("Android 10; K"): no model by design. */
const ANDROID_REDUCED = /^Mozilla\/5\.0 \(Linux; Android 10; K\) AppleWebKit\/537\.36 \(KHTML, like Gecko\) Chrome\/[\d.]+ (?:Mobile )?Safari\/537\.36$/;
/** Tokens after which a Mac-looking string may still describe another device: those go through the full detector. */
const MAC_DEVICE_HINT = /Mobile|Tablet|\bTV\b|SmartTV|Xbox|PlayStation|Nintendo|Android|iPad|iPhone|iPod|CrKey|Tesla|Silk|Kindle|Quest|Oculus|Bot|Spider|Crawl/i;

interface DeviceSeed {
  readonly type: string;
  readonly brand: string;
  readonly model: string;
}
const NO_DEVICE: DeviceSeed = { type: '', brand: '', model: '' };
const IPHONE: DeviceSeed = { type: 'smartphone', brand: 'Apple', model: 'iPhone' };
const IPAD: DeviceSeed = { type: 'tablet', brand: 'Apple', model: 'iPad' };

/** The device a standard string states by itself, or null when the detector's device parsers must run. */
export function fastDeviceSeed(ua: string): DeviceSeed | null {
  if (MAC_DESKTOP.test(ua)) return MAC_DEVICE_HINT.test(ua) ? null : NO_DEVICE;
  const ios = IOS_BROWSER.exec(ua);
  if (ios) return ios[1] === 'iPhone' ? IPHONE : IPAD;
  if (ANDROID_REDUCED.test(ua)) return NO_DEVICE;
  return null;
}

type DetectResult = ReturnType<InstanceType<DetectorClass>['detect']>;
interface DetectorInternals {
  prepareUserAgent(ua: string): string;
  prepareDetectResult(ua: string, os: unknown, client: unknown, device: Record<string, unknown>, hints: object): DetectResult;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

export class UaParser {
  private readonly detector: InstanceType<DetectorClass>;

  constructor() {
    this.detector = new DeviceDetector({
      clientIndexes: true,
      deviceIndexes: true,
      osIndexes: true,
      deviceAliasCode: true,
      deviceInfo: false,
      deviceTrusted: false,
      maxUserAgentSize: ANALYZED_UA_MAX,
    });
    // The phones' collection (2,019 brands) scanned without the per-brand overhead (./brand-scan.ts).
    const mobile = this.detector.getParseDevice('Mobile') as unknown as ScannableParser | undefined;
    if (mobile && typeof mobile.prepareUserAgent === 'function' && mobile.collection) installBrandScan(mobile, literalsOf, lowered);
  }

  /** The detector's experimental device-info parser (release date, display), shared with the catalogue. */
  deviceInfo(brand: string, model: string): unknown {
    return this.detector.getParseInfoDevice().info(brand, model);
  }

  parse(full: string): ParsedUa {
    const ua = full.length > ANALYZED_UA_MAX ? full.slice(0, ANALYZED_UA_MAX) : full;
    const seed = fastDeviceSeed(ua);
    const r = this.detectWithoutDeviceParsers(ua, seed);
    const os = r.os as Partial<Record<keyof ParsedOs, unknown>>;
    const c = r.client as Partial<Record<keyof ParsedClient, unknown>>;
    const d = r.device as Partial<Record<keyof ParsedDevice, unknown>>;
    const client: ParsedClient = { type: str(c.type), name: str(c.name), version: str(c.version), engine: str(c.engine), family: str(c.family) };
    const match = ua === '' ? null : isbotMatch(ua);
    // The detector's bot list costs 1-3 ms (it runs every bot pattern); isbot's single pattern costs ~0.04 ms.
    // The bot list runs when isbot matched (to name the bot) or when no browser / app client was recognized.
    const runBotList = match !== null || client.name === '' || client.type === 'library';
    const b = runBotList ? (this.detector.parseBot(ua.slice(0, DEVICE_UA_MAX)) as { name?: string; category?: string } | null) : null;
    return {
      ua: full,
      os: { name: str(os.name), version: str(os.version), family: str(os.family) },
      client,
      device: { type: str(d.type), brand: str(d.brand), model: str(d.model).trim(), code: str(d.code) },
      bot: b && b.name ? { name: b.name, category: str(b.category) } : null,
      isbotMatch: match,
    };
  }

  /**
   * Standard browser strings of a Mac, an iPhone/iPad or Chrome's reduced Android string name no device model, yet
   * the detector's device parsers spend 1-8 ms trying every brand's patterns on them. Same result without them:
   * OS + client, then the detector's own finishing step (Apple brand for Apple systems, device type from
   * OS/client) on the device the string itself states. parse.test.ts checks the equality with the full detector.
   */
  private detectWithoutDeviceParsers(ua: string, given: DeviceSeed | null): DetectResult {
    const det = this.detector as unknown as DetectorInternals;
    const prepared = det.prepareUserAgent(ua);
    const head = prepared.slice(0, DEVICE_UA_MAX);
    const os = this.detector.parseOs(head);
    const client = this.detector.parseClient(prepared);
    // A string in which neither an OS nor a client is recognized names no device either (every device pattern of
    // the detector was written for a real platform's string): its device parsers, the costliest step (they try every
    // brand's patterns, 10-25 ms on such a string), are skipped. Otherwise the same steps as detector.detect().
    const unknown = str((os as { name?: unknown }).name) === '' && str((client as { name?: unknown }).name) === '';
    const seed = given ?? (unknown ? NO_DEVICE : null);
    const device = seed === null ? this.detector.parseDevice(head) : { id: seed.brand === 'Apple' ? 'AP' : '', code: '', info: {}, ...seed };
    return det.prepareDetectResult(head, os, client, device as unknown as Record<string, unknown>, {});
  }

  /**
   * Load the detector's collections and indexes now, and run every top-level pattern of its collections at least twice
   * (the first parses of each kind are slow). V8 compiles a RegExp when it first runs (to bytecode, then to machine
   * code at the next run), so a warm process still took 25-130 ms over the first agent that reached a rare collection
   * (a library's string like `python-requests/2.9.0` runs every OS pattern, nearly every client pattern, every device
   * brand pattern and every bot pattern). WARM_UP_FULL_SCANS are strings that make each parser try its whole list: a
   * library, an Android phone of no known brand, a string no parser knows (docs/decisions.md, "Issue 33, fifth pass").
   * The per-model patterns of a brand (17,000 in the phones' list) are compiled only when that brand matches.
   */
  warmUp(): void {
    for (let round = 0; round < 2; round++) {
      for (const ua of WARM_UP) this.parse(ua);
      for (const ua of WARM_UP_FULL_SCANS) this.parse(ua);
    }
  }
}

/** Strings that make the OS, client, device-brand and bot parsers try every pattern of their lists (see warmUp). */
const WARM_UP_FULL_SCANS = [
  'python-requests/2.31.0',
  'Mozilla/5.0 (Linux; Android 13; QX0Z9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Qzxv/0.0 (qzxv)',
];

const WARM_UP = [
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.4.0',
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/2.2 Chrome/63.0.3239.84 TV Safari/537.36',
];
