/**
 * The one body parser: JSON only, with prototype poisoning refused. Replaces Fastify's default parser so that each
 * fault gets its own code (empty body, forbidden __proto__ / constructor.prototype key, malformed JSON).
 */
import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { ApiError } from '../../contract/errors.js';

export function registerJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(new ApiError('INVALID_PAYLOAD', 'The body is empty; send a JSON object', [{ field: '(body)', message: 'is required' }]), undefined);
      return;
    }
    try {
      done(null, sjson.parse(text, null, { protoAction: 'error', constructorAction: 'error' }));
    } catch (err) {
      if (err instanceof SyntaxError && /prototype/i.test(err.message)) {
        done(new ApiError('INVALID_PAYLOAD', 'The body contains a forbidden __proto__ or constructor.prototype key', [{ field: '__proto__', message: 'is not allowed' }]), undefined);
      } else {
        done(new ApiError('MALFORMED_JSON', `The body is not valid JSON: ${(err as Error).message}`), undefined);
      }
    }
  });
}
