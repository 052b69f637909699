import { ApiError } from '../../contract/errors.js';
import { defineRoute } from './shared.js';

/**
 * GET /1.0/resolutions/{resolution_id} — why a live score is what it is: the stored response and, for each score,
 * the model, base, points per reason code and total; and each lookup's outcome. Free; the caller's account only.
 * The id is a `res_…` id or the transaction_id a call answered with (login results carry only `txn_…`).
 */
export const resolutionGetRoute = defineRoute('resolution-get', ({ resolutions }) => async (request) => {
  const { account, key } = request.caller;
  const id = request.params.resolution_id;
  const own = (x: Awaited<ReturnType<typeof resolutions.byId>>) => x !== null && x.accountId === account.id && x.environment === key.environment;
  let r = await resolutions.byId(id);
  if (!own(r)) r = await resolutions.byTransactionId(account.id, key.environment, id);
  if (!r || !own(r) || r.explanation === null) {
    throw new ApiError('NOT_FOUND', 'No resolution with this id for this account and environment');
  }
  return {
    resolution_id: r.id,
    operation: r.operation,
    customer_id: r.customerId,
    transaction_id: r.transactionId,
    created_at: r.createdAt,
    price: r.price,
    explanation: r.explanation,
    response: r.response,
  };
});
