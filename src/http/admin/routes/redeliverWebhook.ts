/** POST /admin/1.0/webhook-deliveries/{event_id}/redeliver. */
import { defineAdminRoute, deliveryJson } from '../shared.js';

export const redeliverWebhook = defineAdminRoute('redeliverWebhook', ({ admin }) => async (request, reply) => {
  const r = await admin.ops.redeliver(request.actor, request.params.event_id);
  reply.code(202);
  return { delivery: deliveryJson(r.event), job_id: r.jobId };
});
