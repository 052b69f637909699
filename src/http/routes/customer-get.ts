import { Type } from '@sinclair/typebox';
import { ApiError } from '../../contract/errors.js';
import { Nullable } from '../../contract/common.js';
import { CustomerIdParams } from '../../contract/requests.js';
import { freeResponses, typed, type Route } from './shared.js';

const CustomerRecord = Type.Object(
  {
    resolution_id: Type.String(),
    customer_id: Type.String(),
    operation: Type.String({ description: 'The endpoint of the call: phone, email, ip, domain, device, name, hub, a data lookup, ...' }),
    transaction_id: Nullable(Type.String()),
    status: Type.String({ description: '`done`, or `pending` while background work runs (domain intelligence)' }),
    created_at: Type.String({ format: 'date-time' }),
    price: Type.Integer({ description: 'Credits the call cost' }),
    score: Nullable(Type.Integer()),
    score_cluster: Nullable(Type.String()),
    reason_codes: Nullable(Type.String()),
    explanation: Nullable(Type.Unknown({ description: 'The points behind every score of the call and each lookup outcome (see GET /1.0/resolutions/{id})' })),
    response: Nullable(Type.Unknown({ description: 'The body the call answered with, when it was stored (IDRISK_STORE_RESPONSES=on, or background results)' })),
  },
  { additionalProperties: false },
);

/**
 * GET /1.0/customers/{customer_id} — our extension (like Trustfull's Get Customer): the stored resolution of a
 * customer_id for the calling account and environment. 404 for an unknown, another account's or an erased one. Free.
 */
export const customerGetRoute: Route = (app, { privacy }) => {
  typed(app).get('/1.0/customers/:customer_id', {
    schema: {
      tags: ['privacy'],
      summary: 'Get Customer (extension): the stored resolution of a customer_id',
      description: 'An idrisk extension, not part of the upstream API contract. Sandbox calls are not stored, so a sandbox key finds nothing.',
      params: CustomerIdParams,
      response: { ...freeResponses(CustomerRecord), 404: { $ref: 'Problem' } },
    },
  }, async (request) => {
    const { account, key } = request.caller;
    const r = await privacy.customer(account.id, key.environment, request.params.customer_id);
    if (!r) throw new ApiError('NOT_FOUND', 'No stored resolution with this customer_id for this account and environment');
    return {
      resolution_id: r.resolutionId,
      customer_id: r.customerId,
      operation: r.operation,
      transaction_id: r.transactionId,
      status: r.status,
      created_at: r.createdAt,
      price: r.price,
      score: r.score,
      score_cluster: r.scoreCluster,
      reason_codes: r.reasonCodes,
      explanation: r.explanation,
      response: r.response,
    };
  });
};
