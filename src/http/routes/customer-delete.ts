import { Type } from '@sinclair/typebox';
import { ApiError } from '../../contract/errors.js';
import { CustomerIdParams } from '../../contract/requests.js';
import { keyActor } from '../../privacy/audit.js';
import { freeResponses, typed, type Route } from './shared.js';

/**
 * DELETE /1.0/customers/{customer_id} — our extension (like Trustfull's Delete Data): erases the personal data of the
 * customer's resolution (stored response, explanation, scores, the identity-graph links it contributed) and answers
 * 204. The billing record stays (operation, price, time) and the customer_id stays claimed. Idempotent. Free.
 */
export const customerDeleteRoute: Route = (app, { privacy }) => {
  const { 200: _ok, ...errors } = freeResponses(Type.Null());
  typed(app).delete('/1.0/customers/:customer_id', {
    schema: {
      tags: ['privacy'],
      summary: 'Delete Data (extension): erase the personal data of a customer_id',
      description:
        'An idrisk extension, not part of the upstream API contract. The billing record stays, anonymised (operation, price, time); ' +
        'the customer_id stays claimed, so a new call with it is still DUPLICATED_CUSTOMER_ID. A repeated DELETE answers 204 too.',
      params: CustomerIdParams,
      response: { 204: Type.Null({ description: 'Erased (or already erased)' }), ...errors, 404: { $ref: 'Problem' } },
    },
  }, async (request, reply) => {
    const { account, key } = request.caller;
    const outcome = await privacy.eraseCustomer(account.id, key.environment, request.params.customer_id, keyActor(key.id));
    if (outcome === 'not_found') throw new ApiError('NOT_FOUND', 'No resolution with this customer_id for this account and environment');
    return reply.code(204).send(null);
  });
};
