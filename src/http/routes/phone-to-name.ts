import { defineRoute } from './shared.js';

/** POST /data/1.0/phone-to-name — Phone to name lookup. An input of invalid format is answered and billed (rule 10). */
export const phoneToNameRoute = defineRoute('phone-to-name', ({ resolve, lookups }) => async (request) => {
  const { transaction_id, phone_number } = request.body;
  const { body } = await resolve.simple({
    operation: 'phone-to-name',
    caller: request.caller,
    transactionId: transaction_id,
    ...lookups.pair('phone-to-name', phone_number),
  });
  return body;
});
