/** POST /admin/1.0/me/totp: start a second factor; the secret is answered this once. */
import { defineAdminRoute } from '../shared.js';

export const startTotp = defineAdminRoute('startTotp', ({ admin }) => async (request) => {
  const r = await admin.operators.startTotp(request.actor);
  return { secret: r.secret, otpauth_uri: r.uri };
});
