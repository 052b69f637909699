/** POST /admin/1.0/accounts/{account_id}/labels: the same service as POST /1.0/labels; the author is the operator or token. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const createAccountLabels = defineAdminRoute('createAccountLabels', (s) => async (request, reply) => {
  const accountId = request.params.account_id;
  await scopedAccount(s, request.actor, accountId);
  const labels = await s.decisions.labels.add(accountId, request.body.labels, request.actor.label);
  await s.audit.record({ actor: request.actor.label, action: 'labels create', args: { account_id: accountId, labels: labels.length } });
  reply.code(201);
  return { data: labels };
});
