/**
 * Connection classification from the autonomous system, its organisation name and the reverse-DNS name.
 *
 *  1. a special-purpose address (IANA registries) is `Reserved`;
 *  2. a curated ASN (./classify-tables.ts) gives the category;
 *  3. else the organisation name's keywords (CDN, university, hosting, mobile, ISP, in that order);
 *     then the names of mobile network operators (./mobile-carriers.json, from libphonenumber's carrier data);
 *     an organisation that matches none is a company network (`business`), unless its ASN is on the public
 *     datacenter-ASN list (./datacenter-asns.json): then hosting. The list never overrides an ISP, mobile,
 *     university or CDN answer, so a residential ISP that a list names stays an ISP;
 *  4. the PTR name refines a keyword (not a curated) answer: an academic domain -> university; for an ISP or a
 *     company network, a mobile name -> mobile, a consumer-line name -> ISP; for a company network a server name
 *     -> hosting.
 * No ASN data -> every field null (nothing is guessed).
 */
import type { ConnectionSpeed, ConnectionType } from '../../contract/payloads/ip.js';
import { ASN_CATEGORY, ORG_RULES, PTR_RULES, type NetworkCategory } from './classify-tables.js';
import carriersJson from './mobile-carriers.json' with { type: 'json' };
import datacenterJson from './datacenter-asns.json' with { type: 'json' };

export type { NetworkCategory } from './classify-tables.js';

export interface ClassifyInput {
  readonly asn: number | null;
  readonly org: string | null;
  readonly ptr?: string | null;
  readonly reserved?: boolean;
}

export interface Classification {
  readonly category: NetworkCategory | 'reserved' | null;
  readonly connection_type: ConnectionType | null;
  readonly connection_speed: ConnectionSpeed | null;
  readonly is_mobile: boolean | null;
  readonly is_hosting: boolean | null;
  /** Which rule decided: `reserved`, `asn`, `org`, `org:carrier`, `asn-list`, `default` (each `+ptr` when refined), or null. */
  readonly rule: string | null;
}

const SHAPE: Record<NetworkCategory, Omit<Classification, 'category' | 'rule'>> = {
  hosting: { connection_type: 'Commercial', connection_speed: 'company/T1', is_mobile: false, is_hosting: true },
  cdn: { connection_type: 'Content Delivery Network', connection_speed: 'company/T1', is_mobile: false, is_hosting: true },
  mobile: { connection_type: 'Mobile ISP', connection_speed: 'mobile', is_mobile: true, is_hosting: false },
  university: { connection_type: 'University / College / School', connection_speed: 'company/T1', is_mobile: false, is_hosting: false },
  isp: { connection_type: 'Fixed Line', connection_speed: 'broadband/cable/fiber', is_mobile: false, is_hosting: false },
  business: { connection_type: 'Commercial', connection_speed: 'company/T1', is_mobile: false, is_hosting: false },
};

const NONE: Classification = {
  category: null, connection_type: null, connection_speed: null, is_mobile: null, is_hosting: null, rule: null,
};
const RESERVED: Classification = {
  category: 'reserved', connection_type: 'Reserved', connection_speed: null, is_mobile: false, is_hosting: false, rule: 'reserved',
};

/** Organisation name as the carrier list is written: lower case, no accents, words of letters, digits, & and +. */
const normalOrg = (s: string) => s.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^a-z0-9&+ ]+/g, ' ').replace(/\s+/g, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One alternation of every mobile operator name, whole words only; compiled once. */
const CARRIER = new RegExp(`(?:^| )(?:${(carriersJson.names as string[]).map(escape).join('|')})(?: |$)`);

/** ASNs of the public datacenter list (X4BNet lists_vpn, MIT; source and commit in the JSON file). */
const DATACENTER_ASNS: ReadonlySet<number> = new Set(datacenterJson.asns);

/** True when the ASN is on the public datacenter-ASN list (whatever its name says). */
export function onDatacenterList(asn: number): boolean {
  return DATACENTER_ASNS.has(asn);
}

/** True when the organisation name contains the name of a mobile network operator. */
export function isMobileCarrierOrg(org: string): boolean {
  return CARRIER.test(normalOrg(org));
}

type OrgRule = { readonly category: NetworkCategory; readonly rule: string } | null;

/**
 * The organisation rule of an AS name, memoized per name: every rule is a pure function of the name, and a call
 * otherwise tries every ORG_RULES pattern and the carrier alternation (a fifth of the ip engine's CPU in a profile,
 * docs/decisions.md "Issue 33: engines"). AS names repeat (a few large networks carry most traffic); bounded, emptied
 * when full.
 */
export const ORG_MEMO_MAX = 20_000;
const orgMemo = new Map<string, OrgRule>();
function orgRule(org: string): OrgRule {
  const known = orgMemo.get(org);
  if (known !== undefined) return known;
  let found: OrgRule = null;
  for (const r of ORG_RULES) {
    if (r.pattern.test(org)) {
      found = { category: r.category, rule: 'org' };
      break;
    }
  }
  if (found === null && isMobileCarrierOrg(org)) found = { category: 'mobile', rule: 'org:carrier' };
  if (orgMemo.size >= ORG_MEMO_MAX) orgMemo.clear();
  orgMemo.set(org, found);
  return found;
}

function shaped(category: NetworkCategory, rule: string): Classification {
  return { category, ...SHAPE[category], rule };
}

export function classify(input: ClassifyInput): Classification {
  if (input.reserved) return RESERVED;
  if (input.asn === null) return NONE;
  const curated = ASN_CATEGORY.get(input.asn);
  if (curated) return shaped(curated, 'asn');
  const org = input.org ?? '';
  const byOrg = org === '' ? null : orgRule(org);
  let category: NetworkCategory = byOrg?.category ?? 'business';
  let rule = byOrg?.rule ?? 'default';
  if (category === 'business' && DATACENTER_ASNS.has(input.asn)) {
    category = 'hosting';
    rule = 'asn-list';
  }
  const ptr = input.ptr ?? null;
  if (ptr) {
    const refined = refineByPtr(category, ptr, rule === 'asn-list');
    if (refined !== category) {
      category = refined;
      rule = `${rule}+ptr`;
    }
  }
  return shaped(category, rule);
}

/** `listed`: hosting only by the datacenter list, so a consumer-line or mobile PTR name still wins. */
function refineByPtr(category: NetworkCategory, ptr: string, listed = false): NetworkCategory {
  if (PTR_RULES.university.test(ptr)) return 'university';
  if (category === 'isp' || category === 'business' || listed) {
    if (PTR_RULES.mobile.test(ptr)) return 'mobile';
    if (PTR_RULES.fixed.test(ptr)) return 'isp';
  }
  if (category === 'business' && PTR_RULES.hosting.test(ptr)) return 'hosting';
  return category;
}
