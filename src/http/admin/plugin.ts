/**
 * /admin/1.0: its own encapsulated sub-plugin (STYLE.md 3). Authentication, the role check and CSRF all run in the
 * secured route's own onRequest hook, before the body is read:
 * - `Authorization: Bearer idr_admin_…` (an admin token), or the session cookie of a signed-in operator;
 * - a state-changing call (not GET/HEAD) authenticated by the cookie must carry the session's CSRF token in
 *   `x-csrf-token` (a token-authenticated call carries no ambient credential, so it needs none);
 * - the role must allow the operation's permission (src/admin/roles.ts); the account scope is the service layer's
 *   (another account's objects answer 404).
 */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../composition.js';
import { ADMIN_OPERATIONS, ADMIN_PREFIX, ADMIN_TAG, SESSION_COOKIE, type AdminOperationDef, type AdminOperationId } from '../../contract/admin.js';
import { AdminError } from '../../admin/errors.js';
import { authorize, type Actor } from '../../admin/actor.js';
import type { Config } from '../../config/index.js';
import { ADMIN_ROUTES } from './routes/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes an admin call (set by the admin auth hook). */
    actor: Actor;
  }
  interface FastifyContextConfig {
    adminOperation?: AdminOperationId;
  }
}

const problem = (description: string) => ({ $ref: 'Problem#', description });

/** The cookie is Secure unless the service is reached over plain http on a loopback host. */
export function secureCookie(config: Pick<Config, 'admin' | 'host' | 'port'>): boolean {
  const url = new URL(config.admin.publicUrl ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`);
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return !(host === 'localhost' || host === '::1' || /^127\./.test(host));
}

export async function registerAdmin(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(cookie);
      scope.decorateRequest('actor', null as unknown as Actor);
      const { operators } = services.admin;
      const bearer = /^Bearer (\S+)$/i;
      /** An authenticated actor (or none) admitted to an operation: its role checked, then the request goes on. */
      const admit = (request: FastifyRequest, op: AdminOperationDef, actor: Actor | null, done: (err?: Error) => void) => {
        if (!actor) return done(new AdminError('UNAUTHENTICATED', 'The admin token is not valid, expired or was revoked'));
        request.actor = actor;
        try {
          if (op.permission !== 'self' && op.permission !== 'none') authorize(actor, op.permission);
        } catch (err) {
          return done(err as Error);
        }
        done();
      };
      /** A session cookie's operator, CSRF checked on a state-changing call. */
      const bySession = async (request: FastifyRequest): Promise<Actor> => {
        const value = request.cookies[SESSION_COOKIE];
        const found = value ? await operators.authenticateSession(value) : null;
        if (!found) throw new AdminError('UNAUTHENTICATED', value ? 'The session ended (signed out, revoked, idle or past its end): sign in again' : 'Sign in (POST /admin/1.0/sessions) or send an admin token');
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          const header = request.headers['x-csrf-token'];
          if (!operators.csrfMatches(found.csrfHash, Array.isArray(header) ? header[0] : header)) {
            throw new AdminError('CSRF_TOKEN_INVALID', 'Send the csrf_token answered at sign-in in the x-csrf-token header');
          }
        }
        return found.actor;
      };
      /**
       * The onRequest hook of one secured operation (each route its own: no lookup of the operation per request). A
       * token this process has cached is admitted at once, without a promise; any other call awaits its check.
       */
      const guard = (op: AdminOperationDef) => (request: FastifyRequest, _reply: unknown, done: (err?: Error) => void) => {
        const auth = request.headers.authorization;
        if (auth !== undefined) {
          const m = bearer.exec(auth);
          if (!m) return admit(request, op, null, done);
          const now = operators.authenticateTokenNow(m[1]!);
          if (now !== undefined) return admit(request, op, now, done);
          operators.authenticateToken(m[1]!).then((actor) => admit(request, op, actor, done), done);
          return;
        }
        bySession(request).then((actor) => admit(request, op, actor, done), done);
      };

      const add = (target: FastifyInstance, route: (typeof ADMIN_ROUTES)[AdminOperationId]) => {
        const op: AdminOperationDef = ADMIN_OPERATIONS[route.id];
        const secured = op.permission !== 'none';
        const errors: Record<number, unknown> = {
          400: problem('INVALID_PAYLOAD, MALFORMED_JSON'),
          ...(secured ? { 401: problem('UNAUTHENTICATED'), 403: problem('FORBIDDEN, CSRF_TOKEN_INVALID') } : { 401: problem('SIGN_IN_FAILED'), 423: problem('SIGN_IN_LOCKED'), 429: problem('SIGN_IN_THROTTLED') }),
          404: problem('NOT_FOUND'),
          ...(op.method === 'PATCH' ? { 412: problem('VERSION_MISMATCH'), 428: problem('PRECONDITION_REQUIRED') } : {}),
          ...(op.method !== 'GET' ? { 409: problem('CONFLICT') } : {}),
          ...(op.upload ? { 413: problem('PAYLOAD_TOO_LARGE'), 415: problem('UNSUPPORTED_MEDIA_TYPE') } : {}),
        };
        target.route({
          method: op.method,
          url: op.path,
          config: { adminOperation: route.id },
          // Authentication, CSRF and the role, before the body is read (an operation with no permission has none).
          ...(secured ? { onRequest: guard(op) } : {}),
          schema: {
            operationId: route.id,
            summary: op.summary,
            tags: [ADMIN_TAG],
            security: secured ? [{ adminSession: [] }, { adminToken: [] }] : [],
            ...(op.params ? { params: op.params } : {}),
            ...(op.querystring ? { querystring: op.querystring } : {}),
            ...(op.body ? { body: op.body } : {}),
            ...(op.upload ? { consumes: ['multipart/form-data'] } : {}),
            response: { [op.status ?? 200]: op.response, ...errors },
          },
          handler: route.handler(services) as never,
        });
      };
      const routes = Object.values(ADMIN_ROUTES);
      const isUpload = (route: (typeof routes)[number]) => (ADMIN_OPERATIONS[route.id] as AdminOperationDef).upload !== undefined;
      for (const route of routes) if (!isUpload(route)) add(scope, route);
      // multipart/form-data for the uploads only (importDataset), in a scope of their own: the plugin's hooks (on
      // every request of its scope) stay off the other admin calls. The file is read as a stream by its handler,
      // after authentication; no part is buffered whole or written to disk by the plugin.
      await scope.register(async (uploads) => {
        await uploads.register(multipart, { limits: { files: 1, fields: 0, parts: 1, headerPairs: 100 } });
        for (const route of routes) if (isUpload(route)) add(uploads, route);
      });
    },
    { prefix: ADMIN_PREFIX },
  );
}
