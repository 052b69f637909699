import { newId } from '../../accounts/ids.js';
import { sandboxProduct } from '../../sandbox/index.js';
import { defineRoute } from './shared.js';

/**
 * POST /1.0/domain-intelligence/ — acknowledged at once; the enrichment runs in the background and is read with
 * GET /1.0/domain-intelligence/{customer_id}. Sandbox keys complete at once with a synthetic domain payload.
 */
export const domainIntelligenceRoute = defineRoute('domain-intelligence', ({ resolve }) => async (request) => {
  const b = request.body;
  const resolutionId = newId('res');
  const requestTime = new Date();
  await resolve.simple({
    operation: 'domain-intelligence',
    caller: request.caller,
    customerId: b.customer_id,
    live: undefined, // no background domain engine yet: 501 on live keys
    sandbox: (scenario) => {
      const { payload } = sandboxProduct('domain', { value: b.domain.value }, scenario);
      return { resolution_id: resolutionId, customer_id: b.customer_id, claims: [...b.claims], status: 'completed', created_at: requestTime.toISOString(), domain: payload };
    },
    scenarioTexts: [b.customer_id, b.domain.value],
    status: 'completed',
    requestTime,
    resolutionId,
  });
  return {
    resolution_id: resolutionId,
    customer_id: b.customer_id,
    claims: [...b.claims],
    status: 'accepted' as const,
    result_url: `/1.0/domain-intelligence/${encodeURIComponent(b.customer_id)}`,
  };
});
