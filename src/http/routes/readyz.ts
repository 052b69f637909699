import { defineRoute } from './shared.js';

/** GET /readyz — the database answers (503 when it does not); `details.dns` says whether network lookups work. No key needed. */
export const readyzRoute = defineRoute('readyz', ({ store, dnsCheck }) => async (_request, reply) => {
  const ok = await store.ping();
  // details.dns: whether outbound DNS answers (the start's check is awaited, bounded by the DNS timeout); a failing
  // DNS leaves the process ready: local signals still work.
  const dns = dnsCheck.current().state === 'pending' ? await dnsCheck.run() : dnsCheck.latest();
  return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable', details: { dns } });
});
