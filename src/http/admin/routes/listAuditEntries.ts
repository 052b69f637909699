/** GET /admin/1.0/audit. */
import { defineAdminRoute, limitOf, pageJson } from '../shared.js';

export const listAuditEntries = defineAdminRoute('listAuditEntries', ({ admin }) => async (request) => {
  const q = request.query;
  const filter = { actor: q.actor, action: q.action, from: q.from === undefined ? undefined : new Date(q.from).toISOString(), to: q.to === undefined ? undefined : new Date(q.to).toISOString() };
  return pageJson(await admin.ops.auditTrail(request.actor, filter, limitOf(q.limit), q.cursor), (e) => e);
});
