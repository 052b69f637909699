/**
 * Builds the email payload: every field of the contract's schema, null unless a step of this engine has a real
 * source for it (see docs/email.md for the fields that are always null and why).
 */
import { EMAIL_BREACH_PLATFORMS, EmailPayload } from '../../contract/payloads/email.js';
import type { BreachAggregate } from '../../reference/datasets/breaches.js';
import type { PresenceObservation, PresencePlatform } from '../../reference/datasets/presence.js';
import type { SiteProfile } from '../domain/site-profile.js';
import { maskEmail, maskPhone } from '../phone/payload.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type EmailPayloadDraft = Mutable<EmailPayload>;

const KEYS = Object.keys(EmailPayload.properties) as (keyof EmailPayload)[];

/**
 * Every field null, built once. Copies of it keep V8's fast property layout; filling ~200 keys one by one on a new
 * object each call switched it to slow dictionary mode (slower to build, fill and serialize; docs/decisions.md).
 */
const EMPTY: Readonly<Record<string, null>> = (() => {
  const p = {} as Record<string, null>;
  for (const k of KEYS) p[k] = null;
  return p;
})();

/** A payload with every field null. */
export function emptyEmailPayload(): EmailPayloadDraft {
  return { ...EMPTY } as unknown as EmailPayloadDraft;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** data_breaches_* fields and the `has_<platform>` breach flags (a breach whose id or title names the platform). */
export function applyBreaches(p: EmailPayloadDraft, b: BreachAggregate): void {
  p.data_breaches_count = b.count;
  p.data_breaches_first_breach = b.first_breach;
  p.data_breaches_last_breach = b.last_breach;
  p.data_breaches_list = b.entries.length > 0 ? b.entries.slice(0, 10).map((e) => `${e.title},${e.date}`).join('|') : null;
  p.data_breaches_data = JSON.stringify(
    b.entries.map((e) => ({ id: e.id, date: e.date, title: e.title, ...(e.names ? { names: e.names } : {}), ...(e.phones ? { phones: e.phones } : {}) })),
  );
  p.data_breaches_data_lists = JSON.stringify({ names: b.lists.names, emails: b.lists.emails, phones: b.lists.phones });
  const seen = new Set<string>();
  for (const e of b.entries) {
    seen.add(squash(e.title));
    seen.add(squash(e.id.split(/[-_]/)[0]));
  }
  for (const key of EMAIL_BREACH_PLATFORMS) p[key] = seen.has(key.slice(4).replace(/_/g, ''));
}

/** `has_<platform>` flags the payload carries for imported presence observations. */
export function applyPresence(p: EmailPayloadDraft, presence: Partial<Record<PresencePlatform, PresenceObservation>>): void {
  const target = p as unknown as Record<string, unknown>;
  for (const [platform, obs] of Object.entries(presence) as [PresencePlatform, PresenceObservation][]) {
    const key = `has_${platform}`;
    if (key in target) target[key] = obs.present;
  }
}

/** First and last name seen on a platform profile (the first observation that has one). */
export function presenceName(presence: Partial<Record<PresencePlatform, PresenceObservation>>): { first: string; last: string } | null {
  for (const obs of Object.values(presence)) {
    if (obs?.present && obs.first_name && obs.last_name) return { first: obs.first_name, last: obs.last_name };
  }
  return null;
}

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * The domain's website (the domain engine's crawl, issue 31): `domain_website_*`, link, image and page-size fields for
 * every domain; the company fields only for a business domain (`business`: neither a free nor a disposable provider,
 * whose website says nothing about the address's owner).
 */
export function applySite(p: EmailPayloadDraft, s: SiteProfile, business: boolean): void {
  p.domain_website_exists = typeof s.website_exists === 'boolean' ? s.website_exists : null;
  p.domain_website_exists_taxonomy = text(s.website_exists_taxonomy) as EmailPayloadDraft['domain_website_exists_taxonomy'];
  p.domain_website_exists_ssl = typeof s.website_exists_ssl === 'boolean' ? s.website_exists_ssl : null;
  p.domain_internal_links_count = int(s.internal_links_count);
  p.domain_external_links_count = int(s.external_links_count);
  p.domain_internal_email_links_count = int(s.internal_email_links_count);
  p.domain_external_email_links_count = int(s.external_email_links_count);
  p.domain_internal_images_count = int(s.internal_images_count);
  p.domain_external_images_count = int(s.external_images_count);
  p.domain_page_size = int(s.page_size);
  if (!business) return;
  p.company_name = text(s.company_name);
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

/** HIGH: the top value seen 3+ times and the only one; MEDIUM: seen twice or more; LOW: once (as phone's to_email). */
function linkConfidence(list: readonly { count: number }[]): 'HIGH' | 'MEDIUM' | 'LOW' {
  const top = list[0]!;
  return top.count >= 3 && list.length === 1 ? 'HIGH' : top.count >= 2 ? 'MEDIUM' : 'LOW';
}

/**
 * Partials and `to_*` from the breaches dataset, as phone's (issue 31): the phone numbers and the other e-mail
 * addresses the address's breach records carry, masked (`44*******23`, `j*********@example.com`); `to_name` and
 * `to_phone` the most frequent name and phone of those records with a confidence. Only called when the dataset was
 * imported: an address in no breach gets counts 0 and `has_to_phone: false`.
 */
export function applyPartials(p: EmailPayloadDraft, b: BreachAggregate, address: string): void {
  const self = address.toLowerCase();
  const phones = b.lists.phones;
  const emails = b.lists.emails.filter((e) => e.value.toLowerCase() !== self);
  p.phone_partials_count = phones.length;
  p.phone_partials_list = phones.length > 0 ? phones.map((x) => maskPhone(x.value)).join(',') : null;
  p.email_partials_count = emails.length;
  p.email_partials_list = emails.length > 0 ? emails.map((x) => maskEmail(x.value)).join(',') : null;
  p.has_to_phone = phones.length > 0;
  if (phones.length > 0) p.to_phone = JSON.stringify({ value: maskPhone(phones[0]!.value), confidence: linkConfidence(phones) });
  const names = b.lists.names;
  if (names.length > 0) p.to_name = JSON.stringify({ first_name: names[0]!.first_name, last_name: names[0]!.last_name, confidence: linkConfidence(names) });
}

/** `to_username` from the imported presence profiles' usernames (as phone's): the most frequent one. */
export function applyUsernames(p: EmailPayloadDraft, presence: Partial<Record<PresencePlatform, PresenceObservation>>): void {
  const all = Object.values(presence);
  if (all.length === 0) return;
  const usernames = new Map<string, number>();
  for (const o of all) if (o?.present && o.username) usernames.set(o.username, (usernames.get(o.username) ?? 0) + 1);
  p.has_to_username = usernames.size > 0;
  if (usernames.size === 0) return;
  const [value] = [...usernames.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const confidence = usernames.size === 1 ? 'HIGH' : 'MEDIUM';
  p.to_username = JSON.stringify({ value, confidence });
  p.has_to_username_confidence = confidence;
}
