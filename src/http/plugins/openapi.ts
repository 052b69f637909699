/**
 * The OpenAPI 3.1 document, generated from the same TypeBox schemas that validate and serialize, served at
 * /openapi.json, and an interactive reference at /docs served from local assets (no CDN).
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CATALOGUE } from '../../contract/errors.js';
import { OPERATION_TAGS } from '../../contract/operations.js';
import { ADMIN_TAG, SESSION_COOKIE } from '../../contract/admin.js';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'idrisk — identity risk scoring API',
        version: '1.0',
        description:
          'Self-hosted identity risk scoring: enrichment, signals, a 0..1000 score (low = risky), score_cluster and reason_codes. ' +
          'Every error is RFC 9457 problem details with a stable `code`: ' +
          Object.entries(ERROR_CATALOGUE)
            .map(([code, d]) => `${code} (${d.status})`)
            .join(', '),
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          appKey: { type: 'apiKey', in: 'header', name: 'x-idrisk-app-key', description: 'Publishable collector app key idr_app_… (browser collector only)' },
          adminSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'An operator session (POST /admin/1.0/sessions); state-changing calls also send x-csrf-token' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'An admin token idr_admin_… (automation)' },
        },
      },
      security: [{ apiKey: [] }],
      tags: [...Object.entries(OPERATION_TAGS).map(([name, description]) => ({ name, description })), { name: ADMIN_TAG, description: 'Management API for operators and automation (/admin/1.0; docs/admin.md)' }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
