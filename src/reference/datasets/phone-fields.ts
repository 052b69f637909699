/** Row fields shared by the phone-area datasets: how a phone, an email and a date are written in a file. */
import { Type } from '@sinclair/typebox';

/** E.164 digits, country code first, an optional leading `+` tolerated in files. */
export const PhoneField = (description = 'E.164 number: country code first, digits only (a leading + is tolerated)') =>
  Type.String({ pattern: '^\\+?[1-9][0-9]{6,14}$', description });

export const EmailField = (description = 'Email address') =>
  Type.String({ pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', maxLength: 320, description });

export const DayField = (description: string) =>
  Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', description });

/** Stored form of a phone: digits without `+`. */
export function phoneKey(phone: string): string {
  return phone.startsWith('+') ? phone.slice(1) : phone;
}

/** Stored form of an email: trimmed, lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);
