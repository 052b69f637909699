/**
 * Admission control: at most `maxInflight` API calls in progress at once, and none once the process drains for a
 * shutdown. A call beyond either gets 503 SERVICE_UNAVAILABLE with Retry-After at once, instead of queueing into its
 * deadline (docs/operations.md, failure modes). Health, readiness and metrics are always answered.
 *
 * A call is counted once its body has arrived and its key is known (preValidation), not from its first byte: a
 * client that sends its body slowly holds a socket (bounded by IDRISK_BODY_TIMEOUT_SECONDS), not a slot of every
 * tenant's capacity (issue 25). One key (or collector app) holds at most `maxInflightPerKey` slots; beyond it its
 * calls get 429 RATE_LIMITED with Retry-After, and the other keys' calls go on.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** The key a call holds a slot of: its secret key, or its collector app (set by the auth hooks, onRequest). */
function keyOf(request: FastifyRequest): string | null {
  const r = request as FastifyRequest & { caller?: { key?: { id?: string } } | null; collector?: { app?: { id?: string } } | null };
  return r.caller?.key?.id ?? (r.collector?.app?.id ? `app:${r.collector.app.id}` : null);
}

export function registerAdmission(
  app: FastifyInstance,
  options: { maxInflight: number; maxInflightPerKey: number; retryAfterSeconds: number; metrics: FaultMetrics },
): Admission {
  let inflight = 0;
  /** Calls in progress per key id (secret key or collector app); entries leave at 0. */
  const perKey = new Map<string, number>();
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
    next();
  });
  app.addHook('preValidation', (request, reply, next) => {
    if (ALWAYS_ANSWERED.test(request.url)) return next();
    if (options.maxInflight > 0 && inflight >= options.maxInflight) {
      options.metrics.shed('overload');
      return next(new ApiError('SERVICE_UNAVAILABLE', `The service is at its limit of ${options.maxInflight} calls in progress; retry shortly.`, [], { 'retry-after': retryAfter }));
    }
    const key = keyOf(request);
    const held = key === null ? 0 : (perKey.get(key) ?? 0);
    if (key !== null && options.maxInflightPerKey > 0 && held >= options.maxInflightPerKey) {
      options.metrics.shed('key_concurrency');
      return next(new ApiError('RATE_LIMITED', `This key already has ${options.maxInflightPerKey} calls in progress; retry once one has answered.`, [], { 'retry-after': retryAfter }));
    }
    inflight += 1;
    if (key !== null) perKey.set(key, held + 1);
    // 'close' fires once the response is written or the client went away, whichever comes first.
    reply.raw.once('close', () => {
      if (key !== null) {
        const n = (perKey.get(key) ?? 1) - 1;
        if (n <= 0) perKey.delete(key);
        else perKey.set(key, n);
      }
      done();
    });
    next();
  });
  return admission;
}
