import { checkHubRules } from '../../products/hub-rules.js';
import { requireEntitlement } from '../plugins/auth.js';
import { defineRoute } from './shared.js';

export { checkHubRules };

/** POST /1.0/hub — onboarding: several products in one call plus the combined score. */
export const hubRoute = defineRoute('hub', ({ resolve }) => async (request) => {
  const b = request.body;
  checkHubRules(b);
  for (const c of b.claims) if (c !== 'score') requireEntitlement(request, c);
  const given = { phone_number: b.phone_number, email: b.email, ip: b.ip, first_name: b.first_name, last_name: b.last_name };
  for (const k of Object.keys(given) as (keyof typeof given)[]) if (given[k] === undefined) delete given[k];
  return resolve.hub({ customerId: b.customer_id, claims: b.claims, given, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
});
