/** POST /admin/1.0/accounts/{account_id}/policies/{operation}/drafts: a new draft version (checked; every problem answered at once). */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const saveDraftPolicy = defineAdminRoute('saveDraftPolicy', (s) => async (request, reply) => {
  const { account_id: accountId, operation } = request.params;
  await scopedAccount(s, request.actor, accountId);
  // expected_latest is checked in the transaction that writes the version (412 VERSION_MISMATCH).
  const body = request.body.codes === undefined ? { rules: request.body.rules } : { rules: request.body.rules, codes: request.body.codes };
  const version = await s.decisions.policies.saveDraft(accountId, operation, body, request.actor.label, new Date(), request.body.expected_latest);
  await s.audit.record({ actor: request.actor.label, action: 'policies draft', args: { account_id: accountId, operation, version: version.version, hash: version.hash } });
  reply.code(201);
  return version;
});
