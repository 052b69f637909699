import { defineRoute } from './shared.js';

/** POST /1.0/lists/{list}/items/remove — remove up to 10,000 values at once. Free. */
export const listItemsRemoveRoute = defineRoute('list-items-remove', ({ decisions }) => async (request) =>
  decisions.lists.remove(request.caller.account.id, request.params.list, request.body.values),
);
