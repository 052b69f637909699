import { sandboxLoginResults } from '../../sandbox/index.js';
import { defineRoute } from './shared.js';

/** POST /1.0/track/results?session_id= — the risk score of a login against the enrolled references. */
export const trackResultsRoute = defineRoute('track-results', ({ resolve }) => async (request) => {
  const { session_id } = request.query;
  const { body } = await resolve.simple({
    operation: 'track-results',
    caller: request.caller,
    transactionId: request.body.transaction_id,
    live: undefined, // login tracking has no live engine yet: 501 on live keys
    sandbox: (scenario) => sandboxLoginResults(session_id, request.body, scenario),
    scenarioTexts: [session_id, request.body.username],
  });
  return body;
});
