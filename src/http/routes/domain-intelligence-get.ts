import { ApiError } from '../../contract/errors.js';
import { CustomerIdParams } from '../../contract/requests.js';
import { DomainIntelligenceResult } from '../../contract/responses.js';
import { freeResponses, typed, type Route } from './shared.js';

/** GET /1.0/domain-intelligence/{customer_id} — the Get Domain call: state and result of a submission. Free. */
export const domainIntelligenceGetRoute: Route = (app, { resolutions }) => {
  typed(app).get('/1.0/domain-intelligence/:customer_id', {
    config: { entitlement: 'domain-intelligence' },
    schema: {
      tags: ['domain-intelligence'],
      summary: 'Get Domain: the result of a domain-intelligence submission',
      params: CustomerIdParams,
      response: { ...freeResponses(DomainIntelligenceResult), 404: { $ref: 'Problem' } },
    },
  }, async (request) => {
    const { account, key } = request.caller;
    const r = await resolutions.byCustomerId(account.id, key.environment, request.params.customer_id, 'domain-intelligence');
    if (!r) throw new ApiError('NOT_FOUND', 'No domain-intelligence submission with this customer_id');
    return r.response as Record<string, unknown>;
  });
};
