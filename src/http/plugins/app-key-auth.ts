/**
 * Publishable app-key auth for the browser collector's group of routes, in order: the Origin header must be present
 * (403 ORIGIN_NOT_ALLOWED) -> the x-idrisk-app-key header names an active app of an enabled account (403
 * MISSING_APP_KEY, 401 INVALID_APP_KEY) -> the Origin is one of that app's origins (403 ORIGIN_NOT_ALLOWED) -> the
 * account is entitled to login (401 PRODUCT_NOT_ENABLED) -> rate limits per app key and per client IP (429). Only then is the CORS grant
 * (Access-Control-Allow-Origin) added, so a page of another origin never reads an answer. All of it runs before
 * the body is parsed. The app key opens nothing else: secret-key routes only take idr_live_/idr_test_ keys.
 *
 * The CORS preflight (OPTIONS) of each app-key operation is answered here too. It carries no key, so it is granted
 * when the Origin is an allowed origin of any active app (the POST then checks the origin against its own app);
 * otherwise 403 without a grant.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../../contract/errors.js';
import type { Account } from '../../accounts/accounts.js';
import type { RateLimiter } from '../../accounts/ratelimit.js';
import type { Config } from '../../config/index.js';
import type { App, Apps } from '../../login/apps.js';
import { OPERATIONS, type OperationDef } from '../../contract/operations.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The collector app of a publishable-key request and its account. */
    collector: { app: App; account: Account };
  }
}

export const APP_KEY_HEADER = 'x-idrisk-app-key';
/** The request headers a collect call may carry (the CORS preflight grants exactly these). */
export const COLLECT_HEADERS = ['content-type', APP_KEY_HEADER] as const;

export interface AppKeyAuthDeps {
  readonly config: Config;
  readonly apps: Apps;
  readonly rateLimiter: RateLimiter;
}

/** The client address: the socket peer, or the X-Forwarded-For hop IDRISK_TRUST_PROXY names; IPv4-mapped IPv6 unwrapped. */
export function clientIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

export function grantCors(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('vary', 'Origin');
}

export function registerAppKeyAuth(app: FastifyInstance, deps: AppKeyAuthDeps): void {
  app.decorateRequest('collector', null as unknown as { app: App; account: Account });
  for (const op of Object.values(OPERATIONS) as OperationDef[]) if (op.auth === 'app-key') registerPreflight(app, deps, op.path);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '') throw new ApiError('ORIGIN_NOT_ALLOWED', 'The collector sends from a login page: the request has no Origin header');
    const header = request.headers[APP_KEY_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || key === '') throw new ApiError('MISSING_APP_KEY', `Send the app key in the ${APP_KEY_HEADER} header`);
    const found = await deps.apps.authenticate(key);
    if (!found || found.account.disabled) throw new ApiError('INVALID_APP_KEY', 'The app key is not valid, was revoked, or its account is disabled');
    if (!found.app.origins.includes(origin)) throw new ApiError('ORIGIN_NOT_ALLOWED', `Origin ${origin} is not an allowed origin of this app`);
    const entitlement = request.routeOptions.config.entitlement;
    if (entitlement && !found.account.products.includes(entitlement)) throw new ApiError('PRODUCT_NOT_ENABLED', `This account is not enabled for ${entitlement}`);
    request.collector = found;
    const ip = clientIp(request.ip);
    for (const [bucket, rate] of [[`collect-app:${found.app.id}`, deps.config.login.appRate], [`collect-ip:${ip}`, deps.config.login.ipRate]] as const) {
      const d = await deps.rateLimiter.consume(bucket, rate);
      if (!d.allowed) throw new ApiError('RATE_LIMITED', `Rate limit of ${rate} collect calls per second exceeded`, [], { 'retry-after': String(d.retryAfterSeconds) });
    }
    grantCors(reply, origin);
  });
}

function registerPreflight(app: FastifyInstance, deps: AppKeyAuthDeps, path: string): void {
  app.options(path, { schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '' || !(await deps.apps.originAllowed(origin))) {
      throw new ApiError('ORIGIN_NOT_ALLOWED', 'This origin is not an allowed origin of any collector app');
    }
    const method = request.headers['access-control-request-method'];
    const asked = String(request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    if (method !== 'POST' || asked.some((h) => !(COLLECT_HEADERS as readonly string[]).includes(h))) {
      throw new ApiError('ORIGIN_NOT_ALLOWED', `The collector only sends POST with the headers ${COLLECT_HEADERS.join(', ')}`);
    }
    grantCors(reply, origin);
    reply.header('access-control-allow-methods', 'POST');
    reply.header('access-control-allow-headers', COLLECT_HEADERS.join(', '));
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
}
