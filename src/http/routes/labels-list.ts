import { defineRoute } from './shared.js';

/** GET /1.0/labels — the account's current labels, newest first, a page at a time. Free. */
export const labelsListRoute = defineRoute('labels-list', ({ decisions }) => async (request) =>
  decisions.labels.list(request.caller.account.id, request.query.cursor || null, Number(request.query.limit ?? 100)),
);
