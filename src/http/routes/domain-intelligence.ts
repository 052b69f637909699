import { DomainIntelligenceRequest } from '../../contract/requests.js';
import { DomainIntelligenceAck } from '../../contract/responses.js';
import { billedResponses, typed, type Route } from './shared.js';

/**
 * POST /1.0/domain-intelligence/ — claims the customer_id, bills and enqueues in one transaction, answers at once;
 * the result is read with GET /1.0/domain-intelligence/?customer_id=… Sandbox keys complete at once.
 */
export const domainIntelligenceRoute: Route = (app, { domainIntelligence }) => {
  typed(app).post('/1.0/domain-intelligence/', {
    config: { entitlement: 'domain-intelligence' },
    schema: { tags: ['domain-intelligence'], summary: 'Submit a domain for background intelligence', body: DomainIntelligenceRequest, response: billedResponses(DomainIntelligenceAck) },
  }, async (request) => domainIntelligence.submit(request.body, request.caller));
};
