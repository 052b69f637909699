/** GET /admin/1.0/accounts/{account_id}/lists (docs/admin.md#decisions): the lists with their item counts. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const listAccountLists = defineAdminRoute('listAccountLists', (s) => async (request) => {
  await scopedAccount(s, request.actor, request.params.account_id);
  return { data: await s.decisions.lists.allWithCounts(request.params.account_id) };
});
