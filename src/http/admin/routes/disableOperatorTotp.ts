/** POST /admin/1.0/operators/{operator_id}/totp/disable: an owner turns an operator's second factor off. */
import { defineAdminRoute, operatorJson } from '../shared.js';

export const disableOperatorTotp = defineAdminRoute('disableOperatorTotp', ({ admin }) => async (request) => operatorJson(await admin.operators.disableTotp(request.actor, request.params.operator_id)));
