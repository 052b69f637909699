/**
 * The website step of the domain engine, on its own so the email and ip products read the same crawl (issue 31: one
 * implementation): the home page over HTTPS and HTTP (website.ts), one meta refresh followed, the page classified
 * (parked, hosting placeholder, empty), then what the page says — link and image counts, contents, company facts,
 * technologies — and, when the home page names no country in structured data, the legal or imprint page it links to.
 * The result is the domain payload's site fields, its reason codes and each fetch's outcome.
 */
import type { WebsiteTaxonomy } from '../../contract/payloads/domain.js';
import type { Deadline } from '../../enrich/deadline.js';
import type { FetchGuard } from '../../enrich/guard.js';
import { recordOf, runProvider, type Outcome, type ProviderRecord } from '../../enrich/outcome.js';
import { DOMAIN } from '../../scoring/codes/domain.js';
import { classifyPage } from './classify.js';
import { countryInText, industryOf, platformUrl } from './company.js';
import {
  companyFacts, copyrightHolder, pageEmails, pageLanguage, pageMetrics, pagePhones, pageVat, policyLinks, socialLinks,
} from './contents.js';
import { jsonLdNodes, parsePage, typesOf, type PageFacts } from './html.js';
import { countryName, registrableOf, type DomainName } from './input.js';
import { detectTechnologies } from './technologies.js';
import { fetchPage, POLICY_MAX_BYTES, probeWebsite, type FetchedPage, type WebsiteProbe } from './website.js';

type Fields = Record<string, unknown>;

export interface SiteCrawl {
  /** The domain payload fields the site gives (website_*, ssl_*, counts, website_contents_*, company_*, technologies). */
  readonly fields: Fields;
  readonly codes: string[];
  readonly providers: ProviderRecord[];
  /** The parsed home page when it has content (the policy pages are looked for from its links). */
  readonly parsed: PageFacts | null;
  /** No step was cut by the deadline: the result may be cached. */
  readonly complete: boolean;
}

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

/** Links to a legal notice or imprint page (the company's identity and address by law in much of Europe). */
const IMPRINT_LINK = /impressum|imprint|legal notice|legal information|legal info|mentions l[eé]gales|informations l[eé]gales|aviso legal|note legali|colofon|colophon|company information|company details/i;

function imprintUrl(page: PageFacts, pageUrl: string): string | null {
  for (const a of page.anchors) {
    let u: URL;
    try {
      u = new URL(a.href, pageUrl);
    } catch {
      continue;
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:') continue;
    let path = u.pathname;
    try {
      path = decodeURIComponent(path).replace(/[-_/]+/g, ' ');
    } catch {
      /* as written */
    }
    if (IMPRINT_LINK.test(`${a.text} ${path}`)) return u.href;
  }
  return null;
}

/** The country of a structured (JSON-LD PostalAddress) address anywhere on a page, as a full name. */
function structuredCountry(page: PageFacts): string | null {
  for (const n of jsonLdNodes(page.jsonLd)) {
    const addr = typesOf(n).includes('PostalAddress') ? n : (n.address && typeof n.address === 'object' ? (Array.isArray(n.address) ? n.address[0] : n.address) as Record<string, unknown> : null);
    if (!addr || typeof addr !== 'object') continue;
    const raw = addr.addressCountry && typeof addr.addressCountry === 'object' ? (addr.addressCountry as Record<string, unknown>).name : addr.addressCountry;
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const c = raw.trim();
    return c.length === 2 ? countryName(c) : c;
  }
  return null;
}

/**
 * Crawl the site of `name`: the home page within `budgetMs`, the refresh target and the imprint page within what is
 * left of the deadline.
 */
export async function crawlSite(guard: FetchGuard, name: DomainName, deadline: Deadline, budgetMs: number): Promise<SiteCrawl> {
  const fields: Fields = {};
  const codes: string[] = [];
  const providers: ProviderRecord[] = [];
  const webO = await runProvider((s) => probeWebsite(guard, name.host, s, budgetMs), deadline, budgetMs + 200);
  // A probe that ran out of time is a timeout even though the provider itself returned.
  providers.push(webO.ok && webO.value.outcome === 'timeout' ? { provider: 'domain.website', ok: false, reason: 'timeout', ms: webO.ms } : recordOf('domain.website', webO));
  const web: WebsiteProbe = webO.ok ? webO.value : { outcome: webO.reason === 'timeout' ? 'timeout' : 'error', page: null, upgradedFromHttp: false, hasSsl: null, tls: null, error: null };
  const parsed = await applyWebsite(guard, fields, web, name, deadline, codes, providers);
  const complete = !providers.some((p) => !p.ok && p.reason === 'timeout');
  return { fields, codes, providers, parsed, complete };
}

async function applyWebsite(
  guard: FetchGuard, p: Fields, web: WebsiteProbe, name: DomainName, deadline: Deadline, codes: string[], providers: ProviderRecord[],
): Promise<PageFacts | null> {
  p.has_ssl = web.hasSsl;
  if (web.tls) {
    p.ssl_is_valid = web.tls.authorized;
    p.ssl_valid_from = web.tls.validFrom;
    p.ssl_valid_to = web.tls.validTo;
    p.ssl_issuer_organization = web.tls.issuerOrganization;
    if (!web.tls.authorized) codes.push(DOMAIN.ssl_certificate_invalid);
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
      providers.push(recordOf('domain.website_refresh', o));
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
  if (code[taxonomy]) codes.push(code[taxonomy]!);
  if (!page) return null;
  p.website_exists_ssl = page.secure && page.status < 400;
  if (page.secure && page.status < 400 && web.tls?.authorized) codes.push(DOMAIN.website_valid_https);
  p.website_redirect = redirectType(page, metaRefresh);
  p.website_redirect_to = p.website_redirect === null ? null : page.url;
  p.page_size = page.size;
  const technologies = detectTechnologies(parsed, page.headers);
  p.technologies = JSON.stringify(technologies);
  p.company_tech_stack = technologies.length > 0 ? technologies.map((t) => t.name).join(',') : null;
  if (!parsed || kind === 'parked' || kind === 'hosting') return null;

  if (page.truncated) codes.push(DOMAIN.website_page_truncated);
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
  p.company_industry = industryOf({ org: company.org, page: parsed });
  p.company_logo = company.logo;
  p.company_country = company.country ?? structuredCountry(parsed) ?? (await imprintCountry(guard, parsed, page.url, deadline, providers)) ?? (name.countryCode ? countryName(name.countryCode) : null);
  p.company_founded = company.founded;
  p.company_employees = company.employees;
  p.company_keywords = company.keywords;
  p.company_twitter_url = platformUrl('twitter', social.twitter);
  p.company_facebook_url = platformUrl('facebook', social.facebook);
  p.company_linkedin_url = platformUrl('linkedin', social.linkedin);
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
  if (company.name !== null || vat !== null) codes.push(DOMAIN.company_identified);
  if (Object.keys(social).some((k) => ['facebook', 'instagram', 'linkedin', 'twitter'].includes(k))) codes.push(DOMAIN.social_presence);
  return parsed;
}

/** The country of the legal or imprint page the home page links to: its structured address, else the country its text names. */
async function imprintCountry(guard: FetchGuard, home: PageFacts, homeUrl: string, deadline: Deadline, providers: ProviderRecord[]): Promise<string | null> {
  const url = imprintUrl(home, homeUrl);
  if (url === null || url === homeUrl || deadline.remainingMs() < 200) return null;
  const o = await runProvider((s) => fetchPage(guard, url, s, deadline.remainingMs(), POLICY_MAX_BYTES), deadline);
  providers.push(recordOf('domain.imprint_page', o));
  if (!o.ok || o.value.status >= 400 || o.value.html == null) return null;
  const page = parsePage(o.value.html);
  const structured = structuredCountry(page);
  if (structured) return structured;
  const code = countryInText(page.text);
  return code ? countryName(code) : null;
}
