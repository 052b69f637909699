import { defineRoute } from './shared.js';

/** POST /1.0/labels — label up to 1,000 live resolutions at once (docs/labels.md). Free. */
export const labelsCreateRoute = defineRoute('labels-create', ({ decisions }) => async (request) => {
  const { account, key } = request.caller;
  return { labels: await decisions.labels.add(account.id, request.body.labels, `key:${key.id}`) };
});
