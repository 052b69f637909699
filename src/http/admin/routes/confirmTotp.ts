/** POST /admin/1.0/me/totp/confirm: a current code turns the second factor on; ten recovery codes, answered once. */
import { defineAdminRoute } from '../shared.js';

export const confirmTotp = defineAdminRoute('confirmTotp', ({ admin }) => async (request) => ({ recovery_codes: (await admin.operators.confirmTotp(request.actor, request.body.code)).recoveryCodes }));
