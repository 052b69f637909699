/** POST /admin/1.0/operators: a generated password is answered once when none is given. */
import { defineAdminRoute, etag, operatorJson } from '../shared.js';

export const createOperator = defineAdminRoute('createOperator', ({ admin }) => async (request, reply) => {
  const r = await admin.operators.create(request.actor, request.body);
  reply.code(201).header('etag', etag(r.operator.version));
  return { ...operatorJson(r.operator), ...(r.password ? { password: r.password } : {}) };
});
