/** GET /admin/1.0/tokens. */
import { defineAdminRoute, limitOf, pageJson, tokenJson } from '../shared.js';

export const listAdminTokens = defineAdminRoute('listAdminTokens', ({ admin }) => async (request) =>
  pageJson(await admin.operators.listTokens(request.actor, limitOf(request.query.limit), request.query.cursor), tokenJson),
);
