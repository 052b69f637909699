import { defineRoute } from './shared.js';

/** POST /1.0/phone — phone intelligence. */
export const phoneRoute = defineRoute('phone', ({ resolve }) => async (request) => {
  const b = request.body;
  return resolve.product({ product: 'phone', customerId: b.customer_id, claims: b.claims, input: { phone_number: b.phone_number }, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
});
