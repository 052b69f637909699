import { sandboxIpProxy } from '../../sandbox/index.js';
import { defineRoute } from './shared.js';

/** POST /data/1.0/ip-proxy — IP proxy lookup. An input of invalid format is answered and billed (rule 10). */
export const ipProxyRoute = defineRoute('ip-proxy', ({ resolve, lookups }) => async (request) => {
  const { transaction_id, ip } = request.body;
  const live = lookups['ip-proxy'];
  const { body } = await resolve.simple({
    operation: 'ip-proxy',
    caller: request.caller,
    transactionId: transaction_id,
    live: live && (() => live(ip)),
    sandbox: () => sandboxIpProxy(ip),
  });
  return body;
});
