import { PRICES } from '../../accounts/prices.js';
import type { Account } from '../../accounts/accounts.js';
import { serializeAnswer } from '../../contract/serialize.js';
import type { Services } from '../../composition.js';
import { defineRoute } from './shared.js';

/**
 * The answers last made from one usage read (AuthCache.monthUsage's value), per environment: an answer is all of the
 * account (its cached record), the key's environment and that read, so while the three are the same objects a
 * repeated GET sends the text already written (serializeAnswer; the route then sends it as it is). A new read, a
 * changed account (every change of it makes a new cached record, a debit too) or another month's read misses.
 */
const answers = new WeakMap<object, Map<string, { readonly account: Account; readonly body: object }>>();

/** GET /1.0/credits — balance, limits and this month's usage of the calling account. Free. */
export const creditsRoute = defineRoute('credits', ({ resolutions, keys }) => (request) => {
  const { account, key } = request.caller;
  const { since, month } = monthAt(Date.now());
  // The stored rows as read at most one cache poll ago (this process's own calls at once; AuthCache.monthUsage):
  // answered at once when that read is kept.
  const kept = keys.cache.keptUsage<MonthUsage>(account.id, month);
  if (kept !== undefined) return answer(account, key.environment, since, kept);
  return keys.cache.monthUsage(account.id, month, () => resolutions.month(account.id, new Date(since))).then((usage) => answer(account, key.environment, since, usage));
});

interface Month {
  /** The month's first instant (UTC), ISO text. */
  readonly since: string;
  /** `YYYY-MM`. */
  readonly month: string;
  readonly from: number;
  readonly until: number;
}

let current: Month = { since: '', month: '', from: 0, until: 0 };

/** The calendar month (UTC) of `nowMs`, made again only when the time leaves the month last made. */
export function monthAt(nowMs: number): Month {
  if (nowMs >= current.from && nowMs < current.until) return current;
  const now = new Date(nowMs);
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const since = new Date(from).toISOString();
  current = { since, month: since.slice(0, 7), from, until: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) };
  return current;
}

type MonthUsage = Awaited<ReturnType<Services['resolutions']['month']>>;

function answer(account: Account, environment: string, since: string, usage: MonthUsage): object {
  let made = answers.get(usage);
  const hit = made?.get(environment);
  if (hit && hit.account === account) return hit.body;
  const body = {
    account_id: account.id,
    environment,
    unlimited: account.unlimited,
    // The stored balance (the cached account's may lag the debits of other processes longer).
    balance: account.unlimited ? null : usage.balance,
    rate_limit: account.rateLimit,
    products: [...account.products],
    usage: {
      since,
      calls: usage.calls,
      credits: usage.credits,
      by_operation: usage.byOperation,
    },
    prices: { ...PRICES },
  };
  serializeAnswer('credits', body);
  if (!made) answers.set(usage, (made = new Map()));
  made.set(environment, { account, body });
  return body;
}
