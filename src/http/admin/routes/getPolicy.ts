/** GET /admin/1.0/accounts/{account_id}/policies/{operation}[?version=N]: the policy, its versions and one version's document. */
import { defineAdminRoute } from '../shared.js';
import { AdminError } from '../../../admin/errors.js';
import { scopedAccount } from '../decisions.js';

export const getPolicy = defineAdminRoute('getPolicy', (s) => async (request) => {
  const { account_id: accountId, operation } = request.params;
  await scopedAccount(s, request.actor, accountId);
  const policy = (await s.decisions.policies.list(accountId)).find((p) => p.operation === operation);
  if (!policy) throw new AdminError('NOT_FOUND', `the account has no ${operation} policy`);
  const version = await s.decisions.policies.show(accountId, operation, request.query.version === undefined ? undefined : Number(request.query.version));
  return { policy, version };
});
