/** What `Deadline.expired()` settles with: no lookup returns it. */
export const EXPIRED: unique symbol = Symbol('deadline expired');

/** The request deadline every lookup runs under. */
export class Deadline {
  readonly at: number;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private expiry: Promise<typeof EXPIRED> | null = null;

  constructor(ms: number, private readonly now: () => number = Date.now) {
    this.at = now() + ms;
    this.timer = setTimeout(() => this.controller.abort(new DeadlineExceeded()), ms);
    this.timer.unref();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /**
   * Settles with EXPIRED when the deadline passes: one promise (and one listener) shared by every lookup of the call
   * that has no timeout of its own (enrich/outcome.ts), where each used to arm a controller, a listener and a timer.
   */
  expired(): Promise<typeof EXPIRED> {
    this.expiry ??= new Promise((resolve) => {
      if (this.signal.aborted) resolve(EXPIRED);
      else this.signal.addEventListener('abort', () => resolve(EXPIRED), { once: true });
    });
    return this.expiry;
  }

  remainingMs(): number {
    return Math.max(0, this.at - this.now());
  }

  /** End it now: the work it bounds was cancelled (a background job stopped or timed out). */
  cancel(): void {
    clearTimeout(this.timer);
    if (!this.controller.signal.aborted) this.controller.abort(new DeadlineExceeded());
  }

  /** Stop the timer once the request is done. */
  dispose(): void {
    clearTimeout(this.timer);
  }
}

/**
 * The deadline of a call's lookups for a caller's `timeout`: the timeout minus the answer's reserve (scoring, the
 * commit and serialization run after the lookups stop, so the answer itself fits in the timeout), never less than
 * half the timeout. docs/operations.md, "Slow providers".
 */
export function lookupDeadline(timeoutSeconds: number, reserveMs: number): Deadline {
  const ms = Math.round(timeoutSeconds * 1000);
  return new Deadline(Math.max(ms - reserveMs, Math.round(ms / 2)));
}

export class DeadlineExceeded extends Error {
  constructor() {
    super('deadline exceeded');
    this.name = 'DeadlineExceeded';
  }
}
