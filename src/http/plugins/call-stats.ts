/**
 * Records every answered call of a public operation (the routes of the operations catalogue but health and readiness)
 * in the process's call statistics (src/observability/call-stats.ts): its account when the call authenticated, its
 * operation, status and duration. Nothing is written per call; the aggregator flushes every few seconds.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallStats } from '../../observability/call-stats.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue operation of a public route (its calls are counted in the call statistics). */
    statsOperation?: string;
  }
}

/** The account of a call that authenticated (a secret key or a collector's app key), else null. */
function accountOf(request: FastifyRequest): string | null {
  const r = request as FastifyRequest & { caller?: { account?: { id: string } } | null; collector?: { account?: { id: string } } | null };
  return r.caller?.account?.id ?? r.collector?.account?.id ?? null;
}

export function registerCallStats(app: FastifyInstance, stats: CallStats): void {
  // Callback form: nothing to await (an async hook costs a promise and a microtask per call).
  app.addHook('onResponse', (request, reply, next) => {
    const operation = request.routeOptions.config.statsOperation;
    if (operation !== undefined) stats.record(accountOf(request), operation, reply.statusCode, reply.elapsedTime);
    next();
  });
}
