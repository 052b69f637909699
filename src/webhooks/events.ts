/**
 * The webhook event catalogue: every event type the service sends, documented in docs/webhooks.md (a test checks
 * that each one is). The body of every event is `{"type", "timestamp", "data"}` (the Standard Webhooks payload form).
 */
export const WEBHOOK_EVENTS = {
  'domain_intelligence.completed': 'A domain-intelligence submission finished; `data` is the Get Domain answer (envelope + domain payload).',
  'resolution.review': "A call was decided `review` by the account's published policy (docs/rules.md); `data` holds resolution_id, customer_id, operation and the decision block.",
  'resolution.reviewed': 'An analyst approved or declined a call of the review queue (docs/rules.md#review-queue); `data` holds resolution_id, customer_id, operation, policy_version, outcome, label, note, reviewed_by and reviewed_at.',
  'domain_intelligence.failed': 'A domain-intelligence submission could not be completed after its retries; `data` holds its ids and the credits refunded.',
  'bulk.completed': 'A bulk job (POST /1.0/bulk) ended: completed, or cancelled; `data` is the job as GET /1.0/bulk/{id} answers it (docs/bulk.md). Sent to the job\'s webhook_url when it named one, else to the account\'s.',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
