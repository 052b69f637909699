/**
 * company_domain: the registrable domain of the PTR name (public suffix list, via tldts) when that domain belongs to
 * the organisation holding the address: its label shares a distinctive word (4+ letters, not a generic word such as
 * "communications" or "network") with the organisation name. comcast.net for "Comcast Cable Communications, LLC",
 * amazonaws.com for "Amazon.com, Inc."; a customer's vanity PTR under another domain is not taken.
 */
import { getDomain, getDomainWithoutSuffix } from 'tldts';

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
