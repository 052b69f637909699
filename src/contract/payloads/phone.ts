/** The phone payload (object `phone` of the phone and hub responses). Every field is nullable. */
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Count, Day, Enum, Json, Num, Str, reasonCodes, sameFields, scoreFields, platformOf } from './fields.js';
import { imageFaceFields } from './images.js';

export const PHONE_NUMBER_TYPES = [
  'FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE', 'TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'VOIP',
  'PERSONAL_NUMBER', 'PAGER', 'UAN', 'UNKNOWN', 'EMERGENCY', 'VOICEMAIL', 'SHORT_CODE', 'STANDARD_RATE',
] as const;
export type PhoneNumberType = (typeof PHONE_NUMBER_TYPES)[number];
export const CALLER_TYPES = ['BUSINESS', 'CONSUMER'] as const;
export const PRIVACY_STATUSES = ['public', 'private'] as const;
export const CONSISTENCIES = ['MATCH', 'PARTIAL_MATCH', 'NO_MATCH'] as const;
export const PHONE_IMAGE_SOURCES = ['telegram', 'whatsapp', 'skype'] as const;

export const PHONE_PLATFORMS = [
  'has_amazon', 'has_ea', 'has_google', 'has_office365', 'has_instagram', 'has_facebook', 'has_twitter',
  'has_flipkart', 'has_didi', 'has_aliexpress', 'has_apple', 'has_snapchat', 'has_weibo', 'has_openai',
] as const;

const core = {
  value: Str('Phone number echoed'),
  type: Str('Line type; use number_type, removed in version 2.0', { deprecated: true }),
  is_disposable: Bool('Number belongs to a temporary phone service'),
  disposable_provider_name: Str('Temporary phone provider, when detected'),
  is_suspicious_format: Bool('Number has a suspicious format'),
  is_valid_format: Bool('Number has a valid format'),
  country_code: Str('ISO 3166 alpha-2 code of the original network location'),
  is_ported: Bool('Ported from the original to a different current network'),
  original_network: Str('Original operator name'),
  current_network: Str('Current operator name'),
  original_mno_code: Str('Original operator code'),
  current_mno_code: Str('Current operator code'),
  first_ported: Day('First porting date (YYYY-MM-DD)'),
  last_ported: Day('Last porting date (YYYY-MM-DD)'),
  ported_times: Count('Number of operator changes'),
  number_type: Enum(PHONE_NUMBER_TYPES, 'Line type of the number'),
  caller_type: Enum(CALLER_TYPES, 'Caller type: BUSINESS or CONSUMER'),
  caller_company_name: Str('Company name, when caller_type is BUSINESS'),
  has_whatsapp: Bool('A WhatsApp profile exists for the number'),
  has_telegram: Bool('A Telegram profile exists for the number'),
  telegram_image: Str('Public URL of the Telegram profile picture'),
  telegram_first_name: Str('Telegram profile first name'),
  telegram_last_name: Str('Telegram profile last name'),
  telegram_username: Str('Telegram username'),
  telegram_privacy_status: Enum(PRIVACY_STATUSES, 'Telegram profile privacy: public or private'),
  ...scoreFields(),
  ...sameFields(PHONE_PLATFORMS, Bool, (k) => `Number found on ${platformOf(k)}`),
  first_name: Str('Owner first name, when known'),
  last_name: Str('Owner last name, when known'),
  birth_date: Day('Owner date of birth (YYYY-MM-DD), when known'),
  data_breaches_count: Count('Total data breaches the number appears in'),
  data_breaches_first_breach: Day('Date of the first breach (YYYY-MM-DD)'),
  data_breaches_last_breach: Day('Date of the last breach (YYYY-MM-DD)'),
  data_breaches_list: Str('First 10 breaches as name,date entries separated by |'),
  data_breaches_data: Json('JSON string: list of breach entries (id, date, title, optional names, emails)'),
  data_breaches_data_lists: Json('JSON string: lists names, emails, phones aggregated with counts'),
  data_breaches_name_consistency: Enum(CONSISTENCIES, 'Consistency of the names across breaches'),
  data_breaches_email_consistency: Enum(CONSISTENCIES, 'Consistency of the emails across breaches'),
  phone_partials_count: Count('Count of masked partial phone numbers'),
  email_partials_count: Count('Count of masked partial emails'),
  phone_partials_list: Str('Masked partial phone numbers, comma-separated'),
  email_partials_list: Str('Masked partial emails, comma-separated'),
  reason_codes: reasonCodes(),
  identity_email_count: Count('Emails linked to the number'),
  identity_ip_count: Count('IPs linked to the number'),
  identity_name_count: Count('Names linked to the number'),
  first_seen: Day('Date the number was first seen (YYYY-MM-DD)'),
  first_seen_days: Count('Days since the number was first seen'),
  to_name: Json('JSON string with first_name, last_name, confidence'),
  to_username: Json('JSON string with value, confidence'),
  to_email: Json('JSON string with masked value, confidence'),
  has_to_username: Bool('A username is linked to the number'),
  has_to_username_confidence: Str('Confidence level of the linked username, e.g. HIGH'),
  has_to_email: Bool('An email is linked to the number'),
};

const deprecated = { deprecated: true } as const;
const legacy = {
  whatsapp_image: Str('WhatsApp profile picture URL', deprecated),
  whatsapp_privacy_status: Enum(PRIVACY_STATUSES, 'WhatsApp profile privacy: public or private', deprecated),
  has_linkedin: Bool('Number found on LinkedIn', deprecated),
  has_skype: Bool('Number found on Skype', deprecated),
  skype_profile_picture: Str('Skype profile picture URL', deprecated),
  skype_city: Str('Skype profile city', deprecated),
  skype_country_code: Str('Skype profile country code', deprecated),
  skype_country: Str('Skype profile country', deprecated),
  skype_state: Str('Skype profile state', deprecated),
  skype_name: Str('Skype display name', deprecated),
  skype_id: Str('Skype id', deprecated),
  has_bukalapak: Bool('Number found on Bukalapak', deprecated),
  bukalapak_has_whatsapp_otp: Bool('Bukalapak sends its OTP by WhatsApp to the number', deprecated),
  is_whatsapp_business: Bool('WhatsApp profile is a business account', deprecated),
  whatsapp_business_email: Str('WhatsApp business email', deprecated),
  whatsapp_business_category: Str('WhatsApp business category', deprecated),
  whatsapp_business_description: Str('WhatsApp business description', deprecated),
  whatsapp_business_products_review_status: Str('WhatsApp business catalogue review status', deprecated),
  whatsapp_business_products_price_avg: Num('Average price of the WhatsApp business products', deprecated),
};

export const PhonePayload = Type.Object(
  { ...core, ...imageFaceFields((d) => Enum(PHONE_IMAGE_SOURCES, `${d}: telegram, whatsapp or skype`)), ...legacy },
  { additionalProperties: false, description: 'Phone intelligence payload; a field whose source is absent is null' },
);
export type PhonePayload = Static<typeof PhonePayload>;
