/**
 * customer_id / transaction_id claims of sandbox calls. A sandbox answer is synthetic and never read back, so its
 * claim is kept in memory (bounded, oldest forgotten first) instead of costing a database write per call; sandbox
 * domain intelligence, which is read back by the Get Domain call, is stored like a live resolution. In-memory claims
 * are per process: with several processes a repeated sandbox id is only caught by the process that saw it first.
 *
 * The bound is in bytes as well as in entries: free sandbox calls fill this memo, and ids of up to 256 characters
 * would make a count-only bound of a million entries cost over half a gigabyte. Each entry is charged its key's
 * UTF-16 length plus a fixed overhead for the Set's slot and the string header.
 */
import { KeyQueue } from '../memo/fifo.js';

const ENTRY_OVERHEAD_BYTES = 64;

export class SandboxIds {
  private readonly seen = new Set<string>();
  /** The keys of `seen`, oldest first (see ../memo/fifo.ts for why not the Set's own order). */
  private readonly order = new KeyQueue<string>();
  private bytes = 0;

  constructor(
    private readonly max = 1_000_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** Bytes charged to the entries held now (for tests and /metrics). */
  get heldBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.seen.size;
  }

  /** Claim an id; false when this account already used it in the sandbox. */
  claim(accountId: string, field: 'customer_id' | 'transaction_id', value: string): boolean {
    const key = `${accountId}\u0000${field}\u0000${value}`;
    if (this.seen.has(key)) return false;
    const cost = costOf(key);
    while (this.seen.size > 0 && (this.seen.size >= this.max || this.bytes + cost > this.maxBytes)) {
      const oldest = this.order.shift() as string;
      this.seen.delete(oldest);
      this.bytes -= costOf(oldest);
    }
    this.seen.add(key);
    this.order.push(key);
    this.bytes += cost;
    return true;
  }

  has(accountId: string, field: 'customer_id' | 'transaction_id', value: string): boolean {
    return this.seen.has(`${accountId}\u0000${field}\u0000${value}`);
  }
}

function costOf(key: string): number {
  return key.length * 2 + ENTRY_OVERHEAD_BYTES;
}
