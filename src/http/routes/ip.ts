import { IpRequest } from '../../contract/requests.js';
import { IpResponse } from '../../contract/responses.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /1.0/ip — IP intelligence with a selectable scoring model. */
export const ipRoute: Route = (app, { resolve }) => {
  typed(app).post('/1.0/ip', {
    config: { entitlement: 'ip' },
    schema: { tags: ['products'], summary: 'IP intelligence', body: IpRequest, response: billedResponses(IpResponse) },
  }, async (request) => {
    const b = request.body;
    return resolve.product({ product: 'ip', customerId: b.customer_id, claims: b.claims, input: { ip: b.ip, model_id: b.model_id }, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
  });
};
