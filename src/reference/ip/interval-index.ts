/**
 * The sorted interval index of the imported IP lists. Ranges may overlap (a /16 hosting range holding a Tor exit,
 * two providers reporting one address), so at build time the ranges are flattened into disjoint segments: every
 * segment start is a boundary where the set of covering entries changes, and each segment points to that set
 * (deduplicated). A lookup is one binary search over the segment starts: O(log n), no allocation for IPv4.
 * IPv4 keys are u32; IPv6 keys are four u32 words (high first), compared word by word.
 */
import type { ParsedIp } from './address.js';
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
  readonly combo: Uint32Array;
  readonly count: number;
}

export class IntervalIndex {
  private constructor(
    private readonly v4: FamilyIndex,
    private readonly v6: FamilyIndex,
    /** comboOffsets[c]..comboOffsets[c+1] index comboEntries; combo 0 is the empty set. */
    private readonly comboOffsets: Uint32Array,
    private readonly comboEntries: Uint32Array,
    private readonly kinds: Uint8Array,
    private readonly providers: readonly (string | null)[],
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
    const n = entries.length;
    const kinds = new Uint8Array(n);
    const proxyTypes = new Uint8Array(n);
    const lastDays = new Int32Array(n);
    const providers: (string | null)[] = new Array(n);
    const v4: number[] = [];
    const v6: number[] = [];
    for (let i = 0; i < n; i++) {
      const e = entries[i];
      kinds[i] = LIST_KINDS.indexOf(e.kind);
      proxyTypes[i] = e.proxyType ? PROXY_TYPE_CODES.indexOf(e.proxyType) : 0;
      lastDays[i] = e.lastDay ?? -1;
      providers[i] = e.provider;
      (e.family === 4 ? v4 : v6).push(i);
    }
    const combos = new ComboTable();
    const i4 = flatten(entries, v4, 4, combos);
    const i6 = flatten(entries, v6, 6, combos);
    const { offsets, ids } = combos.pack();
    return new IntervalIndex(i4, i6, offsets, ids, kinds, providers, proxyTypes, lastDays, n);
  }

  /** Entry indexes covering the address (empty array when none). */
  private entriesOf(ip: ParsedIp): Uint32Array {
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
    const c = found < 0 ? 0 : idx.combo[found];
    return this.comboEntries.subarray(this.comboOffsets[c], this.comboOffsets[c + 1]);
  }

  lookup(ip: ParsedIp): ListMatch | null {
    const hits = this.entriesOf(ip);
    if (hits.length === 0) return null;
    const kinds = new Set<ListKind>();
    let vpnName: string | null = null;
    let proxyName: string | null = null;
    let relayName: string | null = null;
    let proxyType: 'datacenter' | 'residential' | null = null;
    let spamCount = 0;
    let exploitsCount = 0;
    let spamLastDay: number | null = null;
    let exploitsLastDay: number | null = null;
    for (const i of hits) {
      const kind = LIST_KINDS[this.kinds[i]];
      kinds.add(kind);
      const day = this.lastDays[i] >= 0 ? this.lastDays[i] : null;
      if (kind === 'vpn') vpnName ??= this.providers[i];
      else if (kind === 'relay') relayName ??= this.providers[i];
      else if (kind === 'proxy') {
        proxyName ??= this.providers[i];
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
   * Binary snapshot (little-endian): magic "IDRLST01", seven u32 counts, then the arrays, each 4-byte aligned.
   * Loading a snapshot maps the arrays onto the bytes: no parsing, no sweep.
   */
  toBuffer(): Buffer {
    const names: string[] = [];
    const nameIds = new Map<string | null, number>([[null, 0]]);
    const providerIdx = new Uint32Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const p = this.providers[i];
      let id = nameIds.get(p);
      if (id === undefined) {
        id = names.length + 1;
        names.push(p as string);
        nameIds.set(p, id);
      }
      providerIdx[i] = id;
    }
    const json = Buffer.from(JSON.stringify(names), 'utf8');
    const pad = (n: number) => Math.ceil(n / 4) * 4;
    const parts: Uint8Array[] = [
      u8(this.v4.starts), u8(this.v4.combo), u8(this.v6.starts), u8(this.v6.combo), u8(this.comboOffsets), u8(this.comboEntries),
      u8(this.lastDays), u8(providerIdx), this.kinds, this.proxyTypes, json,
    ];
    const header = Buffer.alloc(8 + 4 * 7);
    header.write(SNAPSHOT_MAGIC, 0, 'latin1');
    [this.size, this.v4.count, this.v6.count, this.comboOffsets.length, this.comboEntries.length, json.length, 0].forEach((v, i) => header.writeUInt32LE(v, 8 + 4 * i));
    const out = Buffer.alloc(header.length + parts.reduce((n, p) => n + pad(p.byteLength), 0));
    header.copy(out, 0);
    let off = header.length;
    for (const part of parts) {
      out.set(part, off);
      off += pad(part.byteLength);
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
    const providerIdx = u32(n);
    const kinds = take((b, o, l) => new Uint8Array(b, o, l), n, n);
    const proxyTypes = take((b, o, l) => new Uint8Array(b, o, l), n, n);
    const names = JSON.parse(buf.toString('utf8', off, off + jsonLen)) as string[];
    const providers = Array.from(providerIdx, (i) => (i === 0 ? null : names[i - 1]));
    return new IntervalIndex(v4, v6, comboOffsets, comboEntries, kinds, providers, proxyTypes, lastDays, n);
  }

  /** Segments per family (for measurements). */
  get segments(): { v4: number; v6: number } {
    return { v4: this.v4.count, v6: this.v6.count };
  }
}

const SNAPSHOT_MAGIC = 'IDRLST01';
const u8 = (a: Uint32Array | Int32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

class ComboTable {
  private readonly ids = new Map<string, number>();
  private readonly sets: number[][] = [[]];

  private readonly singles = new Map<number, number>();

  idOf(active: Set<number>): number {
    if (active.size === 0) return 0;
    if (active.size === 1) {
      const only = active.values().next().value as number;
      let id = this.singles.get(only);
      if (id === undefined) {
        id = this.sets.length;
        this.sets.push([only]);
        this.singles.set(only, id);
      }
      return id;
    }
    const sorted = [...active].sort((a, b) => a - b);
    const key = sorted.join(',');
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.sets.length;
      this.sets.push(sorted);
      this.ids.set(key, id);
    }
    return id;
  }

  pack(): { offsets: Uint32Array; ids: Uint32Array } {
    const offsets = new Uint32Array(this.sets.length + 1);
    let total = 0;
    for (let i = 0; i < this.sets.length; i++) {
      offsets[i] = total;
      total += this.sets[i].length;
    }
    offsets[this.sets.length] = total;
    const ids = new Uint32Array(total);
    let k = 0;
    for (const s of this.sets) for (const x of s) ids[k++] = x;
    return { offsets, ids };
  }
}

/** Sweep the boundaries of one family's entries into disjoint segments (see the module comment). */
function flatten(entries: readonly ListEntry[], members: number[], family: 4 | 6, combos: ComboTable): FamilyIndex {
  if (members.length === 0) return { starts: new Uint32Array(0), combo: new Uint32Array(0), count: 0 };
  if (family === 4) return flatten4(entries, members, combos);
  const words = 4;
  const byStart = Uint32Array.from(members).sort((a, b) => cmpBig(entries[a].start, entries[b].start));
  const byEnd = Uint32Array.from(members).sort((a, b) => cmpBig(entries[a].end, entries[b].end));
  const starts: number[] = [];
  const comboIds: number[] = [];
  const active = new Set<number>();
  const top = 1n << 128n;
  let si = 0;
  let ei = 0;
  let lastCombo = -1;
  while (si < byStart.length || ei < byEnd.length) {
    const nextStart = si < byStart.length ? entries[byStart[si]].start : top;
    const nextEnd = ei < byEnd.length ? entries[byEnd[ei]].end + 1n : top;
    const b = nextStart < nextEnd ? nextStart : nextEnd;
    if (b >= top) break;
    while (ei < byEnd.length && entries[byEnd[ei]].end + 1n === b) active.delete(byEnd[ei++]);
    while (si < byStart.length && entries[byStart[si]].start === b) active.add(byStart[si++]);
    const c = combos.idOf(active);
    if (c === lastCombo) continue;
    lastCombo = c;
    pushKey(starts, b, words);
    comboIds.push(c);
  }
  return { starts: Uint32Array.from(starts), combo: Uint32Array.from(comboIds), count: comboIds.length };
}

/** IPv4: the same sweep on doubles (exact up to 2^53), without bigint arithmetic. */
function flatten4(entries: readonly ListEntry[], members: number[], combos: ComboTable): FamilyIndex {
  const n = members.length;
  const start = new Float64Array(entries.length);
  const end = new Float64Array(entries.length);
  for (const i of members) {
    start[i] = Number(entries[i].start);
    end[i] = Number(entries[i].end) + 1;
  }
  const byStart = Uint32Array.from(members).sort((a, b) => start[a] - start[b]);
  const byEnd = Uint32Array.from(members).sort((a, b) => end[a] - end[b]);
  const starts: number[] = [];
  const comboIds: number[] = [];
  const active = new Set<number>();
  const TOP = 2 ** 32;
  let si = 0;
  let ei = 0;
  let lastCombo = -1;
  while (si < n || ei < n) {
    const b = Math.min(si < n ? start[byStart[si]] : TOP, ei < n ? end[byEnd[ei]] : TOP);
    if (b >= TOP) break;
    while (ei < n && end[byEnd[ei]] === b) active.delete(byEnd[ei++]);
    while (si < n && start[byStart[si]] === b) active.add(byStart[si++]);
    const c = combos.idOf(active);
    if (c === lastCombo) continue;
    lastCombo = c;
    starts.push(b);
    comboIds.push(c);
  }
  return { starts: Uint32Array.from(starts), combo: Uint32Array.from(comboIds), count: comboIds.length };
}

function pushKey(out: number[], k: bigint, words: number): void {
  if (words === 1) out.push(Number(k));
  else out.push(Number((k >> 96n) & 0xffffffffn), Number((k >> 64n) & 0xffffffffn), Number((k >> 32n) & 0xffffffffn), Number(k & 0xffffffffn));
}

const cmpBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
