/** Sandbox domain payload. */
import { DomainPayload, DOMAIN_LATE_BOOLEANS } from '../contract/payloads/domain.js';
import { compilePlan, nullPayload, dayOffset, daysAgo, fictionPhone, runPlan, slug, type Ctx } from './plan.js';
import { clear } from './shared.js';
import type { DomainName } from '../products/domain/input.js';
import { CERT_ISSUERS, MAIL_PROVIDERS, REGISTRARS, SUSPICIOUS_REGISTRARS, TECHNOLOGIES } from './vocab.js';

type Out = Record<string, unknown>;


const good = (c: Ctx, p = 0.8) => c.rng.chance(c.risky ? 1 - p : p);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const PRIVACY = DOMAIN_LATE_BOOLEANS.filter((k) => k.startsWith('privacy_policy_') && k !== 'privacy_policy_found');
const TERMS = DOMAIN_LATE_BOOLEANS.filter((k) => k.startsWith('terms_and_conditions_') && k !== 'terms_and_conditions_found');
/** Flags where true is bad news. */
const NEGATIVE = /is_generic|unrealistic|contradictions|incoherent|is_suspicious/;

const PLAN = compilePlan(
  DomainPayload,
  'domain',
  {
    website_exists: (c) => good(c, 0.95),
    linkedin_company_size: (c) => `${c.rng.pick(['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000'])} employees`,
    ssl_issuer_organization: (c) => c.rng.pick(CERT_ISSUERS),
    company_founded: (c) => String(c.rng.int(1960, 2020)),
    google_business_rating: (c) => c.rng.int(c.risky ? 1 : 3, c.risky ? 3 : 5),
    google_business_phone_number: (c) => `+${fictionPhone(c)}`,
    google_business_status: (c) => c.rng.pick(['OPERATIONAL', 'OPERATIONAL', 'CLOSED_TEMPORARILY']),
    google_business_reviews: (c) =>
      JSON.stringify(Array.from({ length: c.rng.int(1, 3) }, (_, i) => ({ summary: c.rng.pick(['Quick delivery and friendly staff.', 'Good value.', 'Support took a while to answer.']), link: `https://maps.example/review/${c.token}-${i + 1}` }))),
    google_business_hours: (c) => JSON.stringify(Object.fromEntries(WEEKDAYS.map((d) => [d, d === 'sunday' ? 'Closed' : c.rng.pick(['09:00-18:00', '08:30-17:30'])]))),
    google_ads: (c) =>
      JSON.stringify(Array.from({ length: c.rng.int(1, 5) }, (_, i) => ({ title: `${c.company.name} offer ${i + 1}`, format: c.rng.pick(['text', 'image', 'video']), last_shown: daysAgo(c, 1, 120).day, url: `https://example.com/sandbox/ads/${c.token}-${i + 1}` }))),
    dns_mx_records: () => '10 mx1.mail.example.net,20 mx2.mail.example.net',
    dns_mx_providers: (c) => c.rng.pick(MAIL_PROVIDERS),
    dns_spf_record: () => 'v=spf1 include:_spf.mail.example.net ~all',
    dns_dmarc_record: (c) => `v=DMARC1; p=${c.rng.pick(['none', 'quarantine', 'reject'])}; rua=mailto:dmarc@example.net`,
    glassdoor_rating: (c) => c.rng.float(2, 4.8, 1),
    facebook_rating: (c) => c.rng.float(2.5, 5, 1),
    facebook_likes: (c) => c.rng.int(0, 80_000),
    facebook_followers: (c) => c.rng.int(0, 90_000),
    registrar: (c) => c.rng.pick(c.risky ? [...REGISTRARS, ...SUSPICIOUS_REGISTRARS] : REGISTRARS),
    registrant_disclosed: (c) => good(c, 0.6),
    technologies: (c) => JSON.stringify(c.rng.sample(TECHNOLOGIES, c.rng.int(2, 5))),
    website_contents_emails: (c) => `info@${c.company.domain},sales@${c.company.domain}`,
    website_contents_phone_numbers: (c) => `+${fictionPhone(c)}`,
    website_contents_vat_code: (c) => `${c.geo.cc}${c.rng.digits(9)}`,
    website_contents_language_code: (c) => c.geo.lang.slice(0, 2),
    website_contents_language_country: (c) => c.geo.cc,
    website_contents_social_links: (c) => JSON.stringify({ facebook: `https://facebook.example/${c.company.slug}`, instagram: `https://instagram.example/${c.company.slug}`, linkedin: `https://linkedin.example/company/${c.company.slug}` }),
    website_contents_tier1: (c) => c.company.industry,
    website_contents_tier2: (c) => c.company.keywords.split(',')[0],
    website_contents_tier3: (c) => c.company.keywords.split(',')[1] ?? null,
    social_links_max_followers: (c) => String(c.rng.int(0, 90_000)),
    trustpilot_reviews: (c) =>
      JSON.stringify(Array.from({ length: c.rng.int(1, 3) }, () => ({ author: `${c.rng.pick(['Alex', 'Sam', 'Robin', 'Kim'])} ${c.rng.pick(['D.', 'R.', 'S.'])}`, rating: c.rng.int(c.risky ? 1 : 3, 5), date: daysAgo(c, 1, 700).day, content: c.rng.pick(['Smooth order, arrived on time.', 'Refund was slow.', 'Would buy again.']) }))),
    backlinks_count: (c) => String(c.rng.int(c.risky ? 0 : 200, c.risky ? 50 : 90_000)),
    trustpilot_reviews_count: (c) => c.rng.int(1, 4000),
    trustpilot_rating: (c) => c.rng.float(c.risky ? 1 : 3, c.risky ? 3 : 5, 1),
    ...Object.fromEntries(DOMAIN_LATE_BOOLEANS.map((k) => [k, (c: Ctx) => (NEGATIVE.test(k) ? !good(c) : good(c))])),
    has_linkedin: (c) => good(c, 0.7),
    has_google_business: (c) => good(c, 0.6),
    has_google_ads: (c) => good(c, 0.4),
    has_glassdoor: (c) => good(c, 0.4),
    has_facebook: (c) => good(c, 0.7),
    has_instagram: (c) => good(c, 0.6),
  },
  /^(website_exists$|has_|dns_has_|registrar$|registrant_disclosed|.*_found$)/,
  /^(country_code|website_exists_taxonomy|website_exists_ssl|website_redirect(_to)?|screenshot|has_ssl|ssl_is_valid|ssl_valid_(from|to)|creation_date|age|updated_date|expiration_date|is_suspicious_registrar|registered_to|whois_data|linkedin_(first|last)_article_date|dns_(mx|spf|dmarc)_is_valid|trustpilot_url|privacy_policy_exists|terms_and_conditions_exists|privacy_policy_content_path|terms_and_conditions_content_path|website_contents_(privacy_policy|terms_and_conditions)_url)$/,
);

/** Field groups cleared together when their source is absent. */
const GROUP_PREFIXES = ['website_contents_', 'google_business_', 'glassdoor_', 'facebook_', 'instagram_', 'trustpilot_'] as const;
const GROUP = {} as Record<(typeof GROUP_PREFIXES)[number], readonly string[]>;
for (const p of GROUP_PREFIXES) GROUP[p] = PLAN.keys.filter((k) => k.startsWith(p));

/** The payload of a domain the live input parser accepted (`name`: its ASCII host and country of its TLD). */
export function sandboxDomainPayload(value: string, name: DomainName, c: Ctx): Out {
  const { rng } = c;
  const domain = name.host;
  const out = runPlan(PLAN, c);
  out.value = value;
  out.country_code = name.countryCode;

  if (out.website_exists) {
    const tax = c.risky ? rng.pick(['TAXONOMY_WEBSITE_EXISTS', 'TAXONOMY_PARKED_DOMAIN', 'TAXONOMY_NO_CONTENT', 'TAXONOMY_REDIRECT']) : rng.pick(['TAXONOMY_WEBSITE_EXISTS', 'TAXONOMY_WEBSITE_EXISTS', 'TAXONOMY_REDIRECT_TO_HTTPS']);
    out.website_exists_taxonomy = tax;
    out.website_redirect = tax === 'TAXONOMY_REDIRECT' || tax === 'TAXONOMY_REDIRECT_TO_HTTPS' ? 'permanent' : null;
    out.website_redirect_to = tax === 'TAXONOMY_REDIRECT_TO_HTTPS' ? `https://${domain}/` : tax === 'TAXONOMY_REDIRECT' ? `https://example.com/sandbox/landing/${c.token}` : null;
    out.screenshot = `https://example.com/sandbox/screenshots/${slug(domain)}.png`;
  } else {
    out.website_exists_taxonomy = rng.pick(['TAXONOMY_WEBSITE_ERROR', 'TAXONOMY_TIMEOUT']);
    clear(out, ['website_exists_ssl', 'website_redirect', 'website_redirect_to', 'internal_links_count', 'external_links_count', 'internal_email_links_count',
      'external_email_links_count', 'internal_images_count', 'external_images_count', 'page_size', 'screenshot', 'technologies']);
    clear(out, GROUP.website_contents_);
  }
  out.has_ssl = out.website_exists === true && (!c.risky || rng.chance(0.6));
  out.ssl_is_valid = out.has_ssl ? !c.risky || rng.chance(0.5) : null;
  if (out.website_exists) out.website_exists_ssl = out.has_ssl;
  if (out.has_ssl) {
    const from = daysAgo(c, 5, 300).day;
    out.ssl_valid_from = from;
    out.ssl_valid_to = dayOffset(from, rng.pick([90, 365, 397]));
  } else clear(out, ['ssl_valid_from', 'ssl_valid_to', 'ssl_issuer_organization']);

  const created = daysAgo(c, c.risky ? 2 : 400, c.risky ? 180 : 9000);
  out.creation_date = created.day;
  out.age = created.days;
  out.updated_date = dayOffset(created.day, rng.int(0, created.days));
  out.expiration_date = dayOffset(created.day, 365 * (Math.floor(created.days / 365) + rng.int(1, 3)));
  out.is_suspicious_registrar = out.registrar === SUSPICIOUS_REGISTRARS[0];
  if (out.registrant_disclosed) {
    out.registered_to = c.company.name;
    const contact = (role: string) => ({ organization: c.company.name, name: `${c.person.first} ${c.person.last}`, email: `${role}@example.com`, country: c.geo.cc });
    out.whois_data = JSON.stringify({ registrant: contact('registrant'), administrative_contact: contact('admin'), technical_contact: contact('tech') });
  } else {
    out.registered_to = null;
    const redacted = { organization: 'REDACTED FOR PRIVACY', country: c.geo.cc };
    out.whois_data = JSON.stringify({ registrant: redacted, administrative_contact: redacted, technical_contact: redacted });
  }

  if (!out.has_linkedin) clear(out, ['linkedin_url', 'linkedin_follower_count', 'linkedin_avg_articles_likes_count', 'linkedin_company_size', 'linkedin_first_article_date', 'linkedin_last_article_date']);
  else {
    const first = daysAgo(c, 200, 3000).day;
    out.linkedin_first_article_date = first;
    out.linkedin_last_article_date = dayOffset(first, rng.int(0, 180));
  }
  if (!out.has_google_business)
    clear(out, GROUP.google_business_);
  if (!out.has_google_ads) clear(out, ['google_ads', 'google_ads_days_since_last_shown']);
  out.dns_mx_is_valid = out.dns_has_mx ? !c.risky || rng.chance(0.5) : null;
  out.dns_spf_is_valid = out.dns_has_spf ? !c.risky || rng.chance(0.5) : null;
  out.dns_dmarc_is_valid = out.dns_has_dmarc ? !c.risky || rng.chance(0.5) : null;
  if (!out.dns_has_mx) clear(out, ['dns_mx_records', 'dns_mx_providers']);
  if (!out.dns_has_spf) out.dns_spf_record = null;
  if (!out.dns_has_dmarc) out.dns_dmarc_record = null;
  for (const site of ['glassdoor', 'facebook', 'instagram'] as const) {
    if (out[`has_${site}`]) continue;
    clear(out, GROUP[`${site}_`]);
  }
  if (!out.has_trustpilot) {
    clear(out, GROUP.trustpilot_);
  } else out.trustpilot_url = `https://trustpilot.example/review/${domain}`;

  out.privacy_policy_exists = out.privacy_policy_found === null ? null : String(out.privacy_policy_found);
  out.terms_and_conditions_exists = out.terms_and_conditions_found === null ? null : String(out.terms_and_conditions_found);
  if (out.privacy_policy_found) {
    out.website_contents_privacy_policy_url = `https://${domain}/privacy`;
    out.privacy_policy_content_path = `sandbox/${slug(domain)}/privacy_policy.txt`;
  } else clear(out, ['website_contents_privacy_policy_url', 'privacy_policy_content_path', ...PRIVACY]);
  if (out.terms_and_conditions_found) {
    out.website_contents_terms_and_conditions_url = `https://${domain}/terms`;
    out.terms_and_conditions_content_path = `sandbox/${slug(domain)}/terms_and_conditions.txt`;
  } else clear(out, ['website_contents_terms_and_conditions_url', 'terms_and_conditions_content_path', ...TERMS]);
  if (out.website_contents_contacts_url !== null) out.website_contents_contacts_url = out.website_exists ? `https://${domain}/contact` : null;
  return out;
}

export function invalidDomainPayload(value: string): Out {
  const out = nullPayload(PLAN);
  out.value = value;
  return out;
}
