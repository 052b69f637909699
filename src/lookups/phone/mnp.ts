/** POST /data/1.0/phone-mnp: current and original network and porting history of a number. */
import type { PhoneMnpResponse } from '../../contract/payloads/lookups.js';
import { isPorted } from '../../reference/datasets/mnp.js';
import type { CarrierIndex } from '../../products/phone/carrier.js';
import type { PhoneDatasetSource } from '../../products/phone/sources.js';
import { readLookupNumber } from './input.js';

/**
 * Invalid input (rule 10): only `is_valid_format: false`. The original network name comes from the mnp record,
 * else from Google's carrier prefixes; a number absent from the mnp dataset has the porting fields null.
 */
export async function phoneMnp(phoneNumber: string, datasets: PhoneDatasetSource, carriers: CarrierIndex): Promise<PhoneMnpResponse> {
  const n = readLookupNumber(phoneNumber);
  if (!n) return { is_valid_format: false };
  const google = carriers.lookup(n.callingCode, n.nationalNumber);
  const rec = (await datasets.read('mnp', n.digits)) ?? null;
  return {
    is_valid_format: true,
    is_ported: rec ? isPorted(rec, google) : null,
    original_network_name: rec?.original_network_name ?? google,
    original_network_code: rec?.original_network_code ?? null,
    current_network_name: rec?.current_network_name ?? null,
    current_network_code: rec?.current_network_code ?? null,
    ported_times: rec?.ported_times ?? null,
    first_ported: rec?.first_ported ?? null,
    last_ported: rec?.last_ported ?? null,
  };
}
