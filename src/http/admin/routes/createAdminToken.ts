/** POST /admin/1.0/tokens: the secret is answered this once. */
import { defineAdminRoute, tokenJson } from '../shared.js';

export const createAdminToken = defineAdminRoute('createAdminToken', ({ admin }) => async (request, reply) => {
  const b = request.body;
  const t = await admin.operators.createToken(request.actor, { name: b.name, role: b.role, accounts: b.accounts, expiresInDays: b.expires_in_days });
  reply.code(201);
  return { ...tokenJson(t), secret: t.secret };
});
