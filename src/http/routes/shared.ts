/** Pieces every route file shares: the error responses of the OpenAPI document and typing helpers. */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from '../../composition.js';

export type Route = (app: FastifyInstance, services: Services) => void;
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

const problem = (description: string) => Type.Ref('Problem', { description });

/** Error responses of an authenticated, billed operation. */
export function billedResponses(success: TSchema): Record<number, TSchema> {
  return {
    200: success,
    400: problem('INVALID_PAYLOAD, INVALID_CLAIMS, MALFORMED_JSON, DUPLICATED_CUSTOMER_ID, DUPLICATED_TRANSACTION_ID, UNKNOWN_MODEL'),
    401: problem('INVALID_API_KEY, ACCOUNT_DISABLED'),
    402: problem('INSUFFICIENT_CREDITS'),
    403: problem('MISSING_API_KEY, PRODUCT_NOT_ENABLED'),
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

export function typed(app: FastifyInstance): TypedApp {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/** preValidation of an operation whose body is optional: no body at all validates as `{}`. */
export async function optionalBody(request: { body: unknown }): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
