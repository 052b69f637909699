import { defineRoute } from './shared.js';

/** GET /1.0/lists — the account's lists (extension; docs/rules.md#lists). Free. */
export const listsListRoute = defineRoute('lists-list', ({ decisions }) => async (request) => ({ lists: await decisions.lists.all(request.caller.account.id) }));
