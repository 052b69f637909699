/** GET /admin/1.0/jobs/{job_id}. */
import { defineAdminRoute, attemptJson, jobJson } from '../shared.js';

export const getJob = defineAdminRoute('getJob', ({ admin }) => async (request) => {
  const d = await admin.ops.job(request.actor, request.params.job_id);
  return {
    job: jobJson(d.job),
    attempts: d.attempts.map((a) => ({ attempt: Number(a.attempt), worker: a.worker, outcome: a.outcome, error: a.error, ms: Number(a.duration_ms), finished_at: a.finished_at })),
    deliveries: d.deliveries ? d.deliveries.map(attemptJson) : null,
  };
});
