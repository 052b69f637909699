/** GET /admin/1.0/operators/{operator_id}. */
import { defineAdminRoute, etag, operatorJson } from '../shared.js';

export const getOperator = defineAdminRoute('getOperator', ({ admin }) => async (request, reply) => {
  const o = await admin.operators.get(request.actor, request.params.operator_id);
  reply.header('etag', etag(o.version));
  return operatorJson(o);
});
