/**
 * Filling a product payload: the runs of fields that several engines fill the same way (the all-null base, the score,
 * the identity counts, the company fields of a crawled site, the breach summary, masked partials and their `to_*`
 * links, the imported profiles' username). Each engine calls these in its payload step; what only one product fills
 * stays in that product's folder (email/payload.ts, phone/payload.ts, the domain engine).
 */
import type { ProviderRecord } from '../enrich/outcome.js';
import type { IdentifierKind, IdentityProfile } from '../identity/graph.js';
import type { BreachAggregate } from '../reference/datasets/breaches.js';
import type { PresenceObservation, PresencePlatform } from '../reference/datasets/presence.js';
import { GENERAL } from '../scoring/codes/general.js';
import type { Scored } from '../scoring/scorecard.js';
import type { SiteProfile } from './domain/site-profile.js';

/** A payload under construction: the contract's payload type with its fields writable. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A maker of payloads with every field of the schema null: an object literal with the schema's keys, compiled once
 * (the keys are the contract's own, quoted with JSON.stringify). V8 builds a literal from its boilerplate; a spread copy
 * of an all-null object, which the engines used before, cost tens of times more per call (measured in
 * docs/decisions.md, issue 26 third pass).
 */
export function nullPayloadOf<T>(schema: { readonly properties: object }): () => Draft<T> {
  const fields = Object.keys(schema.properties).map((k) => `${JSON.stringify(k)}: null`);
  // Generated from the keys of our own schema, each quoted: no caller text enters the function.
  return new Function(`return () => ({ ${fields.join(', ')} });`)() as () => Draft<T>;
}

/** score, score_cluster and reason_codes from the scorecard's result. */
export function fillScore(p: { score: unknown; score_cluster: unknown; reason_codes: unknown }, scored: Scored): void {
  p.score = scored.score;
  p.score_cluster = scored.score_cluster;
  p.reason_codes = scored.reason_codes;
}

/** The payload field that counts the touch points of one kind linked to the call's own (phone's is `msisdn`). */
const COUNT_FIELD = {
  email: 'identity_email_count',
  phone: 'identity_msisdn_count',
  ip: 'identity_ip_count',
  name: 'identity_name_count',
  device: 'identity_device_count',
} as const satisfies Partial<Record<IdentifierKind, string>>;
type CountedKind = keyof typeof COUNT_FIELD;

/**
 * `identity_*_count` of the kinds a payload carries, from the graph profile of the call's touch point, and with
 * `firstSeen` its `first_seen` and `first_seen_days`.
 */
export function fillIdentity(p: object, profile: IdentityProfile, kinds: readonly CountedKind[], firstSeen: boolean): void {
  const target = p as Record<string, unknown>;
  for (const kind of kinds) target[COUNT_FIELD[kind]] = profile.counts[kind];
  if (firstSeen) {
    target.first_seen = profile.first_seen;
    target.first_seen_days = profile.first_seen_days;
  }
}

/** The company fields a payload shares with the domain payload, as the crawl of the domain's website gives them. */
export interface CompanyFields {
  company_name: string | null;
  company_description: string | null;
  company_industry: string | null;
  company_keywords: string | null;
  company_logo: string | null;
  company_country: string | null;
  company_twitter_url: string | null;
  company_facebook_url: string | null;
  company_linkedin_url: string | null;
  company_tech_stack: string | null;
  company_founded: number | null;
  company_employees: number | null;
}

/** A whole number (or its digits), else null: a profile field read back from the cache may be either. */
export const intOf = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null;
export const textOf = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * The company fields from a site profile. `keepName`: a name the payload holds already stays (ip: the ASN
 * organisation, the registered holder of the addresses); else the site's name.
 */
export function fillCompany(p: CompanyFields, s: SiteProfile, keepName: boolean): void {
  p.company_name = keepName ? p.company_name ?? textOf(s.company_name) : textOf(s.company_name);
  p.company_description = textOf(s.company_description);
  p.company_industry = textOf(s.company_industry);
  p.company_keywords = textOf(s.company_keywords);
  p.company_logo = textOf(s.company_logo);
  p.company_country = textOf(s.company_country);
  p.company_twitter_url = textOf(s.company_twitter_url);
  p.company_facebook_url = textOf(s.company_facebook_url);
  p.company_linkedin_url = textOf(s.company_linkedin_url);
  p.company_tech_stack = textOf(s.company_tech_stack);
  p.company_founded = intOf(s.company_founded);
  p.company_employees = intOf(s.company_employees);
}

/** The breach summary fields email and phone share: how many, the first and last, the ten oldest as `title,date|…`. */
export function fillBreachSummary(
  p: { data_breaches_count: number | null; data_breaches_first_breach: string | null; data_breaches_last_breach: string | null; data_breaches_list: string | null },
  b: BreachAggregate,
): void {
  p.data_breaches_count = b.count;
  p.data_breaches_first_breach = b.first_breach;
  p.data_breaches_last_breach = b.last_breach;
  p.data_breaches_list = b.entries.length > 0 ? b.entries.slice(0, 10).map((e) => `${e.title},${e.date}`).join('|') : null;
}

/** `447700900123` -> `44*******23`: country-code end and last two digits kept. */
export function maskPhone(digits: string): string {
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return digits.slice(0, 2) + '*'.repeat(digits.length - 4) + digits.slice(-2);
}

/** `john.smith@example.com` -> `j*********@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(email.length);
  return email[0] + '*'.repeat(Math.max(1, at - 1)) + email.slice(at);
}

/**
 * The confidence of a `to_*` link from the values seen, most frequent first: HIGH, the top value seen 3+ times and
 * the only one; MEDIUM, seen twice or more; LOW, once.
 */
export function linkConfidence(list: readonly { count: number }[]): 'HIGH' | 'MEDIUM' | 'LOW' {
  const top = list[0]!;
  return top.count >= 3 && list.length === 1 ? 'HIGH' : top.count >= 2 ? 'MEDIUM' : 'LOW';
}

/** phone_partials_* and email_partials_*: the other numbers and addresses of the breach records, masked. */
export function fillPartials(
  p: { phone_partials_count: number | null; phone_partials_list: string | null; email_partials_count: number | null; email_partials_list: string | null },
  phones: readonly string[],
  emails: readonly string[],
): void {
  p.phone_partials_count = phones.length;
  p.phone_partials_list = phones.length > 0 ? phones.map(maskPhone).join(',') : null;
  p.email_partials_count = emails.length;
  p.email_partials_list = emails.length > 0 ? emails.map(maskEmail).join(',') : null;
}

/**
 * `has_to_username` and `to_username` from the imported presence profiles' usernames: the most frequent one, HIGH
 * when it is the only one. Nothing when no platform was observed.
 */
export function fillToUsername(
  p: { has_to_username: boolean | null; to_username: string | null; has_to_username_confidence: string | null },
  presence: Partial<Record<PresencePlatform, PresenceObservation>>,
): void {
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

/** The general codes of lookups that did not answer: one for any timeout, one for any other failure. */
export function enrichmentCodes(providers: readonly ProviderRecord[]): string[] {
  const out: string[] = [];
  if (providers.some((x) => !x.ok && x.reason === 'timeout')) out.push(GENERAL.enrichment_timeout);
  if (providers.some((x) => !x.ok && x.reason === 'unavailable')) out.push(GENERAL.enrichment_unavailable);
  return out;
}
