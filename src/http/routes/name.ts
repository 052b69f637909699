import { NameRequest } from '../../contract/requests.js';
import { NameResponse } from '../../contract/responses.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /1.0/name — name validity, risk type and gender. */
export const nameRoute: Route = (app, { resolve }) => {
  typed(app).post('/1.0/name', {
    config: { entitlement: 'name' },
    schema: { tags: ['products'], summary: 'Name intelligence', body: NameRequest, response: billedResponses(NameResponse) },
  }, async (request) => {
    const b = request.body;
    return resolve.product({ product: 'name', customerId: b.customer_id, claims: b.claims, input: { first_name: b.first_name, last_name: b.last_name }, timeout: b.timeout }, request.caller, new Date());
  });
};
