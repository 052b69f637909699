/**
 * Secret-key auth for an encapsulated group of routes, in the documented order:
 * auth (403 missing key, 401 unknown/revoked key or disabled account) -> entitlement of the route (401 PRODUCT_NOT_ENABLED)
 * -> rate limit per key (429 with Retry-After and RateLimit headers). All run before the body is parsed,
 * so nothing a caller sends in the body can jump this order.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiError } from '../../contract/errors.js';
import type { Entitlement } from '../../accounts/entitlements.js';
import type { Account } from '../../accounts/accounts.js';
import type { ApiKey, ApiKeys } from '../../accounts/keys.js';
import type { RateDecision, RateLimiter } from '../../accounts/ratelimit.js';
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

type Done = HookHandlerDoneFunction;

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
  // Callback form: with the key and account in the auth cache and an in-process rate limiter (the usual case), nothing
  // is awaited (an async hook costs a promise and a microtask per await); otherwise the same steps wait for the
  // database or the shared limiter. Either way every error goes to `done`, and `done` is called once.
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers['x-api-key'];
    const secret = Array.isArray(header) ? header[0] : header;
    if (secret === undefined || secret === '') return done(new ApiError('MISSING_API_KEY', 'Send your API key in the x-api-key header'));
    const known = deps.keys.known(secret);
    if (known !== undefined) return admit(request, reply, known, done);
    deps.keys.authenticate(secret).then((found) => admit(request, reply, found, done), done);
  });

  /** The found key and account (null: none) -> the account and entitlement checks, then the rate limit. */
  function admit(request: FastifyRequest, reply: FastifyReply, found: { key: ApiKey; account: Account } | null, done: Done): void {
    const refused = check(request, found);
    if (refused) return done(refused);
    const { key, account } = found!;
    const limiter = deps.rateLimiter;
    if (limiter.consumeNow) return limited(reply, account, limiter.consumeNow(key.id, account.rateLimit), done);
    limiter.consume(key.id, account.rateLimit).then((d) => limited(reply, account, d, done), done);
  }

  /** Sets the RateLimit headers; `done` is called outside any try, so a later hook's throw never calls it twice. */
  function limited(reply: FastifyReply, account: Account, d: RateDecision, done: Done): void {
    const window = Math.max(1, Math.ceil(d.limit / account.rateLimit));
    reply.header('ratelimit-policy', `"default";q=${d.limit};w=${window}`);
    reply.header('ratelimit', `"default";r=${d.remaining};t=${d.resetSeconds}`);
    if (!d.allowed) {
      return done(new ApiError('RATE_LIMITED', `Rate limit of ${account.rateLimit} requests per second exceeded`, [], {
        'retry-after': String(d.retryAfterSeconds),
      }));
    }
    done();
  }
}

/** Why a call with this key and account is refused (in the documented order), or null; sets request.caller. */
function check(request: FastifyRequest, found: { key: ApiKey; account: Account } | null): ApiError | null {
  if (!found) return new ApiError('INVALID_API_KEY', 'The API key is not valid or was revoked');
  const { key, account } = found;
  if (account.disabled) return new ApiError('ACCOUNT_DISABLED', 'The account of this key is disabled');
  request.caller = { account, key };
  const entitlement = request.routeOptions.config.entitlement;
  if (entitlement && !account.products.includes(entitlement)) {
    return new ApiError('PRODUCT_NOT_ENABLED', `This account is not enabled for ${entitlement}`);
  }
  return null;
}
