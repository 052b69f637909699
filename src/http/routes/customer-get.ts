import { ApiError } from '../../contract/errors.js';
import { defineRoute } from './shared.js';

/**
 * GET /1.0/customers/{customer_id} — our extension (like Trustfull's Get Customer): the stored resolution of a
 * customer_id for the calling account and environment. 404 for an unknown, another account's or an erased one. Free.
 */
export const customerGetRoute = defineRoute('customer-get', ({ privacy, decisions }) => async (request) => {
  const { account, key } = request.caller;
  const r = await privacy.customer(account.id, key.environment, request.params.customer_id);
  if (!r) throw new ApiError('NOT_FOUND', 'No stored resolution with this customer_id for this account and environment');
  return {
    resolution_id: r.id,
    customer_id: request.params.customer_id,
    operation: r.operation,
    transaction_id: r.transactionId,
    status: r.status,
    created_at: r.createdAt,
    price: r.price,
    score: r.score,
    score_cluster: r.scoreCluster,
    reason_codes: r.reasonCodes,
    explanation: await decisions.engine.expandExplanation(r.explanation),
    response: r.response,
  };
});
