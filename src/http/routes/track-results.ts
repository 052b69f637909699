import { LoginBody, SessionQuery } from '../../contract/requests.js';
import { LoginResultsResponse } from '../../contract/payloads/index.js';
import { ProductNotAvailable } from '../../resolve/errors.js';
import { sandboxLoginResults } from '../../sandbox/index.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /1.0/track/results?session_id= — the risk score of a login against the enrolled references. */
export const trackResultsRoute: Route = (app, { resolve }) => {
  typed(app).post('/1.0/track/results', {
    config: { entitlement: 'login' },
    schema: { tags: ['login'], summary: 'Login results', querystring: SessionQuery, body: LoginBody, response: billedResponses(LoginResultsResponse) },
  }, async (request) => {
    if (request.caller.key.environment === 'live') throw new ProductNotAvailable('login');
    const { session_id } = request.query;
    const { body } = await resolve.simple(
      'track-results',
      request.caller,
      { transactionId: request.body.transaction_id },
      async (_env, scenario) => sandboxLoginResults(session_id, request.body, scenario),
      [session_id, request.body.username],
    );
    return body;
  });
};
