/** POST /admin/1.0/operators/{operator_id}/reset-password. */
import { defineAdminRoute, operatorJson } from '../shared.js';

export const resetOperatorPassword = defineAdminRoute('resetOperatorPassword', ({ admin }) => async (request) => {
  const r = await admin.operators.resetPassword(request.actor, request.params.operator_id, request.body?.password);
  return { ...operatorJson(r.operator), ...(r.password ? { password: r.password } : {}) };
});
