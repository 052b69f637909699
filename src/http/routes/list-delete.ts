import { defineRoute } from './shared.js';

/** DELETE /1.0/lists/{list} — delete a list and its items. Free. */
export const listDeleteRoute = defineRoute('list-delete', ({ decisions }) => async (request, reply) => {
  await decisions.lists.delete(request.caller.account.id, request.params.list);
  return reply.code(204).send(null);
});
