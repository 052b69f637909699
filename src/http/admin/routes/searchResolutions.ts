/** POST /admin/1.0/resolutions/search: filters in the body (a touch point never in a URL). */
import { DEFAULT_LIMIT } from '../../../admin/pagination.js';
import { defineAdminRoute, pageJson, resolutionJson } from '../shared.js';

export const searchResolutions = defineAdminRoute('searchResolutions', ({ admin }) => async (request) => {
  const b = request.body;
  const page = await admin.insights.searchResolutions(
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
  return pageJson(page, resolutionJson);
});
