/** PATCH /admin/1.0/operators/{operator_id} (If-Match). */
import { defineAdminRoute, etag, ifMatch, operatorJson } from '../shared.js';

export const updateOperator = defineAdminRoute('updateOperator', ({ admin }) => async (request, reply) => {
  const o = await admin.operators.update(request.actor, request.params.operator_id, request.body, ifMatch(request));
  reply.header('etag', etag(o.version));
  return operatorJson(o);
});
