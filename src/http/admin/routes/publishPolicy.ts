/** POST /admin/1.0/accounts/{account_id}/policies/{operation}/publish: live calls run it at once (this process) or within 10 s. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const publishPolicy = defineAdminRoute('publishPolicy', (s) => async (request) => {
  const { account_id: accountId, operation } = request.params;
  await scopedAccount(s, request.actor, accountId);
  // The lost-update guard is checked in the service's transaction, with the write (412 VERSION_MISMATCH).
  const version = await s.decisions.policies.publish(accountId, operation, request.body?.version, new Date(), request.body?.expected_published);
  await s.audit.record({ actor: request.actor.label, action: 'policies publish', args: { account_id: accountId, operation, version: version.version } });
  return version;
});
