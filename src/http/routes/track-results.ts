import { LoginBody, SessionQuery } from '../../contract/requests.js';
import { LoginResultsResponse } from '../../contract/payloads/index.js';
import { newId } from '../../accounts/ids.js';
import { sandboxLoginResults } from '../../sandbox/index.js';
import { billedResponses, optionalBody, typed, type Route } from './shared.js';

/** POST /1.0/track/results?session_id= — the risk score of a login against the enrolled references. The body is optional. */
export const trackResultsRoute: Route = (app, { resolve, login }) => {
  typed(app).post('/1.0/track/results', {
    config: { entitlement: 'login' },
    preValidation: optionalBody,
    schema: { tags: ['login'], summary: 'Login results', querystring: SessionQuery, body: LoginBody, response: billedResponses(LoginResultsResponse) },
  }, async (request) => {
    const { session_id } = request.query;
    const body = request.body ?? {};
    const transactionId = body.transaction_id ?? newId('txn', 24);
    const { body: answer } = await resolve.simple(
      'track-results',
      request.caller,
      { transactionId },
      async (env, scenario, extras) => {
        if (env === 'sandbox') return sandboxLoginResults(session_id, body, scenario);
        const out = await login.results(request.caller.account.id, session_id, { username: body.username, transactionId }, new Date());
        extras.scored = out.scored;
        return out.body;
      },
      [session_id, body.username],
    );
    return answer;
  });
};
