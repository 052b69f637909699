/** POST /admin/1.0/apps/{app_id}/revoke. */
import { defineAdminRoute, appJson } from '../shared.js';

export const revokeApp = defineAdminRoute('revokeApp', ({ admin }) => async (request) => appJson(await admin.accounts.revokeApp(request.actor, request.params.app_id)));
