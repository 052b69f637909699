/** POST /data/1.0/phone-to-name: names seen for a number, aggregated and attributed, most frequent first. */
import type { PhoneToNameResponse } from '../../contract/payloads/lookups.js';
import { nameConfidence } from '../../reference/datasets/phone-names.js';
import type { PhoneDatasetSource } from '../../products/phone/sources.js';
import { readLookupNumber } from './input.js';

const nullLists = {
  first_name: null,
  last_name: null,
  confidence: null,
  names: null,
  names_cities: null,
  cities: null,
  names_dobs: null,
  names_with_dobs: null,
  names_addresses: null,
  names_with_addresses: null,
} as const;

const orNull = <T>(list: T[]): T[] | null => (list.length > 0 ? list : null);

/**
 * Invalid input (rule 10): every field present, `is_valid_format: false`, the rest null. No name found (rule 11,
 * issue 31): every field other than `is_valid_format` null, `has_phone_to_name_match` and `country_code` included.
 * A list with no entry for this number (e.g. no cities for its country) is null.
 */
export async function phoneToName(phoneNumber: string, datasets: PhoneDatasetSource): Promise<PhoneToNameResponse> {
  const n = readLookupNumber(phoneNumber);
  if (!n) return { is_valid_format: false, has_phone_to_name_match: null, country_code: null, ...nullLists };
  const found = await datasets.read('phone-names', n.digits);
  if (!found) return { is_valid_format: true, has_phone_to_name_match: null, country_code: null, ...nullLists };
  const best = found.names[0];
  return {
    is_valid_format: true,
    first_name: best.first_name,
    last_name: best.last_name,
    confidence: nameConfidence(best, found.total),
    has_phone_to_name_match: true,
    names: found.names,
    names_cities: orNull(found.names_cities),
    cities: orNull(found.cities),
    names_dobs: orNull(found.names_dobs),
    names_with_dobs: orNull(found.names_with_dobs),
    names_addresses: orNull(found.names_addresses),
    names_with_addresses: orNull(found.names_with_addresses),
    country_code: n.country,
  };
}
