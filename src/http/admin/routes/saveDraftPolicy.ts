/** POST /admin/1.0/accounts/{account_id}/policies/{operation}/drafts: a new draft version (checked; every problem answered at once). */
import { defineAdminRoute } from '../shared.js';
import { AdminError } from '../../../admin/errors.js';
import { scopedAccount } from '../decisions.js';

export const saveDraftPolicy = defineAdminRoute('saveDraftPolicy', (s) => async (request, reply) => {
  const { account_id: accountId, operation } = request.params;
  await scopedAccount(s, request.actor, accountId);
  const expected = request.body.expected_latest;
  if (expected !== undefined) {
    const policy = (await s.decisions.policies.list(accountId)).find((p) => p.operation === operation);
    const latest = policy?.versions.reduce((m, v) => Math.max(m, v.version), 0) ?? 0;
    if (latest !== (expected ?? 0)) throw new AdminError('VERSION_MISMATCH', `The ${operation} policy's latest version is ${latest}, not ${expected ?? 0}: read it again`);
  }
  const version = await s.decisions.policies.saveDraft(accountId, operation, request.body.codes === undefined ? { rules: request.body.rules } : { rules: request.body.rules, codes: request.body.codes }, request.actor.label);
  await s.audit.record({ actor: request.actor.label, action: 'policies draft', args: { account_id: accountId, operation, version: version.version, hash: version.hash } });
  reply.code(201);
  return version;
});
