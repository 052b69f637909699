/** GET /admin/1.0/overview?range=1h|24h|7d|30d|custom[&from&to][&account_id]: the console's overview in one call. */
import { overviewRange, type OverviewRange } from '../../../admin/insights.js';
import { defineAdminRoute } from '../shared.js';

export const getOverview = defineAdminRoute('getOverview', ({ admin }) => async (request) => {
  const q = request.query;
  const range = overviewRange((q.range ?? '24h') as OverviewRange, q.from, q.to);
  const o = await admin.insights.overview(request.actor, { ...range, accountId: q.account_id });
  return {
    from: o.from, to: o.to, bucket: o.bucket, account_id: o.accountId, calls: o.calls, totals: o.totals, errors: null, latency: null, clusters: o.clusters,
    reason_codes: o.reasonCodes,
    credits: o.credits?.map((c) => ({ account_id: c.accountId, name: c.name, spent: c.spent, balance: c.balance, unlimited: c.unlimited })) ?? null,
    webhook_failures: o.webhookFailures?.map((w) => ({ event_id: w.eventId, account_id: w.accountId, attempt: w.attempt, url: w.url, status_code: w.statusCode, error: w.error, created_at: w.createdAt })) ?? null,
    failed_jobs: o.failedJobs?.map((j) => ({ id: j.id, name: j.name, attempts: j.attempts, last_error: j.lastError, finished_at: j.finishedAt })) ?? null,
  };
});
