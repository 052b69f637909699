/**
 * The ip product: an address -> geolocation, time zone and local time of day, ASN organisation, connection
 * classification, imported list flags (Tor, VPN, proxy, relay, hosting, spam, exploits), DNSBL listings, reverse
 * DNS and company domain, the opt-in remote-desktop probe, identity counts, reason codes and score (docs/ip.md).
 * Local data is loaded once (./reference.ts); local fields never wait on the network; network lookups run in
 * parallel under the request deadline, cached, and are skipped when IDRISK_NETWORK=off. Named steps: the network
 * lookups leave first, the local facts are read while they are out, then the classification that needs both (and the
 * organisation's site), the payload, the score.
 */
import { IpPayload, PROXY_NAMES, type ProxyName } from '../../contract/payloads/ip.js';
import { createResolver, type DnsClient } from '../../enrich/dns.js';
import type { ProviderRecord } from '../../enrich/outcome.js';
import { parseIp, type ParsedIp } from '../../reference/ip/address.js';
import type { DnsblResult } from '../../enrich/dnsbl.js';
import type { IdentityProfile, Touchpoint } from '../../identity/graph.js';
import type { AsnRecord } from '../../reference/ip/asn-index.js';
import type { GeoRecord } from '../../reference/ip/geo.js';
import type { ListKind, ListMatch } from '../../reference/ip/interval-index.js';
import { classify, type Classification } from '../../reference/ip/classify.js';
import { specialRange, type SpecialRange } from '../../reference/ip/special-ranges.js';
import { localHour, requestTimeOf, timezoneAt } from '../../reference/ip/timezone.js';
import { standardModel } from '../../scoring/models/index.js';
import { applyScorecard, type Scorecard } from '../../scoring/scorecard.js';
import type { EngineDeps } from '../types.js';
import { graphScopeOf } from '../types.js';
import type { EngineContext, ProductEngine, ProductOutcome } from '../types.js';
import { companyDomain } from './company.js';
import { fillCompany, fillIdentity, fillScore, nullPayloadOf, type Draft } from '../fill.js';
import { liveSiteProfiles, type SiteLookup, type SiteProfiles } from '../domain/site-profile.js';
import { IpNetwork, type Looked } from './network.js';
import { readNowOn } from '../read-now.js';
import type { IpReference } from './reference.js';
import { ipReasonCodes } from './rules.js';
import { GENERAL } from '../../scoring/codes/general.js';

const DAY_MS = 86_400_000;

export interface IpEngine extends ProductEngine<'ip', IpPayload> {
  /** The shared reference data it reads (deps.reference.ip; the composition root closes it). */
  readonly reference: IpReference;
}

export interface IpEngineOptions {
  readonly dns?: DnsClient;
  /**
   * The domain engine's site crawls (company fields of the ASN organisation's domain). Default: live crawls through the
   * outbound guard when the resolver is the live one; none when `dns` is given without it.
   */
  readonly sites?: SiteProfiles;
}

const PROXY_NAME_BY_KEY = new Map<string, ProxyName>(PROXY_NAMES.map((n) => [n.toLowerCase().replace(/[^a-z]/g, ''), n]));
const proxyNameOf = (provider: string | null): ProxyName | null =>
  provider ? PROXY_NAME_BY_KEY.get(provider.toLowerCase().replace(/[^a-z]/g, '')) ?? null : null;

const coord = (n: number | null) => (n === null ? null : String(Math.round(n * 10_000) / 10_000));

const nullIpPayload = nullPayloadOf<IpPayload>(IpPayload);

/** What the bundled and imported data say of the address (step 1: no waiting on the network). */
interface LocalFacts {
  readonly geo: GeoRecord | null;
  readonly asn: AsnRecord | null;
  readonly listed: ListMatch | null;
  readonly record: ProviderRecord;
}

type NetLookups = [Looked<string | null> | null, Looked<DnsblResult> | null, Looked<boolean> | null, IdentityProfile];

/** What the lookups that left with the call say (step 2): reverse DNS, DNSBL, the remote-desktop probe, the graph. */
interface NetFacts {
  readonly ptr: Looked<string | null> | null;
  readonly dnsbl: Looked<DnsblResult> | null;
  readonly rdp: Looked<boolean> | null;
  readonly profile: IdentityProfile;
}

export async function createIpEngine(deps: EngineDeps, opts: IpEngineOptions = {}): Promise<IpEngine> {
  const reference = deps.reference.ip;
  const network = new IpNetwork(opts.dns ?? createResolver(deps.config), deps.cache, deps.config);
  const { geo, asn, lists } = reference;
  const netEnabled = deps.config.network.enabled;
  const dnsblZones = deps.config.network.dnsblZones;
  const sites = !netEnabled ? null : opts.sites ?? (opts.dns ? null : liveSiteProfiles(deps.config, deps.cache));
  // SQLite: the graph profile (the engine's one statement) read at once on the connection (src/products/read-now.ts).
  const readNow = deps.graph.profileSync ? readNowOn(deps.sqlite) : null;

  async function scorecardFor(ctx: EngineContext): Promise<Scorecard> {
    const std = standardModel('ip_score') as Scorecard;
    if (!ctx.modelId) return std;
    return (await deps.models.resolve(ctx.accountId, ctx.modelId)) ?? std;
  }

  /** Step 2 starts first: the network lookups and the graph read leave before the local work (step 1) runs. */
  function startNetwork(ip: ParsedIp, special: SpecialRange | null, touchpoint: Touchpoint, ctx: EngineContext): Promise<NetLookups> {
    const runNet = netEnabled && !special;
    const ptrP = runNet ? network.ptr(ip, ctx.deadline) : null;
    const dnsblP = runNet && dnsblZones.length > 0 ? network.dnsbl(ip, ctx.deadline) : null;
    const rdpP = network.mayProbe(ip) && (netEnabled || special) ? network.rdp(ip, ctx.deadline) : null;
    const scope = graphScopeOf(ctx);
    const profile = readNow?.one(ctx.deadline, (sqlite) => deps.graph.profileSync!(touchpoint, scope, ctx.now, sqlite));
    return Promise.all([ptrP, dnsblP, rdpP, profile ?? deps.graph.profile(touchpoint, scope, ctx.now)]);
  }

  /** Step 1, local facts: the geo, ASN and list indexes (none for a special-purpose address but the lists). */
  function localFacts(ip: ParsedIp, special: SpecialRange | null): LocalFacts {
    const t0 = performance.now();
    const g = special ? null : geo.lookup(ip);
    const a = special ? null : asn.lookup(ip);
    const listed = lists.lookup(ip);
    return { geo: g, asn: a, listed, record: { provider: 'ip_local_data', ok: true, ms: Math.round((performance.now() - t0) * 10) / 10 } };
  }

  /**
   * The company behind an organisation's network (not an ISP's subscriber line): the domain engine's crawl of the ASN
   * organisation's domain (shared, cached); a second network step, as it needs the classification.
   */
  function companySite(organisation: boolean, domain: string | null, ctx: EngineContext): Promise<SiteLookup> | null {
    return organisation && domain && sites ? sites.profile(domain, ctx.deadline, 'ip_website') : null;
  }

  async function analyze(input: { ip: string }, ctx: EngineContext): Promise<ProductOutcome<IpPayload>> {
    const value = input.ip;
    const ip = parseIp(value);
    const p = nullIpPayload();
    p.value = value;
    const card = await scorecardFor(ctx);
    if (!ip) {
      p.is_valid_format = false;
      const scored = applyScorecard(ipReasonCodes({ valid: false, reserved: false, category: null, p, firstSeenDays: null, dnsblChecked: false }), card);
      fillScore(p, scored);
      return { payload: p, scored, touchpoints: [], providers: [] };
    }
    const special = specialRange(ip);
    const touchpoint = { kind: 'ip' as const, value: ip.canonical };
    const pending = startNetwork(ip, special, touchpoint, ctx);
    const local = localFacts(ip, special);
    const [ptr, dnsbl, rdp, profile] = await pending;
    const net: NetFacts = { ptr, dnsbl, rdp, profile };

    // Step 3, what both say: the connection's classification and the organisation's domain, then its site.
    const providers: ProviderRecord[] = [local.record];
    const codes: string[] = [];
    if (!netEnabled && !special) codes.push(GENERAL.network_lookups_disabled);
    for (const l of [net.ptr, net.dnsbl, net.rdp] as (Looked<unknown> | null)[]) {
      if (!l) continue;
      providers.push(l.record);
      if (!l.outcome.ok) codes.push(l.outcome.reason === 'timeout' ? GENERAL.enrichment_timeout : GENERAL.enrichment_unavailable);
    }
    const ptrName = net.ptr?.outcome.ok ? net.ptr.outcome.value : null;
    const c = classify({ asn: local.asn?.asn ?? null, org: local.asn?.org ?? null, ptr: ptrName, reserved: special !== null });
    const isp = local.asn ? (local.asn.org === '' ? null : local.asn.org) : null;
    const organisation = local.asn !== null && (c.category === 'business' || c.category === 'hosting' || c.category === 'cdn' || c.category === 'university');
    const companyDomainName = local.asn ? companyDomain(ptrName, isp) : null;
    const siteP = companySite(organisation, companyDomainName, ctx);
    const site = siteP ? await siteP : null;
    if (site) {
      providers.push(site.record);
      if (!site.record.ok && site.record.reason === 'timeout') codes.push(GENERAL.enrichment_timeout);
    }

    // Step 4, the payload.
    fillIp(p, special, local, c, ctx.now);
    if (local.asn) {
      p.isp = isp;
      p.company_name = organisation ? p.isp : null;
      p.company_domain = companyDomainName;
    }
    if (site?.profile) fillCompany(p, site.profile, true);
    if (net.dnsbl?.outcome.ok) {
      const d = net.dnsbl.outcome.value;
      p.black_list_count = d.listed;
      // A DNSBL XBL/CSS answer raises the counts when no imported list says more.
      p.xbl_count = Math.max(p.xbl_count ?? 0, d.xbl);
      p.css_count = Math.max(p.css_count ?? 0, d.css);
    }
    if (net.rdp?.outcome.ok) p.remote_desktop_enable = net.rdp.outcome.value;
    fillIdentity(p, net.profile, ['email', 'phone', 'name', 'device'], false);

    // Step 5, the score.
    codes.push(...ipReasonCodes({
      valid: true, reserved: special !== null, category: c.category, p, firstSeenDays: net.profile.first_seen_days,
      dnsblChecked: net.dnsbl?.outcome.ok === true && dnsblZones.length > 0,
    }));
    const scored = applyScorecard(codes, card);
    fillScore(p, scored);
    return { payload: p, scored, touchpoints: [touchpoint], providers };
  }

  /** The fields of the local facts and the classification. */
  function fillIp(p: Draft<IpPayload>, special: SpecialRange | null, local: LocalFacts, c: Classification, now: Date): void {
    p.is_valid_format = true;
    p.is_private_internal_address = special?.private ?? false;
    const g = local.geo;
    if (g) {
      p.city = g.city;
      p.country = g.country;
      p.zip = g.zip;
      p.lat = coord(g.latitude);
      p.lon = coord(g.longitude);
      if (g.latitude !== null && g.longitude !== null) {
        p.timezone = timezoneAt(g.latitude, g.longitude);
        const h = p.timezone ? localHour(p.timezone, now) : null;
        p.request_time = h === null ? null : requestTimeOf(h);
      }
    }
    const m = local.listed;
    const kinds = lists.kinds;
    const has = (k: ListKind) => (kinds.has(k) ? (m?.kinds.has(k) ?? false) : null);
    p.is_tor = has('tor');
    p.is_vpn = has('vpn');
    p.vpn_name = m?.vpnName ?? null;
    p.is_proxy = has('proxy');
    p.proxy_name = proxyNameOf(m?.proxyName ?? null);
    p.proxy_type = m?.proxyType ?? null;
    p.is_relay = has('relay');
    const today = Math.floor(now.getTime() / DAY_MS);
    if (kinds.has('exploits')) {
      p.xbl_count = m?.exploitsCount ?? 0;
      p.xbl_in_days = m?.exploitsLastDay != null ? Math.max(0, today - m.exploitsLastDay) : null;
    }
    if (kinds.has('spam')) {
      p.css_count = m?.spamCount ?? 0;
      p.css_in_days = m?.spamLastDay != null ? Math.max(0, today - m.spamLastDay) : null;
    }
    p.connection_type = c.connection_type;
    p.connection_speed = c.connection_speed;
    p.is_mobile = c.is_mobile;
    const listedHosting = kinds.has('hosting') ? (m?.kinds.has('hosting') ?? false) : null;
    p.is_hosting = c.is_hosting === true || listedHosting === true ? true : (c.is_hosting ?? listedHosting);
  }

  return { product: 'ip', reference, analyze };
}

