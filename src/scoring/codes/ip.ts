import { codeConstants, type ReasonCodeDef } from '../types.js';

/** IP codes, area I. The rules that fire them are in src/products/ip/rules.ts (docs/ip.md). */
export const IP_CODES = [
  { code: 'RI001', kind: 'RISK', area: 'ip', name: 'ip_invalid_format', description: 'The value is not a valid IPv4 (four-part decimal) or IPv6 address; is_valid_format is false and every other field is null.', weight: -400 },
  { code: 'RI002', kind: 'RISK', area: 'ip', name: 'ip_private_or_reserved', description: 'The address lies in an IANA special-purpose block (private-use, loopback, shared CGN space, link-local, documentation, benchmarking, multicast, reserved...): it cannot be the public address of a real client; connection_type is Reserved.', weight: -300 },
  { code: 'RI003', kind: 'RISK', area: 'ip', name: 'ip_tor_exit', description: 'The address is a Tor exit node in an imported tor list; is_tor is true.', weight: -450 },
  { code: 'RI004', kind: 'RISK', area: 'ip', name: 'ip_vpn', description: 'The address is a VPN egress address in an imported vpn list; is_vpn is true and vpn_name names the provider when the list gives one.', weight: -250 },
  { code: 'RI005', kind: 'RISK', area: 'ip', name: 'ip_proxy_datacenter', description: 'The address is an open or commercial proxy in an imported proxy list, of datacenter type or of unknown type; is_proxy is true.', weight: -300 },
  { code: 'RI006', kind: 'RISK', area: 'ip', name: 'ip_proxy_residential', description: 'The address is a residential proxy exit (a consumer line rented out by a proxy network) in an imported proxy list; proxy_type is residential.', weight: -400 },
  { code: 'RI007', kind: 'RISK', area: 'ip', name: 'ip_hosting', description: 'The address belongs to a cloud, hosting or data-center network (curated ASN, organisation name, reverse DNS, or an imported hosting list): real users rarely browse from there; is_hosting is true.', weight: -150 },
  { code: 'RI008', kind: 'RISK', area: 'ip', name: 'ip_privacy_relay', description: 'The address is an egress of a privacy relay (e.g. iCloud Private Relay) in an imported relay list; the user\'s real address is hidden, though relays are used by ordinary customers; is_relay is true.', weight: -60 },
  { code: 'RI009', kind: 'RISK', area: 'ip', name: 'ip_dnsbl_listed', description: 'At least one configured DNSBL zone lists the address (black_list_count > 0).', weight: -120 },
  { code: 'RI010', kind: 'RISK', area: 'ip', name: 'ip_exploits_reported', description: 'The address was reported in an exploits blocklist (XBL: infected hosts, open proxies, exploited machines): xbl_count > 0 from an imported exploits list or XBL return codes of a DNSBL zone.', weight: -250 },
  { code: 'RI011', kind: 'RISK', area: 'ip', name: 'ip_spam_reported', description: 'The address was reported as a spam source (combined spam sources list, CSS): css_count > 0 from an imported spam list or the CSS return code of a DNSBL zone.', weight: -150 },
  { code: 'RI012', kind: 'RISK', area: 'ip', name: 'ip_recently_reported', description: 'The most recent exploits or spam report of the address is at most 7 days old (xbl_in_days or css_in_days <= 7).', weight: -100 },
  { code: 'RI013', kind: 'RISK', area: 'ip', name: 'ip_local_night_request', description: 'The request arrived at night (22:00-05:59) in the time zone of the address location: request_time is night, unusual for a person at home there and typical of automation run from another time zone.', weight: -40 },
  { code: 'RI014', kind: 'RISK', area: 'ip', name: 'ip_many_emails', description: 'The identity graph links the address to 10 or more distinct email addresses.', weight: -120 },
  { code: 'RI015', kind: 'RISK', area: 'ip', name: 'ip_many_phones', description: 'The identity graph links the address to 5 or more distinct phone numbers.', weight: -80 },
  { code: 'RI016', kind: 'RISK', area: 'ip', name: 'ip_many_names', description: 'The identity graph links the address to 10 or more distinct names.', weight: -80 },
  { code: 'RI017', kind: 'RISK', area: 'ip', name: 'ip_remote_desktop_open', description: 'The operator-enabled probe found a remote-desktop port (RDP 3389 or VNC 5900 by default) accepting connections on the address.', weight: -100 },
  { code: 'RI018', kind: 'RISK', area: 'ip', name: 'ip_cdn_address', description: 'The address belongs to a content delivery network: a client coming from a CDN range is a worker, a proxy or a relay, not a person\'s line.', weight: -100 },
  { code: 'TI001', kind: 'TRUST', area: 'ip', name: 'ip_fixed_line', description: 'A fixed-line (residential or business broadband) ISP address with no anonymizer, hosting or blocklist signal.', weight: 80 },
  { code: 'TI002', kind: 'TRUST', area: 'ip', name: 'ip_mobile_network', description: 'A mobile operator address with no anonymizer, hosting or blocklist signal.', weight: 60 },
  { code: 'TI003', kind: 'TRUST', area: 'ip', name: 'ip_university', description: 'A university, college, school or research-network address with no anonymizer, hosting or blocklist signal.', weight: 40 },
  { code: 'TI004', kind: 'TRUST', area: 'ip', name: 'ip_long_clean_history', description: 'The address was first seen in live calls 90 or more days ago and carries no anonymizer, hosting or blocklist signal now.', weight: 100 },
  { code: 'TI005', kind: 'TRUST', area: 'ip', name: 'ip_not_blocklisted', description: 'Every configured DNSBL zone answered and none lists the address.', weight: 40 },
] as const satisfies readonly ReasonCodeDef[];

/** The codes by name, for the rules that fire them. */
export const IP = codeConstants(IP_CODES);
