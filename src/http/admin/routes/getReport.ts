/** GET /admin/1.0/accounts/{account_id}/report: the label report, as `idrisk report --json` (docs/labels.md). */
import { defineAdminRoute } from '../shared.js';
import { AdminError } from '../../../admin/errors.js';
import { scopedAccount } from '../decisions.js';

const time = (v: string | undefined, field: string) => {
  if (v === undefined) return undefined;
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw new AdminError('INVALID_PAYLOAD', `${field} must be a date or ISO-8601 time`, [{ field, message: 'not a date or time' }]);
  return new Date(t).toISOString();
};

export const getReport = defineAdminRoute('getReport', (s) => async (request) => {
  const accountId = request.params.account_id;
  await scopedAccount(s, request.actor, accountId);
  const q = request.query;
  return s.decisions.reports.report({ accountId, modelId: q.model, policyVersion: q.policy_version, operation: q.operation, since: time(q.since, 'since'), until: time(q.until, 'until') });
});
