/** POST /admin/1.0/privacy/erase (dry_run: count only). */
import { defineAdminRoute } from '../shared.js';

export const eraseSubject = defineAdminRoute('eraseSubject', ({ admin }) => async (request) => {
  const r = await admin.ops.eraseSubject(request.actor, admin.ops.subject(request.body.kind, request.body.value), request.body.dry_run === true);
  return { subject: r.subject, dry_run: r.dryRun, stores: Object.fromEntries(r.stores.map((s) => [s.store, s.records])), total: r.total };
});
