import { PhoneRequest } from '../../contract/requests.js';
import { PhoneResponse } from '../../contract/responses.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /1.0/phone — phone intelligence. */
export const phoneRoute: Route = (app, { resolve }) => {
  typed(app).post('/1.0/phone', {
    config: { entitlement: 'phone' },
    schema: { tags: ['products'], summary: 'Phone intelligence', body: PhoneRequest, response: billedResponses(PhoneResponse) },
  }, async (request) => {
    const b = request.body;
    return resolve.product({ product: 'phone', customerId: b.customer_id, claims: b.claims, input: { phone_number: b.phone_number }, timeout: b.timeout }, request.caller, new Date());
  });
};
