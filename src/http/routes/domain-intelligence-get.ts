import { ApiError } from '../../contract/errors.js';
import { defineRoute } from './shared.js';

/** GET /1.0/domain-intelligence/{customer_id} — the Get Domain call: state and result of a submission. Free. */
export const domainIntelligenceGetRoute = defineRoute('domain-intelligence-get', ({ resolutions }) => async (request) => {
  const { account, key } = request.caller;
  const r = await resolutions.byCustomerId(account.id, key.environment, request.params.customer_id, 'domain-intelligence');
  if (!r) throw new ApiError('NOT_FOUND', 'No domain-intelligence submission with this customer_id');
  return r.response as Record<string, unknown>;
});
