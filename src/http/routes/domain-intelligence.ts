import { DomainIntelligenceRequest } from '../../contract/requests.js';
import { DomainIntelligenceAck } from '../../contract/responses.js';
import { newId } from '../../accounts/ids.js';
import { ProductNotAvailable } from '../../resolve/errors.js';
import { sandboxProduct } from '../../sandbox/index.js';
import { billedResponses, typed, type Route } from './shared.js';

/**
 * POST /1.0/domain-intelligence/ — acknowledged at once; the enrichment runs in the background and is read with
 * GET /1.0/domain-intelligence/{customer_id}. Sandbox keys complete at once with a synthetic domain payload.
 */
export const domainIntelligenceRoute: Route = (app, { resolve }) => {
  typed(app).post('/1.0/domain-intelligence/', {
    config: { entitlement: 'domain-intelligence' },
    schema: { tags: ['domain-intelligence'], summary: 'Submit a domain for background intelligence', body: DomainIntelligenceRequest, response: billedResponses(DomainIntelligenceAck) },
  }, async (request) => {
    const b = request.body;
    const resolutionId = newId('res');
    if (request.caller.key.environment === 'live') throw new ProductNotAvailable('domain-intelligence');
    const requestTime = new Date();
    await resolve.simple(
      'domain-intelligence',
      request.caller,
      { customerId: b.customer_id },
      async (_env, scenario) => {
        const { payload } = sandboxProduct('domain', { value: b.domain.value }, scenario);
        return { resolution_id: resolutionId, customer_id: b.customer_id, claims: [...b.claims], status: 'completed', created_at: requestTime.toISOString(), domain: payload };
      },
      [b.customer_id, b.domain.value],
      { status: 'completed', requestTime, resolutionId },
    );
    return {
      resolution_id: resolutionId,
      customer_id: b.customer_id,
      claims: [...b.claims],
      status: 'accepted' as const,
      result_url: `/1.0/domain-intelligence/${encodeURIComponent(b.customer_id)}`,
    };
  });
};
