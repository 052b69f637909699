/**
 * How long a request may take to arrive (docs/operations.md; issue 25's slow-body guard, issue 34's long uploads).
 *
 * Node checks two bounds itself, given at the server's creation: the headers of a request must arrive within
 * `headersTimeout` of its first byte, the whole request within `requestTimeout`. One `requestTimeout` serves every
 * route, and a bulk upload of 1 GB needs far more than the seconds a JSON call is allowed; so Node's `requestTimeout`
 * is the longest bound (IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS) and this sweep holds the body of every other request to
 * IDRISK_BODY_TIMEOUT_SECONDS from the end of its headers, as Node would: once a second, a request whose body has not
 * all arrived by its deadline gets `408` and its connection is closed (the socket's error goes to the server's
 * `clientError` handler, the path of Node's own request timeout). The bulk upload route takes its request out of the
 * sweep (`allowLongBody`) once the key is known and guards the stream itself by progress (src/http/routes/bulk.ts):
 * a stalled upload is dropped after IDRISK_BULK_UPLOAD_IDLE_SECONDS.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The options of `http.createServer` (or Fastify's `http`) for these bounds, in milliseconds. */
export function serverTimeouts(bodyMs: number, uploadMs: number): { requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number } {
  // Headers within the body timeout as before (Node counts it from the request's first byte); the whole request
  // within the longest bound any route accepts.
  return { requestTimeout: Math.max(bodyMs, uploadMs), headersTimeout: bodyMs, connectionsCheckingInterval: 1000 };
}

interface Pending {
  readonly res: ServerResponse;
  readonly deadline: number;
}

const SWEEPS = new WeakMap<Server, Map<IncomingMessage, Pending>>();
/** The requests of every guarded server still waiting for their bodies (one map per server: usually one). */
const OPEN = new Set<Map<IncomingMessage, Pending>>();

/** A request may carry a body: it says how long it is, or that it is chunked. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** Hold the bodies of `server`'s requests to `bodyMs` (once per server; a second call changes nothing). */
export function guardBodies(server: Server, bodyMs: number): void {
  if (SWEEPS.has(server)) return;
  const pending = new Map<IncomingMessage, Pending>();
  SWEEPS.set(server, pending);
  OPEN.add(pending);
  // Before the application's listener: the clock starts when the headers are in.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    pending.set(req, { res, deadline: Date.now() + bodyMs });
    // Out of the sweep once the body is in, not at the next sweep: a request held for up to a second outlives V8's
    // young generation, so every request (its headers, its streams' state) was copied by the scavenges it lived
    // through and promoted (docs/decisions.md, issue 33 tenth pass). A body that never ends is the sweep's, as before.
    req.once('end', () => pending.delete(req));
  });
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [req, p] of pending) {
      if (req.complete || req.destroyed || req.socket.destroyed) {
        pending.delete(req);
        continue;
      }
      if (p.deadline > now) continue;
      pending.delete(req);
      const socket = req.socket;
      if (p.res.headersSent) {
        // An answer is on its way (an early 401, a 413): the body it did not wait for ends with the connection.
        socket.destroy();
        continue;
      }
      // As Node's own request timeout: the socket's error reaches the server's clientError handler (Fastify's
      // answers 408 and closes the connection).
      socket.emit('error', Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }));
    }
  }, 1000);
  sweep.unref();
  server.once('close', () => {
    clearInterval(sweep);
    OPEN.delete(pending);
  });
}

/** Take a request out of the body sweep: the route bounds its body itself (the bulk upload). */
export function allowLongBody(req: IncomingMessage): void {
  for (const pending of OPEN) pending.delete(req);
}

/** How many of `server`'s requests the sweep holds now (requests whose bodies have not all arrived). */
export function awaitingBodies(server: Server): number {
  return SWEEPS.get(server)?.size ?? 0;
}
