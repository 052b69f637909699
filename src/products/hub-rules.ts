/**
 * Hub rules 1-3 of the spec, after schema validation: shared by POST /1.0/hub and bulk scoring (src/bulk). The fields
 * each claim needs come from the product catalogue (./catalogue.ts).
 */
import type { HubClaim } from '../contract/common.js';
import { ApiError, type FieldError } from '../contract/errors.js';
import type { HubRequest } from '../contract/requests.js';
import { PRODUCT_CATALOGUE } from './catalogue.js';

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
