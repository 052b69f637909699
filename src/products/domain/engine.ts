/**
 * The domain engine (docs/domain.md): DNS, RDAP and the website in parallel under the request deadline, then the
 * privacy and terms pages the home page links to, then the domain scorecard. Every field comes from one of these
 * sources or is null; what the deadline cut is null with a reason code (RG001, RD016, RD019).
 *
 * The same engine serves `POST /1.0/domain` (the request's deadline, 1.7..10 s) and domain intelligence in the
 * background: give it a long deadline (`new Deadline(BACKGROUND_DEADLINE_MS)`) and nothing is cut but what the
 * guard's own caps cut.
 */
import { DomainPayload } from '../../contract/payloads/domain.js';
import type { Deadline } from '../../enrich/deadline.js';
import { createResolver, type DnsClient } from '../../enrich/dns.js';
import { createFetchGuard, fetchGuardOptions, type FetchGuard, type FetchGuardOptions } from '../../enrich/guard.js';
import { recordOf, runProvider, type ProviderRecord } from '../../enrich/outcome.js';
import { createRdapClient, type RdapClient, type RdapDomain } from '../../enrich/rdap.js';
import { registerStandardModel } from '../../scoring/models/standard.js';
import { mxProvider } from '../email/mx-provider.js';
import type { CoreDeps } from '../types.js';
import type { EngineContext, ProductEngine, ProductOutcome } from '../types.js';
import { parsePage } from './html.js';
import { parseDomainInput, type DomainName } from './input.js';
import { dmarcIsValid, findDmarc, findSpf, spfIsValid } from './mail-auth.js';
import { checkPrivacy, checkTerms, isPrivacyText, isTermsText } from './policies.js';
import { DOMAIN_SCORECARD, scoreDomain, type DomainScoreFacts } from './score.js';
import { crawlSite, type SiteCrawl } from './site.js';
import { enrichmentCodes, fillScore, nullPayloadOf, type Draft } from '../fill.js';
import { createSiteProfiles, type SiteProfiles } from './site-profile.js';
import { fetchPage } from './website.js';
import { SUSPICIOUS_REGISTRARS } from '../../reference/domain/suspicious-registrars.js';
import { DOMAIN } from '../../scoring/codes/domain.js';
import { GENERAL } from '../../scoring/codes/general.js';

/** A deadline long enough for the background job: every step runs to its own caps. */
export const BACKGROUND_DEADLINE_MS = 120_000;
const DAY_MS = 86_400_000;
const RDAP_TTL_SECONDS = 24 * 3600;

type Payload = Record<string, unknown>;
type DomainPayloadScore = Pick<Draft<DomainPayload>, 'score' | 'score_cluster' | 'reason_codes'>;
const nullDomainPayload = nullPayloadOf<Payload>(DomainPayload);

/** A policy page as text, none (no link, an error page, a failed fetch), or cut by the deadline. */
type PolicyPage = { readonly text: string; readonly path: string } | null | 'cut';
interface PolicyPages {
  readonly privacy: PolicyPage;
  readonly terms: PolicyPage;
}

/** What the outside services say of a domain (step 2); null where a lookup failed or did not run. */
interface NetFacts {
  readonly dns: DnsFacts | null;
  readonly rdap: RdapDomain | null;
  readonly site: SiteCrawl;
  /** Null when the home page had no content to find them from. */
  readonly pages: PolicyPages | null;
  readonly providers: ProviderRecord[];
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const REGISTRARS = SUSPICIOUS_REGISTRARS;
const SUSPICIOUS = REGISTRARS.registrars.map(norm);

export function isSuspiciousRegistrar(name: string): boolean {
  const n = norm(name);
  return SUSPICIOUS.some((s) => n.includes(s));
}

export interface DnsFacts {
  readonly count: number;
  readonly mx: readonly { exchange: string; priority: number }[];
  readonly nullMx: boolean;
  /** MX hosts with at least one A/AAAA record. */
  readonly mxResolving: number;
  readonly spf: readonly string[];
  readonly dmarc: readonly string[];
}

async function lookupDns(dns: DnsClient, host: string, signal: AbortSignal): Promise<DnsFacts> {
  const [a, aaaa, mx, txt, ns, dmarcTxt] = await Promise.all([
    dns.a(host, signal), dns.aaaa(host, signal), dns.mx(host, signal), dns.txt(host, signal), dns.ns(host, signal),
    dns.txt(`_dmarc.${host}`, signal),
  ]);
  const nullMx = mx.length === 1 && (mx[0]!.exchange === '' || mx[0]!.exchange === '.');
  const hosts = nullMx ? [] : mx.map((m) => m.exchange.toLowerCase().replace(/\.$/, '')).filter((h) => h !== '');
  const resolving = await Promise.all(hosts.slice(0, 5).map(async (h) => (await dns.a(h, signal)).length > 0 || (await dns.aaaa(h, signal)).length > 0));
  return {
    count: a.length + aaaa.length + mx.length + txt.length + ns.length,
    mx: mx.map((m) => ({ exchange: m.exchange.toLowerCase().replace(/\.$/, ''), priority: m.priority })),
    nullMx,
    mxResolving: resolving.filter(Boolean).length,
    spf: findSpf(txt),
    dmarc: findDmarc(dmarcTxt),
  };
}

/**
 * The outside services the domain engine asks: DNS, RDAP and the web (the site's pages, through a FetchGuard). Live
 * builds them from config; the sandbox injects seeded synthetic ones (src/sandbox/internet.ts).
 */
export interface DomainClients {
  readonly dns: DnsClient;
  readonly rdap: RdapClient;
  readonly web: FetchGuard;
}

export interface DomainEngineOptions {
  /** Guard options for in-process tests (a test CA); default: from config, Node's trust store. */
  readonly guard?: Partial<FetchGuardOptions>;
  /** The outside services; default: the live ones from config (and `guard`). */
  readonly clients?: DomainClients;
  /** The site crawls shared with email and ip (default: a store of this engine's own over `clients.web`). */
  readonly sites?: SiteProfiles;
}

function liveDomainClients(deps: CoreDeps, rdapBootstrap: Parameters<typeof createRdapClient>[0], guardOptions: Partial<FetchGuardOptions> | undefined): DomainClients {
  const dns = createResolver(deps.config);
  const web = createFetchGuard(fetchGuardOptions(deps.config, { dns, ...guardOptions }));
  return { dns, web, rdap: createRdapClient(rdapBootstrap, deps.config.network.rdapUrl, web) };
}

export async function createDomainEngine(deps: CoreDeps, options: DomainEngineOptions = {}): Promise<ProductEngine<'domain', DomainPayload>> {
  registerStandardModel(DOMAIN_SCORECARD);
  const net = deps.config.network;
  const { dns, rdap, web: guard } = options.clients ?? liveDomainClients(deps, (await deps.reference.email()).rdapBootstrap, options.guard);
  const sites = options.sites ?? createSiteProfiles(deps.cache, guard);

  async function cachedRdap(registrable: string, signal: AbortSignal): Promise<{ value: RdapDomain | null; hit: boolean }> {
    const key = `domain:rdap:${registrable}`;
    const hit = await deps.cache.get<{ v: RdapDomain | null }>(key);
    if (hit) return { value: hit.v, hit: true };
    const value = await rdap.domain(registrable, signal);
    await deps.cache.set(key, { v: value }, RDAP_TTL_SECONDS);
    return { value, hit: false };
  }

  /**
   * Step 2, network facts: DNS, RDAP and the website in parallel, then the privacy and terms pages the home page
   * links to. Each lookup's outcome is recorded in `providers` (the policy pages in the order they answer).
   */
  async function networkFacts(name: DomainName, deadline: Deadline): Promise<NetFacts> {
    const providers: ProviderRecord[] = [];
    // The home page may use most of the time; the policy pages get what is left.
    const pageBudget = Math.max(500, Math.round(deadline.remainingMs() * 0.6));
    const [dnsO, rdapO, site] = await Promise.all([
      runProvider((s) => lookupDns(dns, name.host, s), deadline, net.dnsTimeoutMs * 3),
      rdap.baseFor(name.registrable) === null
        ? Promise.resolve(null)
        : runProvider(async (s) => cachedRdap(name.registrable, s), deadline, Math.max(net.httpTimeoutMs, Math.min(deadline.remainingMs(), 30_000))),
      crawlSite(guard, name, deadline, pageBudget),
    ]);
    providers.push(recordOf('domain.dns', dnsO));
    if (rdapO) providers.push(rdapO.ok && rdapO.value.hit ? { ...recordOf('domain.rdap', rdapO), cached: true } : recordOf('domain.rdap', rdapO));
    providers.push(...site.providers);
    // The same crawl serves the company fields of email and ip (site-profile.ts): fresh here, kept for them (they
    // read the registrable domain's site).
    if (site.complete && name.host === name.registrable) await sites.remember(name.host, site);
    const pages = site.parsed ? await policyPages(site, deadline, providers) : null;
    return { dns: dnsO.ok ? dnsO.value : null, rdap: rdapO?.ok ? rdapO.value.value : null, site, pages, providers };
  }

  /** The privacy and terms pages the home page links to, as text ('cut': the deadline ended the fetch). */
  async function policyPages(site: SiteCrawl, deadline: Deadline, providers: ProviderRecord[]): Promise<PolicyPages> {
    const fetchText = async (url: string | null, provider: string): Promise<PolicyPage> => {
      if (url === null) return null;
      const o = await runProvider((s) => fetchPage(guard, url, s, deadline.remainingMs()), deadline);
      providers.push(recordOf(provider, o));
      if (!o.ok) return o.reason === 'timeout' ? 'cut' : null;
      if (o.value.status >= 400 || o.value.html == null) return null;
      return { text: parsePage(o.value.html).text, path: new URL(o.value.url).pathname };
    };
    const fields = site.fields as Payload;
    const [privacy, terms] = await Promise.all([
      fetchText((fields.website_contents_privacy_policy_url as string | null | undefined) ?? null, 'domain.privacy_page'),
      fetchText((fields.website_contents_terms_and_conditions_url as string | null | undefined) ?? null, 'domain.terms_page'),
    ]);
    return { privacy, terms };
  }

  async function analyze(input: { value: string }, ctx: EngineContext): Promise<ProductOutcome<DomainPayload>> {
    const p = nullDomainPayload();
    p.value = input.value;
    // Step 1, local facts: the name itself.
    const name = parseDomainInput(input.value);
    const facts: DomainScoreFacts = { invalid: name === null, general: [], codes: [] };
    if (!name) return finish(p, facts, [], null);
    p.country_code = name.countryCode;
    if (!net.enabled) {
      facts.general.push(GENERAL.network_lookups_disabled);
      return finish(p, facts, [], name);
    }
    const n = await networkFacts(name, ctx.deadline);
    // Step 3, the payload, with the domain codes each part raises.
    applyDns(p, n.dns, facts);
    applyRdap(p, n.rdap, ctx.now, facts);
    Object.assign(p, n.site.fields);
    facts.codes.push(...n.site.codes);
    if (n.pages) applyPolicies(p, name, n.pages, facts);
    facts.general.push(...enrichmentCodes(n.providers));
    // Step 4, the score.
    return finish(p, facts, n.providers, name);
  }

  function applyDns(p: Payload, d: DnsFacts | null, facts: DomainScoreFacts): void {
    if (!d) return;
    p.dns_records_count = d.count;
    p.dns_has_mx = d.mx.length > 0 && !d.nullMx;
    p.dns_mx_is_valid = !d.nullMx && d.mx.length > 0 && d.mxResolving > 0;
    p.dns_mx_records = d.mx.length > 0 && !d.nullMx ? d.mx.map((m) => `${m.priority} ${m.exchange}`).join(',') : null;
    const providers = [...new Set(d.mx.filter((m) => m.exchange !== '').map((m) => mxProvider([m.exchange])).filter((x): x is string => x !== null))];
    p.dns_mx_providers = providers.length > 0 ? providers.join(',') : null;
    p.dns_has_spf = d.spf.length > 0;
    p.dns_spf_record = d.spf[0] ?? null;
    p.dns_spf_is_valid = d.spf.length === 1 && spfIsValid(d.spf[0]!);
    p.dns_has_dmarc = d.dmarc.length > 0;
    p.dns_dmarc_record = d.dmarc[0] ?? null;
    p.dns_dmarc_is_valid = d.dmarc.length === 1 && dmarcIsValid(d.dmarc[0]!);
    if (d.count === 0) facts.codes.push(DOMAIN.domain_not_in_dns);
    else {
      if (!p.dns_mx_is_valid) facts.codes.push(DOMAIN.domain_no_mx);
      if (!p.dns_spf_is_valid) facts.codes.push(DOMAIN.domain_no_valid_spf);
      if (!p.dns_dmarc_is_valid) facts.codes.push(DOMAIN.domain_no_valid_dmarc);
      if (p.dns_mx_is_valid && p.dns_spf_is_valid && p.dns_dmarc_is_valid) facts.codes.push(DOMAIN.mail_authenticated);
    }
  }

  function applyRdap(p: Payload, r: RdapDomain | null, now: Date, facts: DomainScoreFacts): void {
    if (!r) return;
    p.registrar = r.registrar;
    p.is_suspicious_registrar = r.registrar === null ? null : isSuspiciousRegistrar(r.registrar);
    p.registered_to = r.registrant;
    p.registrant_disclosed = r.registrantDisclosed;
    p.creation_date = r.registered;
    p.expiration_date = r.expires;
    p.updated_date = r.updated;
    if (r.registered) p.age = Math.max(0, Math.floor((now.getTime() - Date.parse(r.registered)) / DAY_MS));
    p.whois_data = JSON.stringify({ registrant: r.contacts.registrant, administrative_contact: r.contacts.administrative, technical_contact: r.contacts.technical });
    const age = p.age as number | null;
    if (age !== null) {
      if (age < 30) facts.codes.push(DOMAIN.domain_very_young);
      else if (age < 365) facts.codes.push(DOMAIN.domain_young);
      else if (age > 5 * 365) facts.codes.push(DOMAIN.domain_established);
    }
    if (p.is_suspicious_registrar === true) facts.codes.push(DOMAIN.suspicious_registrar);
    if (r.registrantDisclosed) facts.codes.push(DOMAIN.registrant_disclosed);
    if (r.expires && Date.parse(r.expires) - now.getTime() < 30 * DAY_MS) facts.codes.push(DOMAIN.domain_expiring_soon);
  }

  function applyPolicies(p: Payload, name: DomainName, pages: PolicyPages, facts: DomainScoreFacts): void {
    const ctx = { companyName: (p.company_name as string | null) ?? (p.website_contents_company_name as string | null), site: name.registrable };
    const { privacy, terms } = pages;
    if (privacy === 'cut' || terms === 'cut') facts.codes.push(DOMAIN.policy_pages_incomplete);
    if (privacy !== 'cut') {
      const found = privacy !== null && isPrivacyText(privacy.text);
      p.privacy_policy_found = found;
      p.privacy_policy_exists = String(found);
      if (found) {
        const c = checkPrivacy(privacy.text, ctx);
        Object.assign(p, c);
        p.privacy_policy_content_path = privacy.path;
        if (c.privacy_policy_specifies_company_identity && c.privacy_policy_specifies_contact_information) facts.codes.push(DOMAIN.privacy_policy_complete);
        if (c.privacy_policy_is_generic || c.privacy_policy_with_unrealistic_promises) facts.codes.push(DOMAIN.policy_text_generic);
      } else facts.codes.push(DOMAIN.no_privacy_policy);
    }
    if (terms !== 'cut') {
      const found = terms !== null && isTermsText(terms.text);
      p.terms_and_conditions_found = found;
      p.terms_and_conditions_exists = String(found);
      if (found) {
        const c = checkTerms(terms.text, ctx);
        Object.assign(p, c);
        p.terms_and_conditions_content_path = terms.path;
        if (c.terms_and_conditions_document_is_specific) facts.codes.push(DOMAIN.terms_found);
      }
    }
  }

  function finish(p: Payload, facts: DomainScoreFacts, providers: ProviderRecord[], name: DomainName | null): ProductOutcome<DomainPayload> {
    const scored = scoreDomain(facts);
    fillScore(p as DomainPayloadScore, scored);
    const touchpoints = name ? [{ kind: 'domain' as const, value: name.host }] : [];
    return { payload: p as DomainPayload, scored, touchpoints, providers };
  }

  return { product: 'domain', analyze };
}
