/** POST /admin/1.0/keys/{key_id}/rotate: a new secret (answered once); the old one works for the grace period (default 24 h). */
import { defineAdminRoute, keyJson } from '../shared.js';

export const rotateKey = defineAdminRoute('rotateKey', ({ admin }) => async (request) => {
  const grace = request.body?.grace_seconds ?? 86_400;
  const r = await admin.accounts.rotateKey(request.actor, request.params.key_id, grace * 1000);
  return { old: keyJson(r.old), new: { ...keyJson(r.created), secret: r.created.secret } };
});
