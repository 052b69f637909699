/**
 * Expected failures are values: an enrichment provider returns a value or a typed failure with its duration.
 * `runProvider` runs one lookup under the request deadline and its own timeout, and never throws.
 */
import { EXPIRED, type Deadline } from './deadline.js';

export type FailureReason = 'timeout' | 'unavailable' | 'bad_input' | 'disabled';

export type Outcome<T> =
  | { readonly ok: true; readonly value: T; readonly ms: number; readonly cached?: boolean }
  | { readonly ok: false; readonly reason: FailureReason; readonly ms: number; readonly error?: string };

export interface ProviderRecord {
  readonly provider: string;
  readonly ok: boolean;
  readonly reason?: FailureReason;
  readonly ms: number;
  readonly cached?: boolean;
}

export class ProviderFailure extends Error {
  constructor(readonly reason: FailureReason, message?: string) {
    super(message ?? reason);
    this.name = 'ProviderFailure';
  }
}

export async function runProvider<T>(
  fn: (signal: AbortSignal) => Promise<T>,
  deadline: Deadline,
  timeoutMs = Number.POSITIVE_INFINITY,
): Promise<Outcome<T>> {
  const start = performance.now();
  const budget = Math.min(deadline.remainingMs(), timeoutMs);
  const elapsed = () => Math.round((performance.now() - start) * 10) / 10;
  if (budget <= 0) return { ok: false, reason: 'timeout', ms: 0 };
  if (timeoutMs === Number.POSITIVE_INFINITY) {
    // Bounded by the request deadline alone: the lookup gets the deadline's signal and races its shared expiry.
    try {
      const result = await Promise.race([fn(deadline.signal), deadline.expired()]);
      if (result === EXPIRED) return { ok: false, reason: 'timeout', ms: elapsed() };
      return { ok: true, value: result as T, ms: elapsed() };
    } catch (err) {
      return failed(err, deadline.signal.aborted, elapsed());
    }
  }
  const controller = new AbortController();
  const onDeadline = () => controller.abort();
  deadline.signal.addEventListener('abort', onDeadline, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, budget);
  });
  try {
    const result = await Promise.race([fn(controller.signal), timeout]);
    if (result === 'timeout' && controller.signal.aborted) return { ok: false, reason: 'timeout', ms: elapsed() };
    return { ok: true, value: result as T, ms: elapsed() };
  } catch (err) {
    return failed(err, controller.signal.aborted, elapsed());
  } finally {
    clearTimeout(timer);
    deadline.signal.removeEventListener('abort', onDeadline);
  }
}

/** The outcome of a lookup that threw: its own typed failure, a timeout when it was aborted, else unavailable. */
function failed(err: unknown, aborted: boolean, ms: number): Outcome<never> {
  if (err instanceof ProviderFailure) return { ok: false, reason: err.reason, ms, error: err.message };
  if (aborted) return { ok: false, reason: 'timeout', ms };
  return { ok: false, reason: 'unavailable', ms, error: err instanceof Error ? err.message : String(err) };
}

/** The record of one lookup's outcome, as a call's explanation lists it (`cached` when no lookup was made). */
export function recordOf(provider: string, o: Outcome<unknown>): ProviderRecord {
  return o.ok ? { provider, ok: true, ms: o.ms, ...(o.cached ? { cached: true } : {}) } : { provider, ok: false, reason: o.reason, ms: o.ms };
}
