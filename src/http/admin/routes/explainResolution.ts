/** GET /admin/1.0/resolutions/{resolution_id}: with its explanation and stored response. */
import { defineAdminRoute, resolutionJson } from '../shared.js';

export const explainResolution = defineAdminRoute('explainResolution', ({ admin }) => async (request) => {
  const r = await admin.insights.resolution(request.actor, request.params.resolution_id);
  return { resolution: resolutionJson(r.summary), explanation: r.explanation, response: r.response };
});
