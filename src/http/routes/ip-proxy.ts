import { IpLookupRequest } from '../../contract/requests.js';
import { IpProxyResponse } from '../../contract/payloads/index.js';
import { sandboxIpProxy } from '../../sandbox/index.js';
import { runLookup } from './lookup.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /data/1.0/ip-proxy — IP proxy lookup. An input of invalid format is answered and billed (rule 10). */
export const ipProxyRoute: Route = (app, services) => {
  typed(app).post('/data/1.0/ip-proxy', {
    config: { entitlement: 'ip-proxy' },
    schema: { tags: ['data'], summary: 'IP proxy', body: IpLookupRequest, response: billedResponses(IpProxyResponse) },
  }, async (request) => runLookup(services, request, 'ip-proxy', request.body.transaction_id, request.body.ip, sandboxIpProxy));
};
