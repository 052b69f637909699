/** DELETE /admin/1.0/sessions/{session_id}: end one session (one's own; any, for an owner). */
import { defineAdminRoute } from '../shared.js';

export const revokeSession = defineAdminRoute('revokeSession', ({ admin }) => async (request) => {
  await admin.operators.revokeSession(request.actor, request.params.session_id);
  return { ok: true };
});
