import { ApiError } from '../../contract/errors.js';
import { keyActor } from '../../privacy/audit.js';
import { defineRoute } from './shared.js';

/**
 * DELETE /1.0/customers/{customer_id} — our extension (like Trustfull's Delete Data): erases the personal data of the
 * customer's resolution (stored response, explanation, scores, the identity-graph links it contributed) and answers
 * 204. The billing record stays (operation, price, time) and the customer_id stays claimed. Idempotent. Free.
 */
export const customerDeleteRoute = defineRoute('customer-delete', ({ privacy }) => async (request, reply) => {
  const { account, key } = request.caller;
  const outcome = await privacy.eraseCustomer(account.id, key.environment, request.params.customer_id, keyActor(key.id));
  if (outcome === 'not_found') throw new ApiError('NOT_FOUND', 'No resolution with this customer_id for this account and environment');
  return reply.code(204).send(null);
});
