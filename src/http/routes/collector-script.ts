import { ApiError } from '../../contract/errors.js';
import type { CollectorBundle } from '../../login/collector-bundle.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { typed, type Route } from './shared.js';

/**
 * GET /1.0/track/collector.js — the browser collector, public. The plain URL is cached for 5 minutes and
 * revalidated by ETag; GET /1.0/track/collector-{hash}.js is the same file under its content hash, immutable.
 */
export const collectorScriptRoute: Route = (app, { collector }) => {
  const send = (request: FastifyRequest, reply: FastifyReply, bundle: CollectorBundle, immutable: boolean) => {
    const etag = `"${bundle.hash}"`;
    reply.header('etag', etag);
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('x-idrisk-collector-version', bundle.hash);
    reply.header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('text/javascript; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      reply.header('content-encoding', 'gzip');
      return reply.send(bundle.gzip);
    }
    return reply.send(bundle.code);
  };
  const built = (): CollectorBundle => {
    if (!collector) throw new ApiError('NOT_FOUND', 'The collector is not built; run `npm run build`');
    return collector;
  };
  const schema = { tags: ['login'], security: [], produces: ['text/javascript'] };
  typed(app).get('/1.0/track/collector.js', { schema: { ...schema, summary: 'Browser collector script', description: 'Load it on your login page with a script tag; see docs/login.md.' } }, async (request, reply) =>
    send(request, reply, built(), false),
  );
  typed(app).get<{ Params: { hash: string } }>('/1.0/track/collector-:hash.js', { schema: { ...schema, summary: 'Browser collector script, by content hash', description: 'collector-{hash}.js: immutable, cacheable for a year.' } }, async (request, reply) => {
    const bundle = built();
    if (request.params.hash !== bundle.hash) throw new ApiError('NOT_FOUND', `No collector of version ${request.params.hash}; the current one is collector-${bundle.hash}.js`);
    return send(request, reply, bundle, true);
  });
};
