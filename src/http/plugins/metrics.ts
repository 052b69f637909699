/** Prometheus metrics at /metrics: request counts and durations by route and status, plus the registry of the services. */
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { createMetrics, type Metrics } from '../../observability/metrics.js';

export type { FaultMetrics, Metrics } from '../../observability/metrics.js';

export function registerMetrics(app: FastifyInstance, metrics: Metrics = createMetrics()): Metrics {
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
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return metrics;
}
