/**
 * Starting while the database cannot serve (docs/operations.md, "Failure modes"). A process whose first attempt to
 * open its stores fails because the database is unavailable (src/store/unavailable.ts) does not exit: it listens at
 * once in standby, answering GET /healthz 200 (the process is alive), GET /readyz 503 and every other call 503
 * SERVICE_UNAVAILABLE with Retry-After in the one error shape, and keeps trying in the background with a capped
 * back-off. Once the database answers, the same listening socket serves the full API; nothing restarts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { problemType } from './contract/errors.js';
import { dbUnavailable } from './store/unavailable.js';
import type { Logger } from './products/types.js';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The answers of a process that cannot serve yet (`reason`: what it waits for, shown in the detail). */
export function standbyHandler(retryAfterSeconds: number, reason: () => string): Handler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0].replace(/\/+$/, '') || '/';
    // The body is not read: answer, and let Node discard what the caller still sends.
    if (req.method === 'GET' && path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"status":"ok"}');
      return;
    }
    if (req.method === 'GET' && path === '/readyz') {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfterSeconds) }).end(JSON.stringify({ status: reason() }));
      return;
    }
    const body = {
      type: problemType('SERVICE_UNAVAILABLE'),
      title: 'Service unavailable',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      detail: `The service is starting and cannot serve yet (${reason()}); nothing was billed. Safe to retry.`,
      errors: [],
    };
    res.writeHead(503, { 'content-type': 'application/problem+json; charset=utf-8', 'retry-after': String(retryAfterSeconds) }).end(JSON.stringify(body));
  };
}

export class Stopped extends Error {
  constructor() {
    super('stopped before the database answered');
    this.name = 'Stopped';
  }
}

export interface RetryOptions {
  readonly logger: Logger;
  /** What is being attempted, for the log lines. */
  readonly what: string;
  readonly firstDelayMs?: number;
  readonly maxDelayMs?: number;
  /** Each failed attempt for unavailability (a counter, a readiness reason). */
  readonly onUnavailable?: (kind: string) => void;
}

/**
 * Run `attempt` until it succeeds, waiting between attempts with a doubling delay (250 ms up to 5 s by default)
 * while it fails because the database is unavailable. Any other error rejects at once (a real start failure).
 * `stop()` ends the wait: the promise rejects with Stopped.
 */
export function retryWhileUnavailable<T>(attempt: () => Promise<T>, options: RetryOptions): { result: Promise<T>; stop(): void } {
  const first = options.firstDelayMs ?? 250;
  const max = options.maxDelayMs ?? 5000;
  let stopped = false;
  let wake: (() => void) | null = null;
  const result = (async () => {
    let delay = first;
    let lastKind: string | null = null;
    for (let tries = 1; ; tries++) {
      if (stopped) throw new Stopped();
      try {
        const value = await attempt();
        if (tries > 1) options.logger.info({ tries }, `${options.what}: the database answers; serving`);
        return value;
      } catch (err) {
        const kind = dbUnavailable(err);
        if (!kind) throw err;
        options.onUnavailable?.(kind);
        // Logged on the first failure and when the kind changes, not on every attempt.
        if (kind !== lastKind) options.logger.warn({ kind, err: (err as Error).message }, `${options.what}: the database is unavailable; retrying with back-off (at most ${max} ms apart)`);
        lastKind = kind;
      }
      if (stopped) throw new Stopped();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      delay = Math.min(max, delay * 2);
    }
  })();
  return {
    result,
    stop() {
      stopped = true;
      wake?.();
    },
  };
}
