/** GET /admin/1.0/reviews/{resolution_id}: one entry of the review queue. */
import { defineAdminRoute } from '../shared.js';

export const getReview = defineAdminRoute('getReview', ({ decisions }) => async (request) => decisions.reviews.get(request.actor, request.params.resolution_id));
