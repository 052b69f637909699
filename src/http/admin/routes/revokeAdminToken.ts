/** DELETE /admin/1.0/tokens/{token_id}. */
import { defineAdminRoute, tokenJson } from '../shared.js';

export const revokeAdminToken = defineAdminRoute('revokeAdminToken', ({ admin }) => async (request) => tokenJson(await admin.operators.revokeToken(request.actor, request.params.token_id)));
