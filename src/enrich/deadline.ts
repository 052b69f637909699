/** The request deadline every lookup runs under. */
export class Deadline {
  readonly at: number;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number, private readonly now: () => number = Date.now) {
    this.at = now() + ms;
    this.timer = setTimeout(() => this.controller.abort(new DeadlineExceeded()), ms);
    this.timer.unref();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
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
