/** POST /admin/1.0/keys/{key_id}/revoke. */
import { defineAdminRoute, keyJson } from '../shared.js';

export const revokeKey = defineAdminRoute('revokeKey', ({ admin }) => async (request) => keyJson(await admin.accounts.revokeKey(request.actor, request.params.key_id)));
