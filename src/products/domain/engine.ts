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
import { runProvider, type Outcome, type ProviderRecord } from '../../enrich/outcome.js';
import { createRdapClient, type RdapClient, type RdapDomain } from '../../enrich/rdap.js';
import { loadEmailReference } from '../../reference/email/index.js';
import { registerStandardModel } from '../../scoring/models/standard.js';
import { mxProvider } from '../email/mx-provider.js';
import type { CoreDeps } from '../types.js';
import type { EngineContext, ProductEngine, ProductOutcome } from '../types.js';
import { classifyPage } from './classify.js';
import {
  companyFacts, copyrightHolder, pageEmails, pageLanguage, pageMetrics, pagePhones, pageVat, policyLinks, socialLinks,
} from './contents.js';
import { parsePage, type PageFacts } from './html.js';
import { parseDomainInput, registrableOf, type DomainName } from './input.js';
import { dmarcIsValid, findDmarc, findSpf, spfIsValid } from './mail-auth.js';
import { checkPrivacy, checkTerms, isPrivacyText, isTermsText } from './policies.js';
import { DOMAIN_SCORECARD, scoreDomain, type DomainScoreFacts } from './score.js';
import { detectTechnologies } from './technologies.js';
import { fetchPage, probeWebsite, type FetchedPage, type WebsiteProbe } from './website.js';
import type { WebsiteTaxonomy } from '../../contract/payloads/domain.js';
import { SUSPICIOUS_REGISTRARS } from '../../reference/domain/suspicious-registrars.js';
import { DOMAIN } from '../../scoring/codes/domain.js';
import { GENERAL } from '../../scoring/codes/general.js';

/** A deadline long enough for the background job: every step runs to its own caps. */
export const BACKGROUND_DEADLINE_MS = 120_000;
const DAY_MS = 86_400_000;
const RDAP_TTL_SECONDS = 24 * 3600;

type Payload = Record<string, unknown>;
const FIELDS = Object.keys(DomainPayload.properties);

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

const record = (provider: string, o: Outcome<unknown>): ProviderRecord =>
  o.ok ? { provider, ok: true, ms: o.ms, ...(o.cached ? { cached: true } : {}) } : { provider, ok: false, reason: o.reason, ms: o.ms };

function decideTaxonomy(web: WebsiteProbe, kind: ReturnType<typeof classifyPage> | null, site: string, finalUrl: string | null): WebsiteTaxonomy {
  if (web.outcome === 'timeout') return 'TAXONOMY_TIMEOUT';
  if (web.outcome === 'error' || !web.page || !finalUrl) return 'TAXONOMY_WEBSITE_ERROR';
  if (kind === 'parked') return 'TAXONOMY_PARKED_DOMAIN';
  if (kind === 'hosting') return 'TAXONOMY_WEBSITE_HOSTING';
  if (registrableOf(new URL(finalUrl).hostname) !== site) return 'TAXONOMY_REDIRECT';
  if (web.page.status >= 400) return 'TAXONOMY_WEBSITE_ERROR';
  if (kind === 'empty' || web.page.status === 204) return 'TAXONOMY_NO_CONTENT';
  if (web.upgradedFromHttp) return 'TAXONOMY_REDIRECT_TO_HTTPS';
  return 'TAXONOMY_WEBSITE_EXISTS';
}

function redirectType(page: FetchedPage, metaRefresh: boolean): string | null {
  if (metaRefresh) return 'meta_refresh';
  if (page.redirects.length === 0) return null;
  return page.redirects.every((r) => r.status === 301 || r.status === 308) ? 'permanent' : 'temporary';
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
}

function liveDomainClients(deps: CoreDeps, rdapBootstrap: Parameters<typeof createRdapClient>[0], guardOptions: Partial<FetchGuardOptions> | undefined): DomainClients {
  const dns = createResolver(deps.config);
  const web = createFetchGuard(fetchGuardOptions(deps.config, { dns, ...guardOptions }));
  return { dns, web, rdap: createRdapClient(rdapBootstrap, deps.config.network.rdapUrl, web) };
}

export async function createDomainEngine(deps: CoreDeps, options: DomainEngineOptions = {}): Promise<ProductEngine<'domain', DomainPayload>> {
  registerStandardModel(DOMAIN_SCORECARD);
  const net = deps.config.network;
  const { dns, rdap, web: guard } = options.clients ?? liveDomainClients(deps, (await loadEmailReference()).rdapBootstrap, options.guard);

  async function cachedRdap(registrable: string, signal: AbortSignal): Promise<{ value: RdapDomain | null; hit: boolean }> {
    const key = `domain:rdap:${registrable}`;
    const hit = await deps.cache.get<{ v: RdapDomain | null }>(key);
    if (hit) return { value: hit.v, hit: true };
    const value = await rdap.domain(registrable, signal);
    await deps.cache.set(key, { v: value }, RDAP_TTL_SECONDS);
    return { value, hit: false };
  }

  async function analyze(input: { value: string }, ctx: EngineContext): Promise<ProductOutcome<DomainPayload>> {
    const p: Payload = Object.fromEntries(FIELDS.map((k) => [k, null]));
    p.value = input.value;
    const name = parseDomainInput(input.value);
    const facts: DomainScoreFacts = { invalid: name === null, general: [], codes: [] };
    if (!name) return finish(p, facts, [], null);
    p.country_code = name.countryCode;
    if (!net.enabled) {
      facts.general.push(GENERAL.network_lookups_disabled);
      return finish(p, facts, [], name);
    }
    const deadline = ctx.deadline;
    const providers: ProviderRecord[] = [];
    // The home page may use most of the time; the policy pages get what is left.
    const pageBudget = Math.max(500, Math.round(deadline.remainingMs() * 0.6));
    const [dnsO, rdapO, webO] = await Promise.all([
      runProvider((s) => lookupDns(dns, name.host, s), deadline, net.dnsTimeoutMs * 3),
      rdap.baseFor(name.registrable) === null
        ? Promise.resolve(null)
        : runProvider(async (s) => cachedRdap(name.registrable, s), deadline, Math.max(net.httpTimeoutMs, Math.min(deadline.remainingMs(), 30_000))),
      runProvider((s) => probeWebsite(guard, name.host, s, pageBudget), deadline, pageBudget + 200),
    ]);
    providers.push(record('domain.dns', dnsO));
    if (rdapO) providers.push(rdapO.ok && rdapO.value.hit ? { ...record('domain.rdap', rdapO), cached: true } : record('domain.rdap', rdapO));
    // A probe that ran out of time is a timeout even though the provider itself returned.
    providers.push(webO.ok && webO.value.outcome === 'timeout' ? { provider: 'domain.website', ok: false, reason: 'timeout', ms: webO.ms } : record('domain.website', webO));

    applyDns(p, dnsO.ok ? dnsO.value : null, facts);
    applyRdap(p, rdapO?.ok ? rdapO.value.value : null, ctx.now, facts);
    const web: WebsiteProbe = webO.ok ? webO.value : { outcome: webO.reason === 'timeout' ? 'timeout' : 'error', page: null, upgradedFromHttp: false, hasSsl: null, tls: null, error: null };
    const page = await applyWebsite(p, web, name, deadline, facts, providers);
    if (page) await applyPolicies(p, name, deadline, facts, providers);
    facts.general.push(...generalCodes(providers));
    return finish(p, facts, providers, name);
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

  async function applyWebsite(
    p: Payload, web: WebsiteProbe, name: DomainName, deadline: Deadline, facts: DomainScoreFacts, providers: ProviderRecord[],
  ): Promise<PageFacts | null> {
    p.has_ssl = web.hasSsl;
    if (web.tls) {
      p.ssl_is_valid = web.tls.authorized;
      p.ssl_valid_from = web.tls.validFrom;
      p.ssl_valid_to = web.tls.validTo;
      p.ssl_issuer_organization = web.tls.issuerOrganization;
      if (!web.tls.authorized) facts.codes.push(DOMAIN.ssl_certificate_invalid);
    }
    let page = web.page;
    let parsed = page?.html != null ? parsePage(page.html) : null;
    // One meta refresh to another URL is followed like a redirect.
    let metaRefresh = false;
    if (page && parsed?.refresh && deadline.remainingMs() > 300) {
      let target: string | null = null;
      try {
        target = new URL(parsed.refresh, page.url).href;
      } catch {
        target = null;
      }
      if (target && target !== page.url) {
        const from = page;
        const o = await runProvider((s) => fetchPage(guard, target!, s, deadline.remainingMs(), 2 * 1024 * 1024), deadline);
        providers.push(record('domain.website_refresh', o));
        if (o.ok) {
          page = { ...o.value, redirects: [...from.redirects, { url: from.url, status: 200, location: target, tls: null }, ...o.value.redirects] };
          parsed = page.html != null ? parsePage(page.html) : null;
          metaRefresh = true;
        }
      }
    }
    const kind = page ? classifyPage(parsed ?? parsePage(''), page.url, page.bytes) : null;
    const taxonomy = decideTaxonomy(web, kind, name.registrable, page?.url ?? null);
    p.website_exists_taxonomy = taxonomy;
    p.website_exists = taxonomy === 'TAXONOMY_TIMEOUT' ? null : ['TAXONOMY_WEBSITE_EXISTS', 'TAXONOMY_REDIRECT_TO_HTTPS', 'TAXONOMY_REDIRECT'].includes(taxonomy);
    const code: Partial<Record<WebsiteTaxonomy, string>> = {
      TAXONOMY_WEBSITE_ERROR: DOMAIN.website_unreachable, TAXONOMY_PARKED_DOMAIN: DOMAIN.website_parked, TAXONOMY_WEBSITE_HOSTING: DOMAIN.website_hosting_placeholder,
      TAXONOMY_NO_CONTENT: DOMAIN.website_no_content, TAXONOMY_REDIRECT: DOMAIN.website_redirects_elsewhere, TAXONOMY_TIMEOUT: DOMAIN.website_timeout,
    };
    if (code[taxonomy]) facts.codes.push(code[taxonomy]!);
    if (!page) return null;
    p.website_exists_ssl = page.secure && page.status < 400;
    if (page.secure && page.status < 400 && web.tls?.authorized) facts.codes.push(DOMAIN.website_valid_https);
    p.website_redirect = redirectType(page, metaRefresh);
    p.website_redirect_to = p.website_redirect === null ? null : page.url;
    p.page_size = page.size;
    const technologies = detectTechnologies(parsed, page.headers);
    p.technologies = JSON.stringify(technologies);
    p.company_tech_stack = technologies.length > 0 ? technologies.map((t) => t.name).join(',') : null;
    if (!parsed || kind === 'parked' || kind === 'hosting') return null;

    if (page.truncated) facts.codes.push(DOMAIN.website_page_truncated);
    else Object.assign(p, pageMetrics(parsed, page.url, name.registrable));
    const company = companyFacts(parsed, page.url);
    const social = socialLinks(parsed, page.url, company.sameAs);
    const lang = pageLanguage(parsed);
    const emails = pageEmails(parsed);
    const phones = pagePhones(parsed, name.countryCode ?? lang.country);
    const vat = pageVat(parsed);
    const links = policyLinks(parsed, page.url);
    p.company_name = company.name;
    p.company_description = company.description;
    p.company_logo = company.logo;
    p.company_country = company.country;
    p.company_founded = company.founded;
    p.company_employees = company.employees;
    p.company_keywords = company.keywords;
    p.company_twitter_url = social.twitter ?? null;
    p.company_facebook_url = social.facebook ?? null;
    p.company_linkedin_url = social.linkedin ?? null;
    p.has_linkedin = social.linkedin !== undefined;
    p.linkedin_url = social.linkedin ?? null;
    p.has_facebook = social.facebook !== undefined;
    p.facebook_link = social.facebook ?? null;
    p.has_instagram = social.instagram !== undefined;
    p.instagram_link = social.instagram ?? null;
    p.has_glassdoor = social.glassdoor !== undefined;
    p.glassdoor_link = social.glassdoor ?? null;
    p.website_contents_emails = emails.length > 0 ? emails.join(',') : null;
    p.website_contents_phone_numbers = phones.length > 0 ? phones.join(',') : null;
    p.website_contents_address = company.address ?? parsed.addresses[0] ?? null;
    p.website_contents_vat_code = vat;
    p.website_contents_company_name = company.name ?? copyrightHolder(parsed);
    p.website_contents_language_code = lang.code;
    p.website_contents_language_country = lang.country;
    p.website_contents_social_links = JSON.stringify(social);
    p.website_contents_privacy_policy_url = links.privacy;
    p.website_contents_terms_and_conditions_url = links.terms;
    p.website_contents_contacts_url = links.contact;
    p.website_contents_description = company.description;
    if (company.name !== null || vat !== null) facts.codes.push(DOMAIN.company_identified);
    if (Object.keys(social).some((k) => ['facebook', 'instagram', 'linkedin', 'twitter'].includes(k))) facts.codes.push(DOMAIN.social_presence);
    return parsed;
  }

  async function applyPolicies(
    p: Payload, name: DomainName, deadline: Deadline, facts: DomainScoreFacts, providers: ProviderRecord[],
  ): Promise<void> {
    const privacyUrl = p.website_contents_privacy_policy_url as string | null;
    const termsUrl = p.website_contents_terms_and_conditions_url as string | null;
    const ctx = { companyName: (p.company_name as string | null) ?? (p.website_contents_company_name as string | null), site: name.registrable };
    const fetchText = async (url: string | null, provider: string): Promise<{ text: string; path: string } | null | 'cut'> => {
      if (url === null) return null;
      const o = await runProvider((s) => fetchPage(guard, url, s, deadline.remainingMs()), deadline);
      providers.push(record(provider, o));
      if (!o.ok) return o.reason === 'timeout' ? 'cut' : null;
      if (o.value.status >= 400 || o.value.html == null) return null;
      return { text: parsePage(o.value.html).text, path: new URL(o.value.url).pathname };
    };
    const [privacy, terms] = await Promise.all([fetchText(privacyUrl, 'domain.privacy_page'), fetchText(termsUrl, 'domain.terms_page')]);
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

  function generalCodes(providers: readonly ProviderRecord[]): string[] {
    const out: string[] = [];
    if (providers.some((x) => !x.ok && x.reason === 'timeout')) out.push(GENERAL.enrichment_timeout);
    if (providers.some((x) => !x.ok && x.reason === 'unavailable')) out.push(GENERAL.enrichment_unavailable);
    return out;
  }

  function finish(p: Payload, facts: DomainScoreFacts, providers: ProviderRecord[], name: DomainName | null): ProductOutcome<DomainPayload> {
    const scored = scoreDomain(facts);
    p.score = scored.score;
    p.score_cluster = scored.score_cluster;
    p.reason_codes = scored.reason_codes;
    const touchpoints = name ? [{ kind: 'domain' as const, value: name.host }] : [];
    return { payload: p as DomainPayload, scored, touchpoints, providers };
  }

  return { product: 'domain', analyze };
}
