/**
 * buildApp(services): the Fastify instance with every plugin and route; no listen (tests use inject()).
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyServerFactory } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from './composition.js';
import { ProblemSchema } from './contract/errors.js';
import { frameworkError, registerErrorHandling } from './http/plugins/errors.js';
import { registerSecretKeyAuth } from './http/plugins/auth.js';
import { registerAppKeyAuth } from './http/plugins/app-key-auth.js';
import { registerMetrics } from './http/plugins/metrics.js';
import { registerCallStats } from './http/plugins/call-stats.js';
import { registerAdmission } from './http/plugins/admission.js';
import { registerJsonParser } from './http/plugins/json.js';
import { registerOpenApi } from './http/plugins/openapi.js';
import { ROUTES } from './http/routes/index.js';
import { registerRoutes } from './http/routes/shared.js';
import { registerPrivacyMetrics } from './privacy/metrics.js';
import { registerAdmin } from './http/admin/plugin.js';
import { loadConsoleAssets, registerConsole } from './http/console.js';
import { registerBulkParsers } from './http/routes/bulk.js';
import { guardBodies, serverTimeouts } from './http/body-deadline.js';

export type App = FastifyInstance;

function trustHops(n: number) {
  return (_address: string, hop: number) => hop < n;
}

export interface BuildOptions {
  /** A pino logger for requests; none (silent) when absent. */
  readonly logger?: FastifyBaseLogger;
  /** A server already listening to serve on (a start in standby, src/server.ts); Fastify creates its own otherwise. */
  readonly serverFactory?: FastifyServerFactory;
}

/** The interactive API reference (swagger-ui): its own scripts and styles only, never framed by another site. */
const DOCS_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/** Paths whose answers carry no personal data and may be cached: the API reference and the OpenAPI document. */
const CACHEABLE = /^\/(?:docs|openapi\.json)(?:[/?]|$)/;

/**
 * Headers of every answer (docs/security.md): no MIME sniffing; `Cache-Control: no-store` on everything but the
 * reference and the collector script (API answers carry personal data: no shared or browser cache may keep them)
 * unless the route set its own; a CSP that forbids framing on /docs, and on every other answer a CSP that allows
 * nothing (they are JSON, never a page).
 */
function securityHeaders(url: string, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  const cacheable = CACHEABLE.test(url);
  if (!cacheable && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  if (url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?')) {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DOCS_CSP);
    reply.header('x-frame-options', 'DENY');
  } else if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  }
}

/** The x-request-id a caller may choose: 1-128 letters, digits and `._:-` (a UUID, a trace id, `req_…`). */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(services: Services, options: BuildOptions = {}): Promise<App> {
  const { config } = services;
  const timeouts = serverTimeouts(config.hardening.bodyTimeoutSeconds * 1000, config.bulk.uploadTimeoutSeconds * 1000);
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    bodyLimit: config.bodyLimit,
    // A hop count N trusts the N nearest proxies (proxy-addr's index of the hop, 0 = the socket peer).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    // The headers, then the body, of a request must arrive within IDRISK_BODY_TIMEOUT_SECONDS each (docs/operations.md),
    // checked every second: a slow body holds a socket for that long at most, and no admission slot
    // (http/plugins/admission.ts). Node's own requestTimeout is the bound of a bulk upload
    // (IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS); guardBodies holds every other body to the body timeout (body-deadline.ts).
    // Node applies a request timeout only when the server is created with it (http.createServer options): assigning
    // server.requestTimeout afterwards, as server.ts did, left Node's 300 s default in force (issue 25).
    requestTimeout: timeouts.requestTimeout,
    http: timeouts,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors: frameworkError,
    // A caller's x-request-id is kept only in a bounded form (REQUEST_ID), else one is generated (docs/errors.md).
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : `req_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: true,
        strict: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  guardBodies(app.server, config.hardening.bodyTimeoutSeconds * 1000);
  registerJsonParser(app);
  // Hooks with nothing to await take Fastify's callback form: an async hook costs a promise and a microtask per call.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    securityHeaders(request.url, reply);
    done(null, payload);
  });
  app.addSchema(ProblemSchema);
  const metrics = registerMetrics(app, services.metrics, { token: config.hardening.metricsToken });
  registerCallStats(app, services.callStats);
  registerAdmission(app, { ...config.resilience, maxInflightPerKey: config.hardening.maxInflightPerKey, metrics: metrics.faults });
  registerErrorHandling(app, { retryAfterSeconds: config.resilience.retryAfterSeconds, faults: metrics.faults });
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  if (!metrics.registry.getSingleMetric('idrisk_retention_days')) registerPrivacyMetrics(metrics.registry, services.privacy);

  registerRoutes(app, services, ROUTES, 'none');
  await app.register(async (scope) => {
    registerAppKeyAuth(scope, services);
    registerRoutes(scope, services, ROUTES, 'app-key');
  });
  await app.register(async (scope) => {
    registerSecretKeyAuth(scope, services);
    // Bulk uploads (text/csv, JSONL, gzip, multipart) reach POST /1.0/bulk as a stream; elsewhere they stay 415.
    registerBulkParsers(scope);
    registerRoutes(scope, services, ROUTES, 'secret-key');
  });
  // /admin/1.0: operators' sessions and admin tokens (src/http/admin/plugin.ts).
  await registerAdmin(app, services);
  // /console: the operator console's static assets (docs/console.md), unless IDRISK_CONSOLE=off.
  if (config.admin.console) registerConsole(app, loadConsoleAssets());
  return app;
}
