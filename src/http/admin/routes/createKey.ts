/** POST /admin/1.0/accounts/{account_id}/keys: the secret is answered this once. */
import { defineAdminRoute, keyJson } from '../shared.js';

export const createKey = defineAdminRoute('createKey', ({ admin }) => async (request, reply) => {
  const k = await admin.accounts.createKey(request.actor, request.params.account_id, request.body.environment);
  reply.code(201);
  return { ...keyJson(k), secret: k.secret };
});
