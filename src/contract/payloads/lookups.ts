/**
 * Standalone data lookup responses (`{data_base_url}/data/{version}/...`). Rule 10: phone-data-breaches, phone-mnp
 * and ip-proxy answer an invalid input with only `is_valid_format: false`, so every other field is optional;
 * phone-to-name always carries every field (null when unknown).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateString, Nullable, StringEnum } from '../common.js';
import { PROXY_TYPES } from './ip.js';
import { PHONE_NUMBER_TYPES } from './phone.js';

const Opt = <T extends TSchema>(schema: T, description: string) => Type.Optional(Nullable(schema, { description }));
const count = () => Type.Integer({ minimum: 1, description: 'Occurrences' });
const strict = { additionalProperties: false } as const;

const PersonName = { first_name: Type.String(), last_name: Type.String() };

export const NameCount = Type.Object({ ...PersonName, count: count() }, strict);
export const NameCityCount = Type.Object({ ...PersonName, city: Type.String(), count: count() }, strict);
export const ValueCount = Type.Object({ value: Type.String(), count: count() }, strict);
export const DateCount = Type.Object({ value: DateString({ description: 'YYYY-MM-DD' }), count: count() }, strict);
export const NameValueCount = Type.Object({ ...PersonName, value: Type.String(), count: count() }, strict);
export const NameDateCount = Type.Object(
  { ...PersonName, value: DateString({ description: 'Date of birth, YYYY-MM-DD' }), count: count() },
  strict,
);

export const BreachEntry = Type.Object(
  {
    id: Type.String({ description: 'Breach identifier' }),
    date: DateString({ description: 'Date of the breach (ISO 8601 date)' }),
    title: Type.String({ description: 'Breach title' }),
    names: Type.Optional(Type.Array(Type.Object(PersonName, strict), { description: 'Names exposed' })),
    emails: Type.Optional(Type.Array(Type.String(), { description: 'Emails exposed' })),
    cities: Type.Optional(Type.Array(Type.String(), { description: 'Cities exposed' })),
    dob: Type.Optional(Type.String({ description: 'Date of birth exposed (ISO 8601)' })),
    address: Type.Optional(Type.String({ description: 'Address exposed' })),
  },
  { ...strict, description: 'One breach; names, emails, cities, dob and address only when exposed' },
);
export type BreachEntry = Static<typeof BreachEntry>;

export const BreachDataLists = Type.Object(
  {
    names: Type.Array(NameCount),
    names_cities: Type.Array(NameCityCount),
    emails: Type.Array(ValueCount),
    phones: Type.Array(ValueCount),
    cities: Type.Array(ValueCount),
    dobs: Type.Array(DateCount),
    addresses: Type.Array(ValueCount),
  },
  { ...strict, description: 'Values exposed across breaches with their counts of occurrences' },
);
export type BreachDataLists = Static<typeof BreachDataLists>;

export const PhoneDataBreachesResponse = Type.Object(
  {
    is_valid_format: Type.Boolean({ description: 'The phone number has a valid format' }),
    data_breaches_count: Opt(Type.Integer({ minimum: 0 }), 'Total breaches'),
    data_breaches_first_breach: Opt(DateString(), 'Date of the first breach (YYYY-MM-DD)'),
    data_breaches_last_breach: Opt(DateString(), 'Date of the last breach (YYYY-MM-DD)'),
    data_breaches_data: Opt(Type.Array(BreachEntry), 'Breach entries'),
    data_breaches_data_lists: Opt(BreachDataLists, 'Lists with counts of occurrences'),
  },
  { ...strict, description: 'Phone data breaches; only is_valid_format (false) for an invalid number' },
);
export type PhoneDataBreachesResponse = Static<typeof PhoneDataBreachesResponse>;

export const NAME_CONFIDENCES = ['LOW', 'MEDIUM', 'HIGH'] as const;
const List = <T extends TSchema>(item: T, description: string) => Nullable(Type.Array(item), { description });

export const PhoneToNameResponse = Type.Object(
  {
    is_valid_format: Type.Boolean({ description: 'The phone number has a valid format' }),
    first_name: Nullable(Type.String(), { description: 'First name of the best single match' }),
    last_name: Nullable(Type.String(), { description: 'Last name of the best single match' }),
    confidence: Nullable(StringEnum(NAME_CONFIDENCES), { description: 'LOW, MEDIUM or HIGH' }),
    has_phone_to_name_match: Nullable(Type.Boolean(), { description: 'At least one name found' }),
    names: List(NameCount, 'Names with counts, most frequent first'),
    names_cities: List(NameCityCount, 'Attributed: name, city, count'),
    cities: List(ValueCount, 'Aggregated cities, not tied to a person'),
    names_dobs: List(DateCount, 'Aggregated dates of birth (YYYY-MM-DD)'),
    names_with_dobs: List(NameDateCount, 'Attributed dates of birth'),
    names_addresses: List(ValueCount, 'Aggregated addresses'),
    names_with_addresses: List(NameValueCount, 'Attributed addresses'),
    country_code: Nullable(Type.String(), { description: 'ISO 3166 alpha-2 country of the number' }),
  },
  { ...strict, description: 'Phone to name; every field present, null when unknown' },
);
export type PhoneToNameResponse = Static<typeof PhoneToNameResponse>;

export const PhoneMnpResponse = Type.Object(
  {
    is_valid_format: Type.Boolean({ description: 'The phone number has a valid format' }),
    is_ported: Opt(Type.Boolean(), 'Ported from the original network'),
    original_network_name: Opt(Type.String(), 'Original network name'),
    original_network_code: Opt(Type.String(), 'Original network code'),
    current_network_name: Opt(Type.String(), 'Current network name'),
    current_network_code: Opt(Type.String(), 'Current network code'),
    ported_times: Opt(Type.Integer({ minimum: 0 }), 'Times ported (country-specific coverage)'),
    first_ported: Opt(DateString(), 'First porting date, YYYY-MM-DD (country-specific coverage)'),
    last_ported: Opt(DateString(), 'Last porting date, YYYY-MM-DD (country-specific coverage)'),
  },
  { ...strict, description: 'Phone number portability; only is_valid_format (false) for an invalid number' },
);
export type PhoneMnpResponse = Static<typeof PhoneMnpResponse>;

export const IpProxyResponse = Type.Object(
  {
    is_valid_format: Type.Boolean({ description: 'Structurally valid IP' }),
    is_vpn: Opt(Type.Boolean(), 'VPN exit node'),
    is_relay: Opt(Type.Boolean(), 'Privacy relay'),
    is_proxy: Opt(Type.Boolean(), 'Proxy'),
    is_tor: Opt(Type.Boolean(), 'Tor exit node'),
    proxy_type: Opt(StringEnum(PROXY_TYPES), 'residential or datacenter, when available'),
  },
  { ...strict, description: 'IP proxy lookup; only is_valid_format (false) for an invalid IP' },
);
export type IpProxyResponse = Static<typeof IpProxyResponse>;

/** POST /1.0/phone-validation (rule 13): format and type from libphonenumber's metadata; nothing looked up, nothing stored. */
export const PhoneValidationResponse = Type.Object(
  {
    phone_number: Type.String({ description: 'Echo of the request value' }),
    is_valid_format: Type.Boolean({ description: 'A valid number of its numbering plan (length and prefix)' }),
    is_possible: Type.Boolean({ description: 'A possible length for its country (a looser test than is_valid_format)' }),
    e164: Nullable(Type.String(), { description: 'The number in E.164 (+ and digits) when it could be read' }),
    country_code: Nullable(Type.String(), { description: 'ISO 3166 alpha-2 region of a valid number' }),
    calling_code: Nullable(Type.String(), { description: 'Country calling code, digits' }),
    national_format: Nullable(Type.String(), { description: 'National format of a valid number' }),
    international_format: Nullable(Type.String(), { description: 'International format of a valid number' }),
    number_type: StringEnum(PHONE_NUMBER_TYPES, { description: 'Line type of a valid number (the phone payload\'s number_type); UNKNOWN otherwise' }),
  },
  { ...strict, description: 'Phone validation: format and type only' },
);
export type PhoneValidationResponse = Static<typeof PhoneValidationResponse>;
