/** Sandbox phone payload. */
import { PhonePayload, PHONE_NUMBER_TYPES } from '../contract/payloads/phone.js';
import { compilePlan, dayOffset, daysAgo, emailOf, maskEmail, runPlan, slug, type Ctx } from './plan.js';
import { applyBreachFields, applyFirstSeen, applyImages, applyPartials, applyToNameAndUsername, clear, CONFIDENCES } from './shared.js';
import { DISPOSABLE_PHONE_PROVIDERS, OPERATORS } from './vocab.js';

type Out = Record<string, unknown>;

const RISKY_TYPES = ['VOIP', 'VOIP', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'UNKNOWN'] as const satisfies readonly (typeof PHONE_NUMBER_TYPES)[number][];
const COMMON_TYPES = ['MOBILE', 'MOBILE', 'MOBILE', 'MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE'] as const;
const mnoCode = (c: Ctx) => `${c.geo.mcc}-9${c.rng.int(0, 9)}`;
const platform = (c: Ctx) => c.rng.chance(c.risky ? 0.15 : 0.6);

const PLAN = compilePlan(
  PhonePayload,
  'phone',
  {
    number_type: (c) => c.rng.pick(c.risky ? RISKY_TYPES : COMMON_TYPES),
    is_disposable: (c) => c.risky && c.rng.chance(0.5),
    is_suspicious_format: (c) => c.risky && c.rng.chance(0.3),
    is_ported: (c) => c.rng.chance(c.risky ? 0.5 : 0.25),
    original_network: (c) => c.rng.pick(OPERATORS),
    current_network: (c) => c.rng.pick(OPERATORS),
    original_mno_code: mnoCode,
    current_mno_code: mnoCode,
    caller_type: (c) => (c.rng.chance(0.15) ? 'BUSINESS' : 'CONSUMER'),
    has_whatsapp: (c) => c.rng.chance(c.risky ? 0.3 : 0.85),
    has_telegram: (c) => c.rng.chance(c.risky ? 0.15 : 0.4),
    telegram_username: (c) => `${slug(c.person.first)}${c.rng.int(10, 99)}`,
    ...Object.fromEntries(
      ['has_amazon', 'has_ea', 'has_google', 'has_office365', 'has_instagram', 'has_facebook', 'has_twitter', 'has_flipkart',
        'has_didi', 'has_aliexpress', 'has_apple', 'has_snapchat', 'has_weibo', 'has_openai', 'has_linkedin'].map((k) => [k, platform]),
    ),
    first_name: (c) => c.person.first,
    birth_date: (c) => daysAgo(c, 18 * 365, 75 * 365).day,
    data_breaches_count: (c) => c.rng.int(0, c.risky ? 2 : 8),
    data_breaches_name_consistency: (c) => c.rng.pick(c.risky ? ['NO_MATCH', 'PARTIAL_MATCH'] : ['MATCH', 'MATCH', 'PARTIAL_MATCH']),
    data_breaches_email_consistency: (c) => c.rng.pick(c.risky ? ['NO_MATCH', 'PARTIAL_MATCH'] : ['MATCH', 'PARTIAL_MATCH']),
    phone_partials_count: (c) => c.rng.int(0, 3),
    email_partials_count: (c) => c.rng.int(0, 3),
    has_to_username: (c) => c.rng.chance(c.risky ? 0.2 : 0.6),
    has_to_email: (c) => c.rng.chance(c.risky ? 0.2 : 0.6),
    has_to_username_confidence: (c) => c.rng.pick(CONFIDENCES),
    whatsapp_privacy_status: (c) => (c.rng.chance(0.7) ? 'public' : 'private'),
    has_skype: (c) => c.rng.chance(0.1),
    skype_name: (c) => `${c.person.first} ${c.person.last}`,
    skype_id: (c) => `live:.cid.${c.token}`,
    has_bukalapak: (c) => c.geo.cc === 'ID' && c.rng.chance(0.5),
    is_whatsapp_business: (c) => c.rng.chance(0.1),
    whatsapp_business_products_review_status: (c) => c.rng.pick(['APPROVED', 'PENDING', 'REJECTED']),
  },
  /^(number_type|is_|has_|caller_type|data_breaches_count|.*_partials_count|telegram_privacy_status|whatsapp_privacy_status)/,
  /^(type|is_valid_format|country_code|disposable_provider_name|data_breaches_(first_breach|last_breach|list|data|data_lists)|.*_partials_list|to_(name|username|email)|first_seen(_days)?|image.*|face.*)$/,
);

export function sandboxPhonePayload(value: string, c: Ctx): Out {
  const { rng } = c;
  const out = runPlan(PLAN, c);
  out.value = value;
  out.is_valid_format = true;
  out.type = out.number_type;
  out.country_code = c.geo.cc;
  out.disposable_provider_name = out.is_disposable ? rng.pick(DISPOSABLE_PHONE_PROVIDERS) : null;
  if (out.caller_type !== 'BUSINESS') out.caller_company_name = null;

  if (out.is_ported === true) {
    const first = daysAgo(c, 400, 3000).day;
    const times = rng.int(1, 3);
    out.ported_times = times;
    out.first_ported = first;
    out.last_ported = times > 1 ? dayOffset(first, rng.int(60, 360)) : first;
    if (out.current_network === out.original_network) out.current_network = OPERATORS[(OPERATORS.indexOf(out.original_network as never) + 1) % OPERATORS.length];
  } else {
    out.ported_times = out.is_ported === false ? 0 : null;
    out.first_ported = null;
    out.last_ported = null;
    out.current_network = out.original_network;
    out.current_mno_code = out.original_mno_code;
  }

  if (!out.has_telegram) clear(out, ['telegram_image', 'telegram_first_name', 'telegram_last_name', 'telegram_username', 'telegram_privacy_status']);
  else if (out.telegram_privacy_status === 'private') out.telegram_image = null;
  if (!out.has_whatsapp) {
    clear(out, ['whatsapp_image', 'whatsapp_privacy_status']);
    out.is_whatsapp_business = false;
  } else if (out.whatsapp_privacy_status !== 'public') out.whatsapp_image = null;
  if (!out.is_whatsapp_business)
    clear(out, ['whatsapp_business_email', 'whatsapp_business_category', 'whatsapp_business_description', 'whatsapp_business_products_review_status', 'whatsapp_business_products_price_avg']);
  if (!out.has_skype)
    clear(out, ['skype_profile_picture', 'skype_city', 'skype_country_code', 'skype_country', 'skype_state', 'skype_name', 'skype_id']);
  if (!out.has_bukalapak) out.bukalapak_has_whatsapp_otp = out.has_bukalapak === false ? false : null;

  // The owner is known for most trusted numbers; unknown owners leave the three fields null together.
  if (rng.chance(c.risky ? 0.7 : 0.3)) clear(out, ['first_name', 'last_name', 'birth_date']);

  applyBreachFields(out, c, 'emails', value.replace(/\D/g, ''));
  applyPartials(out, c);
  applyFirstSeen(out, c);

  applyToNameAndUsername(out, c, '.');
  out.to_email = out.has_to_email ? JSON.stringify({ value: maskEmail(emailOf(c.person.first, c.person.last)), confidence: rng.pick(CONFIDENCES) }) : null;

  const sources: string[] = [];
  if (out.has_telegram && out.telegram_privacy_status === 'public') sources.push('telegram');
  if (out.has_whatsapp && out.whatsapp_privacy_status === 'public') sources.push('whatsapp');
  if (out.has_skype) sources.push('skype');
  applyImages(out, c, sources);
  return out;
}
