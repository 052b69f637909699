/**
 * POST /1.0/phone-validation (rule 13: "a way to check format before calling"): the format and line type of a number
 * from libphonenumber's full metadata, offline. No dataset, no network, no identity graph: the number is neither
 * looked up nor stored (docs/phone.md).
 */
import { isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength, type PhoneNumber } from '../../products/phone/libphonenumber.js';
import type { PhoneValidationResponse } from '../../contract/payloads/lookups.js';
import { mapNumberType, normalizeProductInput } from '../../products/phone/number.js';

const SEPARATORS = /[\s\-./()\u00a0]/g;

/** The number as libphonenumber reads it: international (+, 00 or bare digits) unless `country` is given and it has neither + nor 00. */
function read(phoneNumber: string, country: string | undefined): PhoneNumber | undefined {
  const s = phoneNumber.trim();
  if (country === undefined || /^(\+|00)/.test(s)) {
    const e164 = normalizeProductInput(s);
    return e164 ? parsePhoneNumberFromString(e164) : undefined;
  }
  if (!isSupportedCountry(country)) return undefined;
  const digits = s.replace(SEPARATORS, '');
  return /^\d{2,17}$/.test(digits) ? parsePhoneNumberFromString(digits, country) : undefined;
}

export function validatePhone(phoneNumber: string, country?: string): PhoneValidationResponse {
  const phone = read(phoneNumber, country);
  const valid = phone?.isValid() ?? false;
  return {
    phone_number: phoneNumber,
    is_valid_format: valid,
    is_possible: phone ? validatePhoneNumberLength(String(phone.number)) === undefined : false,
    e164: phone ? String(phone.number) : null,
    country_code: valid ? (phone!.country ?? null) : null,
    calling_code: phone ? String(phone.countryCallingCode) : null,
    national_format: valid ? phone!.formatNational() : null,
    international_format: valid ? phone!.formatInternational() : null,
    number_type: valid ? mapNumberType(phone!.getType()) : 'UNKNOWN',
  };
}
