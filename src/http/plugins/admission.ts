/**
 * Admission control: at most `maxInflight` API calls in progress at once, and none once the process drains for a
 * shutdown. A call beyond either gets 503 SERVICE_UNAVAILABLE with Retry-After at once, instead of queueing into its
 * deadline (docs/operations.md, failure modes). Health, readiness and metrics are always answered.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../contract/errors.js';
import type { FaultMetrics } from './metrics.js';

export interface Admission {
  /** Calls in progress now. */
  readonly inflight: number;
  readonly draining: boolean;
  /** Refuse new calls from now on (SIGTERM); calls in progress go on. */
  drain(): void;
  /** Resolves once no call is in progress. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    admission: Admission;
  }
}

const ALWAYS_ANSWERED = /^\/(?:healthz|readyz|metrics)(?:[/?]|$)/;

export function registerAdmission(
  app: FastifyInstance,
  options: { maxInflight: number; retryAfterSeconds: number; metrics: FaultMetrics },
): Admission {
  let inflight = 0;
  let draining = false;
  let waiters: (() => void)[] = [];
  const retryAfter = String(options.retryAfterSeconds);
  const done = () => {
    inflight -= 1;
    if (inflight === 0 && waiters.length > 0) {
      const w = waiters;
      waiters = [];
      for (const f of w) f();
    }
  };
  const admission: Admission = {
    get inflight() {
      return inflight;
    },
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    idle() {
      return inflight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
  app.decorate('admission', admission);
  // Callback-form hooks (nothing to await): an async hook costs a promise and a microtask per call.
  app.addHook('onSend', (_request, reply, payload, next) => {
    if (draining) reply.header('connection', 'close');
    next(null, payload);
  });
  app.addHook('onRequest', (request, reply, next) => {
    if (ALWAYS_ANSWERED.test(request.url)) return next();
    if (draining) {
      options.metrics.shed('draining');
      reply.header('connection', 'close');
      return next(new ApiError('SERVICE_UNAVAILABLE', 'The service is shutting down; retry on another instance.', [], { 'retry-after': retryAfter }));
    }
    if (options.maxInflight > 0 && inflight >= options.maxInflight) {
      options.metrics.shed('overload');
      return next(new ApiError('SERVICE_UNAVAILABLE', `The service is at its limit of ${options.maxInflight} calls in progress; retry shortly.`, [], { 'retry-after': retryAfter }));
    }
    inflight += 1;
    // 'close' fires once the response is written or the client went away, whichever comes first.
    reply.raw.once('close', done);
    next();
  });
  return admission;
}
