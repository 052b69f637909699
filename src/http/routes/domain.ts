import { DomainRequest } from '../../contract/requests.js';
import { DomainResponse } from '../../contract/responses.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /1.0/domain — domain intelligence, answered in the call. */
export const domainRoute: Route = (app, { resolve }) => {
  typed(app).post('/1.0/domain', {
    config: { entitlement: 'domain' },
    schema: { tags: ['products'], summary: 'Domain intelligence', body: DomainRequest, response: billedResponses(DomainResponse) },
  }, async (request) => {
    const b = request.body;
    return resolve.product({ product: 'domain', customerId: b.customer_id, claims: b.claims, input: { value: b.domain.value }, timeout: b.timeout }, request.caller, new Date());
  });
};
