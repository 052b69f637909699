/**
 * IP address parsing with ipaddr.js: strict formats only (four-part decimal IPv4 without leading zeros, IPv6 with
 * no zone id), IPv4-mapped IPv6 folded onto its IPv4 address, and the numeric keys every range index uses.
 */
import ipaddr from 'ipaddr.js';

export type IpFamily = 4 | 6;

export interface ParsedIp {
  readonly family: IpFamily;
  /** Canonical text: dotted quad, or RFC 5952 IPv6; IPv4-mapped IPv6 becomes its IPv4 address. */
  readonly canonical: string;
  readonly addr: ipaddr.IPv4 | ipaddr.IPv6;
  /** IPv4: the address as an unsigned 32-bit number. IPv6: 0. */
  readonly v4: number;
  /** IPv6: four 32-bit words, most significant first. IPv4: empty. */
  readonly v6: readonly [number, number, number, number] | readonly [];
  /** The input was IPv4-mapped IPv6 (::ffff:a.b.c.d). */
  readonly mapped: boolean;
}

const V4_STRICT = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const V6_CHARS = /^[0-9A-Fa-f:.]{2,45}$/;

/** Parse one address; null when the text is not a valid IPv4 or IPv6 address. */
export function parseIp(input: string): ParsedIp | null {
  const text = input.trim();
  if (V4_STRICT.test(text)) return fromV4Text(text);
  if (!V6_CHARS.test(text) || !text.includes(':')) return null;
  if (text.includes('.') && !V4_STRICT.test(text.slice(text.lastIndexOf(':') + 1))) return null;
  if (!ipaddr.IPv6.isValid(text)) return null;
  const v6 = ipaddr.IPv6.parse(text);
  if (v6.isIPv4MappedAddress()) return fromV4(v6.toIPv4Address(), true);
  const p = v6.parts;
  return {
    family: 6,
    canonical: v6.toRFC5952String(),
    addr: v6,
    v4: 0,
    v6: [((p[0] << 16) | p[1]) >>> 0, ((p[2] << 16) | p[3]) >>> 0, ((p[4] << 16) | p[5]) >>> 0, ((p[6] << 16) | p[7]) >>> 0],
    mapped: false,
  };
}

/**
 * A dotted quad that V4_STRICT accepted: its four decimal octets read directly (what ipaddr.IPv4.parse would read
 * after matching its own patterns again), and the text itself as the canonical form (no leading zeros: it is what
 * the address's toString gives).
 */
function fromV4Text(text: string): ParsedIp {
  const o = [0, 0, 0, 0];
  let k = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) k++;
    else o[k] = o[k]! * 10 + (c - 48);
  }
  return { family: 4, canonical: text, addr: new ipaddr.IPv4(o), v4: ((o[0]! << 24) | (o[1]! << 16) | (o[2]! << 8) | o[3]!) >>> 0, v6: [], mapped: false };
}

function fromV4(a: ipaddr.IPv4, mapped: boolean): ParsedIp {
  const o = a.octets;
  return { family: 4, canonical: a.toString(), addr: a, v4: ((o[0] << 24) | (o[1] << 16) | (o[2] << 8) | o[3]) >>> 0, v6: [], mapped };
}

export function v4ToString(n: number): string {
  return `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

/** 128-bit words -> bigint (for tooling and tests, not for hot paths). */
export function wordsToBigInt(w: readonly number[]): bigint {
  return (BigInt(w[0]) << 96n) | (BigInt(w[1]) << 64n) | (BigInt(w[2]) << 32n) | BigInt(w[3]);
}

export function bigIntToWords(n: bigint): [number, number, number, number] {
  const m = 0xffffffffn;
  return [Number((n >> 96n) & m), Number((n >> 64n) & m), Number((n >> 32n) & m), Number(n & m)];
}

export interface IpRange {
  readonly family: IpFamily;
  /** Inclusive bounds: numbers for IPv4, 128-bit bigints for IPv6. */
  readonly start: bigint;
  readonly end: bigint;
  /** Normalized text: `a.b.c.d/n`, `x::/n`, or a single canonical address. */
  readonly text: string;
}

/**
 * Parse a list entry: a CIDR (`192.0.2.0/24`, `2001:db8::/32`), a single address, or an inclusive range
 * `start-end` of the same family. Host bits set in a CIDR are an error (an ambiguous entry).
 */
export function parseRange(input: string): IpRange | string {
  const text = input.trim();
  const dash = text.indexOf('-');
  if (dash > 0) {
    const a = parseIp(text.slice(0, dash));
    const b = parseIp(text.slice(dash + 1));
    if (!a || !b) return `"${text}" is not a valid address range`;
    if (a.family !== b.family) return `"${text}" mixes IPv4 and IPv6`;
    const s = keyOf(a);
    const e = keyOf(b);
    if (e < s) return `"${text}" ends before it starts`;
    return { family: a.family, start: s, end: e, text: s === e ? a.canonical : `${a.canonical}-${b.canonical}` };
  }
  const slash = text.indexOf('/');
  if (slash < 0) {
    const a = parseIp(text);
    if (!a) return `"${text}" is not a valid IP address or CIDR`;
    const k = keyOf(a);
    return { family: a.family, start: k, end: k, text: a.canonical };
  }
  const base = parseIp(text.slice(0, slash));
  const bitsText = text.slice(slash + 1);
  if (!base || !/^\d{1,3}$/.test(bitsText)) return `"${text}" is not a valid CIDR`;
  const bits = Number(bitsText);
  const width = base.family === 4 ? 32 : 128;
  if (bits > width) return `"${text}": prefix length above ${width}`;
  const hostBits = BigInt(width - bits);
  const start = keyOf(base);
  const mask = (1n << hostBits) - 1n;
  if ((start & mask) !== 0n) return `"${text}": host bits set (network address is ${describe(base.family, start & ~mask)}/${bits})`;
  const textOut = bits === width ? base.canonical : `${base.canonical}/${bits}`;
  return { family: base.family, start, end: start | mask, text: textOut };
}

/** The address as an integer key (IPv4 in 0..2^32-1, IPv6 in 0..2^128-1). */
export function keyOf(p: ParsedIp): bigint {
  return p.family === 4 ? BigInt(p.v4) : wordsToBigInt(p.v6);
}

function describe(family: IpFamily, n: bigint): string {
  if (family === 4) return v4ToString(Number(n));
  const w = bigIntToWords(n);
  const parts: number[] = [];
  for (const x of w) parts.push(x >>> 16, x & 0xffff);
  return new ipaddr.IPv6(parts).toRFC5952String();
}

/** Reverse-DNS query names: `4.3.2.1.in-addr.arpa` / nibble form under ip6.arpa; the DNSBL prefix drops the suffix. */
export function reverseName(p: ParsedIp): string {
  return `${reversedLabels(p)}.${p.family === 4 ? 'in-addr.arpa' : 'ip6.arpa'}`;
}

export function reversedLabels(p: ParsedIp): string {
  if (p.family === 4) {
    const o = (p.addr as ipaddr.IPv4).octets;
    return `${o[3]}.${o[2]}.${o[1]}.${o[0]}`;
  }
  const hex = (p.v6 as readonly number[]).map((w) => w.toString(16).padStart(8, '0')).join('');
  return hex.split('').reverse().join('.');
}
