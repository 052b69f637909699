import { newId } from '../../accounts/ids.js';
import { sandboxLoginResults } from '../../sandbox/index.js';
import { defineRoute } from './shared.js';

/** POST /1.0/track/results?session_id= — the risk score of a login against the enrolled references. The body is optional. */
export const trackResultsRoute = defineRoute('track-results', ({ resolve, login }) => async (request) => {
  const { session_id } = request.query;
  const body = request.body ?? {};
  const transactionId = body.transaction_id ?? newId('txn', 24);
  const { body: answer } = await resolve.simple({
    operation: 'track-results',
    caller: request.caller,
    transactionId,
    live: async (extras) => {
      const out = await login.results(request.caller.account.id, session_id, { username: body.username, transactionId }, new Date());
      extras.scored = out.scored;
      return out.body;
    },
    sandbox: (scenario) => sandboxLoginResults(session_id, body, scenario),
    scenarioTexts: [session_id, body.username],
  });
  return answer;
});
