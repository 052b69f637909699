/** GET /admin/1.0/accounts. */
import { defineAdminRoute, accountJson, limitOf, pageJson } from '../shared.js';

export const listAccounts = defineAdminRoute('listAccounts', ({ admin }) => async (request) => {
  const q = request.query;
  const filter = { disabled: q.disabled === undefined ? undefined : q.disabled === 'true', name: q.name };
  return pageJson(await admin.accounts.listAccounts(request.actor, limitOf(q.limit), q.cursor, filter), accountJson);
});
