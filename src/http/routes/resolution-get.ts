import { ApiError } from '../../contract/errors.js';
import { defineRoute } from './shared.js';

/**
 * GET /1.0/resolutions/{resolution_id} — why a score is what it is: the stored response and, for each score,
 * the model, base, points per reason code and total; and each lookup's outcome. Free; the caller's account only.
 * The id is a `res_…` id or the transaction_id a call answered with (login results carry only `txn_…`).
 */
export const resolutionGetRoute = defineRoute('resolution-get', ({ resolutions, resolve, decisions }) => async (request) => {
  const { account, key } = request.caller;
  const id = request.params.resolution_id;
  // A sandbox call is kept by the process that answered it, not in the database (src/resolve/sandbox-resolutions.ts);
  // its scores name the documented sandbox rule that produced them. Stored sandbox answers (Get Domain) are read below.
  const sandbox = key.environment === 'sandbox' ? resolve.sandboxResolution(account.id, id) : null;
  if (sandbox) {
    return {
      resolution_id: sandbox.id,
      operation: sandbox.operation,
      customer_id: sandbox.customerId,
      transaction_id: sandbox.transactionId,
      created_at: sandbox.createdAt,
      price: 0,
      explanation: sandbox.explanation,
      response: null,
    };
  }
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
    // A decision record is stored compact since 2026-11-27: the unmatched rules come back from its policy version.
    explanation: await decisions.engine.expandExplanation(r.explanation),
    response: r.response,
  };
});
