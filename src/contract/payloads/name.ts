/** The name payload (object `name` of the name and hub responses). Every field is nullable. */
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Count, Enum, Str, reasonCodes, scoreFields } from './fields.js';

export const NAME_RISK_TYPES = [
  'RANDOM_TYPING', 'PLACEHOLDER', 'PLACEHOLDER_TITLE', 'FICTIONAL', 'FAMOUS', 'HUMOROUS', 'INVALID',
  'INVALID_CHARACTERS', 'STRING_SIMILARITY', 'VULGAR', 'OTHER',
] as const;
export type NameRiskType = (typeof NAME_RISK_TYPES)[number];
export const GENDERS = ['F', 'M'] as const;

export const NamePayload = Type.Object(
  {
    value: Str('First and last name joined by a comma'),
    is_valid: Bool('Valid first and last name'),
    gender: Enum(GENDERS, 'Gender inferred from the first name: F or M'),
    ...scoreFields(),
    risk_type: Enum(
      NAME_RISK_TYPES,
      'For invalid names: RANDOM_TYPING, PLACEHOLDER, PLACEHOLDER_TITLE (a title such as Mr), FICTIONAL, FAMOUS, HUMOROUS, INVALID, INVALID_CHARACTERS, STRING_SIMILARITY (first and last name nearly identical), VULGAR, OTHER',
    ),
    has_facebook: Bool('A Facebook profile exists for the name', { deprecated: true }),
    facebook_avatar_url: Str('Facebook avatar URL', { deprecated: true }),
    reason_codes: reasonCodes(),
    identity_device_count: Count('Devices linked to the name'),
    identity_email_count: Count('Emails linked to the name'),
    identity_msisdn_count: Count('Phone numbers linked to the name'),
    identity_ip_count: Count('IPs linked to the name'),
  },
  { additionalProperties: false, description: 'Name payload; a field whose source is absent is null' },
);
export type NamePayload = Static<typeof NamePayload>;
