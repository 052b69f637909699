/** POST /admin/1.0/jobs/{job_id}/retry. */
import { defineAdminRoute, jobJson } from '../shared.js';

export const retryJob = defineAdminRoute('retryJob', ({ admin }) => async (request) => jobJson(await admin.ops.retryJob(request.actor, request.params.job_id)));
