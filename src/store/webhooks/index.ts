/** Webhook delivery's storage: the interface the service uses (./types.ts) and its Kysely implementation. */
export type { NewWebhookAttempt, WebhookRows } from './types.js';
export { WebhooksRepository } from './repository.js';
