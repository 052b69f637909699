/** POST /admin/1.0/sessions: sign in. A new session (and cookie) every time: no fixation. */
import { SESSION_COOKIE } from '../../../contract/admin.js';
import { secureCookie } from '../plugin.js';
import { defineAdminRoute, operatorJson, sessionJson } from '../shared.js';

export const signIn = defineAdminRoute('signIn', ({ admin, config }) => {
  const secure = secureCookie(config);
  const maxAge = config.admin.sessionMaxHours * 3600;
  return async (request, reply) => {
    const b = request.body;
    const r = await admin.operators.signIn({ email: b.email, password: b.password, totpCode: b.totp_code, recoveryCode: b.recovery_code, address: request.ip, userAgent: request.headers['user-agent'] ?? null });
    reply.setCookie(SESSION_COOKIE, r.cookie, { path: '/admin', httpOnly: true, sameSite: 'strict', secure, maxAge });
    reply.code(201);
    return { operator: operatorJson(r.operator), session: sessionJson(r.session, r.session.id), csrf_token: r.csrfToken };
  };
});
