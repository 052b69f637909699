/** POST /admin/1.0/operators/{operator_id}/unlock: lift a sign-in lock-out. */
import { defineAdminRoute, operatorJson } from '../shared.js';

export const unlockOperator = defineAdminRoute('unlockOperator', ({ admin }) => async (request) => operatorJson(await admin.operators.unlock(request.actor, request.params.operator_id)));
