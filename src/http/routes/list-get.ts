import { defineRoute } from './shared.js';

/** GET /1.0/lists/{list} — one list of the account with its item count. Free. */
export const listGetRoute = defineRoute('list-get', ({ decisions }) => async (request) => decisions.lists.get(request.caller.account.id, request.params.list));
