import { defineRoute } from './shared.js';

/** POST /1.0/lists — create a typed list of the account (extension; docs/rules.md#lists). Free. */
export const listCreateRoute = defineRoute('list-create', ({ decisions }) => async (request) => decisions.lists.create(request.caller.account.id, request.body));
