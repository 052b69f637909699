/** The email payload (object `email` of the email and hub responses). Every field is nullable. */
import { Type, type Static } from '@sinclair/typebox';
import { WEBSITE_TAXONOMIES } from './domain.js';
import { Bool, Count, Day, Enum, Json, Ratio, Str, reasonCodes, sameFields, scoreFields, platformOf } from './fields.js';
import { imageFaceFields } from './images.js';
import { NAME_RISK_TYPES } from './name.js';

export const EMAIL_STATUSES = [
  'deliverable', 'invalid', 'unknown', 'accept_all', 'disposable', 'typo', 'spam-trap', 'spam_track', 'syntax_error',
] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_SUB_STATUSES = [
  'valid_', 'valid_alias', 'valid_leading_period_removed', 'valid_alternate', 'valid_role',
  'valid_role_based_accept_all', 'valid_accept_all', 'deliverable_promoted', 'deliverable_with_suspicious_format',
  'email_google_business_accept_all_no_social', 'catch-all_', 'unknown', 'unknown_antispam_system',
  'unknown_greylisted', 'unknown_exception_occurred', 'unknown_failed_smtp_connection',
  'unknown_mail_server_did_not_respond', 'unknown_mail_server_temporary_error', 'unknown_timeout_exceeded',
  'unknown_forcible_disconnect', 'syntax_error', 'invalid_failed_syntax_check', 'invalid_possible_typo',
  'invalid_no_dns_entries', 'invalid_does_not_accept_mail', 'invalid_mailbox_not_found',
  'invalid_mailbox_quota_exceeded', 'invalid_unroutable_ip_address', 'unknown_too_short', 'spamtrap_',
  'do_not_mail_possible_trap', 'abuse_', 'do_not_mail_role_based', 'role_', 'do_not_mail_role_based_catch_all',
  'do_not_mail_disposable', 'do_not_mail_toxic', 'do_not_mail_global_suppression', 'unknown_global_suppression',
  'do_not_mail_mx_forward', 'typo', 'valid_alias_address', 'disposable', 'deliverable_inferred',
  'possible_disposable', 'promoted', 'deliverable', 'invalid', 'accept_all', 'spam-trap', 'spam_track', 'role',
  'possible_typo', 'valid_gold', 'valid_ai_agent_mailbox', 'catch-all_ai_agent_mailbox',
] as const;
export type EmailSubStatus = (typeof EMAIL_SUB_STATUSES)[number];

/** Accounts that exist for the email. */
export const EMAIL_ACCOUNT_PLATFORMS = [
  'has_twitter', 'has_amazon', 'has_linkedin', 'has_instagram', 'has_spotify', 'has_deliveroo', 'has_pinterest',
  'has_office365', 'has_hubspot', 'has_wordpress',
] as const;
/** Accounts found in data breaches. */
export const EMAIL_BREACH_PLATFORMS = [
  'has_deezer', 'has_badoo', 'has_canva', 'has_myfitnesspal', 'has_dubsmash', 'has_shein', 'has_dailymotion',
  'has_zynga', 'has_myspace', 'has_myheritage', 'has_dropbox', 'has_houzz', 'has_ticketcounter', 'has_trello',
  'has_tumblr',
] as const;
/** Presence flags listed after company_facebook_url. */
export const EMAIL_PRESENCE_FLAGS = [
  'has_facebook', 'has_apple', 'has_disney_plus', 'has_glovo', 'has_indeed', 'has_dazn', 'has_paypal', 'has_google',
  'has_gravatar', 'has_duolingo', 'duolingo_has_google_id', 'duolingo_has_facebook_id', 'has_atlassian',
  'has_lastpass', 'has_adobe', 'has_freelancer', 'has_github', 'has_openai',
] as const;
const ACCOUNT_COUNTS = [
  'account_length', 'account_dots_count', 'account_numbers_count', 'account_letters_count', 'account_symbols_count',
  'account_vowels_count', 'account_consonants_count',
] as const;
const ACCOUNT_RATIOS = [
  'account_dots_ratio', 'account_numbers_ratio', 'account_letters_ratio', 'account_symbols_ratio',
  'account_vowels_ratio', 'account_consonants_ratio',
] as const;
const statOf = (k: string) => k.replace(/^account_/, '').replace(/_(count|ratio)$/, '');

const core = {
  value: Str('Email echoed'),
  status: Enum(EMAIL_STATUSES, 'Deliverability status (spam_track is an alias of spam-trap)'),
  sub_status: Enum(EMAIL_SUB_STATUSES, 'Detailed deliverability status'),
  is_disposable: Bool('Temporary email provider'),
  disposable_provider_name: Str('Temporary email provider, when detected'),
  is_spamtrap: Bool('Spam trap'),
  is_free: Bool('Free provider (false means company or paying individual)'),
  is_role: Bool('Role address (info@, sales@...)', { deprecated: true }),
  education: Str('Education enrichment', { deprecated: true }),
  has_airbnb: Bool('Account exists on Airbnb', { deprecated: true }),
  domain: Str('Domain name of the email'),
  first_name: Str('First name from social networks'),
  last_name: Str('Last name from social networks'),
  ...sameFields(EMAIL_ACCOUNT_PLATFORMS, Bool, (k) => `Account exists on ${platformOf(k)}`),
  ...sameFields(EMAIL_BREACH_PLATFORMS, Bool, (k) => `Account on ${platformOf(k)} found in data breaches`),
  avatar: Str('Avatar URL'),
  domain_age: Count('Age of the email domain in days'),
  domain_mx_is_valid: Bool('The email domain has a valid MX record'),
  domain_mx_provider: Str('Mail provider of the email domain'),
  domain_registrar: Str('Registrar of the email domain'),
  domain_registered_to: Str('Registrant of the email domain'),
  ...scoreFields(),
  company_name: Str('Company name'),
  company_description: Str('Company description'),
  company_industry: Str('Company industry'),
  company_job_title: Str('Job title of the email owner'),
  company_keywords: Str('Company keywords, comma-separated'),
  company_logo: Str('Company logo URL'),
  company_country: Str('Company country'),
  company_tech_stack: Str('Company technologies, comma-separated'),
  company_employees: Count('Company employees'),
  company_founded: Count('Year the company was founded'),
  company_annual_revenue: Count('Company annual revenue (int64)'),
  company_twitter_url: Str('Company Twitter/X URL'),
  company_facebook_url: Str('Company Facebook URL'),
};

const late = {
  company_linkedin_url: Str('Company LinkedIn URL'),
  company_total_funding: Count('Company total funding'),
  employment: Str('Employment of the email owner'),
  domain_website_exists: Bool('A website answers on the email domain'),
  domain_website_exists_taxonomy: Enum(WEBSITE_TAXONOMIES, 'Website check of the email domain (taxonomy of the domain product)'),
  domain_website_exists_ssl: Bool('The email domain website answers over HTTPS'),
  domain_internal_links_count: Count('Internal links in the email domain home page'),
  domain_external_links_count: Count('External links in the email domain home page'),
  domain_internal_email_links_count: Count('Internal email links in the email domain home page'),
  domain_external_email_links_count: Count('External email links in the email domain home page'),
  domain_internal_images_count: Count('Internal images in the email domain home page'),
  domain_external_images_count: Count('External images in the email domain home page'),
  domain_page_size: Count('Size of the email domain home page in bytes'),
  ...sameFields(ACCOUNT_COUNTS, Count, (k) =>
    k === 'account_length' ? 'Length of the account name (before @)' : `Number of ${statOf(k)} in the account name`,
  ),
  ...sameFields(ACCOUNT_RATIOS, Ratio, (k) => `Share of ${statOf(k)} in the account name (0..1)`),
  contains_first_name: Bool('The account name contains a first name'),
  contains_last_name: Bool('The account name contains a last name'),
  parsed_name_is_valid: Bool('The name parsed from the account is valid'),
  parsed_first_name: Str('First name parsed from the account name'),
  parsed_last_name: Str('Last name parsed from the account name'),
  parsed_name_risk_type: Enum(NAME_RISK_TYPES, 'Risk type of the parsed name (values of the name product risk_type)'),
  did_you_mean: Str('Suggested correction of a mistyped email'),
  has_stop_words: Bool('The account name contains stop words'),
  ...sameFields(EMAIL_PRESENCE_FLAGS, Bool, (k) =>
    k.startsWith('duolingo_') ? `Duolingo account ${k.slice(13).replace(/_/g, ' ')}` : `Account exists on ${platformOf(k)}`,
  ),
  data_breaches_count: Count('Total data breaches the email appears in'),
  data_breaches_first_breach: Day('Date of the first breach (YYYY-MM-DD)'),
  data_breaches_last_breach: Day('Date of the last breach (YYYY-MM-DD)'),
  data_breaches_list: Str('First 10 breaches as name,date entries separated by |'),
  data_breaches_data: Json('JSON string: list of breach entries (id, date, title, optional names, phones)'),
  data_breaches_data_lists: Json('JSON string: names, emails, phones lists with counts'),
  google_profile_picture: Str('Google profile picture URL'),
  google_id: Str('Google account id'),
  google_first_name: Str('Google profile first name'),
  google_last_name: Str('Google profile last name'),
  google_last_edit: Str('Last edit of the Google profile, epoch milliseconds as a string'),
  google_active_services_count: Str('Number of active Google services (string)'),
  google_active_services_list: Str('Active Google services, comma-separated'),
  google_reviews_count: Str('Number of Google reviews written (string)'),
  google_review_link: Str('Link to the Google reviews'),
  google_location: Str('Google profile location'),
  google_name_is_valid: Bool('The Google profile name is valid'),
  google_name_risk_type: Str('Risk type of the Google profile name'),
  google_name_gender: Str('Gender of the Google profile name'),
  gravatar_profile_picture: Str('Gravatar picture URL'),
  gravatar_first_name: Str('Gravatar first name'),
  gravatar_last_name: Str('Gravatar last name'),
  gravatar_username: Str('Gravatar username'),
  gravatar_city: Str('Gravatar city'),
  linkedin_profile_page: Str('LinkedIn profile page URL'),
  openai_login_provider: Str('Login provider of the OpenAI account'),
  phone_partials_count: Count('Count of masked partial phone numbers'),
  email_partials_count: Count('Count of masked partial emails'),
  identity_ip_count: Count('IPs linked to the email'),
  identity_msisdn_count: Count('Phone numbers linked to the email'),
  identity_name_count: Count('Names linked to the email'),
  phone_partials_list: Str('Masked partial phone numbers, comma-separated'),
  email_partials_list: Str('Masked partial emails, comma-separated'),
};

const tail = {
  reason_codes: reasonCodes(),
  first_seen: Day('Date the email was first seen (YYYY-MM-DD)'),
  first_seen_days: Count('Days since the email was first seen'),
  to_name: Json('JSON string with first_name, last_name, confidence'),
  to_username: Json('JSON string with value, confidence'),
  to_phone: Json('JSON string with masked value, confidence'),
  has_to_username: Bool('A username is linked to the email'),
  has_to_phone: Bool('A phone number is linked to the email'),
  has_to_username_confidence: Str('Confidence level of the linked username, e.g. HIGH'),
};

export const EmailPayload = Type.Object(
  { ...core, ...late, ...imageFaceFields((d) => Str(`${d}, e.g. google`)), ...tail },
  { additionalProperties: false, description: 'Email analytics payload; a field whose source is absent is null' },
);
export type EmailPayload = Static<typeof EmailPayload>;
