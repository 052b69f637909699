import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../contract/errors.js';
import type { CollectorBundle } from '../../login/collector-bundle.js';
import { defineRoute } from './shared.js';

function send(request: FastifyRequest, reply: FastifyReply, bundle: CollectorBundle | null, immutable: boolean): FastifyReply {
  if (!bundle) throw new ApiError('NOT_FOUND', 'The collector is not built; run `npm run build`');
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
}

/** GET /1.0/track/collector.js — the browser collector, public; cached 5 minutes and revalidated by ETag. */
export const collectorScriptRoute = defineRoute('collector-script', ({ collector }) => async (request, reply) => send(request, reply, collector, false));

/** GET /1.0/track/collector-{hash}.js — the same file under its content hash, immutable. */
export const collectorScriptVersionedRoute = defineRoute('collector-script-versioned', ({ collector }) => async (request, reply) => {
  if (collector && request.params.hash !== collector.hash) {
    throw new ApiError('NOT_FOUND', `No collector of version ${request.params.hash}; the current one is collector-${collector.hash}.js`);
  }
  return send(request, reply, collector, true);
});
