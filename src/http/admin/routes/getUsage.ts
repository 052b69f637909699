/** GET /admin/1.0/accounts/{account_id}/usage?from=YYYY-MM-DD&to=YYYY-MM-DD (to exclusive; default: the last 30 days). */
import { defineAdminRoute } from '../shared.js';

const DAY = 86_400_000;

export const getUsage = defineAdminRoute('getUsage', ({ admin }) => async (request) => {
  const to = request.query.to ?? new Date(Date.now() + DAY).toISOString().slice(0, 10);
  const from = request.query.from ?? new Date(Date.parse(to) - 30 * DAY).toISOString().slice(0, 10);
  const days = await admin.insights.usage(request.actor, request.params.account_id, from, to);
  return { account_id: request.params.account_id, from, to, days };
});
