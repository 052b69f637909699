/**
 * Builds the phone payload: every field of the schema, null unless a real source gives it (docs/phone.md lists
 * which source feeds which field, and which fields have no source and stay null).
 */
import { PhonePayload, PHONE_PLATFORMS } from '../../contract/payloads/phone.js';
import type { IdentityProfile } from '../../identity/graph.js';
import type { BreachAggregate } from '../../reference/datasets/breaches.js';
import { nameConfidence, type NameConfidence } from '../../reference/datasets/phone-names.js';
import { isPorted } from '../../reference/datasets/mnp.js';
import type { GivenTouchpoints } from '../types.js';
import { emailConsistency, nameConsistency } from './consistency.js';
import type { ParsedPhone } from './number.js';
import type { DatasetFacts } from './sources.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type PhonePayloadDraft = Mutable<PhonePayload>;

const FIELDS = Object.keys(PhonePayload.properties) as (keyof PhonePayload)[];

/**
 * Every field null, built once: copies keep V8's fast property layout, where filling ~100 keys one by one on a new
 * object each call switched it to slow dictionary mode (slower to build, to fill and to serialize).
 */
const EMPTY: Readonly<Record<string, null>> = (() => {
  const out = {} as Record<string, null>;
  for (const k of FIELDS) out[k] = null;
  return out;
})();

/** Every field of the schema, null. */
export function nullPayload(): PhonePayloadDraft {
  return { ...EMPTY } as unknown as PhonePayloadDraft;
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

function fillBreaches(p: PhonePayloadDraft, b: BreachAggregate, digits: string, given: GivenTouchpoints): void {
  p.data_breaches_count = b.count;
  p.data_breaches_first_breach = b.first_breach;
  p.data_breaches_last_breach = b.last_breach;
  p.data_breaches_list = b.count > 0 ? b.entries.slice(0, 10).map((e) => `${e.title},${e.date}`).join('|') : null;
  p.data_breaches_data = b.count > 0 ? JSON.stringify(b.entries.map(({ phones: _p, ...e }) => e)) : null;
  p.data_breaches_data_lists = b.count > 0 ? JSON.stringify(b.lists) : null;
  const names = b.lists.names.map(({ first_name, last_name }) => ({ first_name, last_name }));
  p.data_breaches_name_consistency = nameConsistency(given, names);
  p.data_breaches_email_consistency = emailConsistency(given.email, b.lists.emails.map((e) => e.value));
  const phones = b.lists.phones.map((x) => x.value).filter((x) => x !== digits);
  const emails = b.lists.emails.map((x) => x.value);
  p.phone_partials_count = phones.length;
  p.phone_partials_list = phones.length > 0 ? phones.map(maskPhone).join(',') : null;
  p.email_partials_count = emails.length;
  p.email_partials_list = emails.length > 0 ? emails.map(maskEmail).join(',') : null;
  const top = b.lists.emails[0];
  p.has_to_email = top !== undefined;
  if (top) {
    const unique = b.lists.emails.length === 1;
    const confidence = top.count >= 3 && unique ? 'HIGH' : top.count >= 2 ? 'MEDIUM' : 'LOW';
    p.to_email = JSON.stringify({ value: maskEmail(top.value), confidence });
  }
}

function fillNames(p: PhonePayloadDraft, facts: DatasetFacts): NameConfidence | null {
  if (facts.names === undefined || facts.names === null) return null;
  const best = facts.names.names[0];
  const confidence = nameConfidence(best, facts.names.total);
  p.first_name = best.first_name;
  p.last_name = best.last_name;
  p.birth_date = facts.names.names_with_dobs.find((d) => d.first_name === best.first_name && d.last_name === best.last_name)?.value ?? null;
  p.to_name = JSON.stringify({ first_name: best.first_name, last_name: best.last_name, confidence });
  return confidence;
}

function fillPresence(p: PhonePayloadDraft, facts: DatasetFacts): { checked: number; present: number } {
  const obs = facts.presence;
  if (obs === undefined) return { checked: 0, present: 0 };
  const flag = (platform: keyof typeof obs) => (obs[platform] ? obs[platform].present : null);
  for (const key of PHONE_PLATFORMS) p[key] = flag(key.slice(4) as keyof typeof obs);
  p.has_whatsapp = flag('whatsapp');
  p.has_telegram = flag('telegram');
  p.has_linkedin = flag('linkedin');
  p.has_skype = flag('skype');
  p.has_bukalapak = flag('bukalapak');
  const tg = obs.telegram?.present ? obs.telegram : undefined;
  if (tg) {
    p.telegram_first_name = tg.first_name;
    p.telegram_last_name = tg.last_name;
    p.telegram_username = tg.username;
    p.telegram_image = tg.image_url;
    p.telegram_privacy_status = tg.privacy_status;
  }
  const wa = obs.whatsapp?.present ? obs.whatsapp : undefined;
  if (wa) {
    p.whatsapp_image = wa.image_url;
    p.whatsapp_privacy_status = wa.privacy_status;
  }
  const sk = obs.skype?.present ? obs.skype : undefined;
  if (sk) {
    const name = [sk.first_name, sk.last_name].filter((x) => x !== null).join(' ');
    p.skype_name = name === '' ? null : name;
    p.skype_id = sk.username;
    p.skype_profile_picture = sk.image_url;
  }
  const all = Object.values(obs);
  const usernames = new Map<string, number>();
  for (const o of all) if (o?.present && o.username) usernames.set(o.username, (usernames.get(o.username) ?? 0) + 1);
  if (all.length > 0) p.has_to_username = usernames.size > 0;
  if (usernames.size > 0) {
    const [value] = [...usernames.entries()].sort((a, b) => b[1] - a[1])[0];
    const confidence = usernames.size === 1 ? 'HIGH' : 'MEDIUM';
    p.to_username = JSON.stringify({ value, confidence });
    p.has_to_username_confidence = confidence;
  }
  return { checked: all.length, present: all.filter((o) => o?.present).length };
}

export interface FilledFacts {
  readonly nameConfidence: NameConfidence | null;
  readonly platformsChecked: number;
  readonly platformsPresent: number;
}

/** Fill the payload from the parsed number, the original carrier, the datasets and the identity profile. */
export function fillPayload(
  p: PhonePayloadDraft,
  parsed: ParsedPhone,
  originalCarrier: string | null,
  facts: DatasetFacts,
  profile: IdentityProfile | null,
  given: GivenTouchpoints,
): FilledFacts {
  p.value = parsed.value;
  p.is_valid_format = parsed.valid;
  p.is_suspicious_format = parsed.suspicious;
  p.country_code = parsed.country;
  p.number_type = parsed.numberType;
  p.type = parsed.numberType;
  p.original_network = facts.mnp?.original_network_name ?? originalCarrier;
  p.original_mno_code = facts.mnp?.original_network_code ?? null;
  const digits = parsed.e164 ? parsed.e164.slice(1) : '';
  if (facts.disposable !== undefined) {
    p.is_disposable = facts.disposable !== null;
    p.disposable_provider_name = facts.disposable?.provider ?? null;
  }
  if (facts.mnp) {
    p.is_ported = isPorted(facts.mnp, originalCarrier);
    p.current_network = facts.mnp.current_network_name;
    p.current_mno_code = facts.mnp.current_network_code;
    p.first_ported = facts.mnp.first_ported;
    p.last_ported = facts.mnp.last_ported;
    p.ported_times = facts.mnp.ported_times;
  }
  if (facts.breaches) fillBreaches(p, facts.breaches, digits, given);
  const confidence = fillNames(p, facts);
  const presence = fillPresence(p, facts);
  if (profile) {
    p.identity_email_count = profile.counts.email;
    p.identity_ip_count = profile.counts.ip;
    p.identity_name_count = profile.counts.name;
    p.first_seen = profile.first_seen;
    p.first_seen_days = profile.first_seen_days;
  }
  return { nameConfidence: confidence, platformsChecked: presence.checked, platformsPresent: presence.present };
}
