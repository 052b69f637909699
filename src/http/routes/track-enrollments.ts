import { sandboxLoginEnrollment } from '../../sandbox/index.js';
import { defineRoute } from './shared.js';

/** POST /1.0/track/enrollments?session_id= — register a session's device and behaviour as a trusted reference. */
export const trackEnrollmentsRoute = defineRoute('track-enrollments', ({ resolve }) => async (request) => {
  const { session_id } = request.query;
  const { body } = await resolve.simple({
    operation: 'track-enrollments',
    caller: request.caller,
    transactionId: request.body.transaction_id,
    live: undefined, // login tracking has no live engine yet: 501 on live keys
    sandbox: () => sandboxLoginEnrollment(session_id, request.body),
    scenarioTexts: [session_id, request.body.username],
  });
  return body;
});
