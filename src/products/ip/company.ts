/**
 * company_domain: the registrable domain of the PTR name (public suffix list, via tldts) when that domain belongs to
 * the organisation holding the address: its label shares a distinctive word (4+ letters, not a generic word such as
 * "communications" or "network") with the organisation name. comcast.net for "Comcast Cable Communications, LLC",
 * amazonaws.com for "Amazon.com, Inc."; a customer's vanity PTR under another domain is not taken.
 */
import { getDomain, getDomainWithoutSuffix } from 'tldts';
import type { IpPayload } from '../../contract/payloads/ip.js';
import type { SiteProfile } from '../domain/site-profile.js';

const GENERIC = new Set([
  'communications', 'communication', 'telecom', 'telecommunications', 'network', 'networks', 'internet', 'limited',
  'corporation', 'company', 'group', 'services', 'service', 'cable', 'online', 'global', 'technologies', 'technology',
  'holding', 'holdings', 'systems', 'solutions', 'hosting', 'cloud', 'data', 'center', 'telecomunicacoes', 'datacenter',
  'broadband', 'mobile', 'wireless', 'digital', 'international', 'enterprises', 'business', 'web', 'server', 'servers',
]);

function words(org: string): string[] {
  return org
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length >= 4 && !GENERIC.has(w));
}

export function companyDomain(ptr: string | null, org: string | null): string | null {
  if (!ptr || !org) return null;
  const domain = getDomain(ptr);
  const label = getDomainWithoutSuffix(ptr);
  if (!domain || !label) return null;
  const l = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  const orgWords = words(org);
  const squashed = orgWords.join('');
  if (l.length >= 3 && squashed.includes(l)) return domain;
  return orgWords.some((w) => l.includes(w)) ? domain : null;
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null);

/**
 * The company fields from the crawl of company_domain's website (issue 31). company_name keeps the ASN organisation
 * when the network is an organisation's (the registered holder of the addresses); the site's name fills it otherwise.
 */
export function applyCompany(p: { -readonly [K in keyof IpPayload]: IpPayload[K] }, s: SiteProfile): void {
  p.company_name = p.company_name ?? text(s.company_name);
  p.company_description = text(s.company_description);
  p.company_industry = text(s.company_industry);
  p.company_keywords = text(s.company_keywords);
  p.company_logo = text(s.company_logo);
  p.company_country = text(s.company_country);
  p.company_twitter_url = text(s.company_twitter_url);
  p.company_facebook_url = text(s.company_facebook_url);
  p.company_linkedin_url = text(s.company_linkedin_url);
  p.company_tech_stack = text(s.company_tech_stack);
  p.company_founded = int(s.company_founded);
  p.company_employees = int(s.company_employees);
}
