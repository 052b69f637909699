/** GET /admin/1.0/jobs. */
import type { JobStatus } from '../../../jobs/queue.js';
import { defineAdminRoute, jobJson, limitOf, pageJson } from '../shared.js';

export const listJobs = defineAdminRoute('listJobs', ({ admin }) => async (request) => {
  const q = request.query;
  return pageJson(await admin.ops.listJobs(request.actor, { status: q.status as JobStatus | undefined, name: q.name }, limitOf(q.limit), q.cursor), jobJson);
});
