/**
 * The documented Redis policy (docs/operations.md, failure modes): rate limits FAIL OPEN to per-process buckets while
 * Redis cannot answer, so an outage of the shared store never fails a paying call; each process then enforces a
 * key's rate on its own (N processes let through up to N times the rate until Redis returns). The outage is logged
 * once when it starts and once when it ends, never per call, and counted in /metrics.
 */
import type { Logger } from '../products/types.js';
import type { FaultMetrics } from '../observability/metrics.js';
import type { RateDecision, RateLimiter } from './ratelimit.js';

export class FailoverRateLimiter implements RateLimiter {
  private down = false;

  constructor(
    private readonly primary: RateLimiter,
    private readonly fallback: RateLimiter,
    private readonly logger: Logger,
    private readonly faults?: FaultMetrics,
  ) {}

  /** True while the shared limiter is unavailable and the per-process buckets decide. */
  get degraded(): boolean {
    return this.down;
  }

  async consume(key: string, ratePerSecond: number): Promise<RateDecision> {
    try {
      const decision = await this.primary.consume(key, ratePerSecond);
      if (this.down) {
        this.down = false;
        this.logger.info({ dependency: 'redis' }, 'redis answers again: rate limits are shared across processes again');
      }
      return decision;
    } catch (err) {
      if (!this.down) {
        this.down = true;
        this.logger.warn({ dependency: 'redis', err: String(err) }, 'redis unavailable: rate limits fail open to per-process buckets until it returns');
      }
      this.faults?.dependencyError('redis', 'unavailable');
      return this.fallback.consume(key, ratePerSecond);
    }
  }
}
