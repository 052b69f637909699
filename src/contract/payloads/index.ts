/** Every response payload of the contract. */
import type { DevicePayload } from './device.js';
import type { DomainPayload } from './domain.js';
import type { EmailPayload } from './email.js';
import type { IpPayload } from './ip.js';
import type { NamePayload } from './name.js';
import type { PhonePayload } from './phone.js';
import { DevicePayload as DeviceSchema } from './device.js';
import { DomainPayload as DomainSchema } from './domain.js';
import { EmailPayload as EmailSchema } from './email.js';
import { IpPayload as IpSchema } from './ip.js';
import { NamePayload as NameSchema } from './name.js';
import { PhonePayload as PhoneSchema } from './phone.js';

export * from './phone.js';
export * from './email.js';
export * from './ip.js';
export * from './domain.js';
export * from './device.js';
export * from './name.js';
export * from './score.js';
export * from './login.js';
export * from './lookups.js';

/** The payload schema of each product, keyed by its claim. */
export const PRODUCT_PAYLOADS = {
  phone: PhoneSchema,
  email: EmailSchema,
  ip: IpSchema,
  domain: DomainSchema,
  device: DeviceSchema,
  name: NameSchema,
} as const;

export type ProductPayloads = {
  phone: PhonePayload;
  email: EmailPayload;
  ip: IpPayload;
  domain: DomainPayload;
  device: DevicePayload;
  name: NamePayload;
};
