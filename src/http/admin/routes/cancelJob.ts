/** POST /admin/1.0/jobs/{job_id}/cancel. */
import { defineAdminRoute, jobJson } from '../shared.js';

export const cancelJob = defineAdminRoute('cancelJob', ({ admin }) => async (request) => jobJson(await admin.ops.cancelJob(request.actor, request.params.job_id)));
