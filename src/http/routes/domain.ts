import { defineRoute } from './shared.js';

/** POST /1.0/domain — domain intelligence, answered in the call. */
export const domainRoute = defineRoute('domain', ({ resolve }) => async (request) => {
  const b = request.body;
  return resolve.product({ product: 'domain', customerId: b.customer_id, claims: b.claims, input: { value: b.domain.value }, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
});
