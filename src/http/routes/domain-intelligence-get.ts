import { ApiError } from '../../contract/errors.js';
import { defineRoute } from './shared.js';

/**
 * GET /1.0/domain-intelligence/?customer_id=… — the Get Domain call: `processing` while the job runs, the envelope
 * with the domain payload once completed, `failed` (refunded) when it could not be; 404 for an unknown customer_id
 * or another account's. Free.
 */
export const domainIntelligenceGetRoute = defineRoute('domain-intelligence-get', ({ domainIntelligence }) => async (request) => {
  const answer = await domainIntelligence.result(request.caller, request.query.customer_id);
  if (!answer) throw new ApiError('NOT_FOUND', 'No domain-intelligence submission with this customer_id');
  return answer;
});
