import { defineRoute } from './shared.js';

/** GET /1.0/lists/{list}/items — the items of a list in value order, a page at a time. Free. */
export const listItemsGetRoute = defineRoute('list-items-get', ({ decisions }) => async (request) =>
  decisions.lists.items(request.caller.account.id, request.params.list, request.query.cursor || null, Number(request.query.limit ?? 100)),
);
