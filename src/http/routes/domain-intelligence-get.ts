import { ApiError } from '../../contract/errors.js';
import { CustomerIdParams } from '../../contract/requests.js';
import { DomainIntelligenceResult } from '../../contract/responses.js';
import type { Caller } from '../../resolve/service.js';
import type { DomainIntelligence } from '../../jobs/domain-intelligence.js';
import { freeResponses, typed, type Route } from './shared.js';

const responses = { ...freeResponses(DomainIntelligenceResult), 400: { $ref: 'Problem' }, 404: { $ref: 'Problem' } };

async function getDomain(service: DomainIntelligence, caller: Caller, customerId: string) {
  const answer = await service.result(caller, customerId);
  if (!answer) throw new ApiError('NOT_FOUND', 'No domain-intelligence submission with this customer_id');
  return answer;
}

/**
 * GET /1.0/domain-intelligence/?customer_id=… — the Get Domain call: `processing` while the job runs, the envelope
 * with the domain payload once completed, 404 for an unknown customer_id or another account's. Free.
 * GET /1.0/domain-intelligence/{customer_id} answers the same (the form documented before the query form).
 */
export const domainIntelligenceGetRoute: Route = (app, { domainIntelligence }) => {
  const schema = { tags: ['domain-intelligence'], response: responses };
  typed(app).get('/1.0/domain-intelligence/', {
    config: { entitlement: 'domain-intelligence' },
    schema: { ...schema, summary: 'Get Domain: the result of a domain-intelligence submission', querystring: CustomerIdParams },
  }, async (request) => getDomain(domainIntelligence, request.caller, request.query.customer_id));
  typed(app).get('/1.0/domain-intelligence/:customer_id', {
    config: { entitlement: 'domain-intelligence' },
    schema: { ...schema, summary: 'Get Domain (path form)', params: CustomerIdParams },
  }, async (request) => getDomain(domainIntelligence, request.caller, request.params.customer_id));
};
