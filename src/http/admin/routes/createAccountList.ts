/** POST /admin/1.0/accounts/{account_id}/lists: the same service as POST /1.0/lists. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const createAccountList = defineAdminRoute('createAccountList', (s) => async (request, reply) => {
  const accountId = request.params.account_id;
  await scopedAccount(s, request.actor, accountId);
  const list = await s.decisions.lists.create(accountId, request.body);
  await s.audit.record({ actor: request.actor.label, action: 'lists create', args: { account_id: accountId, list: list.name, kind: list.kind } });
  reply.code(201);
  return list;
});
