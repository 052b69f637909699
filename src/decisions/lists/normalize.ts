/**
 * The keys of list items: each kind has one normalized text form, stored as the item's key and computed the same way
 * for a lookup, so membership is one primary-key read. A CIDR list stores `network/len`; looking an address up
 * computes the address's network at every prefix length (33 for IPv4, 129 for IPv6) and reads those keys in one
 * statement: exact for nested and overlapping ranges, O(log n) per key.
 */
import ipaddr from 'ipaddr.js';
import { parseIp, v4ToString } from '../../reference/ip/address.js';

import { LIST_KIND_VALUES } from '../../contract/decisions.js';

export const LIST_KINDS = LIST_KIND_VALUES;
export type ListKind = (typeof LIST_KINDS)[number];

/** The normalized key of a value for a list of `kind`, or an error message. */
export function normalizeItem(kind: ListKind, raw: string): { key: string } | { error: string } {
  const text = raw.normalize('NFKC').trim();
  if (text.length === 0) return { error: 'empty value' };
  if (text.length > 512 || text.includes('\u0000')) return { error: 'longer than 512 characters or holds a NUL character' };
  switch (kind) {
    case 'phone': {
      const digits = text.replace(/^00/, '+').replace(/[\s().-]/g, '');
      if (!/^\+?\d{6,15}$/.test(digits)) return { error: 'not a phone number (6..15 digits, country code first)' };
      return { key: `+${digits.replace(/^\+/, '')}` };
    }
    case 'email': {
      const e = text.toLowerCase();
      const at = e.lastIndexOf('@');
      if (at < 1 || at === e.length - 1 || /\s/.test(e)) return { error: 'not an email address' };
      return { key: e };
    }
    case 'email_domain': {
      const d = text.toLowerCase().replace(/^@/, '').replace(/\.$/, '');
      if (!/^[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?(\.[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?)+$/.test(d)) {
        return { error: 'not a domain name' };
      }
      return { key: d };
    }
    case 'ip': {
      const ip = parseIp(text);
      return ip ? { key: ip.canonical } : { error: 'not an IPv4 or IPv6 address' };
    }
    case 'cidr':
      return normalizeCidr(text);
    case 'name': {
      const n = text.toLowerCase().replace(/\s+/g, ' ');
      return { key: n };
    }
    case 'username':
      return { key: text.toLowerCase() };
    case 'device_id':
      return { key: text };
  }
}

function normalizeCidr(text: string): { key: string } | { error: string } {
  const slash = text.indexOf('/');
  const ip = parseIp(slash < 0 ? text : text.slice(0, slash));
  if (!ip) return { error: 'not a CIDR range (a.b.c.d/n or x::/n)' };
  const max = ip.family === 4 ? 32 : 128;
  const len = slash < 0 ? max : Number(text.slice(slash + 1));
  if (!Number.isInteger(len) || len < 0 || len > max || !/^\d{1,3}$/.test(slash < 0 ? String(max) : text.slice(slash + 1))) {
    return { error: `prefix length must be 0..${max}` };
  }
  const net = networkOf(ip, len);
  if (net !== ip.canonical && slash >= 0) return { error: `host bits set: the network of /${len} is ${net}` };
  return { key: `${net}/${len}` };
}

function networkOf(ip: NonNullable<ReturnType<typeof parseIp>>, len: number): string {
  if (ip.family === 4) {
    const mask = len === 0 ? 0 : (0xffffffff << (32 - len)) >>> 0;
    return v4ToString((ip.v4 & mask) >>> 0);
  }
  const bytes = (ip.addr as ipaddr.IPv6).toByteArray();
  for (let i = 0; i < 16; i++) {
    const keep = Math.max(0, Math.min(8, len - i * 8));
    bytes[i] = bytes[i]! & ((0xff << (8 - keep)) & 0xff);
  }
  return (ipaddr.fromByteArray(bytes) as ipaddr.IPv6).toRFC5952String();
}

/**
 * The keys a lookup of `raw` reads in a list of `kind`: one key, or for a CIDR list the address's network at every
 * prefix length. Empty when the value cannot be an item of the list (an email looked up in an IP list).
 */
export function lookupKeys(kind: ListKind, raw: string): string[] {
  if (kind === 'cidr') {
    const ip = parseIp(raw.trim());
    if (!ip) return [];
    const max = ip.family === 4 ? 32 : 128;
    const out: string[] = [];
    for (let len = 0; len <= max; len++) out.push(`${networkOf(ip, len)}/${len}`);
    return out;
  }
  const n = normalizeItem(kind, raw);
  return 'key' in n ? [n.key] : [];
}
