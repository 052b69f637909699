/**
 * Pieces every route file shares: a route is the handler of one entry of the operations catalogue
 * (src/contract/operations.ts); the method, path, entitlement and schemas (hence the OpenAPI document) come from
 * that entry, the file only makes its one domain call.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Services } from '../../composition.js';
import { OPERATIONS, type OperationDef, type OperationName, type Operations } from '../../contract/operations.js';
import type { Entitlement } from '../../accounts/entitlements.js';
import { serializedAnswer } from '../../contract/serialize.js';

type Field<O, F extends string> = O extends { readonly [P in F]: infer S extends TSchema } ? Static<S> : unknown;

/** The request of a catalogue entry (public or admin), typed from its body, querystring and params schemas. */
export type CatalogueRequest<Op> = FastifyRequest<{
  Body: Field<Op, 'body'>;
  Querystring: Field<Op, 'querystring'>;
  Params: Field<Op, 'params'>;
}>;

/** The request of an operation, typed from its catalogue schemas. */
export type OperationRequest<K extends OperationName> = CatalogueRequest<Operations[K]>;

/** A handler answers with a promise, or at once with the answer when it has nothing to wait for. */
export type OperationHandler<K extends OperationName> = (request: OperationRequest<K>, reply: FastifyReply) => Promise<unknown> | object;

/** The handler of one catalogue entry, built once from the services. */
export interface Route<K extends OperationName = OperationName> {
  readonly name: K;
  readonly handler: (services: Services) => OperationHandler<K>;
}

export function defineRoute<K extends OperationName>(name: K, handler: (services: Services) => OperationHandler<K>): Route<K> {
  return { name, handler };
}

const problem = (description: string) => Type.Ref('Problem', { description });

/** Error responses of an authenticated, billed operation. */
export function billedResponses(success: TSchema): Record<number, TSchema> {
  return {
    200: success,
    400: problem('INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL'),
    401: problem('INVALID_API_KEY, ACCOUNT_DISABLED, PRODUCT_NOT_ENABLED'),
    402: problem('INSUFFICIENT_CREDITS'),
    403: problem('MISSING_API_KEY'),
    404: problem('UNSUPPORTED_VERSION, NOT_FOUND'),
    413: problem('PAYLOAD_TOO_LARGE'),
    415: problem('UNSUPPORTED_MEDIA_TYPE'),
    429: problem('RATE_LIMITED'),
    500: problem('INTERNAL_ERROR'),
    501: problem('PRODUCT_NOT_AVAILABLE'),
  };
}

/** Error responses of an authenticated, free operation. */
export function freeResponses(success: TSchema): Record<number, TSchema> {
  return {
    200: success,
    401: problem('INVALID_API_KEY, ACCOUNT_DISABLED'),
    403: problem('MISSING_API_KEY'),
    429: problem('RATE_LIMITED'),
    500: problem('INTERNAL_ERROR'),
  };
}

/** The route schema of a catalogue entry: validation, serialization and the OpenAPI operation. */
export function operationSchema(op: OperationDef): Record<string, unknown> {
  const base = op.auth !== 'secret-key' ? { 200: op.response } : op.price === 0 ? freeResponses(op.response) : billedResponses(op.response);
  if (op.status !== undefined) {
    base[op.status] = base[200];
    delete base[200];
  }
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.auth === 'none' ? { security: [] } : op.auth === 'app-key' ? { security: [{ appKey: [] }] } : {}),
    ...(op.querystring ? { querystring: op.querystring } : {}),
    ...(op.params ? { params: op.params } : {}),
    ...(op.body ? { body: op.body } : {}),
    response: { ...base, ...op.extraResponses },
  };
}

/** Register the routes of the catalogue entries with the given auth level into `app`. */
export function registerRoutes(app: FastifyInstance, services: Services, routes: readonly Route[], auth: OperationDef['auth']): void {
  for (const route of routes) {
    const op: OperationDef = OPERATIONS[route.name];
    if (op.auth !== auth) continue;
    app.route({
      method: op.method,
      url: op.path,
      // Every public operation's calls are counted in the call statistics (src/http/plugins/call-stats.ts) but health
      // and readiness (probes, not calls).
      config: { ...(op.entitlement === null ? {} : { entitlement: op.entitlement as Entitlement }), ...(op.tag === 'operations' ? {} : { statsOperation: route.name }) },
      schema: operationSchema(op),
      ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
      ...(op.optionalBody ? { preValidation: optionalBody } : {}),
      handler: sendSerialized(route.handler(services) as unknown as RouteHandlerMethod),
    });
  }
}

/**
 * An answer serialized when it was stored (contract/serialize.ts) is sent as that text, not serialized again. A
 * handler's answer given at once (not a promise) is passed on at once: Fastify sends a returned value as it sends a
 * resolved one, and a handler that throws is answered by the error handler either way.
 */
function sendSerialized(handler: RouteHandlerMethod): RouteHandlerMethod {
  return function (this: FastifyInstance, request, reply) {
    const out: unknown = handler.call(this, request, reply);
    if (out instanceof Promise) return out.then((answer: unknown) => asText(answer, reply));
    return asText(out, reply);
  } as RouteHandlerMethod;
}

function asText(answer: unknown, reply: FastifyReply): unknown {
  const text = serializedAnswer(answer);
  if (text === undefined) return answer;
  void reply.type('application/json; charset=utf-8');
  return text;
}

/** preValidation of an operation whose body is optional: no body at all validates as `{}`. */
async function optionalBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
