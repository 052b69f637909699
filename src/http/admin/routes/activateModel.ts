/** POST /admin/1.0/accounts/{account_id}/models/{product}/activate: the same service as `idrisk models activate`. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const activateModel = defineAdminRoute('activateModel', (s) => async (request) => {
  const { account_id: accountId, product } = request.params;
  await scopedAccount(s, request.actor, accountId);
  const active = await s.decisions.activeModels.activate(accountId, product, request.body.model_id);
  await s.audit.record({ actor: request.actor.label, action: 'models activate', args: { account_id: accountId, product, model_id: active.model_id } });
  return active;
});
