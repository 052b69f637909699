/** POST /admin/1.0/me/password: change one's own password (the current one first); every session ends. */
import { SESSION_COOKIE } from '../../../contract/admin.js';
import { defineAdminRoute } from '../shared.js';

export const changeMyPassword = defineAdminRoute('changeMyPassword', ({ admin }) => async (request, reply) => {
  await admin.operators.changeOwnPassword(request.actor, request.body.current_password, request.body.new_password);
  reply.clearCookie(SESSION_COOKIE, { path: '/admin' });
  return { ok: true };
});
