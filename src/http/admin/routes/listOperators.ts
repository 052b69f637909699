/** GET /admin/1.0/operators. */
import { defineAdminRoute, limitOf, operatorJson, pageJson } from '../shared.js';

export const listOperators = defineAdminRoute('listOperators', ({ admin }) => async (request) =>
  pageJson(await admin.operators.list(request.actor, limitOf(request.query.limit), request.query.cursor), operatorJson),
);
