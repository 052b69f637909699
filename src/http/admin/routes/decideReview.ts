/**
 * POST /admin/1.0/reviews/{resolution_id}/decide: approve or decline with a note. The label, the signed
 * `resolution.reviewed` webhook and the closing of the entry are one transaction (src/decisions/reviews.ts); the
 * audit trail records who decided what (not the note: it may name people).
 */
import { defineAdminRoute } from '../shared.js';

export const decideReview = defineAdminRoute('decideReview', ({ decisions, audit, jobs }) => async (request) => {
  const b = request.body;
  const out = await decisions.reviews.decide(request.actor, request.params.resolution_id, { outcome: b.outcome, note: b.note, tag: b.tag });
  if (out.eventId) jobs.wake();
  await audit.record({
    actor: request.actor.label,
    action: 'reviews decide',
    args: { resolution_id: out.entry.resolution_id, account_id: out.entry.account_id, outcome: b.outcome },
    detail: { label_id: out.labelId, webhook_event_id: out.eventId },
  });
  return { review: out.entry, label_id: out.labelId, webhook_event_id: out.eventId };
});
