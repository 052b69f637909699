/**
 * Cross-product consistency of one hub call: do the name, email, phone and IP point at the same person, and has this
 * identity been seen before or is it one of many? Pure: the product outcomes and the graph facts go in, the fired
 * onboarding codes (area O, src/scoring/codes/onboarding.ts) and the facts behind them come out. docs/scoring.md
 * documents every rule with worked examples.
 */
import type { EmailPayload } from '../contract/payloads/email.js';
import type { IpPayload } from '../contract/payloads/ip.js';
import type { NamePayload } from '../contract/payloads/name.js';
import type { PhonePayload } from '../contract/payloads/phone.js';
import type { CrossFacts } from '../identity/graph.js';
import { compareNameToEmail, compareNames, type NameMatch, type PersonName } from '../products/name/match.js';
import type { GivenTouchpoints, ProductOutcome } from '../products/types.js';
import { ccTldCountry, nameOriginCountries, offsetDistanceToCountry } from './countries.js';
import { EMAIL } from '../scoring/codes/email.js';
import { IP } from '../scoring/codes/ip.js';
import { NAME } from '../scoring/codes/name.js';
import { ONBOARDING } from '../scoring/codes/onboarding.js';
import { PHONE } from '../scoring/codes/phone.js';

/** The thresholds of the rules, named once (docs/scoring.md quotes them). */
export const RULES = {
  /** Days a pair must have been linked to count as a long-standing identity (TO006). */
  togetherLongDays: 30,
  /** Window of the multi-accounting counts, days. */
  recentDays: 7,
  phoneEmailsRecent: 5,
  emailPhonesRecent: 3,
  ipEmailsRecent: 10,
  /** Minimum UTC-offset distance between the IP zone and every zone of the phone country (RO006), minutes. */
  farOffsetMinutes: 180,
} as const;

export interface HubOutcomes {
  readonly phone?: ProductOutcome<PhonePayload>;
  readonly email?: ProductOutcome<EmailPayload>;
  readonly ip?: ProductOutcome<IpPayload>;
  readonly name?: ProductOutcome<NamePayload>;
}

export interface ConsistencyInput {
  readonly given: GivenTouchpoints;
  readonly outcomes: HubOutcomes;
  /** The graph facts of the call's touch points (null when not read: sandbox, or no touch point). */
  readonly graph: CrossFacts | null;
  readonly now: Date;
}

/** The facts behind the consistency codes, kept in the stored explanation of the call. */
export interface ConsistencyFacts {
  name_vs_email: NameMatch | null;
  name_vs_phone_names: NameMatch | null;
  phone_known_names: number;
  countries: { phone: string | null; ip: string | null; email_cctld: string | null; name_origin: readonly string[] | null };
  ip_offset_distance_minutes: number | null;
  seen_together: { first_seen: string | null; days: number | null; edges: number } | null;
  linked_last_7_days: { phone_emails: number | null; email_phones: number | null; ip_emails: number | null };
  new_email: boolean | null;
}

export interface Consistency {
  readonly codes: readonly string[];
  readonly facts: ConsistencyFacts;
  /** The products' codes the rules read (productCodes), for the scorecard that adds them to `codes`. */
  readonly productCodes: ReadonlySet<string>;
}

/**
 * Every reason code the products fired, as a set. A product whose engine failed has no scorecard result but its
 * payload still names why (RG001 / RG002): that code is listed too.
 */
export function productCodes(outcomes: HubOutcomes): Set<string> {
  const codes = new Set<string>();
  for (const o of Object.values(outcomes) as (ProductOutcome<unknown> | undefined)[]) {
    const listed = o?.scored?.reason_codes ?? (o?.payload as { reason_codes?: string | null } | undefined)?.reason_codes ?? '';
    for (const c of listed.split(',')) if (c !== '') codes.add(c);
  }
  return codes;
}

const localPart = (email: string | null | undefined): string | null => {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at > 0 ? email.slice(0, at) : null;
};

export function consistency(input: ConsistencyInput): Consistency {
  const { given, outcomes, graph, now } = input;
  const codes: string[] = [];
  const phone = outcomes.phone?.payload;
  const email = outcomes.email?.payload;
  const ip = outcomes.ip?.payload;
  const fired = productCodes(outcomes);
  const person: PersonName = { first_name: given.first_name, last_name: given.last_name };
  const hasName = (given.first_name ?? '').trim() !== '' || (given.last_name ?? '').trim() !== '';

  // Name vs the email account name.
  const emailValid = outcomes.email?.signals?.email_valid === true;
  const local = emailValid ? localPart(email?.value) : null;
  const nameVsEmail = hasName && local !== null ? compareNameToEmail(person, local) : null;
  if (nameVsEmail === 'MATCH') codes.push(ONBOARDING.onb_name_in_email);
  else if (nameVsEmail === 'PARTIAL_MATCH') codes.push(ONBOARDING.onb_name_partly_in_email);
  else if (nameVsEmail === 'NO_MATCH') codes.push(ONBOARDING.onb_name_not_in_email);

  // Name vs the names the phone is known under (the comparison behind data_breaches_name_consistency).
  const knownNames = outcomes.phone?.signals?.known_names ?? [];
  const nameVsPhone = hasName ? compareNames(person, knownNames) : null;
  if (nameVsPhone === 'MATCH') codes.push(ONBOARDING.onb_phone_name_match);
  else if (nameVsPhone === 'PARTIAL_MATCH') codes.push(ONBOARDING.onb_phone_name_partial);
  else if (nameVsPhone === 'NO_MATCH') codes.push(ONBOARDING.onb_phone_name_mismatch);

  // Countries: phone, IP, email ccTLD, name origin.
  const phoneCountry = phone?.is_valid_format ? phone.country_code : null;
  const ipCountry = ip && ip.is_private_internal_address !== true ? ip.country : null;
  const cctld = emailValid ? ccTldCountry(email?.domain) : null;
  const origin = hasName ? nameOriginCountries(given.first_name, given.last_name) : null;
  if (phoneCountry && ipCountry && phoneCountry !== ipCountry) codes.push(ONBOARDING.onb_phone_ip_country_mismatch);
  if (cctld && (phoneCountry || ipCountry) && cctld !== phoneCountry && cctld !== ipCountry) codes.push(ONBOARDING.onb_email_cctld_mismatch);
  if (origin && (phoneCountry || ipCountry) && !origin.includes(phoneCountry ?? '') && !origin.includes(ipCountry ?? '')) codes.push(ONBOARDING.onb_name_origin_mismatch);
  const singles = [phoneCountry, ipCountry, cctld].filter((c): c is string => !!c);
  const known = singles.length + (origin ? 1 : 0);
  if (known >= 2 && singles.every((c) => c === singles[0]) && (!origin || singles.length === 0 || origin.includes(singles[0]!))) {
    codes.push(ONBOARDING.onb_countries_agree);
  }

  // IP time zone vs the phone country; night at the IP location, abroad.
  const distance = ip?.timezone && phoneCountry ? offsetDistanceToCountry(ip.timezone, phoneCountry, now) : null;
  if (distance !== null && distance >= RULES.farOffsetMinutes) codes.push(ONBOARDING.onb_ip_timezone_far_from_phone);
  if (ip?.request_time === 'night' && phoneCountry && ipCountry && phoneCountry !== ipCountry) codes.push(ONBOARDING.onb_night_request_abroad);

  // The graph: seen together before, or one of many.
  if (graph && graph.togetherEdges > 0 && graph.togetherDays !== null) codes.push(graph.togetherDays >= RULES.togetherLongDays ? ONBOARDING.onb_seen_together_long : ONBOARDING.onb_seen_together_recent);
  const phoneEmails = graph?.recent.phoneEmails ?? null;
  const emailPhones = graph?.recent.emailPhones ?? null;
  const ipEmails = graph?.recent.ipEmails ?? null;
  if (phoneEmails !== null && phoneEmails >= RULES.phoneEmailsRecent) codes.push(ONBOARDING.onb_phone_many_emails_week);
  if (emailPhones !== null && emailPhones >= RULES.emailPhonesRecent) codes.push(ONBOARDING.onb_email_many_phones_week);
  if (ipEmails !== null && ipEmails >= RULES.ipEmailsRecent && ip?.is_mobile !== true) codes.push(ONBOARDING.onb_ip_many_emails_week);

  // Combinations that weigh more together than apart.
  if (fired.has(EMAIL.email_disposable) && fired.has(PHONE.phone_voip)) codes.push(ONBOARDING.onb_disposable_email_voip_phone);
  if (fired.has(IP.ip_hosting) && fired.has(EMAIL.email_domain_very_young)) codes.push(ONBOARDING.onb_hosting_ip_young_domain);
  const newEmail = emailValid && email ? email.first_seen_days === null && !(email.data_breaches_count && email.data_breaches_count > 0) : null;
  if (fired.has(NAME.name_random_typing) && newEmail === true) codes.push(ONBOARDING.onb_random_name_new_email);

  return {
    codes,
    productCodes: fired,
    facts: {
      name_vs_email: nameVsEmail,
      name_vs_phone_names: nameVsPhone,
      phone_known_names: knownNames.length,
      countries: { phone: phoneCountry ?? null, ip: ipCountry ?? null, email_cctld: cctld, name_origin: origin },
      ip_offset_distance_minutes: distance,
      seen_together: graph ? { first_seen: graph.togetherFirstSeen, days: graph.togetherDays, edges: graph.togetherEdges } : null,
      linked_last_7_days: { phone_emails: phoneEmails, email_phones: emailPhones, ip_emails: ipEmails },
      new_email: newEmail,
    },
  };
}
