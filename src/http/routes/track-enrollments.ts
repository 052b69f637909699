import { LoginBody, SessionQuery } from '../../contract/requests.js';
import { LoginEnrollmentResponse } from '../../contract/payloads/index.js';
import { newId } from '../../accounts/ids.js';
import { sandboxLoginEnrollment } from '../../sandbox/index.js';
import { billedResponses, optionalBody, typed, type Route } from './shared.js';

/**
 * POST /1.0/track/enrollments?session_id= — make the collector record of a session a trusted reference of its
 * username (live), billed; the enrollment is written in the commit's transaction. The body is optional.
 */
export const trackEnrollmentsRoute: Route = (app, { resolve, login }) => {
  typed(app).post('/1.0/track/enrollments', {
    config: { entitlement: 'login' },
    preValidation: optionalBody,
    schema: { tags: ['login'], summary: 'Login enrollment', querystring: SessionQuery, body: LoginBody, response: billedResponses(LoginEnrollmentResponse) },
  }, async (request) => {
    const { session_id } = request.query;
    const body = request.body ?? {};
    const transactionId = body.transaction_id ?? newId('txn', 24);
    const { body: answer } = await resolve.simple(
      'track-enrollments',
      request.caller,
      { transactionId },
      async (env, _scenario, extras) => {
        if (env === 'sandbox') return sandboxLoginEnrollment(session_id, body);
        const out = await login.enroll(request.caller.account.id, session_id, { username: body.username, transactionId }, new Date());
        extras.write = out.write;
        return out.body;
      },
      [session_id, body.username],
    );
    return answer;
  });
};
