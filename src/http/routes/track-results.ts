import { newId } from '../../accounts/ids.js';
import { defineRoute } from './shared.js';

/** POST /1.0/track/results?session_id= — the risk score of a login against the enrolled references. The body is optional. */
export const trackResultsRoute = defineRoute('track-results', ({ resolve, login, sandbox }) => async (request) => {
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
    sandbox: async (scenario, extras) => {
      const out = await sandbox.loginResults(session_id, body, transactionId, scenario);
      extras.scored = out.scored;
      return out.body;
    },
    // The caller's ids first, then the touch points (docs/sandbox.md, "Choosing the score").
    scenarioTexts: [body.transaction_id, session_id, body.username],
  });
  return answer;
});
