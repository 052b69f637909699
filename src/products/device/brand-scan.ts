/**
 * The detector's scan of a device collection's brands, without the per-brand overhead (issue 33, ninth pass).
 *
 * node-device-detector's DeviceParserAbstract.parse tries the brands the device-code index names, then, when none
 * matched, every brand of the collection in its order (`for (cursor in collection)`): for the phones' collection that
 * is 2,019 brands, each a property read, a compiled-pattern lookup (./parse.ts's memo) and the pattern's literal test.
 * Agents whose brand the index does not name (Pixel, moto, Nokia ...) pay it on every uncached parse.
 *
 * `installBrandScan(parser)` gives one parser instance its own `parse`, the library's steps (its `parse`, `#parse` and
 * `#parseForBrand`, read from node-device-detector 2.2.x) with one difference: the full scan walks a list built once
 * of the collection's brands in the same order, each with its compiled pattern and required literals, and skips a
 * brand when the agent, lowercased, contains none of its literals: the pattern's exec would answer null then
 * (./literals.ts says why), so the brand is skipped by the library's loop too. What a matching brand returns is built
 * as the library builds it. brand-scan.test.ts compares this parse with the library's own on every bench agent.
 */

interface BrandModel {
  readonly regex: string;
  readonly model?: string;
  readonly device?: string;
  readonly brand?: string;
}
interface BrandItem {
  readonly regex: string;
  readonly device?: string;
  readonly model?: string;
  readonly models?: readonly BrandModel[];
}
export interface ScannableParser {
  collection: Record<string, BrandItem>;
  resultModelRegex: boolean;
  getBaseRegExp(pattern: string): RegExp;
  buildModel(model: string | undefined, match: RegExpExecArray): string | null;
  getBrandIdByName(name: string): string | undefined;
  getBrandNameById(id: string): string | undefined;
  prepareUserAgent(ua: string): string;
}
interface DeviceResult {
  id: string;
  brand: string;
  model: string;
  type: string;
  regex?: string;
}
interface Pattern {
  readonly re: RegExp;
  /** The literals of the pattern (one is in every match), or null when it has none (the pattern always runs). */
  readonly literals: readonly string[] | null;
}
interface Entry extends Pattern {
  readonly cursor: string;
  readonly item: BrandItem;
  /** The ids of `literals` in the scan's LiteralIndex (null with `literals`). */
  readonly ids: Int32Array | null;
}

/**
 * Which of a fixed set of lowercase ASCII literals (two characters or more) a text contains, found in one pass over the
 * text: the literals are filed by their first two characters (two-character literals) or three (the others), and each
 * position of the text looks up the literals starting with its next two and three characters. What `includes` of each
 * literal would say, at a cost that grows with the text, not with the number of literals (2,019 brands' worth).
 */
export class LiteralIndex {
  private readonly idOf = new Map<string, number>();
  private readonly byKey = new Map<number, { readonly literal: string; readonly id: number }[]>();
  private seen = new Uint32Array(0);
  private pass = 0;
  /** The ids `mark` found, each once, in the order found. */
  readonly found: number[] = [];

  /** The literal's id (the same for the same literal). */
  add(literal: string): number {
    let id = this.idOf.get(literal);
    if (id !== undefined) return id;
    id = this.idOf.size;
    this.idOf.set(literal, id);
    const c = (i: number) => literal.charCodeAt(i);
    const key = literal.length === 2 ? (c(0) << 7) | c(1) : TRIGRAM | (c(0) << 14) | (c(1) << 7) | c(2);
    let list = this.byKey.get(key);
    if (list === undefined) this.byKey.set(key, (list = []));
    list.push({ literal, id });
    if (this.seen.length <= id) {
      const grown = new Uint32Array(Math.max(64, this.seen.length * 2));
      grown.set(this.seen);
      this.seen = grown;
    }
    return id;
  }

  /** Reads `low` (lowercased): after this, `has(id)` says whether it contains the literal. */
  mark(low: string): void {
    if (++this.pass === 0xffff_ffff) {
      this.seen.fill(0);
      this.pass = 1;
    }
    const pass = this.pass;
    const seen = this.seen;
    const found = this.found;
    found.length = 0;
    const n = low.length;
    for (let i = 0; i + 1 < n; i++) {
      const a = low.charCodeAt(i);
      const b = low.charCodeAt(i + 1);
      if (a >= 128 || b >= 128) continue;
      const two = this.byKey.get((a << 7) | b);
      if (two !== undefined) {
        for (const l of two) {
          if (seen[l.id] !== pass) {
            seen[l.id] = pass;
            found.push(l.id);
          }
        }
      }
      if (i + 2 >= n) continue;
      const c = low.charCodeAt(i + 2);
      if (c >= 128) continue;
      const three = this.byKey.get(TRIGRAM | (a << 14) | (b << 7) | c);
      if (three === undefined) continue;
      for (const l of three) {
        if (seen[l.id] !== pass && (l.literal.length === 3 || low.startsWith(l.literal, i))) {
          seen[l.id] = pass;
          found.push(l.id);
        }
      }
    }
  }

  has(id: number): boolean {
    return this.seen[id] === this.pass;
  }
}
const TRIGRAM = 1 << 21;
/** Only literals of ASCII characters from 0x20 to 0x7e are filed (./literals.ts gives no others); null otherwise. */
const PRINTABLE = /^[\x20-\x7e]{2,}$/;

/** The literals a compiled pattern from ./parse.ts's memo tests first, or null (a plain RegExp). */
export type LiteralsOf = (re: RegExp) => readonly string[] | null;
/** The text lowercased (./parse.ts keeps the last two). */
export type Lowered = (text: string) => string;

const ANDROID = /android /i;
/** RegExp's own exec: the literal test of a memoized pattern (./parse.ts) is done here already. */
const exec = RegExp.prototype.exec;

/** `parser.parse` with the full scan over a prepared list of the collection's brands (above). */
export function installBrandScan(parser: ScannableParser, literalsOf: LiteralsOf, lowered: Lowered): void {
  let entries: Entry[] | null = null;
  const index = new LiteralIndex();
  /** Per literal id, the positions in `entries` of the brands whose pattern has that literal. */
  const brandsOf: number[][] = [];
  /** The positions of the brands whose pattern has no literals (tried on every scan). */
  const always: number[] = [];
  const list = (): Entry[] => {
    if (entries) return entries;
    const out: Entry[] = [];
    // The same enumeration as the library's `for (let cursor in this.collection)`.
    for (const cursor in parser.collection) {
      const item = parser.collection[cursor];
      if (item === undefined) continue;
      const re = parser.getBaseRegExp(item.regex);
      let literals = literalsOf(re);
      // A literal the index cannot file (none expected) leaves the brand's pattern to run on every scan.
      if (literals !== null && !literals.every((l) => PRINTABLE.test(l))) literals = null;
      const ids = literals === null ? null : Int32Array.from(literals, (l) => index.add(l));
      if (ids === null) always.push(out.length);
      else for (const id of ids) (brandsOf[id] ??= []).push(out.length);
      out.push({ cursor, item, re, literals, ids });
    }
    return (entries = out);
  };

  /** Whether the lowercased text contains one of the literals (null: the pattern has none, it must run). */
  const mayMatch = (low: string, literals: readonly string[] | null): boolean => {
    if (literals === null) return true;
    for (let i = 0; i < literals.length; i++) if (low.includes(literals[i]!)) return true;
    return false;
  };
  /**
   * A brand's model patterns, compiled when the loop first reaches them (as the library does), kept with their literals
   * beside the brand's item: the collection is fixed, so this holds at most its patterns.
   */
  const modelLists = new Map<BrandItem, (Pattern | undefined)[]>();
  const modelAt = (item: BrandItem, models: readonly BrandModel[], i: number): Pattern => {
    let known = modelLists.get(item);
    if (known === undefined) modelLists.set(item, (known = new Array<Pattern | undefined>(models.length)));
    let p = known[i];
    if (p === undefined) {
      const re = parser.getBaseRegExp(models[i]!.regex);
      known[i] = p = { re, literals: literalsOf(re) };
    }
    return p;
  };

  /** The library's #parseForBrand, given the brand's pattern already matched (`match`). */
  const resultFor = (cursor: string, item: BrandItem, match: RegExpExecArray, ua: string, low: string): DeviceResult => {
    let model: string | null = '';
    let deviceType = '';
    let brandName = String(cursor).trim();
    let regex = item.regex;
    if (brandName === 'Unknown') brandName = '';
    if (item.device !== undefined) deviceType = item.device;
    if (item.models !== undefined) {
      const models = item.models;
      for (let i = 0, l = models.length; i < l; i++) {
        const data = models[i]!;
        regex = data.regex;
        const p = modelAt(item, models, i);
        if (!mayMatch(low, p.literals)) continue;
        const modelMatch = exec.call(p.re, ua);
        if (modelMatch) {
          model = parser.buildModel(data.model, modelMatch);
          if (data.device !== undefined) deviceType = data.device;
          if (data.brand !== undefined) brandName = data.brand;
          break;
        }
      }
    } else if (item.model !== undefined) {
      model = parser.buildModel(item.model, match);
    }
    const brandId = parser.getBrandIdByName(brandName);
    const result: DeviceResult = { id: brandId !== undefined ? brandId : '', brand: brandName, model: model ? String(model).trim() : '', type: deviceType };
    if (parser.resultModelRegex) result.regex = regex;
    return result;
  };

  const forBrand = (cursor: string | undefined, ua: string, low: string): DeviceResult | null => {
    const item = cursor === undefined ? undefined : parser.collection[cursor];
    if (item === undefined) return null;
    const match = parser.getBaseRegExp(item.regex).exec(ua);
    return match ? resultFor(cursor!, item, match, ua, low) : null;
  };

  /**
   * The library's full scan: the first brand of the collection, in its order, whose pattern matches. Only the brands
   * with a literal in the text (and those without literals) can match: their positions, sorted, are the ones tried.
   */
  const scan = (ua: string, low: string): DeviceResult | null => {
    const all = list();
    index.mark(low);
    const tried = always.slice();
    for (const id of index.found) {
      const brands = brandsOf[id];
      if (brands !== undefined) for (const b of brands) tried.push(b);
    }
    tried.sort((a, b) => a - b);
    let last = -1;
    for (const b of tried) {
      if (b === last) continue;
      last = b;
      const e = all[b]!;
      const match = exec.call(e.re, ua);
      if (match) return resultFor(e.cursor, e.item, match, ua, low);
    }
    return null;
  };

  const parse = (userAgent: string, brandIndexes: readonly string[] = []): DeviceResult | null => {
    const ua = parser.prepareUserAgent(userAgent);
    const low = lowered(ua);
    let result: DeviceResult | null = null;
    for (const id of brandIndexes) {
      result = forBrand(parser.getBrandNameById(id), ua, low);
      if (result !== null) break;
    }
    if (result === null) result = scan(ua, low);
    if (result === null) return null;
    // A fake iPhone / iPad device: the library answers an empty device.
    if (result.brand === 'Apple' && ANDROID.test(ua)) return { id: '', brand: '', model: '', type: '' };
    return result;
  };
  (parser as unknown as { parse: typeof parse }).parse = parse;
}
