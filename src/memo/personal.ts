/**
 * The memos that hold what callers sent (touch points, names, email local parts, the sandbox's inputs) or what is
 * derived one-to-one from it, registered so that an erasure empties them all in every process (docs/privacy.md): the
 * erasure moves the cache epoch in its own transaction, each API process's poll of that epoch (src/accounts/auth-cache.ts)
 * calls `forgetPersonalMemos`, and the process that ran the erasure calls it at once.
 *
 * The registry holds each memo weakly: an engine made and dropped (tests make hundreds) is not kept alive by it.
 * Emptying a memo only costs the next calls their misses; every memo registered here is pure (its values are
 * functions of its keys), so no answer changes.
 */

/** What a registered memo must offer: emptying, and its count of entries. */
export interface Forgettable {
  clear(): void;
  readonly size: number;
}

const memos = new Set<WeakRef<Forgettable>>();

/** Register `memo` as holding personal data; returns it (for use at its declaration). */
export function forgottenOnErasure<T extends Forgettable>(memo: T): T {
  memos.add(new WeakRef(memo));
  return memo;
}

/** Empty every registered memo that is still alive; returns how many were emptied. */
export function forgetPersonalMemos(): number {
  let n = 0;
  for (const ref of memos) {
    const memo = ref.deref();
    if (memo === undefined) memos.delete(ref);
    else {
      memo.clear();
      n++;
    }
  }
  return n;
}

/** The entries the registered memos hold now, summed (tests and diagnostics). */
export function personalMemoEntries(): number {
  let n = 0;
  for (const ref of memos) n += ref.deref()?.size ?? 0;
  return n;
}
