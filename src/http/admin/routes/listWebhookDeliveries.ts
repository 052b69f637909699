/** GET /admin/1.0/accounts/{account_id}/webhook-deliveries. */
import { defineAdminRoute, deliveryListJson, limitOf, pageJson } from '../shared.js';

export const listWebhookDeliveries = defineAdminRoute('listWebhookDeliveries', ({ admin }) => async (request) => {
  const q = request.query;
  return pageJson(await admin.ops.deliveries(request.actor, request.params.account_id, { status: q.status }, limitOf(q.limit), q.cursor), deliveryListJson);
});
