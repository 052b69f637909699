import { EmailRequest } from '../../contract/requests.js';
import { EmailResponse } from '../../contract/responses.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /1.0/email — email intelligence. */
export const emailRoute: Route = (app, { resolve }) => {
  typed(app).post('/1.0/email', {
    config: { entitlement: 'email' },
    schema: { tags: ['products'], summary: 'Email intelligence', body: EmailRequest, response: billedResponses(EmailResponse) },
  }, async (request) => {
    const b = request.body;
    return resolve.product({ product: 'email', customerId: b.customer_id, claims: b.claims, input: { email: b.email }, timeout: b.timeout }, request.caller, new Date());
  });
};
