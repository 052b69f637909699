/** POST /admin/1.0/accounts/{account_id}/lists/{list}/items: all or nothing; the items' author is the operator or token. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const addAccountListItems = defineAdminRoute('addAccountListItems', (s) => async (request) => {
  const { account_id: accountId, list } = request.params;
  await scopedAccount(s, request.actor, accountId);
  const out = await s.decisions.lists.add(accountId, list, request.body.items, request.actor.label);
  await s.audit.record({ actor: request.actor.label, action: 'lists add', args: { account_id: accountId, list, items: request.body.items.length } });
  return out;
});
