/** DELETE /admin/1.0/sessions/current: end this session and clear its cookie. */
import { AdminError } from '../../../admin/errors.js';
import { SESSION_COOKIE } from '../../../contract/admin.js';
import { defineAdminRoute } from '../shared.js';

export const signOut = defineAdminRoute('signOut', ({ admin }) => async (request, reply) => {
  if (request.actor.sessionId === undefined) throw new AdminError('CONFLICT', 'An admin token has no session to end: revoke the token instead');
  await admin.operators.revokeSession(request.actor, request.actor.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/admin' });
  return { ok: true };
});
