/** GET /admin/1.0/accounts/{account_id}/lists/{list}. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const getAccountList = defineAdminRoute('getAccountList', (s) => async (request) => {
  await scopedAccount(s, request.actor, request.params.account_id);
  return s.decisions.lists.get(request.params.account_id, request.params.list);
});
