/** POST /data/1.0/phone-data-breaches: the breaches a number appears in, with aggregated lists. */
import type { PhoneDataBreachesResponse } from '../../contract/payloads/lookups.js';
import type { BreachEntry } from '../../reference/datasets/breaches.js';
import type { PhoneDatasetSource } from '../../products/phone/sources.js';
import { readLookupNumber } from './input.js';

/** The lookup's entries carry no `phones` (the number itself is the subject). */
export function withoutPhones(e: BreachEntry): Omit<BreachEntry, 'phones'> {
  const { phones: _phones, ...rest } = e;
  return rest;
}

/**
 * Invalid input (rule 9/10): only `is_valid_format: false`. Breaches never imported: every other field null.
 * Imported but the number is in none: count 0, the rest null.
 */
export async function phoneDataBreaches(phoneNumber: string, datasets: PhoneDatasetSource): Promise<PhoneDataBreachesResponse> {
  const n = readLookupNumber(phoneNumber);
  if (!n) return { is_valid_format: false };
  const empty: PhoneDataBreachesResponse = {
    is_valid_format: true,
    data_breaches_count: null,
    data_breaches_first_breach: null,
    data_breaches_last_breach: null,
    data_breaches_data: null,
    data_breaches_data_lists: null,
  };
  const b = await datasets.read('breaches', n.digits);
  if (b === undefined) return empty;
  if (b.count === 0) return { ...empty, data_breaches_count: 0 };
  return {
    is_valid_format: true,
    data_breaches_count: b.count,
    data_breaches_first_breach: b.first_breach,
    data_breaches_last_breach: b.last_breach,
    data_breaches_data: b.entries.map(withoutPhones),
    data_breaches_data_lists: b.lists,
  };
}
