import { defineRoute } from './shared.js';

/** POST /1.0/email — email intelligence. */
export const emailRoute = defineRoute('email', ({ resolve }) => async (request) => {
  const b = request.body;
  return resolve.product({ product: 'email', customerId: b.customer_id, claims: b.claims, input: { email: b.email }, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
});
