/** POST /admin/1.0/accounts/{account_id}/disable. */
import { defineAdminRoute, accountJson, etag } from '../shared.js';

export const disableAccount = defineAdminRoute('disableAccount', ({ admin }) => async (request, reply) => {
  const r = await admin.accounts.updateAccount(request.actor, request.params.account_id, { disabled: true });
  reply.header('etag', etag(r.account.version));
  return accountJson(r.account);
});
