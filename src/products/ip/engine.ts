/**
 * The ip product: an address -> geolocation, time zone and local time of day, ASN organisation, connection
 * classification, imported list flags (Tor, VPN, proxy, relay, hosting, spam, exploits), DNSBL listings, reverse
 * DNS and company domain, the opt-in remote-desktop probe, identity counts, reason codes and score (docs/ip.md).
 * Local data is loaded once (./reference.ts); local fields never wait on the network; network lookups run in
 * parallel under the request deadline, cached, and are skipped when IDRISK_NETWORK=off.
 */
import type { IpPayload } from '../../contract/payloads/ip.js';
import { PROXY_NAMES, type ProxyName } from '../../contract/payloads/ip.js';
import { createResolver, type DnsClient } from '../../enrich/dns.js';
import type { ProviderRecord } from '../../enrich/outcome.js';
import { parseIp } from '../../reference/ip/address.js';
import type { ListKind } from '../../reference/ip/interval-index.js';
import { classify } from '../../reference/ip/classify.js';
import { specialRange } from '../../reference/ip/special-ranges.js';
import { localHour, requestTimeOf, timezoneAt } from '../../reference/ip/timezone.js';
import { standardModel } from '../../scoring/models/index.js';
import { applyScorecard, type Scorecard } from '../../scoring/scorecard.js';
import type { EngineDeps } from '../types.js';
import { graphScopeOf } from '../types.js';
import type { EngineContext, ProductEngine, ProductOutcome } from '../types.js';
import { applyCompany, companyDomain } from './company.js';
import { liveSiteProfiles, type SiteProfiles } from '../domain/site-profile.js';
import { IpNetwork, type Looked } from './network.js';
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

/** Every field null except the echo: the base of every payload. */
function emptyPayload(value: string): IpPayload {
  return {
    value, city: null, connection_speed: null, connection_type: null, country: null, lat: null, lon: null, isp: null,
    timezone: null, request_time: null, zip: null, is_mobile: null, is_vpn: null, is_proxy: null, is_tor: null,
    is_relay: null, is_hosting: null, vpn_name: null, proxy_name: null, proxy_type: null, score: null,
    score_cluster: null, black_list_count: null, company_domain: null, company_name: null, company_description: null,
    company_industry: null, company_keywords: null, company_logo: null, company_country: null,
    company_twitter_url: null, company_facebook_url: null, company_linkedin_url: null, company_tech_stack: null,
    company_employees: null, company_founded: null, company_annual_revenue: null, company_total_funding: null,
    reason_codes: null, identity_device_count: null, identity_email_count: null, identity_msisdn_count: null,
    identity_name_count: null, remote_desktop_enable: null, xbl_count: null, css_count: null, xbl_in_days: null,
    css_in_days: null, is_valid_format: null, is_private_internal_address: null,
  };
}

export async function createIpEngine(deps: EngineDeps, opts: IpEngineOptions = {}): Promise<IpEngine> {
  const reference = deps.reference.ip;
  const network = new IpNetwork(opts.dns ?? createResolver(deps.config), deps.cache, deps.config);
  const { geo, asn, lists } = reference;
  const netEnabled = deps.config.network.enabled;
  const dnsblZones = deps.config.network.dnsblZones;
  const sites = !netEnabled ? null : opts.sites ?? (opts.dns ? null : liveSiteProfiles(deps.config, deps.cache));

  async function scorecardFor(ctx: EngineContext): Promise<Scorecard> {
    const std = standardModel('ip_score') as Scorecard;
    if (!ctx.modelId) return std;
    return (await deps.models.resolve(ctx.accountId, ctx.modelId)) ?? std;
  }

  async function analyze(input: { ip: string }, ctx: EngineContext): Promise<ProductOutcome<IpPayload>> {
    const value = input.ip;
    const ip = parseIp(value);
    const p = emptyPayload(value);
    const card = await scorecardFor(ctx);
    if (!ip) {
      p.is_valid_format = false;
      const scored = applyScorecard(ipReasonCodes({ valid: false, reserved: false, category: null, p, firstSeenDays: null, dnsblChecked: false }), card);
      return { payload: { ...p, score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes }, scored, touchpoints: [], providers: [] };
    }
    p.is_valid_format = true;
    const special = specialRange(ip);
    p.is_private_internal_address = special?.private ?? false;
    const touchpoint = { kind: 'ip' as const, value: ip.canonical };

    // Network lookups start first, local work runs while they are in flight.
    const providers: ProviderRecord[] = [];
    const codes: string[] = [];
    const runNet = netEnabled && !special;
    const ptrP = runNet ? network.ptr(ip, ctx.deadline) : null;
    const dnsblP = runNet && dnsblZones.length > 0 ? network.dnsbl(ip, ctx.deadline) : null;
    const rdpP = network.mayProbe(ip) && (netEnabled || special) ? network.rdp(ip, ctx.deadline) : null;
    if (!netEnabled && !special) codes.push(GENERAL.network_lookups_disabled);
    const profileP = deps.graph.profile(touchpoint, graphScopeOf(ctx), ctx.now);

    const t0 = performance.now();
    const g = special ? null : geo.lookup(ip);
    const a = special ? null : asn.lookup(ip);
    const m = lists.lookup(ip);
    const kinds = lists.kinds;
    providers.push({ provider: 'ip_local_data', ok: true, ms: Math.round((performance.now() - t0) * 10) / 10 });

    if (g) {
      p.city = g.city;
      p.country = g.country;
      p.zip = g.zip;
      p.lat = coord(g.latitude);
      p.lon = coord(g.longitude);
      if (g.latitude !== null && g.longitude !== null) {
        p.timezone = timezoneAt(g.latitude, g.longitude);
        const h = p.timezone ? localHour(p.timezone, ctx.now) : null;
        p.request_time = h === null ? null : requestTimeOf(h);
      }
    }
    const has = (k: ListKind) => (kinds.has(k) ? (m?.kinds.has(k) ?? false) : null);
    p.is_tor = has('tor');
    p.is_vpn = has('vpn');
    p.vpn_name = m?.vpnName ?? null;
    p.is_proxy = has('proxy');
    p.proxy_name = proxyNameOf(m?.proxyName ?? null);
    p.proxy_type = m?.proxyType ?? null;
    p.is_relay = has('relay');
    const today = Math.floor(ctx.now.getTime() / DAY_MS);
    if (kinds.has('exploits')) {
      p.xbl_count = m?.exploitsCount ?? 0;
      p.xbl_in_days = m?.exploitsLastDay != null ? Math.max(0, today - m.exploitsLastDay) : null;
    }
    if (kinds.has('spam')) {
      p.css_count = m?.spamCount ?? 0;
      p.css_in_days = m?.spamLastDay != null ? Math.max(0, today - m.spamLastDay) : null;
    }

    const [ptr, dnsbl, rdp, profile] = await Promise.all([ptrP, dnsblP, rdpP, profileP]);
    for (const l of [ptr, dnsbl, rdp] as (Looked<unknown> | null)[]) {
      if (!l) continue;
      providers.push(l.record);
      if (!l.outcome.ok) codes.push(l.outcome.reason === 'timeout' ? GENERAL.enrichment_timeout : GENERAL.enrichment_unavailable);
    }
    const ptrName = ptr?.outcome.ok ? ptr.outcome.value : null;
    const c = classify({ asn: a?.asn ?? null, org: a?.org ?? null, ptr: ptrName, reserved: special !== null });
    p.connection_type = c.connection_type;
    p.connection_speed = c.connection_speed;
    p.is_mobile = c.is_mobile;
    const listedHosting = kinds.has('hosting') ? (m?.kinds.has('hosting') ?? false) : null;
    p.is_hosting = c.is_hosting === true || listedHosting === true ? true : (c.is_hosting ?? listedHosting);
    let organisation = false;
    if (a) {
      p.isp = a.org === '' ? null : a.org;
      organisation = c.category === 'business' || c.category === 'hosting' || c.category === 'cdn' || c.category === 'university';
      p.company_name = organisation ? p.isp : null;
      p.company_domain = companyDomain(ptrName, p.isp);
    }
    // The company behind an organisation's network (not an ISP's subscriber line): the domain engine's crawl of the
    // ASN organisation's domain (shared, cached).
    if (organisation && p.company_domain && sites) {
      const site = await sites.profile(p.company_domain, ctx.deadline, 'ip_website');
      providers.push(site.record);
      if (!site.record.ok && site.record.reason === 'timeout') codes.push(GENERAL.enrichment_timeout);
      if (site.profile) applyCompany(p, site.profile);
    }
    if (dnsbl?.outcome.ok) {
      const d = dnsbl.outcome.value;
      p.black_list_count = d.listed;
      // A DNSBL XBL/CSS answer raises the counts when no imported list says more.
      p.xbl_count = Math.max(p.xbl_count ?? 0, d.xbl);
      p.css_count = Math.max(p.css_count ?? 0, d.css);
    }
    if (rdp?.outcome.ok) p.remote_desktop_enable = rdp.outcome.value;
    p.identity_email_count = profile.counts.email;
    p.identity_msisdn_count = profile.counts.phone;
    p.identity_name_count = profile.counts.name;
    p.identity_device_count = profile.counts.device;

    codes.push(...ipReasonCodes({
      valid: true, reserved: special !== null, category: c.category, p, firstSeenDays: profile.first_seen_days,
      dnsblChecked: dnsbl?.outcome.ok === true && dnsblZones.length > 0,
    }));
    const scored = applyScorecard(codes, card);
    return {
      payload: { ...p, score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes },
      scored,
      touchpoints: [touchpoint],
      providers,
    };
  }

  return { product: 'ip', reference, analyze };
}

