/**
 * The IANA special-purpose address registries (iana-ipv4-special-registry, iana-ipv6-special-registry), plus the
 * multicast blocks and, for IPv6, the space outside 2000::/3 that the address-space registry keeps "Reserved by
 * IETF". Every entry makes `connection_type: Reserved`; an entry that is not globally reachable also makes
 * `is_private_internal_address: true` (loopback, private-use, shared CGN space, link-local, documentation, ...).
 * Globally reachable anycast entries (AS112, PCP/TURN anycast, AMT) and the transition prefixes whose reachability
 * the registry gives as N/A (6to4, Teredo) are Reserved but not private.
 */
import ipaddr from 'ipaddr.js';
import type { ParsedIp } from './address.js';

export interface SpecialRange {
  readonly cidr: string;
  readonly name: string;
  readonly rfc: string;
  /** Not globally reachable per the registry: the address cannot be a public Internet client. */
  readonly private: boolean;
}

export const IPV4_SPECIAL: readonly SpecialRange[] = [
  { cidr: '0.0.0.0/8', name: '"This network"', rfc: 'RFC 791', private: true },
  { cidr: '0.0.0.0/32', name: '"This host on this network"', rfc: 'RFC 1122', private: true },
  { cidr: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918', private: true },
  { cidr: '100.64.0.0/10', name: 'Shared Address Space', rfc: 'RFC 6598', private: true },
  { cidr: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122', private: true },
  { cidr: '169.254.0.0/16', name: 'Link Local', rfc: 'RFC 3927', private: true },
  { cidr: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918', private: true },
  { cidr: '192.0.0.0/24', name: 'IETF Protocol Assignments', rfc: 'RFC 6890', private: true },
  { cidr: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', rfc: 'RFC 7335', private: true },
  { cidr: '192.0.0.8/32', name: 'IPv4 dummy address', rfc: 'RFC 7600', private: true },
  { cidr: '192.0.0.9/32', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', private: false },
  { cidr: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', private: false },
  { cidr: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880', private: true },
  { cidr: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880', private: true },
  { cidr: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737', private: true },
  { cidr: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535', private: false },
  { cidr: '192.52.193.0/24', name: 'AMT', rfc: 'RFC 7450', private: false },
  { cidr: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526', private: false },
  { cidr: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918', private: true },
  { cidr: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', private: false },
  { cidr: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544', private: true },
  { cidr: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737', private: true },
  { cidr: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737', private: true },
  { cidr: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112', private: true },
  { cidr: '255.255.255.255/32', name: 'Limited Broadcast', rfc: 'RFC 919', private: true },
  // IPv4 multicast address space registry: not a unicast client address.
  { cidr: '224.0.0.0/4', name: 'Multicast', rfc: 'RFC 5771', private: false },
];

export const IPV6_SPECIAL: readonly SpecialRange[] = [
  { cidr: '::1/128', name: 'Loopback Address', rfc: 'RFC 4291', private: true },
  { cidr: '::/128', name: 'Unspecified Address', rfc: 'RFC 4291', private: true },
  { cidr: '::ffff:0:0/96', name: 'IPv4-mapped Address', rfc: 'RFC 4291', private: true },
  { cidr: '64:ff9b::/96', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 6052', private: false },
  { cidr: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 8215', private: true },
  { cidr: '100::/64', name: 'Discard-Only Address Block', rfc: 'RFC 6666', private: true },
  { cidr: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', rfc: 'RFC 9780', private: true },
  { cidr: '2001::/23', name: 'IETF Protocol Assignments', rfc: 'RFC 2928', private: true },
  { cidr: '2001::/32', name: 'TEREDO', rfc: 'RFC 4380', private: false },
  { cidr: '2001:1::1/128', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', private: false },
  { cidr: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', private: false },
  { cidr: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', rfc: 'RFC 9665', private: false },
  { cidr: '2001:2::/48', name: 'Benchmarking', rfc: 'RFC 5180', private: true },
  { cidr: '2001:3::/32', name: 'AMT', rfc: 'RFC 7450', private: false },
  { cidr: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535', private: false },
  { cidr: '2001:10::/28', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843', private: true },
  { cidr: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343', private: false },
  { cidr: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', rfc: 'RFC 9374', private: false },
  { cidr: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849', private: true },
  { cidr: '2002::/16', name: '6to4', rfc: 'RFC 3056', private: false },
  { cidr: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', private: false },
  { cidr: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637', private: true },
  { cidr: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602', private: true },
  { cidr: 'fc00::/7', name: 'Unique-Local', rfc: 'RFC 4193', private: true },
  { cidr: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291', private: true },
  // IPv6 address space registry: multicast, and everything outside global unicast 2000::/3 (Reserved by IETF).
  { cidr: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291', private: false },
  { cidr: '::/3', name: 'Reserved by IETF', rfc: 'RFC 4291', private: true },
  { cidr: '4000::/2', name: 'Reserved by IETF', rfc: 'RFC 4291', private: true },
  { cidr: '8000::/1', name: 'Reserved by IETF', rfc: 'RFC 4291', private: true },
];

interface Compiled {
  readonly range: SpecialRange;
  readonly net: [ipaddr.IPv4 | ipaddr.IPv6, number];
  readonly bits: number;
}

const compile = (list: readonly SpecialRange[]): Compiled[] =>
  list
    .map((range) => {
      const net = ipaddr.parseCIDR(range.cidr);
      return { range, net, bits: net[1] };
    })
    // Most specific first, so the answer names the narrowest registry entry.
    .sort((a, b) => b.bits - a.bits);

const V4 = compile(IPV4_SPECIAL);
// 8000::/1 also covers fc00::/7, fe80::/10 and ff00::/8: the more specific entries win by the sort above.
const V6 = compile(IPV6_SPECIAL);

/** The narrowest special-purpose entry containing the address, or null for an ordinary global unicast address. */
export function specialRange(ip: ParsedIp): SpecialRange | null {
  const list = ip.family === 4 ? V4 : V6;
  for (const c of list) {
    if (ip.addr.kind() === c.net[0].kind() && (ip.addr as ipaddr.IPv4).match(c.net as [ipaddr.IPv4, number])) return c.range;
  }
  return null;
}
