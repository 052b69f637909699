/** GET /admin/1.0/identities/nodes/{ref}: a node of an account's identity graph by its reference (a linked touch point). */
import { defineAdminRoute } from '../shared.js';
import { identityJson } from './lookupIdentity.js';

export const openIdentityNode = defineAdminRoute('openIdentityNode', ({ admin }) => async (request) =>
  identityJson(await admin.identities.byRef(request.actor, request.params.ref, request.query.account_id)),
);
