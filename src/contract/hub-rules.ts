/** Hub rules 1-3 of the spec, after schema validation: shared by POST /1.0/hub and bulk scoring (src/bulk). */
import type { HubClaim } from './common.js';
import { ApiError, type FieldError } from './errors.js';
import type { HubRequest } from './requests.js';

/** Rule 2: each requested product needs its own input field. */
const REQUIRED_INPUT: Record<Exclude<HubClaim, 'score'>, readonly (keyof HubRequest)[]> = {
  phone: ['phone_number'],
  email: ['email'],
  ip: ['ip'],
  name: ['first_name', 'last_name'],
};

export function checkHubRules(body: HubRequest): void {
  const products = body.claims.filter((c) => c !== 'score') as Exclude<HubClaim, 'score'>[];
  if (body.claims.includes('score') && products.length < 2) {
    throw new ApiError('INVALID_CLAIMS', 'The score claim needs at least two other products in claims', [
      { field: 'claims', message: 'score requires at least two of phone, email, name, ip' },
    ]);
  }
  const missing: FieldError[] = [];
  for (const p of products) {
    for (const field of REQUIRED_INPUT[p]) {
      if (body[field] === undefined) missing.push({ field, message: `is required by the ${p} claim` });
    }
  }
  if (missing.length > 0) throw new ApiError('INVALID_PAYLOAD', 'A requested product lacks its input field', missing);
}
