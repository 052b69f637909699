/** POST /admin/1.0/accounts. */
import type { Entitlement } from '../../../accounts/entitlements.js';
import { defineAdminRoute, accountJson, etag } from '../shared.js';

export const createAccount = defineAdminRoute('createAccount', ({ admin }) => async (request, reply) => {
  const b = request.body;
  const r = await admin.accounts.createAccount(request.actor, {
    name: b.name, credits: b.credits, unlimited: b.unlimited, products: b.products as Entitlement[] | undefined, rateLimit: b.rate_limit, webhookUrl: b.webhook_url ?? null,
  });
  reply.code(201).header('etag', etag(r.account.version));
  return { ...accountJson(r.account), ...(r.webhookSecret ? { webhook_secret: r.webhookSecret } : {}) };
});
