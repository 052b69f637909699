/**
 * The standalone data lookups with a live implementation. A lookup missing here answers 501
 * PRODUCT_NOT_AVAILABLE on live keys (sandbox keys always answer).
 */
import type { EngineDeps } from '../products/registry.js';
import type {
  IpProxyResponse,
  PhoneDataBreachesResponse,
  PhoneMnpResponse,
  PhoneToNameResponse,
} from '../contract/payloads/index.js';

export interface Lookups {
  'phone-data-breaches'?: (phoneNumber: string) => Promise<PhoneDataBreachesResponse>;
  'phone-to-name'?: (phoneNumber: string) => Promise<PhoneToNameResponse>;
  'phone-mnp'?: (phoneNumber: string) => Promise<PhoneMnpResponse>;
  'ip-proxy'?: (ip: string) => Promise<IpProxyResponse>;
}

export async function createLookups(deps: EngineDeps): Promise<Lookups> {
  void deps;
  const lookups: Lookups = {};
  return lookups;
}
