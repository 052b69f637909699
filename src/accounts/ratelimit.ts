/**
 * Rate limits: a token bucket per API key. Capacity = the account's rate (requests per second), refilled
 * continuously at that rate, so a key may burst up to one second's worth and sustain its rate.
 */
export interface RateDecision {
  readonly allowed: boolean;
  /** Whole tokens left after this request. */
  readonly remaining: number;
  /** Capacity of the bucket. */
  readonly limit: number;
  /** Seconds until the bucket is full again. */
  readonly resetSeconds: number;
  /** Seconds to wait before one request fits (0 when allowed). */
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  consume(key: string, ratePerSecond: number): Promise<RateDecision>;
  /** The same decision at once, for a limiter that holds its buckets in this process (none for a shared store). */
  consumeNow?(key: string, ratePerSecond: number): RateDecision;
}

/** Decide one request against a bucket state; shared by the in-process and Redis limiters. */
export function takeToken(
  tokens: number,
  updatedMs: number,
  nowMs: number,
  rate: number,
): { tokens: number; decision: RateDecision } {
  const capacity = Math.max(1, rate);
  const elapsed = Math.max(0, nowMs - updatedMs) / 1000;
  let t = Math.min(capacity, tokens + elapsed * rate);
  const allowed = t >= 1;
  if (allowed) t -= 1;
  const missing = capacity - t;
  return {
    tokens: t,
    decision: {
      allowed,
      remaining: Math.floor(t),
      limit: capacity,
      resetSeconds: Math.ceil(missing / rate),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - t) / rate)),
    },
  };
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async consume(key: string, ratePerSecond: number): Promise<RateDecision> {
    return this.consumeNow(key, ratePerSecond);
  }

  consumeNow(key: string, ratePerSecond: number): RateDecision {
    const now = this.now();
    const b = this.buckets.get(key) ?? { tokens: Math.max(1, ratePerSecond), updated: now };
    const { tokens, decision } = takeToken(b.tokens, b.updated, now, ratePerSecond);
    b.tokens = tokens;
    b.updated = now;
    this.buckets.set(key, b);
    if (this.buckets.size > 100_000) this.sweep(now);
    return decision;
  }

  /** Forget buckets that have been full for a while. */
  private sweep(now: number): void {
    for (const [k, b] of this.buckets) if (now - b.updated > 60_000) this.buckets.delete(k);
  }
}
