/** GET /admin/1.0/accounts/{account_id}/apps. */
import { defineAdminRoute, appJson } from '../shared.js';

export const listApps = defineAdminRoute('listApps', ({ admin }) => async (request) => ({ data: (await admin.accounts.listApps(request.actor, request.params.account_id)).map(appJson) }));
