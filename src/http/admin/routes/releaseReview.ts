/** POST /admin/1.0/reviews/{resolution_id}/release: give one's claim back to the queue. */
import { defineAdminRoute } from '../shared.js';

export const releaseReview = defineAdminRoute('releaseReview', ({ decisions, audit }) => async (request) => {
  const entry = await decisions.reviews.release(request.actor, request.params.resolution_id);
  await audit.record({ actor: request.actor.label, action: 'reviews release', args: { resolution_id: entry.resolution_id, account_id: entry.account_id } });
  return entry;
});
