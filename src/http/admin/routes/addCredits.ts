/** POST /admin/1.0/accounts/{account_id}/credits: answers the ledger entry. */
import { defineAdminRoute, ledgerJson } from '../shared.js';

export const addCredits = defineAdminRoute('addCredits', ({ admin }) => async (request, reply) => {
  const entry = await admin.accounts.addCredits(request.actor, request.params.account_id, request.body.amount, request.body.note ?? null);
  reply.code(201);
  return ledgerJson(entry);
});
