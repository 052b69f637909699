import type { HubClaim } from '../../contract/common.js';
import { ApiError, type FieldError } from '../../contract/errors.js';
import type { HubRequest } from '../../contract/requests.js';
import { requireEntitlement } from '../plugins/auth.js';
import { PRODUCT_CATALOGUE } from '../../products/catalogue.js';
import { defineRoute } from './shared.js';


/** Hub rules 1-3 of the spec, after schema validation. */
export function checkHubRules(body: HubRequest): void {
  const products = body.claims.filter((c) => c !== 'score') as Exclude<HubClaim, 'score'>[];
  if (body.claims.includes('score') && products.length < 2) {
    throw new ApiError('INVALID_CLAIMS', 'The score claim needs at least two other products in claims', [
      { field: 'claims', message: 'score requires at least two of phone, email, name, ip' },
    ]);
  }
  const missing: FieldError[] = [];
  for (const p of products) {
    // Rule 2: each requested product needs its own input fields (the product catalogue names them).
    for (const field of PRODUCT_CATALOGUE[p].hub?.fields ?? []) {
      if (body[field] === undefined) missing.push({ field, message: `is required by the ${p} claim` });
    }
  }
  if (missing.length > 0) throw new ApiError('INVALID_PAYLOAD', 'A requested product lacks its input field', missing);
}

/** POST /1.0/hub — onboarding: several products in one call plus the combined score. */
export const hubRoute = defineRoute('hub', ({ resolve }) => async (request) => {
  const b = request.body;
  checkHubRules(b);
  for (const c of b.claims) if (c !== 'score') requireEntitlement(request, c);
  const given = { phone_number: b.phone_number, email: b.email, ip: b.ip, first_name: b.first_name, last_name: b.last_name };
  for (const k of Object.keys(given) as (keyof typeof given)[]) if (given[k] === undefined) delete given[k];
  return resolve.hub({ customerId: b.customer_id, claims: b.claims, given, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
});
