/** POST /admin/1.0/me/totp/disable: turn one's own second factor off (the password again). */
import { defineAdminRoute, operatorJson } from '../shared.js';

export const disableMyTotp = defineAdminRoute('disableMyTotp', ({ admin }) => async (request) => operatorJson(await admin.operators.disableTotp(request.actor, request.actor.id, request.body.password)));
