/**
 * customer_id / transaction_id claims of sandbox calls. A sandbox answer is synthetic and never read back, so its
 * claim is kept in memory (bounded, oldest forgotten first) instead of costing a database write per call; sandbox
 * domain intelligence, which is read back by the Get Domain call, is stored like a live resolution. In-memory claims
 * are per process: with several processes a repeated sandbox id is only caught by the process that saw it first.
 */
export class SandboxIds {
  private readonly seen = new Set<string>();

  constructor(private readonly max = 1_000_000) {}

  /** Claim an id; false when this account already used it in the sandbox. */
  claim(accountId: string, field: 'customer_id' | 'transaction_id', value: string): boolean {
    const key = `${accountId}\u0000${field}\u0000${value}`;
    if (this.seen.has(key)) return false;
    if (this.seen.size >= this.max) this.seen.delete(this.seen.values().next().value as string);
    this.seen.add(key);
    return true;
  }

  has(accountId: string, field: 'customer_id' | 'transaction_id', value: string): boolean {
    return this.seen.has(`${accountId}\u0000${field}\u0000${value}`);
  }
}
