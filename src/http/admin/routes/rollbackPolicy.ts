/** POST /admin/1.0/accounts/{account_id}/policies/{operation}/rollback: publish again the version published before. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const rollbackPolicy = defineAdminRoute('rollbackPolicy', (s) => async (request) => {
  const { account_id: accountId, operation } = request.params;
  await scopedAccount(s, request.actor, accountId);
  // The lost-update guard is checked in the service's transaction, with the write (412 VERSION_MISMATCH).
  const version = await s.decisions.policies.rollback(accountId, operation, new Date(), request.body?.expected_published);
  await s.audit.record({ actor: request.actor.label, action: 'policies rollback', args: { account_id: accountId, operation, version: version.version } });
  return version;
});
