/** POST /admin/1.0/accounts/{account_id}/lists/{list}/items/remove. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const removeAccountListItems = defineAdminRoute('removeAccountListItems', (s) => async (request) => {
  const { account_id: accountId, list } = request.params;
  await scopedAccount(s, request.actor, accountId);
  const out = await s.decisions.lists.remove(accountId, list, request.body.values);
  await s.audit.record({ actor: request.actor.label, action: 'lists remove', args: { account_id: accountId, list, values: request.body.values.length } });
  return out;
});
