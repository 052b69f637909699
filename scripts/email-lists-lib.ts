/**
 * Derivations shared by scripts/refresh-email-lists.ts and the evaluation (eval/run.ts).
 */

/** A domain flagged by at least this many of the bundled disposable lists is a disposable service by consensus. */
export const CONSENSUS_LISTS = 3;

/**
 * Common free mail providers: the curated popular consumer domains and the `common.json` of email-providers, minus
 * the disposable services among them (flagged by CONSENSUS_LISTS or more of the disposable lists: mailinator.com,
 * guerrillamail.com, yopmail.com are in that common list). These are never disposable (src/products/email/lists.ts).
 */
export function commonFreeProviders(popular: readonly string[], common: readonly string[], disposable: readonly ReadonlySet<string>[]): string[] {
  const out = new Set<string>();
  for (const d of [...popular, ...common]) {
    const domain = d.trim().toLowerCase();
    if (domain === '' || !domain.includes('.')) continue;
    if (disposable.filter((l) => l.has(domain)).length >= CONSENSUS_LISTS) continue;
    out.add(domain);
  }
  return [...out].sort();
}
