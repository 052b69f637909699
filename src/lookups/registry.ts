/**
 * The standalone data lookups with a live implementation. A lookup missing here answers 501
 * PRODUCT_NOT_AVAILABLE on live keys (sandbox keys always answer).
 */
import type { EngineDeps } from '../products/types.js';
import type {
  IpProxyResponse,
  PhoneDataBreachesResponse,
  PhoneMnpResponse,
  PhoneToNameResponse,
} from '../contract/payloads/index.js';
import { phoneDataBreaches, phoneMnp, phoneToName } from './phone/index.js';
import { createIpProxyLookup } from './ip/ip-proxy.js';

export interface Lookups {
  'phone-data-breaches'?: (phoneNumber: string) => Promise<PhoneDataBreachesResponse>;
  'phone-to-name'?: (phoneNumber: string) => Promise<PhoneToNameResponse>;
  'phone-mnp'?: (phoneNumber: string) => Promise<PhoneMnpResponse>;
  'ip-proxy'?: (ip: string) => Promise<IpProxyResponse>;
}

export function createLookups(deps: EngineDeps): Lookups {
  const ipProxy = createIpProxyLookup(deps);
  return {
    'phone-data-breaches': (phone) => phoneDataBreaches(phone, deps.db),
    'phone-to-name': (phone) => phoneToName(phone, deps.db),
    'phone-mnp': (phone) => phoneMnp(phone, deps.db),
    'ip-proxy': async (ip) => ipProxy(ip),
  };
}
