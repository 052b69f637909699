/** PATCH /admin/1.0/accounts/{account_id} (If-Match). */
import type { Entitlement } from '../../../accounts/entitlements.js';
import { defineAdminRoute, accountJson, etag, ifMatch } from '../shared.js';

export const updateAccount = defineAdminRoute('updateAccount', ({ admin }) => async (request, reply) => {
  const b = request.body;
  const r = await admin.accounts.updateAccount(
    request.actor,
    request.params.account_id,
    { name: b.name, unlimited: b.unlimited, products: b.products as Entitlement[] | undefined, rateLimit: b.rate_limit, webhookUrl: b.webhook_url, disabled: b.disabled },
    { version: ifMatch(request), rotateWebhookSecret: b.rotate_webhook_secret },
  );
  reply.header('etag', etag(r.account.version));
  return { ...accountJson(r.account), ...(r.webhookSecret ? { webhook_secret: r.webhookSecret } : {}) };
});
