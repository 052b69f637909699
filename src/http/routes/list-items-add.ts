import { defineRoute } from './shared.js';

/** POST /1.0/lists/{list}/items — add up to 10,000 items at once, all or nothing. Free. */
export const listItemsAddRoute = defineRoute('list-items-add', ({ decisions }) => async (request) => {
  const { account, key } = request.caller;
  return decisions.lists.add(account.id, request.params.list, request.body.items, `key:${key.id}`);
});
