/** POST /admin/1.0/sessions/revoke-all: sign out everywhere. */
import { SESSION_COOKIE } from '../../../contract/admin.js';
import { defineAdminRoute } from '../shared.js';

export const signOutEverywhere = defineAdminRoute('signOutEverywhere', ({ admin }) => async (request, reply) => {
  const revoked = await admin.operators.revokeAllSessions(request.actor);
  if (request.actor.sessionId !== undefined) reply.clearCookie(SESSION_COOKIE, { path: '/admin' });
  return { revoked };
});
