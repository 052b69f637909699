import { DeviceRequest } from '../../contract/requests.js';
import { DeviceResponse } from '../../contract/responses.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /1.0/device — device intelligence from a user agent. */
export const deviceRoute: Route = (app, { resolve }) => {
  typed(app).post('/1.0/device', {
    config: { entitlement: 'device' },
    schema: { tags: ['products'], summary: 'Device intelligence', body: DeviceRequest, response: billedResponses(DeviceResponse) },
  }, async (request) => {
    const b = request.body;
    return resolve.product({ product: 'device', customerId: b.customer_id, claims: b.claims, input: { user_agent: b.user_agent }, timeout: b.timeout }, request.caller, new Date());
  });
};
