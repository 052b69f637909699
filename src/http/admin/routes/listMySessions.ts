/** GET /admin/1.0/sessions: the signed-in operator's sessions. */
import { defineAdminRoute, sessionJson } from '../shared.js';

export const listMySessions = defineAdminRoute('listMySessions', ({ admin }) => async (request) => {
  const list = await admin.operators.listSessions(request.actor);
  return { data: list.map((s) => sessionJson(s, request.actor.sessionId)) };
});
