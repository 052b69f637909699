/** GET /admin/1.0/me: who the caller is. */
import { defineAdminRoute } from '../shared.js';

export const getMe = defineAdminRoute('getMe', ({ admin }) => async (request) => {
  const a = request.actor;
  const email = a.kind === 'operator' ? ((await admin.operators.operators.byId(a.id))?.email ?? null) : null;
  return { kind: a.kind, id: a.id, role: a.role, accounts: a.accounts ? [...a.accounts] : null, email };
});
