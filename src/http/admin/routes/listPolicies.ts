/** GET /admin/1.0/accounts/{account_id}/policies: one per operation, with its versions. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const listPolicies = defineAdminRoute('listPolicies', (s) => async (request) => {
  await scopedAccount(s, request.actor, request.params.account_id);
  return { data: await s.decisions.policies.list(request.params.account_id) };
});
