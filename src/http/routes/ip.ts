import { defineRoute } from './shared.js';

/** POST /1.0/ip — IP intelligence with a selectable scoring model. */
export const ipRoute = defineRoute('ip', ({ resolve }) => async (request) => {
  const b = request.body;
  return resolve.product({ product: 'ip', customerId: b.customer_id, claims: b.claims, input: { ip: b.ip, model_id: b.model_id }, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
});
