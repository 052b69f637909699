/** GET /admin/1.0/reviews: the review queue, oldest first (docs/rules.md#review-queue). */
import { defineAdminRoute, limitOf } from '../shared.js';

export const listReviews = defineAdminRoute('listReviews', ({ decisions }) => async (request) => {
  const q = request.query;
  const page = await decisions.reviews.list(request.actor, { accountId: q.account_id, status: q.status, limit: limitOf(q.limit), cursor: q.cursor });
  return { data: page.items, next_cursor: page.nextCursor };
});
