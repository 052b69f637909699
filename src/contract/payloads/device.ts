/** The device payload (object `device`, or the body fields, of the device response). Every field is nullable. */
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Count, Enum, Str, reasonCodes, scoreFields } from './fields.js';

export const DEVICE_CATEGORIES = [
  'Mobile Phone', 'Desktop', 'Tablet', 'TV', 'Games Console', 'Digital Home Assistant', 'Data Collection Terminal',
  'Telematics Control Unit', 'Set Top Box', 'Media Player', 'Single-board Computer', 'Refrigerator',
] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];
export const PRICE_CLUSTERS = ['very_low', 'low', 'medium', 'high', 'very_high'] as const;

export const DevicePayload = Type.Object(
  {
    value: Str('User agent submitted'),
    age: Count('Year of commercial release'),
    brand: Str('Provider of the device, browser or component'),
    browser_name: Str('Browser name'),
    browser_version: Str('Browser version'),
    is_robot: Bool('Bot or spider detected'),
    model: Str('Commercial device name'),
    operating_system: Str('Operating system'),
    price_cluster: Enum(PRICE_CLUSTERS, 'Retail price band: very_low, low, medium, high, very_high'),
    price_usd: Str('Retail price in USD'),
    screen_size_height: Count('Screen height in pixels'),
    screen_size_width: Count('Screen width in pixels'),
    category: Enum(DEVICE_CATEGORIES, 'Device category'),
    ...scoreFields(),
    reason_codes: reasonCodes(),
    identity_email_count: Count('Emails linked to the device'),
    identity_ip_count: Count('IPs linked to the device'),
    identity_msisdn_count: Count('Phone numbers linked to the device'),
    identity_name_count: Count('Names linked to the device'),
  },
  { additionalProperties: false, description: 'Device payload; a field whose source is absent is null' },
);
export type DevicePayload = Static<typeof DevicePayload>;
