/** POST /admin/1.0/resolutions/search: filters in the body (a touch point never in a URL). */
import { DEFAULT_LIMIT } from '../../../admin/pagination.js';
import { defineAdminRoute } from '../shared.js';
import { resolutionPage } from '../resolution-page.js';

export const searchResolutions = defineAdminRoute('searchResolutions', ({ admin }) => async (request, reply) => {
  const b = request.body;
  const page = await admin.insights.searchResolutionRows(
    request.actor,
    {
      accountId: b.account_id, environment: b.environment, customerId: b.customer_id, id: b.resolution_id, operation: b.operation, model: b.model,
      scoreMin: b.score_min, scoreMax: b.score_max, cluster: b.cluster, reasonCode: b.reason_code,
      from: b.from === undefined ? undefined : new Date(b.from).toISOString(), to: b.to === undefined ? undefined : new Date(b.to).toISOString(),
      touchpoint: b.touchpoint,
    },
    b.limit ?? DEFAULT_LIMIT,
    b.cursor,
  );
  // The rows' text written as the answer when it can be (resolution-page.ts); else the object, for the response schema.
  const answer = resolutionPage(page);
  if (typeof answer === 'string') reply.type('application/json; charset=utf-8');
  return answer;
});
