/**
 * Secret-key auth for an encapsulated group of routes, in the documented order:
 * auth (403 missing key, 401 unknown/revoked key or disabled account) -> entitlement of the route (401 PRODUCT_NOT_ENABLED)
 * -> rate limit per key (429 with Retry-After and RateLimit headers). All run before the body is parsed,
 * so nothing a caller sends in the body can jump this order.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../contract/errors.js';
import type { Entitlement } from '../../accounts/entitlements.js';
import type { ApiKeys } from '../../accounts/keys.js';
import type { RateLimiter } from '../../accounts/ratelimit.js';
import type { Caller } from '../../resolve/service.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** What the account must be entitled to for this route (none for credits / reason codes). */
    entitlement?: Entitlement;
  }
}

export interface AuthDeps {
  readonly keys: ApiKeys;
  readonly rateLimiter: RateLimiter;
}

export function requireEntitlement(request: FastifyRequest, entitlement: Entitlement): void {
  if (!request.caller.account.products.includes(entitlement)) {
    throw new ApiError('PRODUCT_NOT_ENABLED', `This account is not enabled for ${entitlement}`);
  }
}

export function registerSecretKeyAuth(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['x-api-key'];
    const secret = Array.isArray(header) ? header[0] : header;
    if (secret === undefined || secret === '') throw new ApiError('MISSING_API_KEY', 'Send your API key in the x-api-key header');
    const found = await deps.keys.authenticate(secret);
    if (!found) throw new ApiError('INVALID_API_KEY', 'The API key is not valid or was revoked');
    const { key, account } = found;
    if (account.disabled) throw new ApiError('ACCOUNT_DISABLED', 'The account of this key is disabled');
    request.caller = { account, key };

    const entitlement = request.routeOptions.config.entitlement;
    if (entitlement) requireEntitlement(request, entitlement);

    const d = await deps.rateLimiter.consume(key.id, account.rateLimit);
    const window = Math.max(1, Math.ceil(d.limit / account.rateLimit));
    reply.header('ratelimit-policy', `"default";q=${d.limit};w=${window}`);
    reply.header('ratelimit', `"default";r=${d.remaining};t=${d.resetSeconds}`);
    if (!d.allowed) {
      throw new ApiError('RATE_LIMITED', `Rate limit of ${account.rateLimit} requests per second exceeded`, [], {
        'retry-after': String(d.retryAfterSeconds),
      });
    }
  });
}
