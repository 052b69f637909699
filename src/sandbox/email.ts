/** Sandbox email payload. */
import { EmailPayload, type EmailStatus, type EmailSubStatus } from '../contract/payloads/email.js';
import type { ScoreCluster } from '../contract/common.js';
import { compilePlan, nullPayload, fictionPhone, maskPhone, REFERENCE_DAY_MS, runPlan, slug, type Ctx, type Person } from './plan.js';
import { localName } from './local.js';
import { applyBreachFields, applyFirstSeen, applyImages, applyPartials, applyToNameAndUsername, clear, clearCompany, CONFIDENCES } from './shared.js';
import { DISPOSABLE_EMAIL_PROVIDERS, FREE_EMAIL_DOMAINS, genderOfName, GOOGLE_SERVICES, JOB_TITLES, MAIL_PROVIDERS, REGISTRARS } from './vocab.js';

type Out = Record<string, unknown>;

const STATUS_BY_CLUSTER: Readonly<Record<ScoreCluster, readonly EmailStatus[]>> = {
  very_high: ['deliverable'],
  high: ['deliverable'],
  review: ['accept_all', 'unknown', 'deliverable'],
  low: ['disposable', 'invalid', 'typo'],
  very_low: ['spam-trap', 'disposable', 'invalid'],
};
const SUB_STATUS: Readonly<Partial<Record<EmailStatus, readonly EmailSubStatus[]>>> = {
  deliverable: ['valid_', 'valid_gold', 'valid_alias', 'deliverable_promoted', 'deliverable_inferred', 'valid_ai_agent_mailbox'],
  accept_all: ['valid_accept_all', 'catch-all_', 'accept_all', 'email_google_business_accept_all_no_social', 'catch-all_ai_agent_mailbox'],
  unknown: ['unknown', 'unknown_greylisted', 'unknown_timeout_exceeded', 'unknown_antispam_system'],
  disposable: ['disposable', 'do_not_mail_disposable', 'possible_disposable'],
  invalid: ['invalid_mailbox_not_found', 'invalid_does_not_accept_mail', 'invalid_no_dns_entries'],
  typo: ['typo', 'invalid_possible_typo', 'possible_typo'],
  'spam-trap': ['spamtrap_', 'do_not_mail_possible_trap', 'spam-trap'],
};
const ROLE_ACCOUNTS = new Set(['info', 'admin', 'sales', 'support', 'contact', 'office', 'billing', 'hello']);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
const present = (c: Ctx) => c.rng.chance(c.risky ? 0.15 : 0.55);

/** A first and last name read from the account name (`jane.doe`, `jane_doe`), when it has exactly two words. */
export function parseAccount(local: string): Person | null {
  const words = local.split(/[._-]+/).filter((w) => /^[a-z]{2,}$/i.test(w));
  if (words.length !== 2) return null;
  return { first: cap(words[0]), last: cap(words[1]), gender: genderOfName(words[0]) ?? 'F' };
}

const PRESENCE = [
  'has_twitter', 'has_amazon', 'has_linkedin', 'has_instagram', 'has_spotify', 'has_deliveroo', 'has_pinterest', 'has_office365',
  'has_hubspot', 'has_wordpress', 'has_deezer', 'has_badoo', 'has_canva', 'has_myfitnesspal', 'has_dubsmash', 'has_shein',
  'has_dailymotion', 'has_zynga', 'has_myspace', 'has_myheritage', 'has_dropbox', 'has_houzz', 'has_ticketcounter', 'has_trello',
  'has_tumblr', 'has_facebook', 'has_apple', 'has_disney_plus', 'has_glovo', 'has_indeed', 'has_dazn', 'has_paypal', 'has_google',
  'has_gravatar', 'has_duolingo', 'has_atlassian', 'has_lastpass', 'has_adobe', 'has_freelancer', 'has_github', 'has_openai', 'has_airbnb',
];

const PLAN = compilePlan(
  EmailPayload,
  'email',
  {
    ...Object.fromEntries(PRESENCE.map((k) => [k, present])),
    education: (c) => c.rng.pick(['High school', "Bachelor's degree", "Master's degree"]),
    domain_age: (c) => c.rng.int(c.risky ? 1 : 365, c.risky ? 120 : 9000),
    domain_mx_provider: (c) => c.rng.pick(MAIL_PROVIDERS),
    domain_registrar: (c) => c.rng.pick(REGISTRARS),
    company_job_title: (c) => c.rng.pick(JOB_TITLES),
    employment: (c) => c.rng.pick(JOB_TITLES),
    domain_website_exists: (c) => !c.risky || c.rng.chance(0.4),
    domain_website_exists_taxonomy: (c) => (c.risky ? c.rng.pick(['TAXONOMY_PARKED_DOMAIN', 'TAXONOMY_NO_CONTENT', 'TAXONOMY_WEBSITE_ERROR']) : 'TAXONOMY_WEBSITE_EXISTS'),
    data_breaches_count: (c) => c.rng.int(0, c.risky ? 2 : 8),
    google_id: (c) => `1${c.rng.digits(20)}`,
    google_last_edit: (c) => String(REFERENCE_DAY_MS - c.rng.int(1, 2000) * 86_400_000 - c.rng.int(0, 86_399_999)),
    google_reviews_count: (c) => String(c.rng.int(0, 60)),
    google_review_link: (c) => `https://maps.example/contrib/${c.token}/reviews`,
    google_name_gender: (c) => c.person.gender,
    gravatar_username: (c) => `${slug(c.person.first)}${slug(c.person.last)}`,
    linkedin_profile_page: (c) => `https://linkedin.example/in/${slug(c.person.first)}-${slug(c.person.last)}-${c.token.slice(0, 6)}`,
    openai_login_provider: (c) => c.rng.pick(['email', 'google', 'apple', 'microsoft']),
    phone_partials_count: (c) => c.rng.int(0, 2),
    email_partials_count: (c) => c.rng.int(0, 2),
    has_to_username: (c) => c.rng.chance(c.risky ? 0.2 : 0.6),
    has_to_phone: (c) => c.rng.chance(c.risky ? 0.2 : 0.5),
    has_to_username_confidence: (c) => c.rng.pick(CONFIDENCES),
  },
  /^(is_|has_|duolingo_|domain_website_exists$|data_breaches_count|.*_partials_count|google_name_is_valid)/,
  /^(status|sub_status|is_disposable|disposable_provider_name|is_spamtrap|is_free|is_role|domain|domain_mx_is_valid|did_you_mean|account_.*|has_stop_words|contains_.*|parsed_.*|google_active_services_(count|list)|google_name_risk_type|avatar|data_breaches_(first_breach|last_breach|list|data|data_lists)|.*_partials_list|to_(name|username|phone)|first_seen(_days)?|image.*|face.*)$/,
);

export function sandboxEmailPayload(value: string, c: Ctx, parsed: Person | null): Out {
  const { rng } = c;
  const out = runPlan(PLAN, c);
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  out.value = value;
  out.domain = domain;

  const status = rng.pick(STATUS_BY_CLUSTER[c.cluster]);
  out.status = status;
  out.sub_status = rng.pick(SUB_STATUS[status] ?? ['unknown']);
  out.is_disposable = status === 'disposable';
  out.disposable_provider_name = out.is_disposable ? rng.pick(DISPOSABLE_EMAIL_PROVIDERS) : null;
  out.is_spamtrap = status === 'spam-trap';
  out.is_free = FREE_EMAIL_DOMAINS.has(domain);
  out.is_role = ROLE_ACCOUNTS.has(local.toLowerCase());
  out.domain_mx_is_valid = status !== 'invalid' && status !== 'typo';
  out.did_you_mean = status === 'typo' ? `${local}@example.com` : null;
  if (out.is_free) {
    out.domain_registered_to = null;
    clearCompany(out);
    out.employment = null;
  } else {
    out.domain_registered_to = c.company.name;
  }
  if (!out.domain_website_exists) {
    clear(out, ['domain_website_exists_ssl', 'domain_internal_links_count', 'domain_external_links_count', 'domain_internal_email_links_count',
      'domain_external_email_links_count', 'domain_internal_images_count', 'domain_external_images_count', 'domain_page_size']);
    if (out.domain_website_exists === false && out.domain_website_exists_taxonomy === 'TAXONOMY_WEBSITE_EXISTS') out.domain_website_exists_taxonomy = 'TAXONOMY_WEBSITE_ERROR';
  } else out.domain_website_exists_taxonomy = 'TAXONOMY_WEBSITE_EXISTS';

  // Account statistics, stop words and the parsed name are the live engine's local analysis (sandbox/local.ts).

  if (!out.has_google)
    clear(out, ['google_profile_picture', 'google_id', 'google_first_name', 'google_last_name', 'google_last_edit', 'google_reviews_count',
      'google_review_link', 'google_location', 'google_name_is_valid', 'google_name_risk_type', 'google_name_gender']);
  else {
    const services = rng.sample(GOOGLE_SERVICES, rng.int(1, 4));
    out.google_active_services_count = String(services.length);
    out.google_active_services_list = services.join(',');
    const google = localName(c.person.first, c.person.last);
    out.google_name_is_valid = google.is_valid;
    out.google_name_risk_type = google.risk_type;
  }
  if (!out.has_gravatar)
    clear(out, ['gravatar_profile_picture', 'gravatar_first_name', 'gravatar_last_name', 'gravatar_username', 'gravatar_city']);
  if (!out.has_linkedin) out.linkedin_profile_page = null;
  if (!out.has_openai) out.openai_login_provider = null;
  if (!out.has_duolingo) {
    out.duolingo_has_google_id = out.has_duolingo === false ? false : null;
    out.duolingo_has_facebook_id = out.has_duolingo === false ? false : null;
  }
  out.avatar = out.has_gravatar ? out.gravatar_profile_picture : out.has_google ? out.google_profile_picture : null;

  applyBreachFields(out, c, 'phones', value);
  applyPartials(out, c);
  applyFirstSeen(out, c);
  applyToNameAndUsername(out, c, '');
  out.to_phone = out.has_to_phone ? JSON.stringify({ value: maskPhone(fictionPhone(c)), confidence: rng.pick(CONFIDENCES) }) : null;

  const sources: string[] = [];
  if (out.has_google && out.google_profile_picture) sources.push('google');
  if (out.has_gravatar && out.gravatar_profile_picture) sources.push('gravatar');
  applyImages(out, c, sources);
  return out;
}

/** An input that is not an email address: syntax_error and nothing else. */
export function invalidEmailPayload(value: string): Out {
  const out = nullPayload(PLAN);
  out.value = value;
  out.status = 'syntax_error';
  out.sub_status = 'invalid_failed_syntax_check';
  return out;
}
