/** POST /admin/1.0/reviews/{resolution_id}/claim: hold an open entry (409 when another analyst holds it). */
import { defineAdminRoute } from '../shared.js';

export const claimReview = defineAdminRoute('claimReview', ({ decisions, audit }) => async (request) => {
  const entry = await decisions.reviews.claim(request.actor, request.params.resolution_id);
  await audit.record({ actor: request.actor.label, action: 'reviews claim', args: { resolution_id: entry.resolution_id, account_id: entry.account_id } });
  return entry;
});
