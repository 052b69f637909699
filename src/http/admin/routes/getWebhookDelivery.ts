/** GET /admin/1.0/webhook-deliveries/{event_id}: the body sent and every attempt (status code, error, duration). */
import { defineAdminRoute, attemptJson, deliveryJson } from '../shared.js';

export const getWebhookDelivery = defineAdminRoute('getWebhookDelivery', ({ admin }) => async (request) => {
  const r = await admin.ops.delivery(request.actor, request.params.event_id);
  return { delivery: deliveryJson(r.event), request_body: r.event.body, attempts: r.attempts.map(attemptJson) };
});
