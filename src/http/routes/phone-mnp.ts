import { sandboxPhoneMnp } from '../../sandbox/index.js';
import { defineRoute } from './shared.js';

/** POST /data/1.0/phone-mnp — Phone number portability lookup. An input of invalid format is answered and billed (rule 10). */
export const phoneMnpRoute = defineRoute('phone-mnp', ({ resolve, lookups }) => async (request) => {
  const { transaction_id, phone_number } = request.body;
  const live = lookups['phone-mnp'];
  const { body } = await resolve.simple({
    operation: 'phone-mnp',
    caller: request.caller,
    transactionId: transaction_id,
    live: live && (() => live(phone_number)),
    sandbox: () => sandboxPhoneMnp(phone_number),
  });
  return body;
});
