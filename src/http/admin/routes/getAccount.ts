/** GET /admin/1.0/accounts/{account_id}: ETag is its version. */
import { defineAdminRoute, accountJson, etag } from '../shared.js';

export const getAccount = defineAdminRoute('getAccount', ({ admin }) => async (request, reply) => {
  const a = await admin.accounts.account(request.actor, request.params.account_id);
  reply.header('etag', etag(a.version));
  return accountJson(a);
});
