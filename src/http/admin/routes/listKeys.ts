/** GET /admin/1.0/accounts/{account_id}/keys. */
import { defineAdminRoute, keyJson, limitOf, pageJson } from '../shared.js';

export const listKeys = defineAdminRoute('listKeys', ({ admin }) => async (request) =>
  pageJson(await admin.accounts.listKeys(request.actor, request.params.account_id, limitOf(request.query.limit), request.query.cursor), keyJson),
);
