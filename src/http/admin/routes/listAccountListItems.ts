/** GET /admin/1.0/accounts/{account_id}/lists/{list}/items: value order, by cursor. */
import { defineAdminRoute, limitOf } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const listAccountListItems = defineAdminRoute('listAccountListItems', (s) => async (request) => {
  const { account_id: accountId, list } = request.params;
  await scopedAccount(s, request.actor, accountId);
  const page = await s.decisions.lists.items(accountId, list, request.query.cursor ?? null, limitOf(request.query.limit));
  return { data: page.items, next_cursor: page.next_cursor };
});
