/**
 * buildApp(services): the Fastify instance with every plugin and route; no listen (tests use inject()).
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from './composition.js';
import { ProblemSchema } from './contract/errors.js';
import { frameworkError, registerErrorHandling } from './http/plugins/errors.js';
import { registerSecretKeyAuth } from './http/plugins/auth.js';
import { registerAppKeyAuth } from './http/plugins/app-key-auth.js';
import { registerMetrics } from './http/plugins/metrics.js';
import { registerAdmission } from './http/plugins/admission.js';
import { registerJsonParser } from './http/plugins/json.js';
import { registerOpenApi } from './http/plugins/openapi.js';
import { ROUTES } from './http/routes/index.js';
import { registerRoutes } from './http/routes/shared.js';
import { registerPrivacyMetrics } from './privacy/metrics.js';

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

export async function buildApp(services: Services, options: BuildOptions = {}): Promise<App> {
  const { config } = services;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    bodyLimit: config.bodyLimit,
    // A hop count N trusts the N nearest proxies (proxy-addr's index of the hop, 0 = the socket peer).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors: frameworkError,
    requestIdHeader: 'x-request-id',
    genReqId: () => `req_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
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

  registerJsonParser(app);
  // Hooks with nothing to await take Fastify's callback form: an async hook costs a promise and a microtask per call.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addSchema(ProblemSchema);
  const metrics = registerMetrics(app, services.metrics);
  registerAdmission(app, { ...config.resilience, metrics: metrics.faults });
  registerErrorHandling(app, { retryAfterSeconds: config.resilience.retryAfterSeconds, faults: metrics.faults });
  await registerOpenApi(app);
  if (!metrics.registry.getSingleMetric('idrisk_retention_days')) registerPrivacyMetrics(metrics.registry, services.privacy);

  registerRoutes(app, services, ROUTES, 'none');
  await app.register(async (scope) => {
    registerAppKeyAuth(scope, services);
    registerRoutes(scope, services, ROUTES, 'app-key');
  });
  await app.register(async (scope) => {
    registerSecretKeyAuth(scope, services);
    registerRoutes(scope, services, ROUTES, 'secret-key');
  });
  return app;
}
