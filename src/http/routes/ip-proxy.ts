import { defineRoute } from './shared.js';

/** POST /data/1.0/ip-proxy — IP proxy lookup. An input of invalid format is answered and billed (rule 10). */
export const ipProxyRoute = defineRoute('ip-proxy', ({ resolve, lookups }) => async (request) => {
  const { transaction_id, ip } = request.body;
  const { body } = await resolve.simple({
    operation: 'ip-proxy',
    caller: request.caller,
    transactionId: transaction_id,
    ...lookups.pair('ip-proxy', ip),
  });
  return body;
});
