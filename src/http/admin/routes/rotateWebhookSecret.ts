/** POST /admin/1.0/accounts/{account_id}/webhook/rotate-secret: the new secret is answered this once. */
import { defineAdminRoute } from '../shared.js';

export const rotateWebhookSecret = defineAdminRoute('rotateWebhookSecret', ({ admin }) => async (request) => {
  const r = await admin.accounts.updateAccount(request.actor, request.params.account_id, {}, { rotateWebhookSecret: true });
  return { account_id: r.account.id, webhook_secret: r.webhookSecret as string };
});
