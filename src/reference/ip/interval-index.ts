/**
 * The sorted interval index of the imported IP lists. Ranges may overlap (a /16 hosting range holding a Tor exit,
 * two providers reporting one address), so at build time the ranges are flattened into disjoint segments: every
 * segment start is a boundary where the set of covering entries changes, and each segment points to that set
 * (deduplicated). A lookup is one binary search over the segment starts: O(log n), no allocation for IPv4.
 * IPv4 keys are u32; IPv6 keys are four u32 words (high first), compared word by word.
 *
 * The index is built from columns (`ListColumns`: typed arrays, no object or bigint per entry), which the store
 * fills straight from the database: at 10^6 entries an array of `ListEntry` objects with bigint bounds took
 * ~350 MB of heap during a build, and the process kept that memory (resident size ~670 MB instead of ~360 MB).
 *
 * Held in typed arrays only (issue 33): a segment covered by one entry (most of them) stores that entry's number with
 * the SINGLE bit in its combo word, so only sets of two or more entries take space in the combo table; the provider
 * of each entry is a number into the table of distinct provider names (not an array of one string reference per
 * entry, 8 MB of heap at 10^6 entries).
 */
import { bigIntToWords, type ParsedIp } from './address.js';
import { cmp128 } from './asn-index.js';

export const LIST_KINDS = ['tor', 'vpn', 'proxy', 'relay', 'hosting', 'spam', 'exploits'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
export const PROXY_TYPE_CODES = ['', 'datacenter', 'residential'] as const;

export interface ListEntry {
  readonly family: 4 | 6;
  /** Inclusive bounds (IPv4: 0..2^32-1; IPv6: 0..2^128-1). */
  readonly start: bigint;
  readonly end: bigint;
  readonly kind: ListKind;
  readonly provider: string | null;
  readonly proxyType: 'datacenter' | 'residential' | null;
  /** Days since 1970-01-01 of the last report, or null. */
  readonly lastDay: number | null;
}

/** What the lists say about one address. */
export interface ListMatch {
  readonly kinds: ReadonlySet<ListKind>;
  readonly vpnName: string | null;
  readonly proxyName: string | null;
  readonly proxyType: 'datacenter' | 'residential' | null;
  readonly relayName: string | null;
  readonly spamCount: number;
  readonly spamLastDay: number | null;
  readonly exploitsCount: number;
  readonly exploitsLastDay: number | null;
}

interface FamilyIndex {
  /** Segment starts: IPv4 one word each, IPv6 four words each. */
  readonly starts: Uint32Array;
  /** Per segment: SINGLE | entry number (one covering entry), or a combo id (0: none; else two or more entries). */
  readonly combo: Uint32Array;
  readonly count: number;
}

/** Combo word of a segment covered by exactly one entry: this bit | the entry number (entries < 2^31). */
const SINGLE = 0x80000000;
const ENTRY_MASK = 0x7fffffff;

export class IntervalIndex {
  private constructor(
    private readonly v4: FamilyIndex,
    private readonly v6: FamilyIndex,
    /** comboOffsets[c]..comboOffsets[c+1] index comboEntries; combo 0 is the empty set (one-entry sets are not here). */
    private readonly comboOffsets: Uint32Array,
    private readonly comboEntries: Uint32Array,
    private readonly kinds: Uint8Array,
    /** Per entry: 0 (no provider) or 1 + its index in providerNames. */
    private readonly providerIds: Uint32Array,
    /** The distinct provider names; providerNames[0] is null. */
    private readonly providerNames: readonly (string | null)[],
    private readonly proxyTypes: Uint8Array,
    private readonly lastDays: Int32Array,
    readonly size: number,
  ) {
    const present = new Set<ListKind>();
    for (const k of kinds) present.add(LIST_KINDS[k]);
    this.kindsPresent = present;
  }

  /** List kinds with at least one imported entry: a kind never imported leaves its fields null. */
  readonly kindsPresent: ReadonlySet<ListKind>;

  static empty(): IntervalIndex {
    return IntervalIndex.build([]);
  }

  static build(entries: readonly ListEntry[]): IntervalIndex {
    const v4 = entries.filter((e) => e.family === 4).length;
    const cols = new ListColumns(v4, entries.length - v4);
    for (const e of entries) cols.addEntry(e);
    return IntervalIndex.fromColumns(cols);
  }

  /** Build from columns; entry i of the index is the i-th added row. */
  static fromColumns(cols: ListColumns): IntervalIndex {
    const n = cols.size;
    const combos = new ComboTable(n);
    const i4 = flatten4(cols, combos);
    const i6 = flatten6(cols, combos);
    const { offsets, ids } = combos.pack();
    return new IntervalIndex(
      i4, i6, offsets, ids, fit(cols.kinds, n), fit(cols.providerIds, n), [null, ...cols.providerNames], fit(cols.proxyTypes, n),
      fit(cols.lastDays, n), n,
    );
  }

  /** The combo word of the segment holding the address (see FamilyIndex.combo). */
  private comboOf(ip: ParsedIp): number {
    const idx = ip.family === 4 ? this.v4 : this.v6;
    let lo = 0;
    let hi = idx.count - 1;
    let found = -1;
    if (ip.family === 4) {
      const x = ip.v4;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        if (idx.starts[mid] <= x) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
    } else {
      const w = ip.v6 as readonly number[];
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        if (cmp128(idx.starts, mid * 4, w) <= 0) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
    }
    return found < 0 ? 0 : idx.combo[found];
  }

  lookup(ip: ParsedIp): ListMatch | null {
    const c = this.comboOf(ip);
    if (c === 0) return null;
    // One covering entry: the loop runs once over it; else over the combo's entries.
    const single = c >= SINGLE;
    const from = single ? 0 : this.comboOffsets[c];
    const to = single ? 1 : this.comboOffsets[c + 1];
    const kinds = new Set<ListKind>();
    let vpnName: string | null = null;
    let proxyName: string | null = null;
    let relayName: string | null = null;
    let proxyType: 'datacenter' | 'residential' | null = null;
    let spamCount = 0;
    let exploitsCount = 0;
    let spamLastDay: number | null = null;
    let exploitsLastDay: number | null = null;
    for (let k = from; k < to; k++) {
      const i = single ? c & ENTRY_MASK : this.comboEntries[k];
      const kind = LIST_KINDS[this.kinds[i]];
      kinds.add(kind);
      const day = this.lastDays[i] >= 0 ? this.lastDays[i] : null;
      if (kind === 'vpn') vpnName ??= this.providerNames[this.providerIds[i]];
      else if (kind === 'relay') relayName ??= this.providerNames[this.providerIds[i]];
      else if (kind === 'proxy') {
        proxyName ??= this.providerNames[this.providerIds[i]];
        const t = PROXY_TYPE_CODES[this.proxyTypes[i]];
        // Residential outranks datacenter: a residential report is the more specific (and riskier) one.
        if (t === 'residential' || (t === 'datacenter' && proxyType === null)) proxyType = t;
      } else if (kind === 'spam') {
        spamCount++;
        if (day !== null && (spamLastDay === null || day > spamLastDay)) spamLastDay = day;
      } else if (kind === 'exploits') {
        exploitsCount++;
        if (day !== null && (exploitsLastDay === null || day > exploitsLastDay)) exploitsLastDay = day;
      }
    }
    return { kinds, vpnName, proxyName, proxyType, relayName, spamCount, spamLastDay, exploitsCount, exploitsLastDay };
  }

  /**
   * Binary snapshot (little-endian): magic "IDRLST02", seven u32 counts, then the arrays, each 4-byte aligned.
   * Loading a snapshot maps the arrays onto the bytes: no parsing, no sweep. (IDRLST01, before one-entry segments
   * were stored inline, is not read: the store rebuilds the index from the database and writes a new snapshot.)
   */
  toBuffer(): Buffer {
    const parts = this.snapshotParts();
    return Buffer.concat(parts, parts.reduce((n, p) => n + p.byteLength, 0));
  }

  /**
   * The snapshot as consecutive pieces (the header, each array, padding): written one after the other they make the
   * toBuffer() bytes, without a second copy of the index in memory (list-store.ts writes them to the file).
   */
  snapshotParts(): Uint8Array[] {
    const json = Buffer.from(JSON.stringify(this.providerNames.slice(1)), 'utf8');
    const arrays: Uint8Array[] = [
      u8(this.v4.starts), u8(this.v4.combo), u8(this.v6.starts), u8(this.v6.combo), u8(this.comboOffsets), u8(this.comboEntries),
      u8(this.lastDays), u8(this.providerIds), this.kinds, this.proxyTypes, json,
    ];
    const header = Buffer.alloc(8 + 4 * 7);
    header.write(SNAPSHOT_MAGIC, 0, 'latin1');
    [this.size, this.v4.count, this.v6.count, this.comboOffsets.length, this.comboEntries.length, json.length, 0].forEach((v, i) => header.writeUInt32LE(v, 8 + 4 * i));
    const out: Uint8Array[] = [header];
    for (const a of arrays) {
      out.push(a);
      const pad = (4 - (a.byteLength % 4)) % 4;
      if (pad > 0) out.push(new Uint8Array(pad));
    }
    return out;
  }

  static fromBuffer(input: Buffer): IntervalIndex {
    if (input.length < 36 || input.toString('latin1', 0, 8) !== SNAPSHOT_MAGIC) throw new Error('not an ip-lists index snapshot');
    const buf = input.byteOffset % 4 === 0 ? input : Buffer.from(input);
    const [n, c4, c6, nOffsets, nEntries, jsonLen] = [0, 1, 2, 3, 4, 5].map((i) => buf.readUInt32LE(8 + 4 * i));
    let off = 36;
    const take = <T>(make: (b: ArrayBuffer, o: number, len: number) => T, len: number, bytes: number): T => {
      const v = make(buf.buffer as ArrayBuffer, buf.byteOffset + off, len);
      off += Math.ceil(bytes / 4) * 4;
      return v;
    };
    const u32 = (len: number) => take((b, o, l) => new Uint32Array(b, o, l), len, len * 4);
    const v4 = { starts: u32(c4), combo: u32(c4), count: c4 };
    const v6 = { starts: u32(c6 * 4), combo: u32(c6), count: c6 };
    const comboOffsets = u32(nOffsets);
    const comboEntries = u32(nEntries);
    const lastDays = take((b, o, l) => new Int32Array(b, o, l), n, n * 4);
    const providerIds = u32(n);
    const kinds = take((b, o, l) => new Uint8Array(b, o, l), n, n);
    const proxyTypes = take((b, o, l) => new Uint8Array(b, o, l), n, n);
    const names = JSON.parse(buf.toString('utf8', off, off + jsonLen)) as string[];
    return new IntervalIndex(v4, v6, comboOffsets, comboEntries, kinds, providerIds, [null, ...names], proxyTypes, lastDays, n);
  }

  /** Segments per family (for measurements). */
  get segments(): { v4: number; v6: number } {
    return { v4: this.v4.count, v6: this.v6.count };
  }
}

const SNAPSHOT_MAGIC = 'IDRLST02';
/**
 * The first n values of a column: the column itself when it holds exactly n (the store sizes the columns from the
 * stored counts), else a compact copy. No second copy of 10 bytes per entry during a build that was sized right.
 */
const fit = <T extends Uint8Array | Uint32Array | Int32Array>(a: T, n: number): T => (a.length === n ? a : (a.slice(0, n) as T));
const u8 = (a: Uint32Array | Int32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** A growable u32 array (capacity doubles). */
class U32s {
  private a: Uint32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.a = new Uint32Array(Math.max(4, capacity));
  }
  push(x: number): void {
    if (this.length === this.a.length) {
      const b = new Uint32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = x;
  }
  get(i: number): number {
    return this.a[i];
  }
  /** A compact copy of the filled part. */
  toArray(): Uint32Array {
    return this.a.slice(0, this.length);
  }
}

/**
 * List entries in columns, appended one by one: kind, proxy type, last report day and provider per entry (providers
 * interned: one string per distinct name), and per family the entry numbers with their bounds as u32 words (IPv4:
 * start, end; IPv6: start and end, four words each, high first).
 */
export class ListColumns {
  size = 0;
  kinds: Uint8Array;
  proxyTypes: Uint8Array;
  lastDays: Int32Array;
  /** Per entry: 0 (no provider) or 1 + the index of its name in providerNames. */
  providerIds: Uint32Array;
  /** The distinct provider names, in order of first appearance. */
  readonly providerNames: string[] = [];
  readonly v4Members: U32s;
  readonly v4Bounds: U32s;
  readonly v6Members: U32s;
  readonly v6Bounds: U32s;
  private readonly names = new Map<string, number>();

  /**
   * Capacities: the expected IPv4 and IPv6 entries. Arrays grow when exceeded; sized right, nothing is reallocated
   * (large freed blocks tend to stay in the process's resident memory).
   */
  constructor(v4Capacity = 1024, v6Capacity = 64) {
    const c = Math.max(16, v4Capacity + v6Capacity);
    this.kinds = new Uint8Array(c);
    this.proxyTypes = new Uint8Array(c);
    this.lastDays = new Int32Array(c);
    this.providerIds = new Uint32Array(c);
    this.v4Members = new U32s(v4Capacity);
    this.v4Bounds = new U32s(2 * v4Capacity);
    this.v6Members = new U32s(v6Capacity);
    this.v6Bounds = new U32s(8 * v6Capacity);
  }

  /** Append one entry; `start` and `end` are one word (IPv4) or four words (IPv6, high first). */
  add(
    family: 4 | 6,
    start: ArrayLike<number>,
    end: ArrayLike<number>,
    kind: ListKind,
    provider: string | null,
    proxyType: 'datacenter' | 'residential' | null,
    lastDay: number | null,
  ): void {
    const i = this.size;
    if (i === this.kinds.length) this.grow();
    this.kinds[i] = LIST_KINDS.indexOf(kind);
    this.proxyTypes[i] = proxyType ? PROXY_TYPE_CODES.indexOf(proxyType) : 0;
    this.lastDays[i] = lastDay ?? -1;
    let id = 0;
    if (provider !== null) {
      id = this.names.get(provider) ?? 0;
      if (id === 0) {
        this.providerNames.push(provider);
        id = this.providerNames.length;
        this.names.set(provider, id);
      }
    }
    this.providerIds[i] = id;
    if (family === 4) {
      this.v4Members.push(i);
      this.v4Bounds.push(start[0]);
      this.v4Bounds.push(end[0]);
    } else {
      this.v6Members.push(i);
      for (let k = 0; k < 4; k++) this.v6Bounds.push(start[k]);
      for (let k = 0; k < 4; k++) this.v6Bounds.push(end[k]);
    }
    this.size++;
  }

  addEntry(e: ListEntry): void {
    const words = (n: bigint) => (e.family === 4 ? [Number(n)] : bigIntToWords(n));
    this.add(e.family, words(e.start), words(e.end), e.kind, e.provider, e.proxyType, e.lastDay);
  }

  private grow(): void {
    const c = this.kinds.length * 2;
    const k = new Uint8Array(c);
    k.set(this.kinds);
    this.kinds = k;
    const p = new Uint8Array(c);
    p.set(this.proxyTypes);
    this.proxyTypes = p;
    const d = new Int32Array(c);
    d.set(this.lastDays);
    this.lastDays = d;
    const q = new Uint32Array(c);
    q.set(this.providerIds);
    this.providerIds = q;
  }
}

/** The distinct sets of two or more covering entries, packed flat; set 0 is the empty set. A one-entry set is SINGLE | entry. */
class ComboTable {
  private readonly multi = new Map<string, number>();
  private readonly offsets = new U32s();
  private readonly ids = new U32s();

  constructor(entries: number) {
    if (entries > ENTRY_MASK) throw new Error(`ip-lists index: ${entries} entries (at most ${ENTRY_MASK})`);
    // Set c spans ids[offsets[c]..offsets[c + 1]]; set 0 is the empty set.
    this.offsets.push(0);
    this.offsets.push(0);
  }

  private add(sorted: ArrayLike<number>): number {
    const id = this.offsets.length - 1;
    for (let k = 0; k < sorted.length; k++) this.ids.push(sorted[k]);
    this.offsets.push(this.ids.length);
    return id;
  }

  idOf(active: Set<number>): number {
    if (active.size === 0) return 0;
    if (active.size === 1) return (SINGLE | (active.values().next().value as number)) >>> 0;
    const sorted = [...active].sort((a, b) => a - b);
    const key = sorted.join(',');
    let id = this.multi.get(key);
    if (id === undefined) {
      id = this.add(sorted);
      this.multi.set(key, id);
    }
    return id;
  }

  pack(): { offsets: Uint32Array; ids: Uint32Array } {
    return { offsets: this.offsets.toArray(), ids: this.ids.toArray() };
  }
}

/** 0, 1, ..., n - 1 (one array: TypedArray.map would allocate a second). */
function iota(n: number): Uint32Array {
  const a = new Uint32Array(n);
  for (let k = 0; k < n; k++) a[k] = k;
  return a;
}

/** IPv4: sweep the boundaries (start, end + 1) of the entries into disjoint segments (see the module comment). */
function flatten4(cols: ListColumns, combos: ComboTable): FamilyIndex {
  const n = cols.v4Members.length;
  if (n === 0) return { starts: new Uint32Array(0), combo: new Uint32Array(0), count: 0 };
  // Positions k = 0..n-1 of the family's members; end + 1 as a double (it may be 2^32).
  const start = new Uint32Array(n);
  const end = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    start[k] = cols.v4Bounds.get(2 * k);
    end[k] = cols.v4Bounds.get(2 * k + 1) + 1;
  }
  const byStart = iota(n).sort((a, b) => start[a] - start[b]);
  const byEnd = iota(n).sort((a, b) => end[a] - end[b]);
  // At most one segment per boundary: 2n.
  const starts = new U32s(2 * n);
  const comboIds = new U32s(2 * n);
  const active = new Set<number>();
  const TOP = 2 ** 32;
  let si = 0;
  let ei = 0;
  let lastCombo = -1;
  while (si < n || ei < n) {
    const b = Math.min(si < n ? start[byStart[si]] : TOP, ei < n ? end[byEnd[ei]] : TOP);
    if (b >= TOP) break;
    while (ei < n && end[byEnd[ei]] === b) active.delete(cols.v4Members.get(byEnd[ei++]));
    while (si < n && start[byStart[si]] === b) active.add(cols.v4Members.get(byStart[si++]));
    const c = combos.idOf(active);
    if (c === lastCombo) continue;
    lastCombo = c;
    starts.push(b);
    comboIds.push(c);
  }
  return { starts: starts.toArray(), combo: comboIds.toArray(), count: comboIds.length };
}

/** IPv6: the same sweep on 128-bit keys held as four u32 words. */
function flatten6(cols: ListColumns, combos: ComboTable): FamilyIndex {
  const n = cols.v6Members.length;
  if (n === 0) return { starts: new Uint32Array(0), combo: new Uint32Array(0), count: 0 };
  const start = new Uint32Array(4 * n);
  /** end + 1, and whether it overflowed to 2^128 (the end of the space: never a boundary). */
  const end = new Uint32Array(4 * n);
  const top = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    for (let w = 0; w < 4; w++) {
      start[4 * k + w] = cols.v6Bounds.get(8 * k + w);
      end[4 * k + w] = cols.v6Bounds.get(8 * k + 4 + w);
    }
    // Add one with carry, low word first.
    let w = 3;
    while (w >= 0 && end[4 * k + w] === 0xffffffff) end[4 * k + w--] = 0;
    if (w < 0) top[k] = 1;
    else end[4 * k + w]++;
  }
  const cmp = (a: Uint32Array, i: number, b: Uint32Array, j: number): number => {
    for (let w = 0; w < 4; w++) {
      const d = a[4 * i + w] - b[4 * j + w];
      if (d !== 0) return d < 0 ? -1 : 1;
    }
    return 0;
  };
  const byStart = iota(n).sort((a, b) => cmp(start, a, start, b));
  const byEnd = iota(n).sort((a, b) => top[a] - top[b] || (top[a] ? 0 : cmp(end, a, end, b)));
  const starts = new U32s(8 * n);
  const comboIds = new U32s(2 * n);
  const active = new Set<number>();
  const b = new Uint32Array(4);
  let si = 0;
  let ei = 0;
  let lastCombo = -1;
  for (;;) {
    const hasStart = si < n;
    const hasEnd = ei < n && top[byEnd[ei]] === 0;
    if (!hasStart && !hasEnd) break;
    // The next boundary: the smaller of the next start and the next end + 1.
    if (hasStart && (!hasEnd || cmp(start, byStart[si], end, byEnd[ei]) <= 0)) b.set(start.subarray(4 * byStart[si], 4 * byStart[si] + 4));
    else b.set(end.subarray(4 * byEnd[ei], 4 * byEnd[ei] + 4));
    while (ei < n && top[byEnd[ei]] === 0 && cmp(end, byEnd[ei], b, 0) === 0) active.delete(cols.v6Members.get(byEnd[ei++]));
    while (si < n && cmp(start, byStart[si], b, 0) === 0) active.add(cols.v6Members.get(byStart[si++]));
    const c = combos.idOf(active);
    if (c === lastCombo) continue;
    lastCombo = c;
    for (let w = 0; w < 4; w++) starts.push(b[w]);
    comboIds.push(c);
  }
  return { starts: starts.toArray(), combo: comboIds.toArray(), count: comboIds.length };
}
