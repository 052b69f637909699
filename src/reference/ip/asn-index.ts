/**
 * The compact ASN index: the ip-location-db ASN ranges as sorted typed arrays in one binary file, built once at
 * install time (scripts/build-asn-index.ts) and loaded at start-up by mapping the arrays onto the file's bytes
 * (no parsing). Lookups are a binary search: O(log n) over ~400k IPv4 and ~100k IPv6 ranges.
 *
 * File layout (little-endian, every section 4-byte aligned):
 *   magic "IDRASN01" | u32 n4 | u32 n6 | u32 nOrgs | u32 orgBytes
 *   v4: start[n4] end[n4] asn[n4] org[n4]                       (u32 each)
 *   v6: start[4*n6] end[4*n6] asn[n6] org[n6]                   (128-bit keys as four u32 words, high first)
 *   orgOffsets[nOrgs+1] (u32) | org names (UTF-8, padded to 4)
 */
import { readFileSync } from 'node:fs';
import type { ParsedIp } from './address.js';

export const ASN_MAGIC = 'IDRASN01';
const HEADER = 24;

export interface AsnRecord {
  readonly asn: number;
  readonly org: string;
}

export interface AsnSource {
  lookup(ip: ParsedIp): AsnRecord | null;
  readonly ranges: { readonly v4: number; readonly v6: number };
}

export class AsnIndex implements AsnSource {
  private readonly v4Start: Uint32Array;
  private readonly v4End: Uint32Array;
  private readonly v4Asn: Uint32Array;
  private readonly v4Org: Uint32Array;
  private readonly v6Start: Uint32Array;
  private readonly v6End: Uint32Array;
  private readonly v6Asn: Uint32Array;
  private readonly v6Org: Uint32Array;
  private readonly orgOffsets: Uint32Array;
  private readonly orgNames: (string | undefined)[];
  private readonly orgBase: number;
  private readonly bytes: Buffer;
  readonly ranges: { readonly v4: number; readonly v6: number };

  constructor(buf: Buffer) {
    if (buf.length < HEADER || buf.toString('latin1', 0, 8) !== ASN_MAGIC) throw new Error('not an idrisk ASN index');
    // Typed arrays need 4-byte alignment of the underlying memory.
    const bytes = buf.byteOffset % 4 === 0 ? buf : Buffer.from(buf);
    this.bytes = bytes;
    const n4 = bytes.readUInt32LE(8);
    const n6 = bytes.readUInt32LE(12);
    const nOrgs = bytes.readUInt32LE(16);
    let off = HEADER;
    const u32 = (count: number) => {
      const a = new Uint32Array(bytes.buffer, bytes.byteOffset + off, count);
      off += count * 4;
      return a;
    };
    this.v4Start = u32(n4);
    this.v4End = u32(n4);
    this.v4Asn = u32(n4);
    this.v4Org = u32(n4);
    this.v6Start = u32(n6 * 4);
    this.v6End = u32(n6 * 4);
    this.v6Asn = u32(n6);
    this.v6Org = u32(n6);
    this.orgOffsets = u32(nOrgs + 1);
    this.orgBase = off;
    this.orgNames = new Array<string | undefined>(nOrgs);
    this.ranges = { v4: n4, v6: n6 };
    if (off + this.orgOffsets[nOrgs] > bytes.length) throw new Error('truncated ASN index');
  }

  static load(file: string): AsnIndex {
    return new AsnIndex(readFileSync(file));
  }

  lookup(ip: ParsedIp): AsnRecord | null {
    const i = ip.family === 4 ? this.find4(ip.v4) : this.find6(ip.v6 as readonly number[]);
    if (i < 0) return null;
    return ip.family === 4
      ? { asn: this.v4Asn[i], org: this.org(this.v4Org[i]) }
      : { asn: this.v6Asn[i], org: this.org(this.v6Org[i]) };
  }

  /** Every autonomous system of the IPv4 and IPv6 ranges with its organisation name (for audits and the evaluation). */
  networks(): Map<number, string> {
    const out = new Map<number, string>();
    for (let i = 0; i < this.v4Asn.length; i++) if (!out.has(this.v4Asn[i]!)) out.set(this.v4Asn[i]!, this.org(this.v4Org[i]!));
    for (let i = 0; i < this.v6Asn.length; i++) if (!out.has(this.v6Asn[i]!)) out.set(this.v6Asn[i]!, this.org(this.v6Org[i]!));
    return out;
  }

  private org(i: number): string {
    let s = this.orgNames[i];
    if (s === undefined) {
      s = this.bytes.toString('utf8', this.orgBase + this.orgOffsets[i], this.orgBase + this.orgOffsets[i + 1]);
      this.orgNames[i] = s;
    }
    return s;
  }

  /** Index of the last range starting at or before x, when it also ends at or after x; else -1. */
  private find4(x: number): number {
    const s = this.v4Start;
    let lo = 0;
    let hi = s.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (s[mid] <= x) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found >= 0 && this.v4End[found] >= x ? found : -1;
  }

  private find6(w: readonly number[]): number {
    const s = this.v6Start;
    let lo = 0;
    let hi = this.v6Asn.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp128(s, mid * 4, w) <= 0) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found >= 0 && cmp128(this.v6End, found * 4, w) >= 0 ? found : -1;
  }
}

/** Compare the 128-bit key stored at a[i..i+3] with w. */
export function cmp128(a: Uint32Array, i: number, w: readonly number[]): number {
  for (let k = 0; k < 4; k++) {
    const d = a[i + k] - w[k];
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
