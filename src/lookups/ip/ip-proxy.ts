/**
 * The ip-proxy data lookup (`POST /data/1.0/ip-proxy`): the four anonymizer booleans and proxy_type from the
 * imported IP lists, the same source as the ip product. An invalid address answers only `is_valid_format: false`
 * (billed like any call). A flag whose list kind was never imported is null.
 */
import type { IpProxyResponse } from '../../contract/payloads/lookups.js';
import type { EngineDeps } from '../../products/types.js';
import { parseIp } from '../../reference/ip/address.js';
import type { ListKind } from '../../reference/ip/interval-index.js';
import type { ListSource } from '../../reference/ip/list-store.js';

export interface IpProxyDeps {
  readonly lists: ListSource;
}

export function ipProxy(ip: string, deps: IpProxyDeps): IpProxyResponse {
  const parsed = parseIp(ip);
  if (!parsed) return { is_valid_format: false };
  const m = deps.lists.lookup(parsed);
  const kinds = deps.lists.kinds;
  const flag = (k: ListKind) => (kinds.has(k) ? (m?.kinds.has(k) ?? false) : null);
  return {
    is_valid_format: true,
    is_vpn: flag('vpn'),
    is_relay: flag('relay'),
    is_proxy: flag('proxy'),
    is_tor: flag('tor'),
    proxy_type: m?.proxyType ?? null,
  };
}

/** The lookup bound to the shared reference data the ip engine reads too (loaded once by the composition root). */
export function createIpProxyLookup(deps: Pick<EngineDeps, 'reference'>): (ip: string) => IpProxyResponse {
  const lists = deps.reference.ip.lists;
  return (ip) => ipProxy(ip, { lists });
}
