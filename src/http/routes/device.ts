import { defineRoute } from './shared.js';

/** POST /1.0/device — device intelligence from a user agent. */
export const deviceRoute = defineRoute('device', ({ resolve }) => async (request) => {
  const b = request.body;
  return resolve.product({ product: 'device', customerId: b.customer_id, claims: b.claims, input: { user_agent: b.user_agent }, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
});
