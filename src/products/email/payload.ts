/**
 * Builds the email payload: every field of the contract's schema, null unless a step of this engine has a real
 * source for it (see docs/email.md for the fields that are always null and why).
 */
import { EMAIL_BREACH_PLATFORMS, EmailPayload } from '../../contract/payloads/email.js';
import type { BreachAggregate } from '../../reference/datasets/breaches.js';
import type { PresenceObservation, PresencePlatform } from '../../reference/datasets/presence.js';
import type { SiteProfile } from '../domain/site-profile.js';
import { fillBreachSummary, fillCompany, fillPartials, intOf, linkConfidence, maskPhone, nullPayloadOf, textOf, type Draft } from '../fill.js';

export type EmailPayloadDraft = Draft<EmailPayload>;

/** A payload with every field null. */
export const emptyEmailPayload: () => EmailPayloadDraft = nullPayloadOf<EmailPayload>(EmailPayload);

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** data_breaches_* fields and the `has_<platform>` breach flags (a breach whose id or title names the platform). */
export function applyBreaches(p: EmailPayloadDraft, b: BreachAggregate): void {
  fillBreachSummary(p, b);
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

/**
 * The domain's website (the domain engine's crawl, issue 31): `domain_website_*`, link, image and page-size fields for
 * every domain; the company fields only for a business domain (`business`: neither a free nor a disposable provider,
 * whose website says nothing about the address's owner).
 */
export function applySite(p: EmailPayloadDraft, s: SiteProfile, business: boolean): void {
  p.domain_website_exists = typeof s.website_exists === 'boolean' ? s.website_exists : null;
  p.domain_website_exists_taxonomy = textOf(s.website_exists_taxonomy) as EmailPayloadDraft['domain_website_exists_taxonomy'];
  p.domain_website_exists_ssl = typeof s.website_exists_ssl === 'boolean' ? s.website_exists_ssl : null;
  p.domain_internal_links_count = intOf(s.internal_links_count);
  p.domain_external_links_count = intOf(s.external_links_count);
  p.domain_internal_email_links_count = intOf(s.internal_email_links_count);
  p.domain_external_email_links_count = intOf(s.external_email_links_count);
  p.domain_internal_images_count = intOf(s.internal_images_count);
  p.domain_external_images_count = intOf(s.external_images_count);
  p.domain_page_size = intOf(s.page_size);
  if (!business) return;
  fillCompany(p, s, false);
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
  fillPartials(p, phones.map((x) => x.value), emails.map((x) => x.value));
  p.has_to_phone = phones.length > 0;
  if (phones.length > 0) p.to_phone = JSON.stringify({ value: maskPhone(phones[0]!.value), confidence: linkConfidence(phones) });
  const names = b.lists.names;
  if (names.length > 0) p.to_name = JSON.stringify({ first_name: names[0]!.first_name, last_name: names[0]!.last_name, confidence: linkConfidence(names) });
}
