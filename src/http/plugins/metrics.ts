/**
 * Prometheus metrics at /metrics: request counts and durations by route and status, plus the registry of the services.
 * Not for every caller (docs/security.md): with IDRISK_METRICS_TOKEN set, only a request that carries it as a bearer
 * token; without one, only a request whose socket peer is a loopback address (a scraper on the host, or a proxy on the
 * host that forwards /metrics only from where the operator allows). Any other request is answered 404 like an
 * unknown path.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../contract/errors.js';
import { Counter, Histogram } from 'prom-client';
import { createMetrics, type Metrics } from '../../observability/metrics.js';

export type { FaultMetrics, Metrics } from '../../observability/metrics.js';

const sha = (s: string) => createHash('sha256').update(s).digest();

/** Whether the socket peer is a loopback address (never the X-Forwarded-For hop: a caller can write that). */
export function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
}

/** Who may read /metrics: the holder of `token` (constant-time compare), else loopback peers only. */
export function metricsAllowed(request: FastifyRequest, token: string | null): boolean {
  if (token === null) return fromLoopback(request);
  const given = request.headers.authorization;
  if (typeof given !== 'string' || !given.startsWith('Bearer ')) return false;
  return timingSafeEqual(sha(given.slice(7)), sha(token));
}

export function registerMetrics(app: FastifyInstance, metrics: Metrics = createMetrics(), access: { token: string | null } = { token: null }): Metrics {
  const { registry } = metrics;
  const requests = (registry.getSingleMetric('idrisk_http_requests_total') as Counter<'route' | 'method' | 'status'> | undefined) ?? new Counter({
    name: 'idrisk_http_requests_total',
    help: 'HTTP requests by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = (registry.getSingleMetric('idrisk_http_request_duration_seconds') as Histogram<'route' | 'method'> | undefined) ?? new Histogram({
    name: 'idrisk_http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['route', 'method'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // Callback form: nothing to await (an async hook costs a promise and a microtask per call).
  app.addHook('onResponse', (request, reply, next) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    duration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    next();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed(request, access.token)) throw new ApiError('NOT_FOUND', 'No such endpoint');
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return metrics;
}
