import { defineRoute } from './shared.js';

/** POST /data/1.0/phone-mnp — Phone number portability lookup. An input of invalid format is answered and billed (rule 10). */
export const phoneMnpRoute = defineRoute('phone-mnp', ({ resolve, lookups }) => async (request) => {
  const { transaction_id, phone_number } = request.body;
  const { body } = await resolve.simple({
    operation: 'phone-mnp',
    caller: request.caller,
    transactionId: transaction_id,
    ...lookups.pair('phone-mnp', phone_number),
  });
  return body;
});
