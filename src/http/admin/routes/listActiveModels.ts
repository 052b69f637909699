/** GET /admin/1.0/accounts/{account_id}/models: the active model per product. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const listActiveModels = defineAdminRoute('listActiveModels', (s) => async (request) => {
  await scopedAccount(s, request.actor, request.params.account_id);
  return { data: await s.decisions.activeModels.list(request.params.account_id) };
});
