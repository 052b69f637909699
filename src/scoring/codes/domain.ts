import { codeConstants, type ReasonCodeDef } from '../types.js';

/** Domain codes (area D). Weights are points of the standard `domain_score` scorecard (base 100). */
export const DOMAIN_CODES = [
  { code: 'RD001', kind: 'RISK', area: 'domain', name: 'domain_invalid_format', description: 'The value is not a registrable domain name (an IP address, a single label, a bare public suffix or characters DNS cannot carry).', weight: -500 },
  { code: 'RD002', kind: 'RISK', area: 'domain', name: 'domain_not_in_dns', description: 'The domain has no A, AAAA, MX, TXT or NS record: it does not resolve.', weight: -300 },
  { code: 'RD003', kind: 'RISK', area: 'domain', name: 'domain_very_young', description: 'The domain was registered less than 30 days ago (RDAP).', weight: -250 },
  { code: 'RD004', kind: 'RISK', area: 'domain', name: 'domain_young', description: 'The domain was registered between 30 and 365 days ago (RDAP).', weight: -80 },
  { code: 'RD005', kind: 'RISK', area: 'domain', name: 'website_unreachable', description: 'No website answers on the domain over HTTPS or HTTP, or it answers with an error status (TAXONOMY_WEBSITE_ERROR).', weight: -100 },
  { code: 'RD006', kind: 'RISK', area: 'domain', name: 'website_parked', description: 'The website is a parked or for-sale page (TAXONOMY_PARKED_DOMAIN).', weight: -250 },
  { code: 'RD007', kind: 'RISK', area: 'domain', name: 'website_hosting_placeholder', description: 'The website is a web server or hosting default page, a suspended account or an under-construction page (TAXONOMY_WEBSITE_HOSTING).', weight: -150 },
  { code: 'RD008', kind: 'RISK', area: 'domain', name: 'website_no_content', description: 'The website answers with an empty page (TAXONOMY_NO_CONTENT).', weight: -100 },
  { code: 'RD009', kind: 'RISK', area: 'domain', name: 'website_redirects_elsewhere', description: 'The website redirects to another registrable domain (TAXONOMY_REDIRECT).', weight: -40 },
  { code: 'RD010', kind: 'RISK', area: 'domain', name: 'ssl_certificate_invalid', description: 'The HTTPS certificate does not verify (expired, self-signed, untrusted issuer or another host name).', weight: -80 },
  { code: 'RD011', kind: 'RISK', area: 'domain', name: 'domain_no_mx', description: 'The domain has no usable MX record (none, a null MX, or no MX host with an address).', weight: -40 },
  { code: 'RD012', kind: 'RISK', area: 'domain', name: 'domain_no_valid_spf', description: 'The domain publishes no valid SPF record.', weight: -20 },
  { code: 'RD013', kind: 'RISK', area: 'domain', name: 'domain_no_valid_dmarc', description: 'The domain publishes no valid DMARC record.', weight: -15 },
  { code: 'RD014', kind: 'RISK', area: 'domain', name: 'suspicious_registrar', description: 'The registrar is on the bundled, dated list of registrars with a high share of abusive registrations (docs/domain.md).', weight: -120 },
  { code: 'RD015', kind: 'RISK', area: 'domain', name: 'domain_expiring_soon', description: 'The registration expires within 30 days (RDAP).', weight: -40 },
  { code: 'RD016', kind: 'RISK', area: 'domain', name: 'website_timeout', description: 'The website did not answer before the deadline (TAXONOMY_TIMEOUT); its fields are null.', weight: -30 },
  { code: 'RD017', kind: 'RISK', area: 'domain', name: 'website_page_truncated', description: 'The home page is larger than the read limit; page counts are null and contents come from its first part.', weight: 0 },
  { code: 'RD018', kind: 'RISK', area: 'domain', name: 'no_privacy_policy', description: 'The home page was read and links no privacy policy that could be read.', weight: -30 },
  { code: 'RD019', kind: 'RISK', area: 'domain', name: 'policy_pages_incomplete', description: 'The privacy or terms pages were not fetched before the deadline; their fields are null.', weight: 0 },
  { code: 'RD020', kind: 'RISK', area: 'domain', name: 'policy_text_generic', description: 'The privacy policy or the terms read as an unfilled template or make unrealistic promises.', weight: -40 },
  { code: 'TD001', kind: 'TRUST', area: 'domain', name: 'domain_established', description: 'The domain was registered more than 5 years ago (RDAP).', weight: 100 },
  { code: 'TD002', kind: 'TRUST', area: 'domain', name: 'website_valid_https', description: 'The website answers over HTTPS with a valid certificate.', weight: 40 },
  { code: 'TD003', kind: 'TRUST', area: 'domain', name: 'mail_authenticated', description: 'The domain has valid MX, SPF and DMARC records.', weight: 40 },
  { code: 'TD004', kind: 'TRUST', area: 'domain', name: 'privacy_policy_complete', description: 'The privacy policy names the company and a way to contact it.', weight: 40 },
  { code: 'TD005', kind: 'TRUST', area: 'domain', name: 'terms_found', description: 'The website has terms and conditions that name the site or company.', weight: 20 },
  { code: 'TD006', kind: 'TRUST', area: 'domain', name: 'company_identified', description: 'The website identifies its company (schema.org Organization data or a VAT number).', weight: 40 },
  { code: 'TD007', kind: 'TRUST', area: 'domain', name: 'registrant_disclosed', description: 'The registrant of the domain is published in RDAP (not redacted).', weight: 20 },
  { code: 'TD008', kind: 'TRUST', area: 'domain', name: 'social_presence', description: 'The website links to company profiles on social platforms.', weight: 15 },
] as const satisfies readonly ReasonCodeDef[];

/** The codes by name, for the rules that fire them. */
export const DOMAIN = codeConstants(DOMAIN_CODES);
