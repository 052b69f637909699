/** GET /admin/1.0/accounts/{account_id}/credits: the ledger, newest first. */
import { defineAdminRoute, ledgerJson, limitOf, pageJson } from '../shared.js';

export const listCreditLedger = defineAdminRoute('listCreditLedger', ({ admin }) => async (request) =>
  pageJson(await admin.accounts.creditLedger(request.actor, request.params.account_id, limitOf(request.query.limit), request.query.cursor), ledgerJson),
);
