import { Type } from '@sinclair/typebox';
import { COLLECT_BODY_LIMIT, CollectRequest, CollectResponse } from '../../contract/collect.js';
import { ApiError } from '../../contract/errors.js';
import { APP_KEY_HEADER, clientIp, COLLECT_HEADERS, grantCors } from '../plugins/app-key-auth.js';
import { typed, type Route } from './shared.js';

const problem = (description: string) => Type.Ref('Problem', { description });
const PATH = '/1.0/track/collect';

/**
 * POST /1.0/track/collect — the browser collector's record of a login page (publishable app key, allowed origins
 * only; see plugins/app-key-auth.ts). Free: enrollments and results are the billed calls.
 */
export const trackCollectRoute: Route = (app, { login }) => {
  typed(app).post(PATH, {
    bodyLimit: COLLECT_BODY_LIMIT,
    schema: {
      tags: ['login'],
      summary: 'Collector record (browser)',
      description: `Called by the browser collector (GET /1.0/track/collector.js) from your login page, never by your backend. Authenticated by the publishable app key in the ${APP_KEY_HEADER} header and accepted only from the app's allowed origins (CORS). The body is capped at ${COLLECT_BODY_LIMIT} bytes.`,
      security: [{ appKey: [] }],
      body: CollectRequest,
      response: {
        200: CollectResponse,
        400: problem('INVALID_PAYLOAD, MALFORMED_JSON, SESSION_ALREADY_ENROLLED'),
        401: problem('INVALID_APP_KEY'),
        403: problem('MISSING_APP_KEY, ORIGIN_NOT_ALLOWED, PRODUCT_NOT_ENABLED'),
        413: problem('PAYLOAD_TOO_LARGE'),
        415: problem('UNSUPPORTED_MEDIA_TYPE'),
        429: problem('RATE_LIMITED'),
      },
    },
  }, async (request) => {
    const { app: collectorApp } = request.collector;
    return login.collect(collectorApp, request.body, { ip: clientIp(request.ip), origin: request.headers.origin ?? '', now: new Date() });
  });
};

/**
 * OPTIONS /1.0/track/collect — the CORS preflight. It carries no key, so it is granted when the Origin is an
 * allowed origin of any active app (the POST then checks the origin against its own app); otherwise 403 without
 * a grant.
 */
export const trackCollectPreflightRoute: Route = (app, { apps }) => {
  typed(app).options(PATH, { schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '' || !(await apps.originAllowed(origin))) {
      throw new ApiError('ORIGIN_NOT_ALLOWED', 'This origin is not an allowed origin of any collector app');
    }
    const method = request.headers['access-control-request-method'];
    const asked = String(request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    const extra = asked.filter((h) => !(COLLECT_HEADERS as readonly string[]).includes(h));
    if (method !== 'POST' || extra.length > 0) {
      throw new ApiError('ORIGIN_NOT_ALLOWED', `The collector only sends POST with the headers ${COLLECT_HEADERS.join(', ')}`);
    }
    grantCors(reply, origin);
    reply.header('access-control-allow-methods', 'POST');
    reply.header('access-control-allow-headers', COLLECT_HEADERS.join(', '));
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
};
