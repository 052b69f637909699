/**
 * POST /phone, /email, /ip, /domain, /onboarding — the unversioned flat forms of rule 14 (catalogue entries
 * `legacy-*`). Each is answered by the versioned operation's domain call (same auth, entitlement, rate limit, errors,
 * sandbox, customer_id rule and price; stored and billed under the versioned operation's name), its body mapped to and
 * from the flat form by src/contract/legacy.ts. The five share that one mapping, hence one file.
 */
import type { HubClaim } from '../../contract/common.js';
import { ApiError } from '../../contract/errors.js';
import { flattenAnswer, onboardingProducts, type FlatBody } from '../../contract/legacy.js';
import type { HubRequest } from '../../contract/requests.js';
import { requireEntitlement } from '../plugins/auth.js';
import { checkHubRules } from './hub.js';
import { defineRoute } from './shared.js';

const flat = (answer: object, products: Parameters<typeof flattenAnswer>[1]) => flattenAnswer(answer as Record<string, unknown>, products);

export const legacyPhoneRoute = defineRoute('legacy-phone', ({ resolve }) => async (request) => {
  const b = request.body as FlatBody;
  const answer = await resolve.product({ product: 'phone', customerId: b.customer_id, claims: ['phone'], input: { phone_number: b.phone! }, timeout: b.timeout }, request.caller, new Date());
  return flat(answer, ['phone']);
});

export const legacyEmailRoute = defineRoute('legacy-email', ({ resolve }) => async (request) => {
  const b = request.body as FlatBody;
  const answer = await resolve.product({ product: 'email', customerId: b.customer_id, claims: ['email'], input: { email: b.email! }, timeout: b.timeout }, request.caller, new Date());
  return flat(answer, ['email']);
});

export const legacyIpRoute = defineRoute('legacy-ip', ({ resolve }) => async (request) => {
  const b = request.body as FlatBody;
  const answer = await resolve.product(
    { product: 'ip', customerId: b.customer_id, claims: ['ip'], input: { ip: b.ip!, model_id: b.model_id }, timeout: b.timeout, modelId: b.model_id },
    request.caller,
    new Date(),
  );
  return flat(answer, ['ip']);
});

export const legacyDomainRoute = defineRoute('legacy-domain', ({ resolve }) => async (request) => {
  const b = request.body as FlatBody;
  const answer = await resolve.product({ product: 'domain', customerId: b.customer_id, claims: ['domain'], input: { value: b.domain! }, timeout: b.timeout }, request.caller, new Date());
  return flat(answer, ['domain']);
});

/** The hub with the products whose fields are given, plus the score when two or more are. */
export const legacyOnboardingRoute = defineRoute('legacy-onboarding', ({ resolve }) => async (request) => {
  const b = request.body as FlatBody;
  const products = onboardingProducts(b);
  if (products.length === 0) {
    throw new ApiError('INVALID_PAYLOAD', 'Give at least one touch point', [{ field: 'phone', message: 'one of phone, email, ip, first_name/last_name is required' }]);
  }
  const claims: HubClaim[] = products.length >= 2 ? [...products, 'score'] : [...products];
  const hub: HubRequest = { customer_id: b.customer_id, claims, phone_number: b.phone, email: b.email, ip: b.ip, first_name: b.first_name, last_name: b.last_name };
  checkHubRules(hub);
  for (const p of products) requireEntitlement(request, p);
  const given = { phone_number: b.phone, email: b.email, ip: b.ip, first_name: b.first_name, last_name: b.last_name };
  for (const k of Object.keys(given) as (keyof typeof given)[]) if (given[k] === undefined) delete given[k];
  const answer = await resolve.hub({ customerId: b.customer_id, claims, given, timeout: b.timeout, modelId: b.model_id }, request.caller, new Date());
  return flat(answer, products);
});
