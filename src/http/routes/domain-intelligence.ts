import { defineRoute } from './shared.js';

/**
 * POST /1.0/domain-intelligence/ — claims the customer_id, bills and enqueues in one transaction, answers at once;
 * the result is read with GET /1.0/domain-intelligence/?customer_id=… Sandbox keys complete at once.
 */
export const domainIntelligenceRoute = defineRoute('domain-intelligence', ({ domainIntelligence }) => async (request) =>
  domainIntelligence.submit(request.body, request.caller),
);
