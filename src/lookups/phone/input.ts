/** Rule 9 input of the phone data lookups, shared by the three lookups. */
import { parsePhoneNumberFromString } from '../../products/phone/libphonenumber.js';
import { normalizeLookupInput } from '../../products/phone/number.js';

export interface LookupNumber {
  /** E.164 digits without `+`. */
  readonly digits: string;
  readonly country: string | null;
  readonly callingCode: string;
  readonly nationalNumber: string;
}

/**
 * Digits only, country code first, no leading zero, plus sign, spaces or symbols (rule 9), and a valid number
 * of its numbering plan (libphonenumber full metadata); null otherwise (rule 10: invalid format).
 */
export function readLookupNumber(phoneNumber: string): LookupNumber | null {
  const e164 = normalizeLookupInput(phoneNumber);
  if (!e164) return null;
  const phone = parsePhoneNumberFromString(e164);
  if (!phone || !phone.isValid()) return null;
  return {
    digits: String(phone.number).slice(1),
    country: phone.country ?? null,
    callingCode: String(phone.countryCallingCode),
    nationalNumber: String(phone.nationalNumber),
  };
}
