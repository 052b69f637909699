import { Type } from '@sinclair/typebox';
import { typed, type Route } from './shared.js';

const Health = Type.Object({ status: Type.String() });

/** GET /healthz (the process is up) and GET /readyz (the database answers). No key needed. */
export const healthRoutes: Route = (app, { store }) => {
  typed(app).get('/healthz', { schema: { tags: ['operations'], summary: 'Liveness', security: [], response: { 200: Health } } }, async () => ({ status: 'ok' }));
  typed(app).get('/readyz', { schema: { tags: ['operations'], summary: 'Readiness', security: [], response: { 200: Health, 503: Health } } }, async (_req, reply) => {
    const ok = await store.ping();
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable' });
  });
};
