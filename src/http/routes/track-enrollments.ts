import { LoginBody, SessionQuery } from '../../contract/requests.js';
import { LoginEnrollmentResponse } from '../../contract/payloads/index.js';
import { ProductNotAvailable } from '../../resolve/errors.js';
import { sandboxLoginEnrollment } from '../../sandbox/index.js';
import { billedResponses, typed, type Route } from './shared.js';

/** POST /1.0/track/enrollments?session_id= — register a session's device and behaviour as a trusted reference. */
export const trackEnrollmentsRoute: Route = (app, { resolve }) => {
  typed(app).post('/1.0/track/enrollments', {
    config: { entitlement: 'login' },
    schema: { tags: ['login'], summary: 'Login enrollment', querystring: SessionQuery, body: LoginBody, response: billedResponses(LoginEnrollmentResponse) },
  }, async (request) => {
    if (request.caller.key.environment === 'live') throw new ProductNotAvailable('login');
    const { session_id } = request.query;
    const { body } = await resolve.simple(
      'track-enrollments',
      request.caller,
      { transactionId: request.body.transaction_id },
      async () => sandboxLoginEnrollment(session_id, request.body),
      [session_id, request.body.username],
    );
    return body;
  });
};
