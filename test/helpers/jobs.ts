/** Helpers for job tests: await attempts of a runner (a signal, never a sleep). */
import type { AttemptEvent, JobRunner } from '../../src/jobs/runner.js';

/** Resolves with the first attempt event that matches (registered before the work starts, so none is missed). */
export function nextAttempt(runner: JobRunner, match: (e: AttemptEvent) => boolean = () => true): Promise<AttemptEvent> {
  return new Promise((resolve) => {
    const off = runner.onAttempt((e) => {
      if (match(e)) {
        off();
        resolve(e);
      }
    });
  });
}

/** Resolves once `count` attempts matching `match` were seen, with all of them. */
export function attempts(runners: readonly JobRunner[], count: number, match: (e: AttemptEvent) => boolean = () => true): Promise<AttemptEvent[]> {
  return new Promise((resolve) => {
    const seen: AttemptEvent[] = [];
    const offs = runners.map((r) =>
      r.onAttempt((e) => {
        if (!match(e)) return;
        seen.push(e);
        if (seen.length === count) {
          for (const off of offs) off();
          resolve(seen);
        }
      }),
    );
  });
}

/** A promise with its resolve function outside (to release a blocked handler, or to signal that one started). */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
