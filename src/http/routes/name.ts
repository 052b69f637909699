import { defineRoute } from './shared.js';

/** POST /1.0/name — name validity, risk type and gender. */
export const nameRoute = defineRoute('name', ({ resolve }) => async (request) => {
  const b = request.body;
  return resolve.product({ product: 'name', customerId: b.customer_id, claims: b.claims, input: { first_name: b.first_name, last_name: b.last_name }, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
});
