import { newId } from '../../accounts/ids.js';
import { sandboxLoginEnrollment } from '../../sandbox/index.js';
import { defineRoute } from './shared.js';

/**
 * POST /1.0/track/enrollments?session_id= — make the collector record of a session a trusted reference of its
 * username; billed, the enrollment written in the commit's transaction. The body is optional.
 */
export const trackEnrollmentsRoute = defineRoute('track-enrollments', ({ resolve, login }) => async (request) => {
  const { session_id } = request.query;
  const body = request.body ?? {};
  const transactionId = body.transaction_id ?? newId('txn', 24);
  const { body: answer } = await resolve.simple({
    operation: 'track-enrollments',
    caller: request.caller,
    transactionId,
    live: async (extras) => {
      const out = await login.enroll(request.caller.account.id, session_id, { username: body.username, transactionId }, new Date());
      extras.write = out.write;
      return out.body;
    },
    sandbox: () => sandboxLoginEnrollment(session_id, body),
    scenarioTexts: [session_id, body.username],
  });
  return answer;
});
