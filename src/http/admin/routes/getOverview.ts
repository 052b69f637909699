/** GET /admin/1.0/overview?range=1h|24h|7d|30d|custom[&from&to][&account_id]: the console's overview in one call. */
import { overviewRange, type CallStatsView, type OverviewRange } from '../../../admin/overview.js';
import { LATENCY_BOUNDS_MS } from '../../../observability/call-stats.js';
import { defineAdminRoute } from '../shared.js';

export const getOverview = defineAdminRoute('getOverview', ({ admin }) => async (request) => {
  const q = request.query;
  const range = overviewRange((q.range ?? '24h') as OverviewRange, q.from, q.to);
  const o = await admin.insights.overview(request.actor, { ...range, accountId: q.account_id });
  return {
    from: o.from, to: o.to, bucket: o.bucket, account_id: o.accountId, calls: o.calls, totals: o.totals, errors: errorsOut(o.callStats), latency: latencyOut(o.callStats), clusters: o.clusters,
    reason_codes: o.reasonCodes,
    credits: o.credits?.map((c) => ({ account_id: c.accountId, name: c.name, spent: c.spent, balance: c.balance, unlimited: c.unlimited })) ?? null,
    webhook_failures: o.webhookFailures?.map((w) => ({ event_id: w.eventId, account_id: w.accountId, attempt: w.attempt, url: w.url, status_code: w.statusCode, error: w.error, created_at: w.createdAt })) ?? null,
    failed_jobs: o.failedJobs?.map((j) => ({ id: j.id, name: j.name, attempts: j.attempts, last_error: j.lastError, finished_at: j.finishedAt })) ?? null,
  };
});

function errorsOut(s: CallStatsView) {
  return {
    from: s.from, to: s.to, bucket: s.bucket, recorded_since: s.recordedSince,
    calls: s.totals.calls, client_errors: s.totals.clientErrors, server_errors: s.totals.serverErrors,
    series: s.series.map((p) => ({ t: p.t, calls: p.calls, client_errors: p.clientErrors, server_errors: p.serverErrors })),
    by_operation: s.byOperation.map((p) => ({ operation: p.operation, calls: p.calls, client_errors: p.clientErrors, server_errors: p.serverErrors })),
  };
}

function latencyOut(s: CallStatsView) {
  return {
    bounds_ms: [...LATENCY_BOUNDS_MS], p50_ms: s.totals.p50Ms, p99_ms: s.totals.p99Ms,
    series: s.series.map((p) => ({ t: p.t, p50_ms: p.p50Ms, p99_ms: p.p99Ms })),
    by_operation: s.byOperation.map((p) => ({ operation: p.operation, calls: p.calls, p50_ms: p.p50Ms, p99_ms: p.p99Ms })),
  };
}
