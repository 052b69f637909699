/** DELETE /admin/1.0/accounts/{account_id}/lists/{list}: the list and its items. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const deleteAccountList = defineAdminRoute('deleteAccountList', (s) => async (request) => {
  const { account_id: accountId, list } = request.params;
  await scopedAccount(s, request.actor, accountId);
  await s.decisions.lists.delete(accountId, list);
  await s.audit.record({ actor: request.actor.label, action: 'lists delete', args: { account_id: accountId, list } });
  return { deleted: true as const };
});
