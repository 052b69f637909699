/** POST /admin/1.0/accounts/{account_id}/apps. */
import { defineAdminRoute, appJson } from '../shared.js';

export const createApp = defineAdminRoute('createApp', ({ admin }) => async (request, reply) => {
  const a = await admin.accounts.createApp(request.actor, request.params.account_id, request.body.origins);
  reply.code(201);
  return appJson(a);
});
