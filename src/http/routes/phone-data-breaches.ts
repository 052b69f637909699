import { defineRoute } from './shared.js';

/** POST /data/1.0/phone-data-breaches — Phone data breaches lookup. An input of invalid format is answered and billed (rule 10). */
export const phoneDataBreachesRoute = defineRoute('phone-data-breaches', ({ resolve, lookups }) => async (request) => {
  const { transaction_id, phone_number } = request.body;
  const { body } = await resolve.simple({
    operation: 'phone-data-breaches',
    caller: request.caller,
    transactionId: transaction_id,
    ...lookups.pair('phone-data-breaches', phone_number),
  });
  return body;
});
