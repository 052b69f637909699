/** GET /admin/1.0/accounts/{account_id}/models/{product}. */
import { defineAdminRoute } from '../shared.js';
import { scopedAccount } from '../decisions.js';

export const getActiveModel = defineAdminRoute('getActiveModel', (s) => async (request) => {
  const { account_id: accountId, product } = request.params;
  await scopedAccount(s, request.actor, accountId);
  // An unknown product answers 400 (the activate path's check), not a null model.
  return { product, model_id: await s.decisions.activeModels.get(accountId, product) };
});
