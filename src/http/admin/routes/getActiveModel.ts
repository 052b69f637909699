/** GET /admin/1.0/accounts/{account_id}/models/{product}. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const getActiveModel = defineAdminRoute('getActiveModel', (s) => async (request) => {
  const { account_id: accountId, product } = request.params;
  await scopedAccount(s, request.actor, accountId);
  const active = (await s.decisions.activeModels.list(accountId)).find((m) => m.product === product);
  return { product, model_id: active?.model_id ?? null };
});
