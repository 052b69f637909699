/** GET /admin/1.0/accounts/{account_id}/labels: current labels, newest first. */
import { defineAdminRoute, limitOf } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const listAccountLabels = defineAdminRoute('listAccountLabels', (s) => async (request) => {
  await scopedAccount(s, request.actor, request.params.account_id);
  const page = await s.decisions.labels.list(request.params.account_id, request.query.cursor ?? null, limitOf(request.query.limit));
  return { data: page.labels, next_cursor: page.next_cursor };
});
