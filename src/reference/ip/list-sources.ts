/**
 * The public IP-list sources (issue 32): the Tor bulk exit list (tor), the ranges AWS, Google Cloud, Oracle Cloud,
 * Cloudflare (and Azure, whose weekly file the operator names) publish about themselves (hosting), and Apple's
 * iCloud Private Relay egress ranges (relay), with a parser per format. Read by `idrisk refresh ip-lists` and the
 * `ip.lists-refresh` job (./refresh.ts) through the outbound guard, and by scripts/refresh-ip-lists.ts (a file for
 * `idrisk import ip-lists`).
 */
export interface SourceDef {
  readonly name: string;
  readonly url: string;
  readonly kind: 'tor' | 'hosting' | 'relay';
  readonly provider: string;
  /** Ranges (CIDR or single addresses) in the downloaded body. */
  parse(body: string): string[];
}

const lines = (body: string) => body.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));

export const PARSERS = {
  /** One address per line (Tor bulk exit list), or one CIDR per line (Cloudflare ips-v4 / ips-v6). */
  lines: (body: string) => lines(body),
  /** AWS ip-ranges.json: prefixes[].ip_prefix, ipv6_prefixes[].ipv6_prefix. */
  aws: (body: string) => {
    const j = JSON.parse(body) as { prefixes?: { ip_prefix: string }[]; ipv6_prefixes?: { ipv6_prefix: string }[] };
    return [...(j.prefixes ?? []).map((p) => p.ip_prefix), ...(j.ipv6_prefixes ?? []).map((p) => p.ipv6_prefix)];
  },
  /** Google Cloud cloud.json: prefixes[].ipv4Prefix | ipv6Prefix. */
  google: (body: string) => {
    const j = JSON.parse(body) as { prefixes?: { ipv4Prefix?: string; ipv6Prefix?: string }[] };
    return (j.prefixes ?? []).map((p) => p.ipv4Prefix ?? p.ipv6Prefix).filter((x): x is string => typeof x === 'string');
  },
  /** Azure Service Tags (ServiceTags_Public_YYYYMMDD.json): values[].properties.addressPrefixes[]. */
  azure: (body: string) => {
    const j = JSON.parse(body) as { values?: { properties?: { addressPrefixes?: string[] } }[] };
    return (j.values ?? []).flatMap((v) => v.properties?.addressPrefixes ?? []);
  },
  /** Oracle public_ip_ranges.json: regions[].cidrs[].cidr. */
  oracle: (body: string) => {
    const j = JSON.parse(body) as { regions?: { cidrs?: { cidr: string }[] }[] };
    return (j.regions ?? []).flatMap((r) => (r.cidrs ?? []).map((c) => c.cidr));
  },
  /** iCloud Private Relay egress-ip-ranges.csv: prefix,country,region,city,(postal). */
  appleRelay: (body: string) => lines(body).map((l) => l.split(',')[0]),
} as const;

/** Names of the sources (IDRISK_IP_LISTS_SOURCES); `azure` needs its weekly URL. */
export const IP_LIST_SOURCE_NAMES: readonly string[] = ['tor', 'aws', 'google-cloud', 'oracle', 'cloudflare-v4', 'cloudflare-v6', 'icloud-private-relay', 'azure'];

/** The sources of the configuration: every source (or those named), from the publishers or a mirror. */
export function configuredSources(ip: { readonly listsSources: readonly string[]; readonly listsBase: string | null; readonly listsAzureUrl: string | null }): SourceDef[] {
  const all = defaultSources({ base: ip.listsBase?.replace(/\/$/, '') ?? undefined, azureUrl: ip.listsAzureUrl ?? undefined });
  return ip.listsSources.length === 0 ? all : all.filter((s) => ip.listsSources.includes(s.name));
}

/** The sources with their public addresses; `base` replaces scheme+host (tests, mirrors). */
export function defaultSources(opts: { base?: string; azureUrl?: string } = {}): SourceDef[] {
  const at = (url: string) => (opts.base ? `${opts.base}${new URL(url).pathname}` : url);
  const list: SourceDef[] = [
    { name: 'tor', url: at('https://check.torproject.org/torbulkexitlist'), kind: 'tor', provider: 'Tor Project', parse: PARSERS.lines },
    { name: 'aws', url: at('https://ip-ranges.amazonaws.com/ip-ranges.json'), kind: 'hosting', provider: 'Amazon Web Services', parse: PARSERS.aws },
    { name: 'google-cloud', url: at('https://www.gstatic.com/ipranges/cloud.json'), kind: 'hosting', provider: 'Google Cloud', parse: PARSERS.google },
    { name: 'oracle', url: at('https://docs.oracle.com/en-us/iaas/tools/public_ip_ranges.json'), kind: 'hosting', provider: 'Oracle Cloud', parse: PARSERS.oracle },
    { name: 'cloudflare-v4', url: at('https://www.cloudflare.com/ips-v4'), kind: 'hosting', provider: 'Cloudflare', parse: PARSERS.lines },
    { name: 'cloudflare-v6', url: at('https://www.cloudflare.com/ips-v6'), kind: 'hosting', provider: 'Cloudflare', parse: PARSERS.lines },
    { name: 'icloud-private-relay', url: at('https://mask-api.icloud.com/egress-ip-ranges.csv'), kind: 'relay', provider: 'iCloud Private Relay', parse: PARSERS.appleRelay },
  ];
  // Azure publishes a new dated file every week behind a download page: the operator passes its URL.
  if (opts.azureUrl) list.push({ name: 'azure', url: opts.azureUrl, kind: 'hosting', provider: 'Microsoft Azure', parse: PARSERS.azure });
  return list;
}

