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
import { fillBreachSummary, fillIdentity, fillPartials, fillToUsername, linkConfidence, maskEmail, nullPayloadOf, type Draft } from '../fill.js';

export type PhonePayloadDraft = Draft<PhonePayload>;

/** Every field of the schema, null. */
export const nullPayload: () => PhonePayloadDraft = nullPayloadOf<PhonePayload>(PhonePayload);

function fillBreaches(p: PhonePayloadDraft, b: BreachAggregate, digits: string, given: GivenTouchpoints): void {
  fillBreachSummary(p, b);
  p.data_breaches_data = b.count > 0 ? JSON.stringify(b.entries.map(({ phones: _p, ...e }) => e)) : null;
  p.data_breaches_data_lists = b.count > 0 ? JSON.stringify(b.lists) : null;
  const names = b.lists.names.map(({ first_name, last_name }) => ({ first_name, last_name }));
  p.data_breaches_name_consistency = nameConsistency(given, names);
  p.data_breaches_email_consistency = emailConsistency(given.email, b.lists.emails.map((e) => e.value));
  const phones = b.lists.phones.map((x) => x.value).filter((x) => x !== digits);
  const emails = b.lists.emails.map((x) => x.value);
  fillPartials(p, phones, emails);
  const top = b.lists.emails[0];
  p.has_to_email = top !== undefined;
  if (top) p.to_email = JSON.stringify({ value: maskEmail(top.value), confidence: linkConfidence(b.lists.emails) });
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
  fillToUsername(p, obs);
  const all = Object.values(obs);
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
  if (profile) fillIdentity(p, profile, ['email', 'ip', 'name'], true);
  return { nameConfidence: confidence, platformsChecked: presence.checked, platformsPresent: presence.present };
}
