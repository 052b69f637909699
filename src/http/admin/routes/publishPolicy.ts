/** POST /admin/1.0/accounts/{account_id}/policies/{operation}/publish: live calls run it at once (this process) or within 10 s. */
import { defineAdminRoute } from '../shared.js';
import { expectPublished, scopedAccount } from '../decisions.js';

export const publishPolicy = defineAdminRoute('publishPolicy', (s) => async (request) => {
  const { account_id: accountId, operation } = request.params;
  await scopedAccount(s, request.actor, accountId);
  await expectPublished(s, accountId, operation, request.body?.expected_published);
  const version = await s.decisions.policies.publish(accountId, operation, request.body?.version);
  await s.audit.record({ actor: request.actor.label, action: 'policies publish', args: { account_id: accountId, operation, version: version.version } });
  return version;
});
