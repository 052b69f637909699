import { PRICES } from '../../accounts/prices.js';
import { defineRoute } from './shared.js';

/** GET /1.0/credits — balance, limits and this month's usage of the calling account. Free. */
export const creditsRoute = defineRoute('credits', ({ resolutions, keys }) => async (request) => {
  const { account, key } = request.caller;
  const now = new Date();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  // The stored rows as read at most one cache poll ago (this process's own calls at once; AuthCache.monthUsage).
  const usage = await keys.cache.monthUsage(account.id, since.toISOString().slice(0, 7), () => resolutions.month(account.id, since));
  return {
    account_id: account.id,
    environment: key.environment,
    unlimited: account.unlimited,
    // The stored balance (the cached account's may lag the debits of other processes longer).
    balance: account.unlimited ? null : usage.balance,
    rate_limit: account.rateLimit,
    products: [...account.products],
    usage: {
      since: since.toISOString(),
      calls: usage.calls,
      credits: usage.credits,
      by_operation: usage.byOperation,
    },
    prices: { ...PRICES },
  };
});
