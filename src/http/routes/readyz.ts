import { defineRoute } from './shared.js';

/** GET /readyz — the database answers (503 when it does not). No key needed. */
export const readyzRoute = defineRoute('readyz', ({ store }) => async (_request, reply) => {
  const ok = await store.ping();
  return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable' });
});
