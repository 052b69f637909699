/** POST /admin/1.0/privacy/export. */
import { defineAdminRoute } from '../shared.js';

export const exportSubject = defineAdminRoute('exportSubject', ({ admin }) => async (request) => ({ stores: await admin.ops.exportSubject(request.actor, admin.ops.subject(request.body.kind, request.body.value)) }));
